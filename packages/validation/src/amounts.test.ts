import { describe, expect, it } from 'vitest';
import { amountError, decimalsOf, formatAmount, MONEY_BOUNDS, SIGNED_MONEY_BOUNDS } from './amounts.ts';
import { amountText } from './zod.ts';

describe('amounts', () => {
  it('counts the decimals a number was written with, where multiplying by 100 would round', () => {
    expect([0.07, 1.005, 0.001, 412.5, 9_999_999_999.99, 1e308, 1e-7, 1.5e-7, -25].map(decimalsOf)).toEqual([
      2, 3, 3, 1, 2, 0, 7, 8, 0,
    ]);
  });

  it('refuses a third decimal, a figure past the bounds and no number, in words with a formatted bound', () => {
    expect(amountError(0.07, 'money', MONEY_BOUNDS)).toBeNull();
    expect(amountError(1.005, 'money', MONEY_BOUNDS)).toBe('Amount must have at most 2 decimals.');
    expect(amountError(1e308, 'money', MONEY_BOUNDS)).toBe('Amount must be at most $9,999,999,999.99.');
    expect(amountError(-1, 'money', MONEY_BOUNDS)).toBe('Amount must be 0 or higher.');
    expect(amountError(-1e308, 'money', SIGNED_MONEY_BOUNDS)).toBe('Amount must be at least -$9,999,999,999.99.');
    expect(amountError(6.125, 'hours', { min: 0, max: 168 })).toBe('Hours must have at most 2 decimals.');
    expect(amountError(169, 'hours', { min: 0, max: 168 })).toBe('Max: 168');
    expect(amountError(Number.POSITIVE_INFINITY, 'money', MONEY_BOUNDS)).toBe('Your value is not a number.');
  });

  it('never shows an infinite amount', () => {
    expect(formatAmount(Number.POSITIVE_INFINITY, 'money')).not.toContain('∞');
    expect(formatAmount(-25, 'money')).toBe('-$25.00');
  });

  it('reads the currency mask’s text and keeps a form’s text as typed', () => {
    const schema = amountText({ unit: 'money' });
    expect(schema.safeParse('$1,234.50').success).toBe(true);
    expect(schema.safeParse('0.001').error?.issues[0]?.message).toBe('Amount must have at most 2 decimals.');
    expect(schema.safeParse('12,345,678,901').error?.issues[0]?.message).toBe(
      'Amount must be at most $9,999,999,999.99.',
    );
    expect(schema.safeParse('').success).toBe(true);
    expect(amountText({ unit: 'money', required: true }).safeParse('').error?.issues[0]?.message).toBe('Required');
  });
});

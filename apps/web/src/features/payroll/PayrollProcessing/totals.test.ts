import { describe, expect, test } from 'vitest';
import { formatHoursTotal, sumCents } from './totals.ts';

describe('payroll totals', () => {
  test('add dollar amounts in cents, so they come out exact to the cent', () => {
    // In floating point 0.1 + 0.2 is 0.30000000000000004 and these ten dimes 0.9999999999999999.
    expect(sumCents([0.1, 0.2])).toBe('$0.30');
    expect(sumCents(Array.from({ length: 10 }, () => 0.1))).toBe('$1.00');
    expect(sumCents([16656.25, 16055.63, 5025.2])).toBe('$37,737.08');
    expect(sumCents([])).toBe('$0.00');
  });

  test('add hours in hundredths and show at most two decimals', () => {
    expect(formatHoursTotal([1184.5, 1210.25, 402])).toBe('2,796.75');
    expect(formatHoursTotal([0.1, 0.2])).toBe('0.3');
    expect(formatHoursTotal([])).toBe('0');
  });
});

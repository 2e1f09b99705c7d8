import { describe, expect, test } from 'vitest';
import { formatCurrency, formatDate, maskSsn, parseDisplayDate, toIsoDate } from './format.ts';

describe('formatCurrency', () => {
  test('shows USD with the symbol, thousands separators and two decimals', () => {
    expect(formatCurrency(1234.5)).toBe('$1,234.50');
    expect(formatCurrency(15)).toBe('$15.00');
    expect(formatCurrency(0)).toBe('$0.00');
    expect(formatCurrency(1_000_000)).toBe('$1,000,000.00');
  });
  test('rounds to the cent and keeps the sign of negative amounts', () => {
    expect(formatCurrency(1.005)).toBe('$1.01');
    expect(formatCurrency(-12)).toBe('-$12.00');
    expect(formatCurrency(-0.001)).toBe('$0.00');
  });
  test('accepts numeric strings and leaves everything else empty', () => {
    expect(formatCurrency('17.25')).toBe('$17.25');
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency('abc')).toBe('');
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  test('shows ISO dates as mm/dd/yyyy without shifting the day', () => {
    expect(formatDate('2024-03-05')).toBe('03/05/2024');
    expect(formatDate('2024-12-31T23:30:00-05:00')).toBe('12/31/2024');
  });
  test('shows Date objects in local time and keeps display strings', () => {
    expect(formatDate(new Date(2023, 0, 9))).toBe('01/09/2023');
    expect(formatDate('07/04/2022')).toBe('07/04/2022');
  });
  test('leaves empty and unreadable values empty', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('2023-02-30')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('parseDisplayDate', () => {
  test('reads real dates inside 01/01/1900 to 01/01/2100', () => {
    expect(parseDisplayDate('02/29/2024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseDisplayDate('01/01/1900')).not.toBeNull();
    expect(parseDisplayDate('01/01/2100')).not.toBeNull();
  });
  test('rejects impossible, out-of-range and wrongly shaped dates', () => {
    expect(parseDisplayDate('02/29/2023')).toBeNull();
    expect(parseDisplayDate('13/01/2024')).toBeNull();
    expect(parseDisplayDate('12/31/1899')).toBeNull();
    expect(parseDisplayDate('01/02/2100')).toBeNull();
    expect(parseDisplayDate('2024-01-01')).toBeNull();
    expect(parseDisplayDate('1/1/2024')).toBeNull();
  });
  test('converts to the ISO wire format', () => {
    const date = parseDisplayDate('03/15/2024');
    expect(date && toIsoDate(date)).toBe('2024-03-15');
  });
});

describe('maskSsn', () => {
  test('shows only the last four digits', () => {
    expect(maskSsn('123-45-6789')).toBe('*****6789');
    expect(maskSsn('123456789')).toBe('*****6789');
    expect(maskSsn('12')).toBe('');
    expect(maskSsn(undefined)).toBe('');
  });
});

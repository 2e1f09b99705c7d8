import { describe, expect, it } from 'vitest';
import { formatDate, isWithinAllowedRange, parseDate, toDate } from './dates.ts';

describe('parseDate (mm/dd/yyyy, strict)', () => {
  it('reads a real day and formats it back to the same text', () => {
    const date = parseDate('07/04/2025');
    expect(date).not.toBeNull();
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(6);
    expect(date?.getDate()).toBe(4);
    expect(formatDate(date ?? new Date(Number.NaN))).toBe('07/04/2025');
  });

  it.each(['7/4/2025', '07-04-2025', '2025/07/04', '07/04/25', ' 07/04/2025', '07/04/2025x', '', 'mm/dd/yyyy'])(
    'refuses the wrongly shaped %j',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );

  it.each(['02/30/2024', '02/29/2023', '13/01/2020', '00/10/2020', '04/31/2021', '12/00/2020'])(
    'refuses the impossible day %s',
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );

  it('accepts a leap day', () => {
    expect(parseDate('02/29/2024')).not.toBeNull();
  });

  it('allows 01/01/1900 through 01/01/2100, both ends included, and nothing outside', () => {
    expect(parseDate('01/01/1900')).not.toBeNull();
    expect(parseDate('01/01/2100')).not.toBeNull();
    expect(parseDate('12/31/1899')).toBeNull();
    expect(parseDate('01/02/2100')).toBeNull();
    expect(isWithinAllowedRange(new Date(2100, 0, 1, 23, 59))).toBe(true);
  });
});

describe('formatDate', () => {
  it('pads month and day', () => {
    expect(formatDate(new Date(2003, 0, 9))).toBe('01/09/2003');
  });
});

describe('toDate', () => {
  it('treats empty as no date and drops the time of a Date', () => {
    expect(toDate('')).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDate(new Date(2020, 4, 5, 13, 30))?.getHours()).toBe(0);
    expect(toDate(new Date(Number.NaN))).toBeNull();
  });
});

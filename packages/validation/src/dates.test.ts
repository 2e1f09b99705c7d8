import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  isWithinAllowedRange,
  MAX_ALLOWED_DATE,
  MIN_ALLOWED_DATE,
  parseDate,
  readTypedDate,
  toDate,
} from './dates.ts';

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

/** Every day from 01/01/1900 to 01/01/2100, as local calendar days (the way a user types them). */
const allowedDay = fc
  .integer({ min: 0, max: Math.round((MAX_ALLOWED_DATE.getTime() - MIN_ALLOWED_DATE.getTime()) / 86_400_000) })
  .map((offset) => new Date(1900, 0, 1 + offset));

/** Days in a month of the Gregorian calendar, worked out by the rule rather than by Date. */
function daysIn(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

const two = (n: number) => String(n).padStart(2, '0');

describe('readTypedDate (what a date field commits: refused, never corrected)', () => {
  it('any allowed day round-trips: formatted, read back, the same day and the same text', () => {
    fc.assert(
      fc.property(allowedDay, (day) => {
        const text = formatDate(day);
        const read = readTypedDate(text);
        expect(read).toEqual({ kind: 'valid', text, date: day });
        expect(parseDate(text)).toEqual(day);
      }),
    );
  });

  it('any day past the end of its month is refused, quoting what was typed', () => {
    const pastMonthEnd = fc
      .record({ year: fc.integer({ min: 1900, max: 2099 }), month: fc.integer({ min: 1, max: 12 }) })
      .chain(({ year, month }) =>
        fc.integer({ min: daysIn(year, month) + 1, max: 99 }).map((day) => `${two(month)}/${two(day)}/${year}`),
      );
    fc.assert(
      fc.property(pastMonthEnd, (typed) => {
        expect(readTypedDate(typed)).toEqual({ kind: 'invalid', text: typed });
      }),
    );
  });

  it('any month outside 1-12, and day 00, is refused', () => {
    const badMonth = fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 }));
    fc.assert(
      fc.property(
        badMonth,
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 1900, max: 2100 }),
        (month, day, year) => {
          const typed = `${two(month)}/${two(day)}/${year}`;
          expect(readTypedDate(typed)).toEqual({ kind: 'invalid', text: typed });
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1900, max: 2099 }), (month, year) => {
        const typed = `${two(month)}/00/${year}`;
        expect(readTypedDate(typed)).toEqual({ kind: 'invalid', text: typed });
      }),
    );
  });

  it('knows leap years: 02/29 of 2008 and 2000, not of 2009 or 1900', () => {
    expect(readTypedDate('02/29/2008')).toEqual({ kind: 'valid', text: '02/29/2008', date: new Date(2008, 1, 29) });
    expect(readTypedDate('02/29/2000').kind).toBe('valid');
    expect(readTypedDate('02/29/2009')).toEqual({ kind: 'invalid', text: '02/29/2009' });
    expect(readTypedDate('02/29/1900')).toEqual({ kind: 'invalid', text: '02/29/1900' });
  });

  it('refuses the dates of issue 45 as typed', () => {
    expect(readTypedDate('02/30/2009')).toEqual({ kind: 'invalid', text: '02/30/2009' });
    expect(readTypedDate('13/45/2009')).toEqual({ kind: 'invalid', text: '13/45/2009' });
  });

  it('writes a one-digit month or day with its zero, the same day; a two-digit year is refused', () => {
    expect(readTypedDate('2/4/2009')).toEqual({ kind: 'valid', text: '02/04/2009', date: new Date(2009, 1, 4) });
    expect(readTypedDate('02/04/09')).toEqual({ kind: 'invalid', text: '02/04/09' });
    expect(readTypedDate('2/4/09')).toEqual({ kind: 'invalid', text: '2/4/09' });
  });

  it('refuses a missing piece and a day outside 01/01/1900-01/01/2100', () => {
    expect(readTypedDate('02/04/2')).toEqual({ kind: 'invalid', text: '02/04/2' });
    expect(readTypedDate('12/31/1899').kind).toBe('invalid');
    expect(readTypedDate('01/02/2100').kind).toBe('invalid');
    expect(readTypedDate('01/01/1900').kind).toBe('valid');
    expect(readTypedDate('01/01/2100').kind).toBe('valid');
  });

  it('empty (or blank) is empty', () => {
    expect(readTypedDate('')).toEqual({ kind: 'empty' });
    expect(readTypedDate('  ')).toEqual({ kind: 'empty' });
  });
});

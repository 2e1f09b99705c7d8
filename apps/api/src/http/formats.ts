import { fullFormats } from 'ajv-formats/dist/formats.js';

/**
 * `date` and `date-time` as ajv-formats' full mode checks them, with a fast path for the forms the
 * server itself writes (`2026-07-19`, `2026-07-19T14:49:00.000Z`). ajv-formats reads them with
 * capturing regular expressions and a split; a search page of 50 participants has 100 of them, and
 * that was half the time spent checking its response against the contract. The fast path only
 * answers yes for strings the full check also accepts; everything else goes to the full check, so
 * what is accepted does not change (formats.test.ts compares the two).
 */

const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const ZERO = 48;

/** The number the `count` ASCII digits at `from` spell, or -1 if one of them is not a digit. */
function digits(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i += 1) {
    const digit = text.charCodeAt(i) - ZERO;
    if (digit < 0 || digit > 9) return -1;
    value = value * 10 + digit;
  }
  return value;
}

/** `yyyy-mm-dd` at the start of `text`, a real day of the Gregorian calendar. */
function dateAtStart(text: string): boolean {
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS[month] ?? 0));
}

/** `yyyy-mm-ddThh:mm:ss[.fraction]Z` with an hour, minute and second in range. */
function utcInstant(text: string): boolean {
  const length = text.length;
  if (length < 20 || text.charCodeAt(10) !== 84 || text.charCodeAt(length - 1) !== 90) return false;
  if (!dateAtStart(text) || text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return false;
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return false;
  if (length === 20) return true;
  // A fraction: a dot and at least one digit before the Z.
  if (text.charCodeAt(19) !== 46 || length === 21) return false;
  return digits(text, 20, length - 21) >= 0;
}

interface FormatDefinition {
  validate: (text: string) => boolean;
  compare?: (a: string, b: string) => number | undefined;
}

const full = fullFormats as unknown as Record<'date' | 'date-time', FormatDefinition>;

export const dateFormat: FormatDefinition = {
  ...full.date,
  validate: (text) => (text.length === 10 && dateAtStart(text)) || full.date.validate(text),
};

export const dateTimeFormat: FormatDefinition = {
  ...full['date-time'],
  validate: (text) => utcInstant(text) || full['date-time'].validate(text),
};

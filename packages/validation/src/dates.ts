/**
 * Strict mm/dd/yyyy dates (section 5, "Dates and masks"). Dates are calendar days in local time:
 * "today" and "in the future" mean the user's day, and a parsed value formats back to the same text.
 */

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** 01/01/1900, the earliest allowed date. */
export const MIN_ALLOWED_DATE = new Date(1900, 0, 1);
/** 01/01/2100, the latest allowed date (inclusive). */
export const MAX_ALLOWED_DATE = new Date(2100, 0, 1);

/** Midnight of the same calendar day, so comparisons ignore the time of day. */
export function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/**
 * Reads `mm/dd/yyyy` strictly: two-digit month and day, four-digit year, a real calendar day
 * (no 02/30) inside 01/01/1900–01/01/2100. Anything else gives `null`.
 */
export function parseDate(text: string): Date | null {
  const match = DATE_PATTERN.exec(text);
  if (!match) return null;
  const [, mm = '', dd = '', yyyy = ''] = match;
  const month = Number(mm);
  const day = Number(dd);
  const year = Number(yyyy);
  const date = new Date(year, month - 1, day);
  // The Date constructor rolls 02/30 over into March; a strict reader must refuse it.
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  if (!isWithinAllowedRange(date)) return null;
  return date;
}

/** What the text of a date field comes to when the user commits it (Enter, leaving the field). */
export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'valid'; /** the day as mm/dd/yyyy */ text: string; date: Date }
  | { kind: 'invalid'; /** exactly what was typed, for the incorrect-date message */ text: string };

const TYPED_DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * Reads what was typed into a date field, refusing rather than correcting (ADR 220): a one-digit
 * month or day is written with its zero (2/4/2009 is 02/04/2009, the same day), and nothing else
 * changes. A missing piece, a two-digit year, month 13, 02/30 or a day outside 1900–2100 is
 * invalid, never moved to a day the user did not type.
 */
export function readTypedDate(typed: string): TypedDate {
  const trimmed = typed.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = TYPED_DATE_PATTERN.exec(trimmed);
  if (!match) return { kind: 'invalid', text: typed };
  const [, mm = '', dd = '', yyyy = ''] = match;
  const text = `${mm.padStart(2, '0')}/${dd.padStart(2, '0')}/${yyyy}`;
  const date = parseDate(text);
  return date ? { kind: 'valid', text, date } : { kind: 'invalid', text: typed };
}

/** Formats a day as `mm/dd/yyyy`. */
export function formatDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  const yyyy = String(date.getFullYear()).padStart(4, '0');
  return `${mm}/${dd}/${yyyy}`;
}

/** True when the day lies within 01/01/1900–01/01/2100, both ends included. */
export function isWithinAllowedRange(date: Date): boolean {
  const day = startOfDay(date).getTime();
  return day >= MIN_ALLOWED_DATE.getTime() && day <= MAX_ALLOWED_DATE.getTime();
}

/** Accepts a Date or mm/dd/yyyy text; `null` for empty or unreadable text. */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : startOfDay(value);
  return parseDate(value);
}

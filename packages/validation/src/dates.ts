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

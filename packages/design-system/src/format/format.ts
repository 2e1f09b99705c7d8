/**
 * Display formats shared by grids, exports and read-only fields (spec section 9): money is USD
 * with the symbol and two decimals, dates read mm/dd/yyyy. Written by hand rather than with
 * Intl so the output never depends on the browser's locale data (screenshots, exports) and so
 * formatting 80,000 grid cells stays cheap.
 */

import { MAX_ALLOWED_DATE, MIN_ALLOWED_DATE, parseDate } from '@pathway/validation';

/** A calendar date without a time zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** The calendar day of a Date, read in local time (as the user entered it). */
function dayOf(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Earliest and latest dates the product accepts (spec section 5). */
export const MIN_DATE: CalendarDate = dayOf(MIN_ALLOWED_DATE);
export const MAX_DATE: CalendarDate = dayOf(MAX_ALLOWED_DATE);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC avoids DST edges.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function isRealDate({ year, month, day }: CalendarDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/**
 * Reads a typed `mm/dd/yyyy` date. Returns null unless it is a real calendar date inside the
 * allowed range 01/01/1900 to 01/01/2100: @pathway/validation's rule, the one the date inputs and
 * the server's quick search read dates by.
 */
export function parseDisplayDate(text: string): CalendarDate | null {
  const date = parseDate(text.trim());
  return date && dayOf(date);
}

/** Formats a calendar date as mm/dd/yyyy. */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(month, 2)}/${pad(day, 2)}/${pad(year, 4)}`;
}

/** Formats a calendar date as yyyy-mm-dd, the wire format of the API. */
export function toIsoDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/**
 * Reads a date value as the API and the app hold it: an ISO string (`2024-03-15` or a full
 * timestamp, whose calendar part is taken as written so no time zone shifts the day), a display
 * string (`03/15/2024`) or a Date (read in local time, as the user entered it).
 */
export function toCalendarDate(value: unknown): CalendarDate | null {
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? null : dayOf(value);
  }
  if (typeof value !== 'string' || value === '') return null;
  const iso = ISO_DATE.exec(value);
  if (iso) {
    const date = { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) };
    return isRealDate(date) ? date : null;
  }
  const display = DISPLAY_DATE.exec(value);
  if (display) {
    const date = { month: Number(display[1]), day: Number(display[2]), year: Number(display[3]) };
    return isRealDate(date) ? date : null;
  }
  return null;
}

/** Formats a date value as mm/dd/yyyy; empty for null, undefined or an unreadable value. */
export function formatDate(value: unknown): string {
  const date = toCalendarDate(value);
  return date ? formatCalendarDate(date) : '';
}

function groupThousands(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits.charAt(i);
  }
  return out;
}

/**
 * Formats an amount as US dollars with the symbol and two decimals: `$1,234.50`, `-$12.00`.
 * Numeric strings are accepted because the API sends some amounts as strings; anything else
 * formats as empty.
 */
export function formatCurrency(value: unknown): string {
  const amount = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return '';
  // Round half away from zero on the cent, as accounting does, after removing float noise.
  const cents = Math.round(Math.abs(amount) * 100 + Number.EPSILON * 100);
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const sign = amount < 0 && cents !== 0 ? '-' : '';
  return `${sign}$${groupThousands(String(whole))}.${pad(fraction, 2)}`;
}

/**
 * Shows only the last four digits of an SSN, in the one form the spec gives (section 3's applicant
 * header): five asterisks and the last four, `*****6789`, on every screen and in every export.
 */
export function maskSsn(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const digits = String(value).replace(/\D/g, '');
  if (digits.length < 4) return '';
  return `*****${digits.slice(-4)}`;
}

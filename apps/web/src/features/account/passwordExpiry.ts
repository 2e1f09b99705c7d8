import { formatDate, startOfDay } from '@pathway/validation';

/** The profile shows the password-expiry note this many days ahead (spec section 9). */
export const PASSWORD_EXPIRY_NOTICE_DAYS = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Reads the API's calendar date (`yyyy-mm-dd`, or a date-time) as a local day. */
function toLocalDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const [, y = '', m = '', d = ''] = match;
  const day = new Date(Number(y), Number(m) - 1, Number(d));
  return Number.isNaN(day.getTime()) ? null : day;
}

/**
 * The note to show on the profile, or null when the password expires more than 10 days from
 * `now` (or its expiry is unknown).
 */
export function passwordExpiryNote(expiration: string | null | undefined, now: Date): string | null {
  if (!expiration) return null;
  const day = toLocalDay(expiration);
  if (!day) return null;
  const today = startOfDay(now);
  // Rounded: a daylight-saving change makes one day 23 or 25 hours long.
  const daysLeft = Math.round((day.getTime() - today.getTime()) / DAY_MS);
  if (daysLeft > PASSWORD_EXPIRY_NOTICE_DAYS) return null;
  const date = formatDate(day);
  if (daysLeft < 0) return `Your password expired on ${date}. Please change it.`;
  if (daysLeft === 0) return `Your password expires today (${date}). Please change it.`;
  return `Your password expires in ${daysLeft === 1 ? '1 day' : `${String(daysLeft)} days`}, on ${date}. Please change it.`;
}

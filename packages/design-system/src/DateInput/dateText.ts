/** 01/01/1900, the earliest date an input accepts (spec section 5). */
export const MIN_INPUT_DATE = new Date(1900, 0, 1);
/** 01/01/2100, the latest date an input accepts (spec section 5). */
export const MAX_INPUT_DATE = new Date(2100, 0, 1);
/** Two-digit years below this are read as 20yy, the rest as 19yy (24 -> 2024, 87 -> 1987). */
export const TWO_DIGIT_YEAR_PIVOT = 50;

/** What the commit check makes of the text in a date input. */
export type DateCommit =
  { kind: 'empty' } | { kind: 'valid'; text: string; date: Date } | { kind: 'invalid'; text: string };

/** Formats a day as mm/dd/yyyy. */
export function formatInputDate(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${mm}/${dd}/${String(date.getFullYear()).padStart(4, '0')}`;
}

function daysInMonth(year: number, month: number): number {
  return new Date(year, month, 0).getDate();
}

/**
 * The auto-correct a user expects when leaving a date field (see docs/adr/031):
 * - single-digit month or day pieces are padded (1/5/2024 -> 01/05/2024);
 * - month 0 becomes 01 and a month over 12 becomes 12; day 0 becomes 01;
 * - a day past the end of its month becomes the month's last day (02/30/2023 -> 02/28/2023);
 * - a two-digit year is expanded around TWO_DIGIT_YEAR_PIVOT (03/15/24 -> 03/15/2024).
 * What cannot be read as a day (missing piece, one- or three-digit year) or falls outside
 * 01/01/1900-01/01/2100 is invalid.
 */
export function commitDateText(raw: string): DateCommit {
  const text = raw.trim();
  if (text === '') return { kind: 'empty' };
  const pieces = text.split('/');
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return { kind: 'invalid', text };
  const [mm = '', dd = '', yy = ''] = pieces;
  if (mm.length > 2 || dd.length > 2) return { kind: 'invalid', text };

  let year: number;
  if (yy.length === 4) year = Number(yy);
  else if (yy.length === 2) year = Number(yy) + (Number(yy) < TWO_DIGIT_YEAR_PIVOT ? 2000 : 1900);
  else return { kind: 'invalid', text };

  const month = Math.min(Math.max(Number(mm), 1), 12);
  const day = Math.min(Math.max(Number(dd), 1), daysInMonth(year, month));
  const date = new Date(year, month - 1, day);
  // Years 0-99 in the Date constructor mean 1900-1999; setFullYear keeps the typed year.
  date.setFullYear(year);
  if (date < MIN_INPUT_DATE || date > MAX_INPUT_DATE) return { kind: 'invalid', text };
  return { kind: 'valid', text: formatInputDate(date), date };
}

/** Reads a committed mm/dd/yyyy text (as a DateInput value) back into a day. */
export function parseInputDate(text: string): Date | null {
  const result = commitDateText(text);
  return result.kind === 'valid' && result.text === text ? result.date : null;
}

/** `yyyy-mm-dd` of an instant, in UTC (the server's dates are UTC, like the database session). */
export const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/** The spec's display form of a date, mm/dd/yyyy. */
export function usDate(iso: string): string {
  const [yyyy, mm, dd] = iso.split('-');
  return `${mm ?? ''}/${dd ?? ''}/${yyyy ?? ''}`;
}

/** Whole years between a birth date and a day (both yyyy-mm-dd). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [y, m, d] = day.split('-').map(Number);
  if (by === undefined || bm === undefined || bd === undefined || y === undefined || m === undefined || d === undefined)
    return 0;
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

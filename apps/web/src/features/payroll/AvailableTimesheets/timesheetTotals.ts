import { formatCurrency } from '@pathway/design-system';

/** What totals read from a timesheet row: its hours and amounts, each with at most 2 decimals. */
export interface TimesheetAmounts {
  workedHours: number;
  incentiveAmount?: number;
  payAmount: number;
}

/** Hundredths of a unit (cents, hundredths of an hour) as a whole number: sums of these are exact. */
export const toHundredths = (value: number): number => Math.round(value * 100);

/** Hours with 2 decimals, e.g. `32.00`, `1,184.50`. */
export function formatHours(hours: number): string {
  const hundredths = toHundredths(hours);
  const whole = Math.trunc(Math.abs(hundredths) / 100);
  const fraction = String(Math.abs(hundredths) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${hundredths < 0 ? '-' : ''}${grouped}.${fraction}`;
}

export interface TimesheetTotals {
  count: number;
  /** Hundredths of an hour. */
  hours: number;
  /** Cents. */
  incentive: number;
  /** Cents. */
  pay: number;
}

/**
 * Totals of timesheets summed in whole cents and hundredths of an hour, so they add up to the cent
 * whatever the number of rows (floating-point sums of dollars drift).
 */
export function timesheetTotals(rows: readonly TimesheetAmounts[]): TimesheetTotals {
  let hours = 0;
  let incentive = 0;
  let pay = 0;
  for (const row of rows) {
    hours += toHundredths(row.workedHours);
    incentive += toHundredths(row.incentiveAmount ?? 0);
    pay += toHundredths(row.payAmount);
  }
  return { count: rows.length, hours, incentive, pay };
}

/** "3 timesheets, 42.50 hours, incentive $75.00, pay $606.25". */
export function describeTotals(totals: TimesheetTotals): string {
  const noun = totals.count === 1 ? 'timesheet' : 'timesheets';
  return `${String(totals.count)} ${noun}, ${formatHours(totals.hours / 100)} hours, incentive ${formatCurrency(
    totals.incentive / 100,
  )}, pay ${formatCurrency(totals.pay / 100)}`;
}

import { SIGNED_WORKED_HOURS_BOUNDS } from './hours.ts';

/**
 * A signed adjustment of a processed timesheet (ADR 182): the bounds of its changes and the words
 * of its rules, one home for the Adjust popup and the server (whose 422s say the same).
 */

/** What one adjustment may change: a week's hours either way, and the contract's signed money. */
export const ADJUSTMENT_BOUNDS = {
  workedHours: SIGNED_WORKED_HOURS_BOUNDS,
  incentiveAmount: { min: -10_000_000, max: 10_000_000 },
} as const;

const hours = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const adjustmentMessages = {
  nothingChanged: 'An adjustment changes the hours, the incentive or both.',
  hoursBelowZero: (held: number) =>
    `The timesheet and its adjustments hold ${hours(held)} hours; an adjustment cannot take back more.`,
  incentiveBelowZero: (held: number) =>
    `The timesheet and its adjustments hold ${money(held)} of incentive; an adjustment cannot take back more.`,
} as const;

/** Amounts with two decimals, kept exact as hundredths. */
const hundredths = (value: number) => Math.round(value * 100);

export interface AdjustmentAmounts {
  workedHours: number;
  incentiveAmount: number;
}

/**
 * The refusals of an adjustment by field (the wire's names): nothing changed (on `workedHours`), or
 * a change that takes back more than the timesheet and its earlier adjustments hold.
 */
export function adjustmentErrors(held: AdjustmentAmounts, change: AdjustmentAmounts) {
  const errors: Partial<Record<keyof AdjustmentAmounts, string>> = {};
  if (hundredths(change.workedHours) === 0 && hundredths(change.incentiveAmount) === 0) {
    errors.workedHours = adjustmentMessages.nothingChanged;
    return errors;
  }
  if (hundredths(held.workedHours) + hundredths(change.workedHours) < 0) {
    errors.workedHours = adjustmentMessages.hoursBelowZero(held.workedHours);
  }
  if (hundredths(held.incentiveAmount) + hundredths(change.incentiveAmount) < 0) {
    errors.incentiveAmount = adjustmentMessages.incentiveBelowZero(held.incentiveAmount);
  }
  return errors;
}

/** What the timesheet holds after the change, to the hundredth. */
export function adjustedAmounts(held: AdjustmentAmounts, change: AdjustmentAmounts): AdjustmentAmounts {
  return {
    workedHours: (hundredths(held.workedHours) + hundredths(change.workedHours)) / 100,
    incentiveAmount: (hundredths(held.incentiveAmount) + hundredths(change.incentiveAmount)) / 100,
  };
}

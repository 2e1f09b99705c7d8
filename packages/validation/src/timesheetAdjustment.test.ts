import { describe, expect, test } from 'vitest';
import { adjustedAmounts, adjustmentErrors, adjustmentMessages } from './timesheetAdjustment.ts';

describe('timesheet adjustments', () => {
  const held = { workedHours: 34, incentiveAmount: 25 };

  test('an adjustment changes the hours, the incentive or both', () => {
    expect(adjustmentErrors(held, { workedHours: 0, incentiveAmount: 0 })).toEqual({
      workedHours: 'An adjustment changes the hours, the incentive or both.',
    });
    expect(adjustmentErrors(held, { workedHours: 0, incentiveAmount: 0.001 })).toEqual({
      workedHours: adjustmentMessages.nothingChanged,
    });
    expect(adjustmentErrors(held, { workedHours: 4.5, incentiveAmount: 0 })).toEqual({});
    expect(adjustmentErrors(held, { workedHours: 0, incentiveAmount: -25 })).toEqual({});
  });

  test('takes back at most what the timesheet and its adjustments hold, to the hundredth', () => {
    expect(adjustmentErrors(held, { workedHours: -34, incentiveAmount: -25 })).toEqual({});
    expect(adjustmentErrors(held, { workedHours: -34.01, incentiveAmount: -25.01 })).toEqual({
      workedHours: 'The timesheet and its adjustments hold 34 hours; an adjustment cannot take back more.',
      incentiveAmount:
        'The timesheet and its adjustments hold $25.00 of incentive; an adjustment cannot take back more.',
    });
    expect(adjustmentMessages.hoursBelowZero(1184.5)).toContain('hold 1,184.5 hours');
  });

  test('the result is exact in hundredths', () => {
    expect(
      adjustedAmounts({ workedHours: 0.1, incentiveAmount: 0.1 }, { workedHours: 0.2, incentiveAmount: 0.2 }),
    ).toEqual({ workedHours: 0.3, incentiveAmount: 0.3 });
  });
});

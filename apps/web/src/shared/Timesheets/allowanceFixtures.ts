import type { TimesheetAllowance } from '@pathway/api-client';

/** A job under contract PGH-2026-SYEP with 61 hours and $250.00 left, and a 15-year-old's federal rule. */
export const allowance: TimesheetAllowance = {
  contractCode: 'PGH-2026-SYEP',
  maxHours: 240,
  otherHours: 179,
  remainingHours: 61,
  maxIncentiveAmount: 400,
  otherIncentiveAmount: 150,
  remainingIncentiveAmount: 250,
  youthHours: {
    ruleName: 'US federal child labor rules (ages 14-15)',
    allowedHours: 40,
    otherHours: 0,
    remainingHours: 40,
  },
  existingTimesheet: null,
};

/** The same job for an adult: no youth hour rule applies. */
export const adultAllowance: TimesheetAllowance = { ...allowance, youthHours: null };

/** The period is already covered by Pending timesheet 7730. */
export const coveredAllowance: TimesheetAllowance = {
  ...allowance,
  existingTimesheet: { id: 7730, periodStartDate: '2026-07-06', periodEndDate: '2026-07-12', status: 'Pending' },
};

/** The hints the fields show for `allowance`. */
export const allowanceHints = {
  hours:
    '61 hours remain under contract PGH-2026-SYEP; 40 hours remain this period under US federal child labor rules (ages 14-15)',
  incentive: '$250.00 remains',
} as const;

/** The warning naming timesheet 7730. */
export const coveredWarning =
  'Timesheet 7730 (Pending) already covers 07/06/2026–07/12/2026 for this job: change it instead.';

/** The server's 409 for a second timesheet of the job and period (issue 25). */
export const duplicateRefusal =
  'This job already has timesheet 7730 for 07/06/2026-07/12/2026 (Pending): change that timesheet, or correct it with an adjustment, instead of entering a second one.';

/** The server's 422 of a cap, with what remains (spec section 8 wording, "cannout" as spelt). */
export const incentiveCapRefusal =
  'Participant Incentive Amount cannout exceed $400.00 under contract PGH-2026-SYEP. $250.00 remains.';
export const hoursCapRefusal =
  'Participant Hours cannot exceed 240 hours under contract PGH-2026-SYEP. 61 hours remain.';

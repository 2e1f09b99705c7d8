import {
  toWireDate,
  type TimesheetAllowance,
  type TimesheetAllowanceQuery,
  type TimesheetStatus,
} from '@pathway/api-client';
import { formatCurrency, formatDate } from '@pathway/design-system';
import { ADJUSTABLE_STATUSES } from './statuses.ts';

/** The timesheet a period is already covered by (the allowance's `existingTimesheet`). */
export type ExistingTimesheet = NonNullable<TimesheetAllowance['existingTimesheet']>;

/** Hours with at most two decimals and no trailing zeros: `61`, `60.5`, `1,184.25`. */
export function formatHoursShort(hours: number): string {
  return (Math.round(hours * 100) / 100).toLocaleString('en-US', { maximumFractionDigits: 2 });
}

const hoursRemain = (hours: number) => `${formatHoursShort(hours)} ${hours === 1 ? 'hour remains' : 'hours remain'}`;

/** "61 hours remain under contract PGH-2026-SYEP; 56 hours remain this period under US federal child labor rules (ages 14-15)". */
export function hoursHint(allowance: TimesheetAllowance): string {
  const contract = `${hoursRemain(allowance.remainingHours)} under contract ${allowance.contractCode}`;
  const youth = allowance.youthHours;
  return youth ? `${contract}; ${hoursRemain(youth.remainingHours)} this period under ${youth.ruleName}` : contract;
}

/** "$250.00 remains". */
export function incentiveHint(allowance: TimesheetAllowance): string {
  return `${formatCurrency(allowance.remainingIncentiveAmount)} remains`;
}

/** What to do instead of a second timesheet, by the first one's status (the server's 409 says the same). */
function instead(status: TimesheetStatus): string {
  if (status === 'Pending') return 'change it instead';
  if (ADJUSTABLE_STATUSES.has(status)) return 'correct it with an adjustment instead';
  return 'move it back to Pending and change it instead';
}

/** "Timesheet 123 (Pending) already covers 09/21/2026–10/04/2026 for this job: change it instead." */
export function existingTimesheetWarning(existing: ExistingTimesheet): string {
  const period = `${formatDate(existing.periodStartDate)}–${formatDate(existing.periodEndDate)}`;
  return `Timesheet ${String(existing.id)} (${existing.status}) already covers ${period} for this job: ${instead(existing.status)}.`;
}

/** What an entry form has chosen so far; the dates as typed (mm/dd/yyyy). */
export interface AllowanceChoice {
  studentId: number | null;
  studentJobId: number | null;
  periodStartDate: string;
  periodEndDate: string;
  /** The timesheet being edited, which does not count against itself. */
  excludeTimesheetId?: number | null;
}

/** The allowance query of a complete choice (a job and a real period, start on or before end); otherwise null. */
export function allowanceRequest(
  choice: AllowanceChoice,
): { studentId: number; query: TimesheetAllowanceQuery } | null {
  const periodStartDate = toWireDate(choice.periodStartDate);
  const periodEndDate = toWireDate(choice.periodEndDate);
  if (choice.studentId === null || choice.studentJobId === null || !periodStartDate || !periodEndDate) return null;
  if (periodEndDate < periodStartDate) return null;
  return {
    studentId: choice.studentId,
    query: {
      studentJobId: choice.studentJobId,
      periodStartDate,
      periodEndDate,
      ...(choice.excludeTimesheetId ? { excludeTimesheetId: choice.excludeTimesheetId } : {}),
    },
  };
}

import type { TimesheetAllowance, TimesheetAllowanceQuery } from '@pathway/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '../../lib/api.ts';
import {
  allowanceRequest,
  existingTimesheetWarning,
  hoursHint,
  incentiveHint,
  type AllowanceChoice,
  type ExistingTimesheet,
} from './allowance.ts';

/** The read of an allowance; its key starts with the participant's, so any change of theirs reads it again. */
export const allowanceQuery = (studentId: number, query: TimesheetAllowanceQuery) =>
  queryOptions({
    queryKey: ['/students', studentId, 'timesheet-allowance', query] as const,
    queryFn: ({ signal }) => api.students.timesheetAllowance(studentId, query, { signal }),
    // The form works without it (the server checks again on save): a failed read shows no hint, not a toast.
    meta: { failureShownInline: true },
  });

export interface TimesheetAllowanceView {
  /** The server's answer for the current choice; undefined until a job and a valid period are chosen, and while it loads. */
  allowance: TimesheetAllowance | undefined;
  /** Hints for the hours and incentive fields ("61 hours remain under contract …", "$250.00 remains"). */
  hints: { hours?: string; incentive?: string };
  /** The timesheet already covering the period, with the sentence that names it. */
  existing: { timesheet: ExistingTimesheet; warning: string } | null;
}

/**
 * What a timesheet of the chosen job and period may still hold (ADR 182), read once a job and a real
 * period are chosen: the remaining hours under the contract and the youth hour rule, the remaining
 * incentive, and the timesheet that already covers the period. Both entry forms (Available
 * Timesheets' popup and the participant's Timesheets tab) show it the same way.
 */
export function useTimesheetAllowance(choice: AllowanceChoice): TimesheetAllowanceView {
  const request = allowanceRequest(choice);
  const read = useQuery({
    ...allowanceQuery(
      request?.studentId ?? 0,
      request?.query ?? { studentJobId: 0, periodStartDate: '', periodEndDate: '' },
    ),
    enabled: request !== null,
  });
  const allowance = request === null ? undefined : read.data;
  if (!allowance) return { allowance: undefined, hints: {}, existing: null };
  const existing = allowance.existingTimesheet;
  return {
    allowance,
    hints: { hours: hoursHint(allowance), incentive: incentiveHint(allowance) },
    existing: existing ? { timesheet: existing, warning: existingTimesheetWarning(existing) } : null,
  };
}

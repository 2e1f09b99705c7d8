import { TimesheetStatusAdjustable, TimesheetStatusValues, type TimesheetStatus } from '@pathway/api-client';
import type { GridBadgeTone } from '@pathway/design-system';

/** Every status of a timesheet, in the order it moves (spec section 4, and Payroll Exception of ADR 182). */
export const TIMESHEET_STATUSES: readonly TimesheetStatus[] = TimesheetStatusValues;

/** One badge tone per status (timesheets and payroll processes share the statuses); red asks someone to act. */
export const timesheetStatusTones: Record<TimesheetStatus, GridBadgeTone> = {
  Pending: 'neutral',
  'Submitted for Payroll': 'info',
  'Approved for Payroll': 'warning',
  'Payroll in Process': 'warning',
  'Payroll Exception': 'danger',
  Payrolled: 'success',
};

/** Statuses a signed adjustment corrects (the contract's studentTimesheetsAdjust). */
export const ADJUSTABLE_STATUSES: ReadonlySet<TimesheetStatus> = new Set(TimesheetStatusAdjustable);

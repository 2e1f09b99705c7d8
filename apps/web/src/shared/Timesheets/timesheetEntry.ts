import { toWireDate, type TimesheetEntryRequest } from '@pathway/api-client';
import { amountText, dateText, messages, startBeforeEndCheck, text, WORKED_HOURS_BOUNDS } from '@pathway/validation';
import { z } from 'zod';
import { existingTimesheetGuard } from './TimesheetAmountFields.tsx';

/** A number that is null until chosen: "Required" until then. */
const known = () =>
  z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required);

/**
 * The values of a participant's timesheet as entered, by either entry form (the participant's
 * Timesheets tab, Available Timesheets' Enter Timesheet; ADR 204). `jobHourlyRate` is not typed: the
 * job field copies the chosen assignment's rate into it, so the body carries the rate the server
 * expects (any other needs MAINTAIN_HOURLY_RATE, and is a payroll processing change).
 */
const entryShape = {
  studentJobId: known(),
  // Set with the job; until then the entry cannot be sent.
  jobHourlyRate: known(),
  periodStartDate: dateText({ label: 'Period Start', required: true }),
  periodEndDate: dateText({ label: 'Period End', required: true }),
  workedHours: amountText({ required: true, unit: 'hours', bounds: WORKED_HOURS_BOUNDS }),
  incentiveAmount: amountText({ unit: 'money' }),
  comments: text({ max: 2000 }),
  existingTimesheetId: existingTimesheetGuard(),
};

/**
 * The entry's schema; a form adds its own values with `safeExtend` (which keeps the period check).
 * The period's order is checked even while another field is still wrong, so it shows as soon as
 * both dates are in.
 */
export const timesheetEntrySchema = z
  .object(entryShape)
  .superRefine(startBeforeEndCheck('periodStartDate', 'periodEndDate'), { when: () => true });

export type TimesheetEntryValues = z.infer<typeof timesheetEntrySchema>;

export const emptyTimesheetEntry: TimesheetEntryValues = {
  studentJobId: null,
  jobHourlyRate: null,
  periodStartDate: '',
  periodEndDate: '',
  workedHours: '',
  incentiveAmount: '',
  comments: '',
  existingTimesheetId: null,
};

const wireDate = (value: string) => toWireDate(value) ?? value;

/**
 * The create body (the update body is the same plus the row's version). An empty incentive is none;
 * a manual check is requested on Available Timesheets, with its warning, so an entry keeps what the
 * timesheet had.
 */
export function timesheetEntryBody(values: TimesheetEntryValues, manualCheck = false): TimesheetEntryRequest {
  return {
    // The schema refused an entry without a job before a body is built.
    studentJobId: values.studentJobId ?? 0,
    periodStartDate: wireDate(values.periodStartDate),
    periodEndDate: wireDate(values.periodEndDate),
    hourlyRate: values.jobHourlyRate ?? 0,
    // The schema refused a third decimal: the amounts go as typed.
    workedHours: Number(values.workedHours),
    incentiveAmount: values.incentiveAmount === '' ? 0 : Number(values.incentiveAmount),
    comments: values.comments.trim() === '' ? null : values.comments.trim(),
    manualCheck,
  };
}

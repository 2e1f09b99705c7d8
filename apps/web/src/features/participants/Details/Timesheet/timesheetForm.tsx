import { formatDate } from '@pathway/design-system';
import { z } from 'zod';
import {
  emptyTimesheetEntry,
  timesheetEntryBody,
  timesheetEntrySchema,
} from '../../../../shared/Timesheets/timesheetEntry.ts';
import { TimesheetEntryFields } from '../../../../shared/Timesheets/TimesheetEntryFields.tsx';
import { recordForm } from '../recordForm.ts';

// A manual check is asked for on Available Timesheets, with its warning (spec section 8); an edit
// here keeps the timesheet's request as it was.
const timesheetSchema = timesheetEntrySchema.safeExtend({ manualCheck: z.boolean() });

/** The participant's timesheet: the one entry form Available Timesheets also uses (ADR 204). */
export const timesheetForm = recordForm<'timesheets', z.infer<typeof timesheetSchema>>({
  schema: timesheetSchema,
  empty: { ...emptyTimesheetEntry, manualCheck: false },
  fromRow: (row) => ({
    studentJobId: row.studentJobId,
    jobHourlyRate: row.hourlyRate,
    periodStartDate: formatDate(row.periodStartDate),
    periodEndDate: formatDate(row.periodEndDate),
    workedHours: String(row.workedHours),
    incentiveAmount: String(row.incentiveAmount),
    comments: row.comments ?? '',
    manualCheck: row.manualCheck,
    existingTimesheetId: null,
  }),
  toBody: (values) => timesheetEntryBody(values, values.manualCheck),
  fields: ({ studentId, recordId }) => <TimesheetEntryFields studentId={studentId} excludeTimesheetId={recordId} />,
});

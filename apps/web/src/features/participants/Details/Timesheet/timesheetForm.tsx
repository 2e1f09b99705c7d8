import { formatDate } from '@pathway/design-system';
import { dateText, numberText, startBeforeEndCheck } from '@pathway/validation';
import { z } from 'zod';
import { Field, useOptions } from '../../../../kit/form.ts';
import * as api from '../../../../lib/api.ts';
import { existingTimesheetGuard, TimesheetAmountFields } from '../../../../shared/Timesheets/TimesheetAmountFields.tsx';
import { recordForm, wireDate, orNull, chosen, must, comments } from '../recordForm.ts';

const timesheetSchema = z
  .object({
    studentJobId: chosen(),
    periodStartDate: dateText({ label: 'Period Start', required: true }),
    periodEndDate: dateText({ label: 'Period End', required: true }),
    hourlyRate: numberText({ required: true, nonNegative: true }),
    workedHours: numberText({ required: true, min: 0, max: 168 }),
    incentiveAmount: numberText({ required: true, nonNegative: true }),
    comments,
    manualCheck: z.boolean(),
    existingTimesheetId: existingTimesheetGuard(),
  })
  .superRefine(startBeforeEndCheck('periodStartDate', 'periodEndDate'), { when: () => true });

/** The participant's own assignments, for the timesheet's job. */
function StudentJobSelect({ studentId }: { studentId: number }) {
  const { items } = useOptions<number>(['/students', studentId, 'jobs', 'options'], async () =>
    (await api.students.listRecords(studentId, 'jobs')).map((job) => ({
      value: job.id,
      label: `${job.jobName} (${formatDate(job.startDate)})`,
    })),
  );
  return <Field.Select name="studentJobId" label="Job" required items={items} />;
}

export const timesheetForm = recordForm<'timesheets', z.infer<typeof timesheetSchema>>({
  schema: timesheetSchema,
  empty: {
    studentJobId: null,
    periodStartDate: '',
    periodEndDate: '',
    hourlyRate: '',
    workedHours: '',
    incentiveAmount: '0',
    comments: '',
    manualCheck: false,
    existingTimesheetId: null,
  },
  fromRow: (row) => ({
    studentJobId: row.studentJobId,
    periodStartDate: formatDate(row.periodStartDate),
    periodEndDate: formatDate(row.periodEndDate),
    hourlyRate: String(row.hourlyRate),
    workedHours: String(row.workedHours),
    incentiveAmount: String(row.incentiveAmount),
    comments: row.comments ?? '',
    manualCheck: row.manualCheck,
    existingTimesheetId: null,
  }),
  toBody: (values) => ({
    studentJobId: must(values.studentJobId),
    periodStartDate: wireDate(values.periodStartDate),
    periodEndDate: wireDate(values.periodEndDate),
    hourlyRate: Number(values.hourlyRate),
    workedHours: Number(values.workedHours),
    incentiveAmount: Number(values.incentiveAmount),
    comments: orNull(values.comments),
    manualCheck: values.manualCheck,
  }),
  // What remains shows under Hours and Incentive Amount once a job and a period are chosen (ADR 182).
  fields: ({ studentId, recordId }) => (
    <>
      <StudentJobSelect studentId={studentId} />
      <Field.Date name="periodStartDate" label="Period Start" required />
      <Field.Date name="periodEndDate" label="Period End" required deps={['periodStartDate']} />
      <Field.Text name="hourlyRate" label="Hourly Rate" required />
      <TimesheetAmountFields studentId={studentId} excludeTimesheetId={recordId} hoursLabel="Hours" incentiveRequired />
      <Field.TextArea name="comments" label="Comments" />
      <Field.Checkbox name="manualCheck" label="Manual Check" />
    </>
  ),
});

import { formatDate } from '@pathway/design-system';
import { amountText, dateText, startBeforeEndCheck } from '@pathway/validation';
import { z } from 'zod';
import { Field, useOptions } from '../../../../kit/form.ts';
import * as api from '../../../../lib/api.ts';
import { recordForm, wireDate, chosen, must } from '../recordForm.ts';

const jobSchema = z
  .object({
    jobId: chosen(),
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date', required: true }),
    hourlyRate: amountText({ required: true, unit: 'money' }),
    incentiveOnly: z.boolean(),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });

/** The jobs a participant may be assigned: the server's available jobs (approved, open, fitting). */
function AvailableJobSelect({ studentId }: { studentId: number }) {
  const { items } = useOptions<number>(['/students', studentId, 'available-jobs'], async () =>
    (await api.students.availableJobs(studentId)).map((job) => ({
      value: job.jobId,
      label: `${job.jobName} - ${job.worksiteName} (${job.contractCode})`,
    })),
  );
  return <Field.SearchableSelect name="jobId" label="Job" required items={items} />;
}

export const jobForm = recordForm<'jobs', z.infer<typeof jobSchema>>({
  schema: jobSchema,
  empty: { jobId: null, startDate: '', endDate: '', hourlyRate: '', incentiveOnly: false },
  fromRow: (row) => ({
    jobId: row.jobId,
    startDate: formatDate(row.startDate),
    endDate: formatDate(row.endDate),
    hourlyRate: String(row.hourlyRate),
    incentiveOnly: row.incentiveOnly,
  }),
  toBody: (values) => ({
    jobId: must(values.jobId),
    startDate: wireDate(values.startDate),
    endDate: wireDate(values.endDate),
    hourlyRate: Number(values.hourlyRate),
    incentiveOnly: values.incentiveOnly,
  }),
  // An assignment keeps its job when edited: a different job is a new assignment.
  fields: ({ studentId, editing }) => (
    <>
      {editing ? null : <AvailableJobSelect studentId={studentId} />}
      <Field.Date name="startDate" label="Start Date" required />
      <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
      <Field.Text name="hourlyRate" label="Hourly Rate" required />
      <Field.Checkbox name="incentiveOnly" label="Incentive Only" />
    </>
  ),
});

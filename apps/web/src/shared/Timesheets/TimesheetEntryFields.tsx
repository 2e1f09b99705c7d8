import { formatCurrency, formatDate, type SelectItem } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field } from '../../kit/form.ts';
import * as api from '../../lib/api.ts';
import type { TimesheetEntryValues } from './timesheetEntry.ts';
import { TimesheetAmountFields } from './TimesheetAmountFields.tsx';

/** The participant's job assignments: the key the participant's Jobs tab reads them by, so both share one read. */
function useStudentJobs(studentId: number | null) {
  return useQuery({
    queryKey: ['/students', studentId, 'jobs'],
    queryFn: () => api.students.listRecords(studentId ?? 0, 'jobs'),
    enabled: studentId !== null,
  });
}

/** The timesheet's job, its rate as the hint; choosing one copies that rate into the entry. */
function JobField({ studentId }: { studentId: number | null }) {
  const { control, setValue } = useFormContext<TimesheetEntryValues>();
  const studentJobId = useWatch({ control, name: 'studentJobId' });
  const jobs = useStudentJobs(studentId);
  const items: SelectItem<number>[] = (jobs.data ?? []).map((job) => ({
    value: job.id,
    label: `${job.jobName} at ${job.worksiteName} (${formatDate(job.startDate)} – ${formatDate(job.endDate)})`,
  }));
  const rate = jobs.data?.find((entry) => entry.id === studentJobId)?.hourlyRate;
  // Follows the chosen job, not a change the user made: the rate is the assignment's.
  useEffect(() => {
    if (rate !== undefined) setValue('jobHourlyRate', rate, { shouldValidate: true, shouldDirty: false });
  }, [rate, setValue]);
  return (
    <Field.Select
      name="studentJobId"
      label="Job"
      required
      items={items}
      hint={rate === undefined ? undefined : `Hourly rate ${formatCurrency(rate)}`}
    />
  );
}

export interface TimesheetEntryFieldsProps {
  /** The participant; null until one is chosen. */
  studentId: number | null;
  /** The timesheet being edited (it does not count against its own allowance); absent for a new one. */
  excludeTimesheetId?: number | null;
}

/**
 * The fields of a participant's timesheet, the same in both entry forms (ADR 204): the job with its
 * rate, the period, the hours and incentive with what remains (ADR 182), and comments. Used inside a
 * react-hook-form `FormProvider` of `TimesheetEntryValues`.
 */
export function TimesheetEntryFields({ studentId, excludeTimesheetId }: TimesheetEntryFieldsProps) {
  return (
    <>
      <JobField studentId={studentId} />
      <Field.Date name="periodStartDate" label="Period Start" required deps={['periodEndDate']} />
      <Field.Date name="periodEndDate" label="Period End" required deps={['periodStartDate']} />
      <TimesheetAmountFields studentId={studentId} excludeTimesheetId={excludeTimesheetId} />
      <Field.TextArea name="comments" label="Comments" />
    </>
  );
}

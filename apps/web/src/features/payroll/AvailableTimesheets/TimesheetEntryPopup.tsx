import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError, toWireDate, type SearchRequest, type TimesheetEntryRequest } from '@pathway/api-client';
import {
  Button,
  SubmitPopup,
  TextField,
  formatCurrency,
  formatDate,
  toast,
  type SelectItem,
} from '@pathway/design-system';
import { dateText, messages, numberText, startBeforeEndCheck, text } from '@pathway/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useFormContext, useWatch } from 'react-hook-form';
import { useGuardedForm } from '../../../kit/core/useGuardedForm.ts';
import styled from 'styled-components';
import { z } from 'zod';
import { Field } from '../../../kit/form.ts';
import { resourceMessages } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { showFailure } from '../../../lib/failure.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { existingTimesheetGuard, TimesheetAmountFields } from '../../../shared/Timesheets/TimesheetAmountFields.tsx';

const schema = z
  .object({
    studentId: z
      .number()
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    studentJobId: z
      .number()
      .nullable()
      .refine((value): boolean => value !== null, messages.required),
    periodStartDate: dateText({ label: 'Period Start', required: true }),
    periodEndDate: dateText({ label: 'Period End', required: true }),
    workedHours: numberText({ required: true, min: 0, max: 168 }),
    incentiveAmount: numberText({ nonNegative: true }),
    comments: text({ max: 2000 }),
    existingTimesheetId: existingTimesheetGuard(),
  })
  .superRefine(startBeforeEndCheck('periodStartDate', 'periodEndDate'));
type Values = z.infer<typeof schema>;

const empty: Values = {
  studentId: null,
  studentJobId: null,
  periodStartDate: '',
  periodEndDate: '',
  workedHours: '',
  incentiveAmount: '',
  comments: '',
  existingTimesheetId: null,
};

/** The server's field names that this form shows; the job's rate and assignment land on Job. */
const FIELD_OF: Record<string, keyof Values> = {
  studentJobId: 'studentJobId',
  hourlyRate: 'studentJobId',
  periodStartDate: 'periodStartDate',
  periodEndDate: 'periodEndDate',
  workedHours: 'workedHours',
  incentiveAmount: 'incentiveAmount',
  comments: 'comments',
};

/** Two decimals on the wire, as the server keeps them (`numeric(6,2)`, `numeric(12,2)`). */
const twoDecimals = (value: string | number) => Math.round(Number(value) * 100) / 100;

const Finder = styled.div`
  display: flex;
  align-items: flex-end;
  gap: var(--space-2);
`;

function participantSearch(text: string): SearchRequest {
  return { quickSearch: text, sort: [{ field: 'lastName', direction: 'asc' }], page: 1, pageSize: 50 };
}

/** Finds participants by name, SSN or id on the server; the matches fill the Participant list. */
function ParticipantField() {
  const { setValue } = useFormContext<Values>();
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const request = searched === null ? undefined : participantSearch(searched);
  const found = useQuery({
    queryKey: queryKeys.search('/students', request),
    queryFn: ({ signal }) => api.students.search(request ?? participantSearch(''), { signal }),
    enabled: request !== undefined,
  });
  const items: SelectItem<number>[] = (found.data?.items ?? []).map((student) => ({
    value: student.id,
    label: `${student.lastName}, ${student.firstName} (${student.ssn})`,
  }));
  const find = () => {
    setSearched(typed.trim());
    setValue('studentId', null);
    setValue('studentJobId', null);
  };
  return (
    <>
      <Finder>
        <TextField
          label="Find Participant"
          hint="Name, SSN or id; press Enter"
          value={typed}
          onValueChange={({ value }) => setTyped(value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            // Enter searches here; it must not submit the popup's form.
            event.preventDefault();
            find();
          }}
        />
        <Button size="small" variant="secondary" busy={found.isFetching} onClick={find}>
          Find
        </Button>
      </Finder>
      <Field.SearchableSelect name="studentId" label="Participant" required items={items} />
    </>
  );
}

/** The participant's job assignments; the chosen one's rate is the timesheet's. */
function useJobs(studentId: number | null) {
  return useQuery({
    queryKey: ['students', studentId, 'jobs'],
    queryFn: () => api.students.listRecords(studentId ?? 0, 'jobs'),
    enabled: studentId !== null,
  });
}

function JobField() {
  const studentId = useWatch<Values, 'studentId'>({ name: 'studentId' });
  const studentJobId = useWatch<Values, 'studentJobId'>({ name: 'studentJobId' });
  const jobs = useJobs(studentId);
  const items: SelectItem<number>[] = (jobs.data ?? []).map((job) => ({
    value: job.id,
    label: `${job.jobName} at ${job.worksiteName} (${formatDate(job.startDate)} – ${formatDate(job.endDate)})`,
  }));
  const job = jobs.data?.find((entry) => entry.id === studentJobId);
  return (
    <Field.Select
      name="studentJobId"
      label="Job"
      required
      items={items}
      hint={job ? `Hourly rate ${formatCurrency(job.hourlyRate)}` : undefined}
    />
  );
}

export interface TimesheetEntryPopupProps {
  onClose: () => void;
}

/**
 * Enters a participant's timesheet for one of their jobs (hours, incentive, comments, period). Once a
 * job and a period are chosen, what remains under the caps and the youth hour rule shows under the
 * amounts, and a timesheet already covering the period is named and keeps Submit off (ADR 182). A
 * refusal naming a field (a cap or the youth hour rules, ADR 068) shows under that field and every
 * typed value stays; any other failure (the 409 of a second timesheet) is shown as the generic error.
 */
export default function TimesheetEntryPopup({ onClose }: TimesheetEntryPopupProps) {
  const client = useQueryClient();
  const methods = useGuardedForm<Values, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: empty,
    mode: 'all',
  });
  const studentId = useWatch({ control: methods.control, name: 'studentId' });
  const jobs = useJobs(studentId);

  const submit = methods.handleSubmit(async (values) => {
    const job = jobs.data?.find((entry) => entry.id === values.studentJobId);
    if (values.studentId === null || !job) return;
    const body: TimesheetEntryRequest = {
      studentJobId: job.id,
      periodStartDate: toWireDate(values.periodStartDate) ?? values.periodStartDate,
      periodEndDate: toWireDate(values.periodEndDate) ?? values.periodEndDate,
      hourlyRate: job.hourlyRate,
      workedHours: twoDecimals(values.workedHours),
      incentiveAmount: values.incentiveAmount === '' ? 0 : twoDecimals(values.incentiveAmount),
      comments: values.comments.trim() === '' ? null : values.comments.trim(),
      manualCheck: false,
    };
    try {
      await api.availableTimesheets.enter(values.studentId, body);
    } catch (error) {
      const failure = toApiError(error);
      const shown = Object.entries(failure.fieldMessages).filter(([field]) => FIELD_OF[field] !== undefined);
      if (failure.status !== 422 || shown.length === 0) {
        showFailure(error);
        return;
      }
      for (const [field, message] of shown) {
        const name = FIELD_OF[field];
        if (name) methods.setError(name, { type: 'server', message }, { shouldFocus: true });
      }
      return;
    }
    toast.success(resourceMessages('timesheet').created);
    await Promise.all([
      client.invalidateQueries({ queryKey: ['payroll'] }),
      client.invalidateQueries({ queryKey: ['students'] }),
    ]);
    onClose();
  });

  return (
    <FormProvider {...methods}>
      <SubmitPopup
        open
        title="Enter Timesheet"
        size="large"
        formState={methods.formState}
        onSubmit={({ event }) => void submit(event)}
        onCancel={onClose}
      >
        <ParticipantField />
        <JobField />
        <Field.Date name="periodStartDate" label="Period Start" required deps={['periodEndDate']} />
        <Field.Date name="periodEndDate" label="Period End" required deps={['periodStartDate']} />
        <TimesheetAmountFields studentId={studentId} hoursLabel="Worked Hours" incentiveHint="US dollars" />
        <Field.TextArea name="comments" label="Comments" />
      </SubmitPopup>
    </FormProvider>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { toApiError, type SearchRequest } from '@pathway/api-client';
import { Button, SubmitPopup, TextField, toast, type SelectItem } from '@pathway/design-system';
import { messages } from '@pathway/validation';
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
import {
  emptyTimesheetEntry,
  timesheetEntryBody,
  timesheetEntrySchema,
} from '../../../shared/Timesheets/timesheetEntry.ts';
import { TimesheetEntryFields } from '../../../shared/Timesheets/TimesheetEntryFields.tsx';

// The participant is chosen here; the rest is the one timesheet entry (ADR 204).
const schema = timesheetEntrySchema.safeExtend({
  studentId: z
    .number()
    .nullable()
    .refine((value): boolean => value !== null, messages.required),
});
type Values = z.infer<typeof schema>;

const empty: Values = { ...emptyTimesheetEntry, studentId: null };

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

  const submit = methods.handleSubmit(async (values) => {
    if (values.studentId === null) return;
    try {
      await api.availableTimesheets.enter(values.studentId, timesheetEntryBody(values));
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
      // The participant's own screens (its Timesheets tab, what remains under its caps) cache
      // under the record's path; without this they showed the list before this entry.
      client.invalidateQueries({ queryKey: ['/students'] }),
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
        <TimesheetEntryFields studentId={studentId} />
      </SubmitPopup>
    </FormProvider>
  );
}

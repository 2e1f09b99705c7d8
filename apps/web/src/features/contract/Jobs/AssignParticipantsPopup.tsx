import { MAX_PAGE_SIZE, toApiError, toWireDate, type BulkAssignResult, type Job } from '@pathway/api-client';
import { Alert, Checkbox, FormField, formatDate, toast } from '@pathway/design-system';
import { dateText, startBeforeEndCheck } from '@pathway/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { z } from 'zod';
import { Field } from '../../../kit/form.ts';
import { FormPopup } from '../../../kit/views/FormPopup.tsx';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { ChoiceList } from '../../../kit/index.ts';

/** The participant states that may be assigned (the contract's x-transition of jobsBulkAssign). */
const ASSIGNABLE = ['Recruited', 'Awaiting Assignment'];

/** Our wording: the spec has none for an empty pick. */
export const PICK_ONE = 'Select at least one participant.';

const schema = z
  .object({
    startDate: dateText({ label: 'Start Date', required: true }),
    endDate: dateText({ label: 'End Date', required: true }),
    studentIds: z.array(z.number()).min(1, PICK_ONE),
  })
  .superRefine(startBeforeEndCheck('startDate', 'endDate'), { when: () => true });
type Values = z.infer<typeof schema>;

/**
 * What the assignment did, naming the job: "2 participants assigned to Lifeguard"; when the server
 * took only some, "1 of 3 participants assigned to Lifeguard" (the dialog lists the others' reasons).
 */
export const assignedMessage = (succeeded: number, sent: number, jobName: string) =>
  succeeded === sent
    ? `${String(sent)} participant${sent === 1 ? '' : 's'} assigned to ${jobName}`
    : `${String(succeeded)} of ${String(sent)} participants assigned to ${jobName}`;

interface Candidate {
  id: number;
  label: string;
}

function ParticipantPicker({ candidates, loading }: { candidates: readonly Candidate[]; loading: boolean }) {
  const { field, fieldState } = useController<Values, 'studentIds'>({ name: 'studentIds' });
  const picked = new Set(field.value);
  const toggle = (id: number, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    field.onChange([...next]);
    field.onBlur();
  };
  return (
    <FormField label="Participants" required error={fieldState.error?.message}>
      {() =>
        loading ? (
          <p>Loading…</p>
        ) : candidates.length === 0 ? (
          <p>No participant is waiting for an assignment.</p>
        ) : (
          <ChoiceList $maxHeight={300} aria-label="Participants">
            {candidates.map((candidate) => (
              <Checkbox
                key={candidate.id}
                label={candidate.label}
                checked={picked.has(candidate.id)}
                onCheckedChange={({ checked }) => toggle(candidate.id, checked)}
              />
            ))}
          </ChoiceList>
        )
      }
    </FormField>
  );
}

export interface AssignParticipantsPopupProps {
  job: Job;
  /** The server's answer and the names of the participants sent, for the refusals' list. */
  onAssigned: (result: BulkAssignResult, names: ReadonlyMap<number, string>) => void;
  onClose: () => void;
}

/**
 * Bulk assignment to a job: the Recruited and Awaiting Assignment participants the user may see,
 * with the assignment's dates (the job's by default). Each participant goes with the version read
 * just before sending; the server takes them up to the job's capacity and says why it refused the
 * others. When it refuses all (409), the popup stays open with the server's message.
 */
export default function AssignParticipantsPopup({ job, onAssigned, onClose }: AssignParticipantsPopupProps) {
  const client = useQueryClient();
  const [refusal, setRefusal] = useState<string>();
  const candidates = useQuery({
    queryKey: ['students', 'assignable'],
    queryFn: async () =>
      (
        await api.students.search({
          filters: [{ field: 'status', operator: 'in', value: ASSIGNABLE }],
          sort: [
            { field: 'lastName', direction: 'asc' },
            { field: 'firstName', direction: 'asc' },
          ],
          page: 1,
          pageSize: MAX_PAGE_SIZE,
        })
      ).items.map((row) => ({ id: row.id, label: `${row.lastName}, ${row.firstName} (${row.ssn})` })),
  });
  const names = new Map((candidates.data ?? []).map((candidate) => [candidate.id, candidate.label]));

  const assign = useMutation({
    mutationFn: async (values: Values) => {
      // The search rows carry no version; each participant's own read does (a stale one is refused).
      const items = await Promise.all(
        values.studentIds.map(async (id) => ({ id, version: (await api.students.get(id)).version })),
      );
      return api.jobs.bulkAssign({
        jobId: job.id,
        items,
        startDate: toWireDate(values.startDate) ?? values.startDate,
        endDate: toWireDate(values.endDate) ?? values.endDate,
      });
    },
    onSuccess: async (result) => {
      const message = assignedMessage(result.succeeded, result.results.length, job.name);
      // Some refused: a warning, so the user reads the reasons the dialog lists rather than a green tick.
      if (result.succeeded === result.results.length) toast.success(message);
      else toast.warning(message);
      onAssigned(result, names);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.resource(api.jobs.path) }),
        client.invalidateQueries({ queryKey: ['students'] }),
      ]);
    },
    onError: (error) => setRefusal(toApiError(error).serverMessage),
  });

  return (
    <FormPopup<Values>
      title={`Assign Participants — ${job.name}`}
      schema={schema}
      initial={{ startDate: formatDate(job.startDate), endDate: formatDate(job.endDate), studentIds: [] }}
      size="medium"
      fields={
        <>
          <p>
            Capacity {job.positions}; {job.filledPositions} assigned.
          </p>
          {refusal === undefined ? null : <Alert variant="danger">{refusal}</Alert>}
          <Field.Date name="startDate" label="Start Date" required deps={['endDate']} />
          <Field.Date name="endDate" label="End Date" required deps={['startDate']} />
          <ParticipantPicker candidates={candidates.data ?? []} loading={candidates.isLoading} />
        </>
      }
      onSave={(values) => {
        setRefusal(undefined);
        return assign.mutateAsync(values);
      }}
      onClose={onClose}
    />
  );
}

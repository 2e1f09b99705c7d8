import type { BulkAssignResult, Job, JobWorker } from '@pathway/api-client';
import { Alert, Button, DataGrid, type GridColumn } from '@pathway/design-system';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useCan, ViewDialog } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

/** The cache path of a job's workers: under `jobs`, so every job change reads them again. */
export const workersKey = (jobId: number) => ['jobs', jobId, 'workers'] as const;

const columns: readonly GridColumn<JobWorker>[] = [
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName },
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, width: 120 },
  { id: 'startDate', header: 'Start Date', value: (row) => row.startDate, format: 'date' },
  { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date' },
  { id: 'status', header: 'Status', value: (row) => row.status },
  { id: 'hoursWorked', header: 'Hours Worked', value: (row) => row.hoursWorked, format: 'number' },
];

const Summary = styled.p`
  margin: 0 0 var(--space-3);
`;

const Refusals = styled.ul`
  margin: 0;
  padding-left: var(--space-4);
`;

// Loaded on the first Assign Participants: the checkboxes, date inputs and the form.
const AssignParticipantsPopup = onDemand(() => import('./AssignParticipantsPopup.tsx'));

/** A refused participant of the last bulk assignment, by name. */
export interface Refusal {
  id: number;
  name: string;
  message: string;
}

/**
 * The participants assigned to a job (current and past, SSNs masked) and, with ASSIGN_STUDENT or
 * WORKER_JOB_ASSIGNMENT, the bulk assignment of Recruited or Awaiting Assignment participants up to
 * the job's capacity (the server refuses the rest, each with its reason).
 */
export function WorkersDialog({ job, onClose }: { job: Job; onClose: () => void }) {
  const mayAssignStudent = useCan('ASSIGN_STUDENT');
  const mayAssignWorker = useCan('WORKER_JOB_ASSIGNMENT');
  const mayAssign = mayAssignStudent || mayAssignWorker;
  const workers = useQuery({ queryKey: workersKey(job.id), queryFn: () => api.jobs.workers(job.id) });
  // The job row as the grid read it; the assigned count comes from the workers holding a position.
  const holding = workers.data?.filter((w) => w.status === 'Assigned' || w.status === 'Active').length;
  const [assigning, setAssigning] = useState(false);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  const assigned = (result: BulkAssignResult, names: ReadonlyMap<number, string>) =>
    setRefusals(
      result.results
        .filter((item) => !item.succeeded)
        .map((item) => ({
          id: item.id,
          name: names.get(item.id) ?? `#${String(item.id)}`,
          message: item.message ?? '',
        })),
    );

  return (
    <ViewDialog size="large" title={`Workers — ${job.name}`} onClose={onClose}>
      <Summary>
        Capacity {job.positions}; {holding ?? job.filledPositions} assigned.
      </Summary>
      {refusals.length > 0 ? (
        <Alert variant="warning" title="Not assigned">
          <Refusals>
            {refusals.map((refusal) => (
              <li key={refusal.id}>
                {refusal.name}: {refusal.message}
              </li>
            ))}
          </Refusals>
        </Alert>
      ) : null}
      <DataGrid<JobWorker>
        label="Workers"
        columns={columns}
        rows={workers.data ?? []}
        getRowId={(row) => String(row.studentJobId)}
        loading={workers.isLoading}
        error={workers.isError ? 'The workers could not be loaded.' : undefined}
        maxHeight={360}
        searchPanel={{
          toolbar: mayAssign ? (
            <Button size="small" onClick={() => setAssigning(true)}>
              Assign Participants
            </Button>
          ) : undefined,
        }}
      />
      {assigning ? (
        <AssignParticipantsPopup job={job} onAssigned={assigned} onClose={() => setAssigning(false)} />
      ) : null}
    </ViewDialog>
  );
}

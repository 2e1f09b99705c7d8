import { messages } from '@pathway/validation';
import type { ApprovalDecisionRequest, ApprovalQueueItem } from '@pathway/api-client';
import { Button, formatCurrency, formatDate, Modal, TextArea, toast } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { useLookup } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

/** The server's message for a rejection without a reason (checked here first, with the same words). */
export const REASON_REQUIRED = messages.rejectionNeedsReason;

/** "Worksite successfully approved", "Job successfully rejected" (the pattern of section 8). */
export const decidedMessage = (kind: ApprovalQueueItem['kind'], decision: ApprovalDecisionRequest['decision']) =>
  `${kind} successfully ${decision === 'Approved' ? 'approved' : 'rejected'}`;

/** The labels of the fields an approval covers (the wire names of the Worksite and Job read models). */
const LABELS: Record<string, string> = {
  name: 'Name',
  contractorId: 'Contractor',
  jobSectorId: 'Job Sector',
  description: 'Description',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  stateCode: 'State',
  zipCode: 'Zip Code',
  mainPhone: 'Phone',
  isPublicSector: 'Public Sector',
  isActive: 'Active',
  worksiteId: 'Worksite',
  contractId: 'Contract',
  startDate: 'Start Date',
  endDate: 'End Date',
  hoursPerWeek: 'Hours per Week',
  positions: 'Capacity',
  hourlyRate: 'Hourly Rate',
  incentiveOnly: 'Incentive Only',
  maxHoursPerStudent: 'Max Hours per Participant',
  maxIncentiveAmount: 'Max Incentive Amount',
  minAge: 'Min Age',
  maxAge: 'Max Age',
  supervisorName: 'Supervisor',
  supervisorPhone: 'Supervisor Phone',
  supervisorEmail: 'Supervisor Email',
  workSchedule: 'Work Schedule',
};

const Changes = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin-bottom: var(--space-3);

  th,
  td {
    text-align: left;
    padding: var(--space-1) var(--space-2);
    border-bottom: 1px solid var(--color-border);
  }
`;

const Note = styled.p`
  margin: 0 0 var(--space-3);
`;

const Fields = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: var(--space-2) var(--space-4);
  margin: 0 0 var(--space-3);

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Section = styled.h3`
  margin: 0 0 var(--space-2);
  font-size: var(--font-size-md);
`;

/** An id field shown by the name the read model carries beside it. */
const NAMED_BY: Record<string, string> = {
  contractorId: 'contractorName',
  jobSectorId: 'jobSectorName',
  worksiteId: 'worksiteName',
  contractId: 'contractCode',
};
const MONEY = new Set(['hourlyRate', 'maxIncentiveAmount']);
const DATES = new Set(['startDate', 'endDate']);

/**
 * A field of the record as the approver reads it: names for ids, money, dates, Yes/No; "—" for none.
 * `sectorName` names a job sector the read model does not name (a job carries only its id).
 */
function display(record: Record<string, unknown>, field: string, sectorName: (id: unknown) => string): string {
  if (field === 'jobSectorId' && record.jobSectorName === undefined) return sectorName(record[field]);
  const value = field in NAMED_BY ? (record[NAMED_BY[field] ?? ''] ?? record[field]) : record[field];
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (MONEY.has(field)) return formatCurrency(value);
  if (DATES.has(field)) return formatDate(value);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** The worksite or job as it stands, every field the approval covers (read when the dialog opens). */
function RecordFields({ item }: { item: ApprovalQueueItem }) {
  const record = useQuery({
    queryKey: [item.kind === 'Job' ? '/jobs' : api.worksites.path, item.id, 'approval'],
    queryFn: async (): Promise<Record<string, unknown>> =>
      item.kind === 'Job' ? await api.jobs.get(item.id) : await api.worksites.get(item.id),
  });
  const sectors = useLookup('job-sectors');
  // Never the bare id (issue 45): while the list loads, an ellipsis; an option since removed says so.
  const sectorName = (id: unknown) =>
    sectors.isLoading ? '…' : (sectors.items.find((option) => option.value === id)?.label ?? '(removed)');
  const title = `${item.kind} details`;
  if (record.isPending) return <Note>Loading the {item.kind.toLowerCase()}…</Note>;
  if (record.data === undefined) return <Note role="alert">The {item.kind.toLowerCase()} could not be read.</Note>;
  const data = record.data;
  const fields = Object.keys(LABELS).filter((field) => field in data);
  return (
    <>
      <Section>{title}</Section>
      <Fields aria-label={title}>
        {fields.map((field) => (
          <div key={field}>
            <dt>{LABELS[field]}</dt>
            <dd>{display(data, field, sectorName)}</dd>
          </div>
        ))}
      </Fields>
    </>
  );
}

function ChangesSinceApproval({ item }: { item: ApprovalQueueItem }) {
  const changes = item.changesSinceApproval;
  if (changes === null) return <Note>Never approved before: the whole {item.kind.toLowerCase()} is new.</Note>;
  if (changes.length === 0) return <Note>Nothing changed since the last approval.</Note>;
  return (
    <Changes aria-label="Changes since the last approval">
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Approved</th>
          <th scope="col">Now</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{LABELS[change.field] ?? change.field}</th>
            <td>{change.before ?? '—'}</td>
            <td>{change.after ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </Changes>
  );
}

/**
 * The decision on one pending worksite or job: what changed since its last approval, Approve, or
 * Reject with a reason (required). Sent with the version the queue read: a record changed since
 * answers 409 and stays in the queue.
 */
export default function DecisionPopup({ item, onClose }: { item: ApprovalQueueItem; onClose: () => void }) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const decide = useMutation({
    // The decided worksite or job is not read back: it leaves the queue, which is searched again.
    mutationFn: async (decision: ApprovalDecisionRequest['decision']) => {
      const body = { version: item.version, decision, comment: reason.trim() === '' ? null : reason.trim() };
      if (item.kind === 'Job') await api.approvals.approveJob(item.id, body);
      else await api.approvals.approveWorksite(item.id, body);
    },
    onSuccess: async (_, decision) => {
      toast.success(decidedMessage(item.kind, decision));
      onClose();
      await Promise.all(
        [api.approvalQueue.path, item.kind === 'Job' ? '/jobs' : api.worksites.path].map((path) =>
          client.invalidateQueries({ queryKey: queryKeys.resource(path) }),
        ),
      );
    },
  });
  const reject = () => {
    if (reason.trim() === '') {
      setReasonError(REASON_REQUIRED);
      return;
    }
    decide.mutate('Rejected');
  };
  return (
    <Modal
      open
      size="large"
      title={`Review ${item.kind} ${item.name}`}
      onClose={onClose}
      footer={
        <>
          <Button onClick={() => decide.mutate('Approved')} disabled={decide.isPending}>
            Approve
          </Button>
          <Button variant="danger" onClick={reject} disabled={decide.isPending}>
            Reject
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <RecordFields item={item} />
      <ChangesSinceApproval item={item} />
      <TextArea
        label="Reason"
        hint="Required to reject; kept with the decision."
        rows={3}
        maxLength={2000}
        value={reason}
        error={reasonError}
        onValueChange={({ value }) => {
          setReason(value);
          if (value.trim() !== '') setReasonError(undefined);
        }}
      />
    </Modal>
  );
}

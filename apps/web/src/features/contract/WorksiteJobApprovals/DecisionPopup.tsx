import type { ApprovalDecisionRequest, ApprovalQueueItem } from '@pathway/api-client';
import { Button, Modal, TextArea, toast } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

/** The server's message for a rejection without a reason (checked here first, with the same words). */
export const REASON_REQUIRED = 'Enter the reason for the rejection.';

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

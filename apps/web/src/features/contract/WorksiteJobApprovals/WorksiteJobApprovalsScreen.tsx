import type { ApprovalQueueItem } from '@pathway/api-client';
import { DataGrid, type GridColumn, type GridRowActions } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import { useCan, useGridView, useResourceList, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

/** What changed since the last approval, in a word: never approved, nothing, or how many fields. */
export function changeSummary(row: ApprovalQueueItem): string {
  const changes = row.changesSinceApproval;
  if (changes === null) return 'New';
  if (changes.length === 0) return 'No changes';
  return `${String(changes.length)} field${changes.length === 1 ? '' : 's'} changed`;
}

export const queueColumns: GridColumn<ApprovalQueueItem>[] = [
  {
    id: 'kind',
    header: 'Type',
    value: (row) => row.kind,
    kind: { type: 'badge', tone: (row) => (row.kind === 'Job' ? 'info' : 'neutral') },
    width: 110,
  },
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'worksiteName', header: 'Worksite', value: (row) => row.worksiteName, width: 220 },
  { id: 'contractorName', header: 'Contractor', value: (row) => row.contractorName, width: 220 },
  { id: 'contractCode', header: 'Contract', value: (row) => row.contractCode ?? '', width: 150 },
  { id: 'changes', header: 'Since Last Approval', value: changeSummary, sortable: false, width: 170 },
  {
    id: 'submittedOn',
    header: 'Submitted On',
    value: (row) => row.submittedOn,
    format: 'date',
    dateFilter: true,
    width: 140,
  },
  { id: 'submittedBy', header: 'Submitted By', value: (row) => row.submittedBy, width: 130 },
  {
    id: 'lastApprovedOn',
    header: 'Last Approved',
    value: (row) => row.lastApprovedOn,
    format: 'date',
    additional: true,
  },
];

const itemName = (row: ApprovalQueueItem) => `${row.kind} ${row.name}`;
// Loaded on the first Review: the decision with its reason and the changes.
const DecisionPopup = onDemand(() => import('./DecisionPopup.tsx'));

/**
 * Contract > Worksite/Job Approvals (APPROVE_WORKSITE, APPROVE_JOB): the worksites and jobs pending
 * approval, each with what changed since it was last approved; Review opens the changes and the
 * decision (approve, or reject with a reason). The server lists only the kinds the user may decide,
 * in the user's row scope; a decided record leaves the queue.
 */
export function WorksiteJobApprovalsScreen() {
  const view = useGridView();
  const mayWorksites = useCan('APPROVE_WORKSITE');
  const mayJobs = useCan('APPROVE_JOB');
  const list = useResourceList(api.approvalQueue);
  const [reviewing, setReviewing] = useState<ApprovalQueueItem | null>(null);
  const rowActions = useMemo<GridRowActions<ApprovalQueueItem> | undefined>(
    () =>
      mayWorksites || mayJobs
        ? {
            name: itemName,
            actions: [
              {
                id: 'review',
                label: 'Review',
                visible: (row) => (row.kind === 'Job' ? mayJobs : mayWorksites),
                onAction: setReviewing,
              },
            ],
          }
        : undefined,
    [mayWorksites, mayJobs],
  );
  return (
    <ScreenPage title="Worksite/Job Approvals">
      <DataGrid<ApprovalQueueItem>
        label="Worksite/Job Approvals"
        columns={queueColumns}
        {...list.grid}
        rowActions={rowActions}
        searchPanel
        view={view}
      />
      {reviewing ? <DecisionPopup item={reviewing} onClose={() => setReviewing(null)} /> : null}
    </ScreenPage>
  );
}

import type { ContractWorksite, Resource } from '@pathway/api-client';
import {
  Button,
  ConfirmDialog,
  DataGrid,
  toast,
  type GridBadgeTone,
  type GridColumn,
  type GridRowActions,
} from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCan, useGridView, useResourceList, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

const approvalTone: Record<ContractWorksite['status'], GridBadgeTone> = {
  'Pending Approval': 'warning',
  Approved: 'success',
  Rejected: 'danger',
  Inactive: 'neutral',
};

export const linkColumns: GridColumn<ContractWorksite>[] = [
  { id: 'contractCode', header: 'Contract Code', value: (row) => row.contractCode, width: 170 },
  { id: 'worksiteName', header: 'Worksite', value: (row) => row.worksiteName, width: 260 },
  { id: 'contractorName', header: 'Contractor', value: (row) => row.contractorName, width: 240 },
  {
    id: 'status',
    header: 'Worksite Approval',
    value: (row) => row.status,
    kind: { type: 'badge', tone: (row) => approvalTone[row.status] },
    width: 170,
  },
  { id: 'linkedOn', header: 'Linked On', value: (row) => row.linkedOn, format: 'date', dateFilter: true, width: 140 },
  { id: 'linkedBy', header: 'Linked By', value: (row) => row.linkedBy, width: 140 },
];

/** Our wording (section 8 lists the pattern, not these), as the success toasts read. */
export const LINKED_MESSAGE = 'Worksite successfully linked';
export const UNLINKED_MESSAGE = 'Worksite successfully unlinked';
export const UNLINK_QUESTION = 'Are you sure you want to unlink this worksite?';

// The client's contracted worksites are a search-only data source; the grid only searches.
const links = api.contractedWorksites as Resource<'/worksites/contracted'>;
const linkName = (row: ContractWorksite) => `${row.worksiteName} from ${row.contractCode}`;
// Loaded on the first Link Worksite.
const LinkWorksitePopup = onDemand(() => import('./LinkWorksitePopup.tsx'));

/**
 * Contract > Contracted Worksites: which worksites work under which contract. With CONTRACT, link an
 * approved worksite to an Active contract and unlink one (confirmed; the server refuses while
 * participants work in the contract's jobs there). A contractor user sees their own worksites only.
 */
export function ContractedWorksitesScreen() {
  const view = useGridView();
  const mayChange = useCan('CONTRACT');
  const list = useResourceList(links);
  const client = useQueryClient();
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<ContractWorksite | null>(null);
  const unlink = useMutation({
    mutationFn: (row: ContractWorksite) =>
      api.approvals.unlink({ contractId: row.contractId, worksiteId: row.worksiteId }),
    onSuccess: async () => {
      toast.success(UNLINKED_MESSAGE);
      await client.invalidateQueries({ queryKey: queryKeys.resource(links.path) });
    },
  });
  const rowActions = useMemo<GridRowActions<ContractWorksite> | undefined>(
    () =>
      mayChange ? { name: linkName, actions: [{ id: 'unlink', label: 'Unlink', onAction: setUnlinking }] } : undefined,
    [mayChange],
  );
  return (
    <ScreenPage title="Contracted Worksites">
      <DataGrid<ContractWorksite>
        label="Contracted Worksites"
        columns={linkColumns}
        {...list.grid}
        rowActions={rowActions}
        view={view}
        searchPanel={{
          toolbar: mayChange ? (
            <Button size="small" onClick={() => setLinking(true)}>
              Link Worksite
            </Button>
          ) : undefined,
        }}
      />
      {linking ? <LinkWorksitePopup onClose={() => setLinking(false)} /> : null}
      <ConfirmDialog
        open={unlinking !== null}
        message={UNLINK_QUESTION}
        busy={unlink.isPending}
        onConfirm={() => {
          if (unlinking !== null) unlink.mutate(unlinking, { onSettled: () => setUnlinking(null) });
        }}
        onCancel={() => setUnlinking(null)}
      />
    </ScreenPage>
  );
}

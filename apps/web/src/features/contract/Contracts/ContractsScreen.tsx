import type { ContractDetail, ContractStatus } from '@pathway/api-client';
import { ConfirmDialog, toast, type GridBadgeTone, type GridColumn, type GridRowAction } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ResourceScreen, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { DocumentsDialogOnDemand } from '../../../shared/Documents/onDemand.tsx';
import { HistoryDialogOnDemand } from '../../../shared/History/onDemand.tsx';
import { onDemand } from '../../../lib/onDemand.tsx';

/** The contract state machine's badge tones (ADR 061: Draft → Active → Closed). */
const statusTone: Record<ContractStatus, GridBadgeTone> = { Draft: 'info', Active: 'success', Closed: 'neutral' };

export const contractColumns: GridColumn<ContractDetail>[] = [
  { id: 'contractCode', header: 'Contract Code', value: (row) => row.contractCode, width: 160 },
  { id: 'name', header: 'Name', value: (row) => row.name, width: 260 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 200 },
  { id: 'startDate', header: 'Start Date', value: (row) => row.startDate, format: 'date', width: 120 },
  { id: 'endDate', header: 'End Date', value: (row) => row.endDate, format: 'date', width: 120 },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    kind: { type: 'badge', tone: (row) => statusTone[row.status] },
    width: 110,
  },
  { id: 'maxHoursPerStudent', header: 'Hour Cap', value: (row) => row.maxHoursPerStudent, format: 'number' },
  {
    id: 'maxIncentiveAmount',
    header: 'Incentive Cap',
    value: (row) => row.maxIncentiveAmount,
    format: 'currency',
    width: 130,
  },
  { id: 'worksiteCount', header: 'Worksites', value: (row) => row.worksiteCount, format: 'number', sortable: false },
  { id: 'budgetAmount', header: 'Budget', value: (row) => row.budgetAmount, format: 'currency', additional: true },
];

/** The status moves of the contract (its x-transition operations); the update never writes a status. */
type Move = 'activate' | 'close';
const moves: Record<Move, { from: ContractStatus; question: string; done: string }> = {
  activate: {
    from: 'Draft',
    question: 'Are you sure you want to activate this contract?',
    done: 'Contract successfully activated',
  },
  close: {
    from: 'Active',
    question: 'Are you sure you want to close this contract?',
    done: 'Contract successfully closed',
  },
};

const contractName = (row: ContractDetail) => row.contractCode;
const editable = (row: ContractDetail) => row.status !== 'Closed';
// Only a Draft can be removed (the server answers 409 for the others).
const removable = (row: ContractDetail) => row.status === 'Draft';
const loadForm = () => import('./contractForm.tsx').then((module) => module.contractForm);
// Loaded on their first use: the copy and the card delivery forms.
const CopyContractPopup = onDemand(() => import('./CopyContractPopup.tsx'));
const CardDeliveryPopup = onDemand(() => import('./CardDeliveryPopup.tsx'));

type Open = { dialog: Move | 'copy' | 'cardDelivery' | 'documents' | 'history'; contract: ContractDetail } | null;

/**
 * Contract > Contracts (CONTRACT; route contract-code): contract codes with their organization,
 * period, status, hour and incentive caps. With CONTRACT: add, edit (not once Closed), remove a
 * Draft, Activate a Draft, Close an Active one (each confirmed; the server checks the move and
 * answers 409 to an illegal one), copy into a new Draft, and the card delivery setup. Every user who
 * sees a contract can open its documents (uploading them needs one of the documents' write claims).
 */
export function ContractsScreen() {
  const mayChange = useCan('CONTRACT');
  const mayReadHistory = useCan('VIEW_RECORD_HISTORY');
  const client = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const move = useMutation({
    mutationFn: ({ kind, contract }: { kind: Move; contract: ContractDetail }) =>
      api.contracts[kind](contract.id, { version: contract.version }),
    onSuccess: async (_, { kind }) => {
      toast.success(moves[kind].done);
      await client.invalidateQueries({ queryKey: queryKeys.resource(api.contracts.path) });
    },
  });
  const rowActions = useMemo<GridRowAction<ContractDetail>[]>(() => {
    const documents: GridRowAction<ContractDetail> = {
      id: 'documents',
      label: 'Documents',
      onAction: (contract) => setOpen({ dialog: 'documents', contract }),
    };
    const history: GridRowAction<ContractDetail>[] = mayReadHistory
      ? [{ id: 'history', label: 'History', onAction: (contract) => setOpen({ dialog: 'history', contract }) }]
      : [];
    if (!mayChange) return [documents, ...history];
    return [
      {
        id: 'activate',
        label: 'Activate',
        visible: (row) => row.status === moves.activate.from,
        onAction: (contract) => setOpen({ dialog: 'activate', contract }),
      },
      {
        id: 'close',
        label: 'Close',
        visible: (row) => row.status === moves.close.from,
        onAction: (contract) => setOpen({ dialog: 'close', contract }),
      },
      { id: 'copy', label: 'Copy', onAction: (contract) => setOpen({ dialog: 'copy', contract }) },
      {
        id: 'cardDelivery',
        label: 'Card Delivery',
        visible: editable,
        onAction: (contract) => setOpen({ dialog: 'cardDelivery', contract }),
      },
      documents,
      ...history,
    ];
  }, [mayChange, mayReadHistory]);
  const moving =
    open !== null && (open.dialog === 'activate' || open.dialog === 'close')
      ? { kind: open.dialog, contract: open.contract }
      : null;
  return (
    <>
      <ResourceScreen
        title="Contracts"
        noun="contract"
        resource={api.contracts}
        columns={contractColumns}
        rowName={contractName}
        claims={{ create: 'CONTRACT', update: 'CONTRACT', remove: 'CONTRACT' }}
        form={loadForm}
        canUpdate={editable}
        canRemove={removable}
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={moving !== null}
        message={moving ? moves[moving.kind].question : ''}
        busy={move.isPending}
        onConfirm={() => {
          if (moving !== null) move.mutate(moving, { onSettled: close });
        }}
        onCancel={close}
      />
      {open?.dialog === 'copy' ? <CopyContractPopup contract={open.contract} onClose={close} /> : null}
      {open?.dialog === 'cardDelivery' ? <CardDeliveryPopup contract={open.contract} onClose={close} /> : null}
      {open?.dialog === 'documents' ? (
        <DocumentsDialogOnDemand type="contracts" sourceId={open.contract.id} onClose={close} />
      ) : null}
      {open?.dialog === 'history' ? (
        <HistoryDialogOnDemand
          type="contract"
          recordId={open.contract.id}
          name={open.contract.contractCode}
          onClose={close}
        />
      ) : null}
    </>
  );
}

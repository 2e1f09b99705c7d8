import type { CardProviderFile, InboundLoadResult } from '@pathway/api-client';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataGrid,
  toast,
  type GridColumn,
  type GridRowAction,
} from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useCan, useDownload, useResourceList, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { ExceptionsLink } from './ExceptionsLink.tsx';
import { exceptionCount, fileMessages, invalidatePayrollCycle } from './fileMessages.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

// The dialogs (selects, the pre-flight report) load when first opened, not with the screen.
const GenerateFileDialog = onDemand(() =>
  import('./fileDialogs.tsx').then((module) => ({ default: module.GenerateFileDialog })),
);
const LoadInboundDialog = onDemand(() =>
  import('./fileDialogs.tsx').then((module) => ({ default: module.LoadInboundDialog })),
);

const tone = (status: CardProviderFile['status']) =>
  status === 'Completed' ? 'success' : status === 'Failed' ? 'danger' : status === 'Sent' ? 'info' : 'warning';

export const fileColumns: GridColumn<CardProviderFile>[] = [
  { id: 'fileName', header: 'File Name', value: (row) => row.fileName, width: 250 },
  { id: 'direction', header: 'Direction', value: (row) => row.direction, width: 110 },
  { id: 'fileTypeCode', header: 'File Type', value: (row) => row.fileTypeCode, width: 100 },
  { id: 'cardProviderName', header: 'Card Provider', value: (row) => row.cardProviderName, width: 180 },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    kind: { type: 'badge', tone: (row) => tone(row.status) },
    width: 120,
  },
  { id: 'recordCount', header: 'Records', value: (row) => row.recordCount, format: 'number', width: 100 },
  { id: 'totalAmount', header: 'Total Amount', value: (row) => row.totalAmount, format: 'currency', width: 140 },
  {
    id: 'payrollProcessIds',
    header: 'Processes',
    value: (row) => row.payrollProcessIds.join(', '),
    sortable: false,
    width: 130,
  },
  { id: 'createDate', header: 'Created On', value: (row) => row.createDate, format: 'date', width: 130 },
  { id: 'sentOn', header: 'Sent On', value: (row) => row.sentOn, format: 'date', width: 120 },
  { id: 'sentBy', header: 'Sent By', value: (row) => row.sentBy, width: 120 },
  // Shown because quick search by a day matches every date of a file: a match is then visible.
  { id: 'lastUpdateDate', header: 'Last Updated', value: (row) => row.lastUpdateDate, format: 'date', width: 130 },
];

const INBOUND = [{ field: 'direction', operator: 'eq' as const, value: 'Inbound' }];

type Chosen = { kind: 'send' | 'remove'; file: CardProviderFile } | { kind: 'generate' | 'load' };

/** Send (Pending → Sent) or remove (a Pending file), each after its question, with the version read. */
function FileAction({ kind, file, onClose }: { kind: 'send' | 'remove'; file: CardProviderFile; onClose: () => void }) {
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: async () => {
      if (kind === 'send') await api.payrollCycle.send(file.id, file.version);
      else await api.cardProviderFiles.remove(file.id, file.version);
    },
    onSuccess: async () => {
      toast.success(kind === 'send' ? fileMessages.sent : fileMessages.removed);
      onClose();
      await invalidatePayrollCycle(client);
    },
    onError: onClose,
  });
  return (
    <ConfirmDialog
      open
      message={kind === 'send' ? fileMessages.confirmSend : fileMessages.confirmRemove}
      busy={run.isPending}
      onConfirm={() => run.mutate()}
      onCancel={onClose}
    />
  );
}

/**
 * Payroll > Card Provider Files (FSV_FILES): the funding files sent to card providers and their
 * answers (ADR 067). Generate runs the payroll pre-flight first (ADR 069); a Pending file is sent or
 * removed; Load Inbound reads the provider's answers and marks the paid timesheets Payrolled; every
 * file downloads as written.
 */
export function CardProviderFilesScreen() {
  const mayManage = useCan('FSV_FILES');
  const list = useResourceList(api.cardProviderFiles);
  const inbound = useQuery({
    queryKey: queryKeys.search(api.cardProviderFiles.path, { filters: INBOUND, page: 1, pageSize: 1 }),
    queryFn: ({ signal }) => api.cardProviderFiles.search({ filters: INBOUND, page: 1, pageSize: 1 }, { signal }),
  });
  const [chosen, setChosen] = useState<Chosen | null>(null);
  // The last load's answer while it left exceptions: the screen keeps pointing at them.
  const [loaded, setLoaded] = useState<InboundLoadResult | null>(null);
  const close = () => setChosen(null);

  const download = useDownload(async (file: CardProviderFile) => ({
    blob: await api.payrollCycle.download(file.id),
    fileName: file.fileName,
  }));

  const actions = useMemo<GridRowAction<CardProviderFile>[]>(() => {
    const result: GridRowAction<CardProviderFile>[] = [
      { id: 'download', label: 'Download', onAction: (file) => download(file) },
    ];
    if (mayManage) {
      const pendingOutbound = (row: CardProviderFile) => row.direction === 'Outbound' && row.status === 'Pending';
      result.unshift(
        { id: 'send', label: 'Send', visible: pendingOutbound, onAction: (file) => setChosen({ kind: 'send', file }) },
        {
          id: 'remove',
          label: 'Remove',
          visible: pendingOutbound,
          onAction: (file) => setChosen({ kind: 'remove', file }),
        },
      );
    }
    return result;
  }, [mayManage, download]);

  return (
    <ScreenPage title="Card Provider Files">
      {inbound.data?.total === 0 ? <Alert variant="info">{fileMessages.noInbound}</Alert> : null}
      {loaded && exceptionCount(loaded) > 0 ? (
        <Alert variant="warning" title="Payments not made as sent">
          {`${fileMessages.loaded(loaded)}. ${fileMessages.exceptionsToResolve(exceptionCount(loaded))} `}
          <ExceptionsLink />.
        </Alert>
      ) : null}
      <DataGrid<CardProviderFile>
        label="Card Provider Files"
        columns={fileColumns}
        getRowId={(row) => String(row.id)}
        searchPanel={{
          toolbar: mayManage ? (
            <>
              <Button onClick={() => setChosen({ kind: 'generate' })}>Generate File</Button>
              <Button variant="secondary" onClick={() => setChosen({ kind: 'load' })}>
                Load Inbound
              </Button>
            </>
          ) : undefined,
        }}
        rowActions={{ actions, name: (row) => row.fileName }}
        {...list.grid}
      />
      {chosen?.kind === 'send' || chosen?.kind === 'remove' ? (
        <FileAction kind={chosen.kind} file={chosen.file} onClose={close} />
      ) : null}
      {chosen?.kind === 'generate' ? <GenerateFileDialog onClose={close} /> : null}
      {chosen?.kind === 'load' ? <LoadInboundDialog onClose={close} onLoaded={setLoaded} /> : null}
    </ScreenPage>
  );
}

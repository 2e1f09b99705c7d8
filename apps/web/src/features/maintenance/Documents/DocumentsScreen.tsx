import { MAX_PAGE_SIZE, type SystemDocument, type YouthDocument } from '@pathway/api-client';
import {
  Button,
  DataGrid,
  toast,
  type GridColumn,
  type GridRowAction,
  type GridRowActions,
} from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import {
  exportAll,
  resourceMessages,
  useCan,
  useConfirmedRemove,
  useDownload,
  useResourceList,
  ScreenPage,
} from '../../../kit/index.ts';
import { ScreenSection } from '../../../kit/views/ScreenSection.tsx';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { fileSize } from '../../../shared/Documents/fileSize.ts';
import { useRecordDocumentActions } from '../../../shared/Documents/useRecordDocumentActions.ts';
import type { SystemDocumentPopupProps } from './systemDocumentForm.tsx';
import { onDemand } from '../../../lib/onDemand.tsx';

// The form, the file reading and the select widgets load with the first popup.
const SystemDocumentPopup: ComponentType<SystemDocumentPopupProps> = onDemand(() =>
  import('./systemDocumentForm.tsx').then((module) => ({ default: module.SystemDocumentPopup })),
);

const text = resourceMessages('document');

export const systemColumns: GridColumn<SystemDocument>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 260 },
  {
    id: 'documentTypeId',
    header: 'Type',
    value: (row) => row.documentTypeName,
    exportAs: { field: 'documentTypeName' },
    width: 180,
  },
  { id: 'fileName', header: 'File', value: (row) => row.fileName, width: 240 },
  { id: 'sizeBytes', header: 'Size', value: (row) => fileSize(row.sizeBytes), sortable: false, width: 90 },
  {
    id: 'isPublic',
    header: 'Applicants',
    value: (row) => (row.isPublic ? 'Shown' : 'Staff only'),
    exportAs: { labels: { true: 'Shown', false: 'Staff only' } },
    kind: { type: 'badge', tone: (row) => (row.isPublic ? 'info' : 'neutral') },
    width: 130,
  },
  { id: 'lastUpdateDate', header: 'Last Updated On', value: (row) => row.lastUpdateDate, format: 'date', width: 150 },
];

export const youthColumns: GridColumn<YouthDocument>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 220 },
  // Whose file, by name: the id is the database's, not a caseworker's.
  {
    id: 'studentName',
    header: 'Participant',
    value: (row) => row.studentName,
    width: 200,
  },
  {
    id: 'documentTypeId',
    header: 'Type',
    value: (row) => row.documentTypeName,
    exportAs: { field: 'documentTypeName' },
    width: 180,
  },
  { id: 'fileName', header: 'File', value: (row) => row.fileName, width: 220 },
  {
    id: 'verificationStatus',
    header: 'Status',
    value: (row) => row.verificationStatus,
    kind: {
      type: 'badge',
      tone: (row) =>
        row.verificationStatus === 'Verified'
          ? 'success'
          : row.verificationStatus === 'Rejected'
            ? 'danger'
            : 'neutral',
    },
    width: 120,
  },
  { id: 'lastUpdateDate', header: 'Last Updated On', value: (row) => row.lastUpdateDate, format: 'date', width: 150 },
];

const documentName = (row: { name: string }) => row.name;

type Editing = { kind: 'create' } | { kind: 'update'; row: SystemDocument };

/**
 * Maintenance > Documents (MAINTAIN_DOCUMENTS): the system documents (forms and handbooks, shown to
 * applicants when public) with add, edit, replace the file, download and remove; and every document
 * on a participant's or applicant's file, to find, download and remove.
 */
export function DocumentsScreen() {
  const client = useQueryClient();
  const mayChange = useCan('MAINTAIN_DOCUMENTS');
  const system = useResourceList(api.libraryDocuments.system);
  const youth = useResourceList(api.libraryDocuments.youth);
  const [editing, setEditing] = useState<Editing | null>(null);

  // A participant's or applicant's document: the same download and removal as on their record.
  const record = useRecordDocumentActions();
  const downloadSystem = useDownload(async (row: SystemDocument) => ({
    blob: await api.libraryDocuments.downloadSystem(row.id),
    fileName: row.fileName,
  }));
  const removeSystem = useMutation({
    mutationFn: (row: SystemDocument) => api.libraryDocuments.system.remove(row.id, row.version),
    onSuccess: async () => {
      toast.success(text.removed);
      await client.invalidateQueries({ queryKey: queryKeys.resource('/system-documents') });
    },
  });
  const confirmSystem = useConfirmedRemove(removeSystem, text.confirmRemove, (row: SystemDocument) => row);
  const confirmYouth = useConfirmedRemove(record.remove, text.confirmRemove, (row: YouthDocument) => row);

  const systemActions = useMemo<GridRowActions<SystemDocument>>(() => {
    const actions = [
      {
        id: 'download',
        label: 'Download',
        onAction: downloadSystem,
      },
    ];
    if (mayChange)
      actions.push(
        { id: 'edit', label: 'Edit', onAction: (row) => setEditing({ kind: 'update', row }) },
        { id: 'delete', label: 'Delete', onAction: confirmSystem.ask },
      );
    return { name: documentName, actions };
  }, [mayChange, downloadSystem, confirmSystem.ask]);

  const youthActions = useMemo<GridRowActions<YouthDocument>>(() => {
    const actions: GridRowAction<YouthDocument>[] = [{ id: 'download', label: 'Download', onAction: record.download }];
    if (mayChange) actions.push({ id: 'delete', label: 'Delete', onAction: confirmYouth.ask });
    return { name: documentName, actions };
  }, [mayChange, record.download, confirmYouth.ask]);

  return (
    <ScreenPage title="Documents" spacing="wide">
      <ScreenSection title="System Documents">
        <DataGrid<SystemDocument>
          label="System Documents"
          columns={systemColumns}
          {...system.grid}
          rowActions={systemActions}
          searchPanel={{
            toolbar: mayChange ? (
              <Button size="small" onClick={() => setEditing({ kind: 'create' })}>
                {text.addTitle}
              </Button>
            ) : undefined,
            export: {
              kind: 'custom',
              file: ({ columns: visible, fileName }) =>
                exportAll(
                  api.libraryDocuments.system,
                  system.request ?? { page: 1, pageSize: MAX_PAGE_SIZE },
                  systemColumns,
                  { fileName, sheetName: 'System Documents', visible },
                ),
            },
          }}
        />
      </ScreenSection>
      <ScreenSection title="Participant Documents">
        <DataGrid<YouthDocument>
          label="Participant Documents"
          columns={youthColumns}
          {...youth.grid}
          rowActions={youthActions}
          searchPanel={{
            export: {
              kind: 'custom',
              file: ({ columns: visible, fileName }) =>
                exportAll(
                  api.libraryDocuments.youth,
                  youth.request ?? { page: 1, pageSize: MAX_PAGE_SIZE },
                  youthColumns,
                  { fileName, sheetName: 'Participant Documents', visible },
                ),
            },
          }}
        />
      </ScreenSection>
      {editing ? (
        <SystemDocumentPopup
          row={editing.kind === 'update' ? editing.row : undefined}
          onSaved={async (created) => {
            toast.success(created ? text.created : text.updated);
            await client.invalidateQueries({ queryKey: queryKeys.resource('/system-documents') });
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {confirmSystem.dialog}
      {confirmYouth.dialog}
    </ScreenPage>
  );
}

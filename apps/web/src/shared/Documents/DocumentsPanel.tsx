import type { Document, DocumentSourceType } from '@pathway/api-client';
import {
  Button,
  ConfirmDialog,
  DataGrid,
  SingleSelect,
  toast,
  type GridColumn,
  type GridRowActions,
  type SelectItem,
} from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { resourceMessages, ViewDialog } from '../../kit/index.ts';
import * as api from '../../lib/api.ts';
import { useCanWriteDocuments } from './documentRights.ts';
import { fileSize } from './fileSize.ts';
import type { UploadValues } from './UploadDocumentsPopup.tsx';
import { useRecordDocumentActions } from './useRecordDocumentActions.ts';
import { onDemand } from '../../lib/onDemand.tsx';

/** "Document successfully created/removed", "Are you sure you want to remove this document?". */
export const documentMessages = {
  ...resourceMessages('document'),
  /** Several files stored by one upload. */
  createdMany: (count: number) => `${String(count)} documents successfully created`,
  loadFailed: 'The documents could not be loaded.',
} as const;

/** The cache path of one record's documents. */
export const documentsKey = (type: DocumentSourceType, sourceId: number) => ['documents', type, sourceId] as const;

const columns: readonly GridColumn<Document>[] = [
  { id: 'documentTypeName', header: 'Document Type', value: (row) => row.documentTypeName, width: 200 },
  { id: 'fileName', header: 'File', value: (row) => row.fileName, width: 320 },
  { id: 'size', header: 'Size', value: (row) => fileSize(row.size), sortable: false, width: 100 },
  { id: 'createUser', header: 'Uploaded By', value: (row) => row.createUser, width: 150 },
  { id: 'createDate', header: 'Uploaded On', value: (row) => row.createDate, format: 'date', width: 150 },
];

/** By document type, then newest first within a type (the server answers newest first). */
function byType(documents: readonly Document[]): Document[] {
  return [...documents].sort((a, b) => a.documentTypeName.localeCompare(b.documentTypeName));
}

const Filter = styled.div`
  min-width: 220px;
`;

const UploadDocumentsPopup = onDemand(() => import('./UploadDocumentsPopup.tsx'));

export interface DocumentsPanelProps {
  /** Whose documents: the record kind and its id. */
  type: DocumentSourceType;
  sourceId: number;
}

/**
 * A record's documents (spec sections 2 and 7): listed by document type, with a filter on the type;
 * Upload (multipart, field `files`), Download and Remove, Upload and Remove offered only with a claim of
 * their operations' x-claims (`documentClaims`; reading is open to every signed-in user). Used inline (the participant's Documents tab) and in DocumentsDialog.
 */
export function DocumentsPanel({ type, sourceId }: DocumentsPanelProps) {
  const mayWrite = useCanWriteDocuments();
  const client = useQueryClient();
  const key = documentsKey(type, sourceId);
  const list = useQuery({ queryKey: key, queryFn: () => api.documents.list(type, sourceId) });
  const invalidate = () => client.invalidateQueries({ queryKey: key });
  const [typeFilter, setTypeFilter] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<Document | null>(null);

  const upload = useMutation({
    mutationFn: (values: UploadValues) =>
      // The schema refused a missing type before this runs.
      api.documents.upload(type, sourceId, values.documentTypeId ?? 0, values.files),
    onSuccess: async (stored) => {
      toast.success(stored.length === 1 ? documentMessages.created : documentMessages.createdMany(stored.length));
      await invalidate();
    },
  });
  const { download, remove } = useRecordDocumentActions();

  const rowActions = useMemo<GridRowActions<Document>>(
    () => ({
      name: (row) => row.fileName,
      actions: [
        { id: 'download', label: 'Download', onAction: download },
        ...(mayWrite ? [{ id: 'remove', label: 'Remove', onAction: setRemoving }] : []),
      ],
    }),
    [download, mayWrite],
  );

  const documents = useMemo(() => byType(list.data ?? []), [list.data]);
  const typeItems = useMemo<SelectItem<number>[]>(() => {
    const types = new Map(documents.map((row) => [row.documentTypeId, row.documentTypeName]));
    return [...types].map(([value, label]) => ({ value, label }));
  }, [documents]);
  const shown = typeFilter === null ? documents : documents.filter((row) => row.documentTypeId === typeFilter);

  return (
    <>
      <DataGrid<Document>
        label="Documents"
        columns={columns}
        rows={shown}
        getRowId={(row) => String(row.id)}
        loading={list.isLoading}
        error={list.isError ? documentMessages.loadFailed : undefined}
        rowActions={rowActions}
        maxHeight={420}
        searchPanel={{
          toolbar: (
            <>
              <Filter>
                <SingleSelect<number>
                  label="Document Type"
                  items={typeItems}
                  value={typeFilter}
                  defaultText="All Types"
                  onValueChange={({ value }) => setTypeFilter(value)}
                />
              </Filter>
              {mayWrite ? (
                <Button size="small" onClick={() => setUploading(true)}>
                  Upload
                </Button>
              ) : null}
            </>
          ),
        }}
      />
      {uploading ? (
        <UploadDocumentsPopup onSave={(values) => upload.mutateAsync(values)} onClose={() => setUploading(false)} />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title="Confirmation"
        message={documentMessages.confirmRemove}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing !== null) remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

export interface DocumentsDialogProps extends DocumentsPanelProps {
  onClose: () => void;
}

/** The Documents popup (large) for screens that open a record's documents from a row or a button. */
export function DocumentsDialog({ type, sourceId, onClose }: DocumentsDialogProps) {
  return (
    <ViewDialog size="large" title="Documents" onClose={onClose}>
      <DocumentsPanel type={type} sourceId={sourceId} />
    </ViewDialog>
  );
}

import type { RowOf } from '@pathway/api-client';
import type { GridBadgeTone, GridColumn, GridRowAction } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import { ResourceScreen, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { ContactsDialog } from '../../../shared/Contacts/ContactsDialog.tsx';
import { DocumentsDialogOnDemand } from '../../../shared/Documents/onDemand.tsx';
import { HistoryDialogOnDemand } from '../../../shared/History/onDemand.tsx';
import { NotesDialog } from '../../../shared/Notes/NotesDialog.tsx';

type Worksite = RowOf<'/worksites'>;

/** The approval state's badge tone (ADR 017: Pending Approval → Approved | Rejected → …). */
const approvalTone: Record<Worksite['status'], GridBadgeTone> = {
  'Pending Approval': 'warning',
  Approved: 'success',
  Rejected: 'danger',
  Inactive: 'neutral',
};

export const worksiteColumns: GridColumn<Worksite>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 260 },
  { id: 'contractorName', header: 'Contractor', value: (row) => row.contractorName, width: 220 },
  { id: 'jobSectorName', header: 'Job Sector', value: (row) => row.jobSectorName },
  { id: 'addressLine1', header: 'Address', value: (row) => row.addressLine1, width: 220 },
  { id: 'city', header: 'City', value: (row) => row.city },
  { id: 'zipCode', header: 'Zip Code', value: (row) => row.zipCode, width: 100 },
  { id: 'mainPhone', header: 'Phone', value: (row) => row.mainPhone, sortable: false },
  {
    id: 'status',
    header: 'Approval',
    value: (row) => row.status,
    kind: { type: 'badge', tone: (row) => approvalTone[row.status] },
    width: 150,
  },
  { id: 'activeJobCount', header: 'Active Jobs', value: (row) => row.activeJobCount, format: 'number', width: 110 },
  { id: 'createDate', header: 'Created', value: (row) => row.createDate, format: 'date', additional: true },
];

const worksiteName = (row: Worksite) => row.name;
const loadForm = () => import('./worksiteForm.tsx').then((module) => module.worksiteForm);

type Open = { dialog: 'contacts' | 'notes' | 'documents' | 'history'; worksite: Worksite } | null;

/**
 * Contract > Worksites (ADD_WORKSITE, EDIT_WORKSITE, DELETE_WORKSITE): the worksites with their
 * approval state, the add/edit form with the zip mask, and each worksite's contacts, notes and
 * documents in the shared dialogs. A contractor user gets only their own worksites (the server's row scope).
 */
export function WorksitesScreen() {
  const mayEdit = useCan('EDIT_WORKSITE');
  const mayReadHistory = useCan('VIEW_RECORD_HISTORY');
  const [open, setOpen] = useState<Open>(null);
  const rowActions = useMemo<GridRowAction<Worksite>[]>(
    () => [
      { id: 'contacts', label: 'Contacts', onAction: (worksite) => setOpen({ dialog: 'contacts', worksite }) },
      { id: 'notes', label: 'Notes', onAction: (worksite) => setOpen({ dialog: 'notes', worksite }) },
      { id: 'documents', label: 'Documents', onAction: (worksite) => setOpen({ dialog: 'documents', worksite }) },
      ...(mayReadHistory
        ? [
            {
              id: 'history',
              label: 'History',
              onAction: (worksite: Worksite) => setOpen({ dialog: 'history', worksite }),
            },
          ]
        : []),
    ],
    [mayReadHistory],
  );
  return (
    <>
      <ResourceScreen
        title="Worksites"
        noun="worksite"
        resource={api.worksites}
        columns={worksiteColumns}
        rowName={worksiteName}
        claims={{ create: 'ADD_WORKSITE', update: 'EDIT_WORKSITE', remove: 'DELETE_WORKSITE' }}
        form={loadForm}
        rowActions={rowActions}
      />
      {open?.dialog === 'contacts' ? (
        <ContactsDialog
          sourceName="worksites"
          sourceId={open.worksite.id}
          sourceItemName={open.worksite.name}
          onClose={() => setOpen(null)}
        />
      ) : null}
      {open?.dialog === 'notes' ? (
        <NotesDialog type="worksites" sourceId={open.worksite.id} canEdit={mayEdit} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'documents' ? (
        <DocumentsDialogOnDemand type="worksites" sourceId={open.worksite.id} onClose={() => setOpen(null)} />
      ) : null}
      {open?.dialog === 'history' ? (
        <HistoryDialogOnDemand
          type="worksite"
          recordId={open.worksite.id}
          name={open.worksite.name}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}

import type { RowOf } from '@pathway/api-client';
import type { GridColumn, GridRowAction } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { ContactsDialog } from '../../../shared/Contacts/ContactsDialog.tsx';
import { DocumentsDialogOnDemand } from '../../../shared/Documents/onDemand.tsx';

type Contractor = RowOf<'/contractors'>;

export const contractorColumns: GridColumn<Contractor>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 260 },
  { id: 'federalTaxId', header: 'Federal Tax Id', value: (row) => row.federalTaxId, width: 130 },
  { id: 'addressLine1', header: 'Address', value: (row) => row.addressLine1, width: 220 },
  { id: 'city', header: 'City', value: (row) => row.city },
  { id: 'zipCode', header: 'Zip Code', value: (row) => row.zipCode, width: 100 },
  { id: 'mainPhone', header: 'Phone', value: (row) => row.mainPhone, sortable: false },
  { id: 'mainEmail', header: 'Email', value: (row) => row.mainEmail, width: 220, additional: true },
  { id: 'worksiteCount', header: 'Worksites', value: (row) => row.worksiteCount, format: 'number', width: 110 },
  activeColumn(),
];

const contractorName = (row: Contractor) => row.name;
const loadForm = () => import('./contractorForm.tsx').then((module) => module.contractorForm);

/**
 * Contract > Contractors (VIEW_CONTRACTOR to see, MAINTAIN_CONTRACTOR to change): the contractors,
 * their details in the add/edit form, and their contacts and documents in the shared dialogs. A contractor
 * user sees only their own contractor (the server's row scope).
 */
export function ContractorsScreen() {
  const [contactsOf, setContactsOf] = useState<Contractor | null>(null);
  const [documentsOf, setDocumentsOf] = useState<Contractor | null>(null);
  const rowActions = useMemo<GridRowAction<Contractor>[]>(
    () => [
      { id: 'contacts', label: 'Contacts', onAction: setContactsOf },
      { id: 'documents', label: 'Documents', onAction: setDocumentsOf },
    ],
    [],
  );
  return (
    <>
      <ResourceScreen
        title="Contractors"
        noun="contractor"
        resource={api.contractors}
        columns={contractorColumns}
        rowName={contractorName}
        claims={{ create: 'MAINTAIN_CONTRACTOR', update: 'MAINTAIN_CONTRACTOR', remove: 'MAINTAIN_CONTRACTOR' }}
        form={loadForm}
        rowActions={rowActions}
      />
      {contactsOf ? (
        <ContactsDialog
          sourceName="contractors"
          sourceId={contactsOf.id}
          sourceItemName={contactsOf.name}
          onClose={() => setContactsOf(null)}
        />
      ) : null}
      {documentsOf ? (
        <DocumentsDialogOnDemand type="contractors" sourceId={documentsOf.id} onClose={() => setDocumentsOf(null)} />
      ) : null}
    </>
  );
}

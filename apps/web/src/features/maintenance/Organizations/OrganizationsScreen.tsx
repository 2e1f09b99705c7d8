import type { RowOf } from '@pathway/api-client';
import type { GridColumn, GridRowAction } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import { activeColumn, ResourceScreen, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { DocumentsDialogOnDemand } from '../../../shared/Documents/onDemand.tsx';

type Organization = RowOf<'/organizations'>;

export const organizationColumns: GridColumn<Organization>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 280 },
  { id: 'abbreviation', header: 'Abbreviation', value: (row) => row.abbreviation, width: 130 },
  { id: 'city', header: 'City', value: (row) => row.city },
  { id: 'stateCode', header: 'State', value: (row) => row.stateCode, width: 90 },
  { id: 'mainPhone', header: 'Phone', value: (row) => row.mainPhone, sortable: false },
  { id: 'mainEmail', header: 'Email', value: (row) => row.mainEmail, width: 240 },
  activeColumn(),
];

const organizationName = (row: Organization) => row.name;
const loadForm = () => import('./organizationForm.tsx').then((module) => module.organizationForm);

/**
 * Maintenance > Organizations (MAINTAIN_ORGANIZATION to change): the provider organizations. The
 * server lets only a global user add one and refuses to remove one still used by programs or users.
 * With that claim each organization's documents (agreements, insurance) open in the shared
 * Documents dialog; a user who only reads the list gets no actions, as on every Maintenance screen.
 */
export function OrganizationsScreen() {
  const mayMaintain = useCan('MAINTAIN_ORGANIZATION');
  const [documentsOf, setDocumentsOf] = useState<Organization | null>(null);
  const rowActions = useMemo<GridRowAction<Organization>[]>(
    () => (mayMaintain ? [{ id: 'documents', label: 'Documents', onAction: setDocumentsOf }] : []),
    [mayMaintain],
  );
  return (
    <>
      <ResourceScreen
        title="Organizations"
        noun="organization"
        resource={api.organizationRecords}
        columns={organizationColumns}
        rowName={organizationName}
        claims={{ create: 'MAINTAIN_ORGANIZATION', update: 'MAINTAIN_ORGANIZATION', remove: 'MAINTAIN_ORGANIZATION' }}
        form={loadForm}
        rowActions={rowActions}
      />
      {documentsOf ? (
        <DocumentsDialogOnDemand type="organizations" sourceId={documentsOf.id} onClose={() => setDocumentsOf(null)} />
      ) : null}
    </>
  );
}

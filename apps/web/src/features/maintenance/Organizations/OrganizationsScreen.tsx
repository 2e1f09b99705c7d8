import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import { api } from '../../../lib/api.ts';

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
 */
export function OrganizationsScreen() {
  return (
    <ResourceScreen
      title="Organizations"
      noun="organization"
      resource={api.organizationRecords}
      columns={organizationColumns}
      rowName={organizationName}
      claims={{ create: 'MAINTAIN_ORGANIZATION', update: 'MAINTAIN_ORGANIZATION', remove: 'MAINTAIN_ORGANIZATION' }}
      form={loadForm}
    />
  );
}

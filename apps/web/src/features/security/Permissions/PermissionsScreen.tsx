import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type Permission = RowOf<'/permissions'>;

export const permissionColumns: GridColumn<Permission>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 260 },
  { id: 'description', header: 'Description', value: (row) => row.description, width: 360, sortable: false },
  { id: 'scope', header: 'Scope', value: (row) => row.scope, width: 140 },
  { id: 'roleCount', header: 'Roles', value: (row) => row.roleCount, width: 90, sortable: false },
];

const loadForm = () => import('./permissionForm.tsx').then((module) => module.permissionForm);

/** Security > Permissions (SECURITY): the claims roles grant; one still granted cannot be removed. */
export function PermissionsScreen() {
  return (
    <ResourceScreen
      title="Permissions"
      noun="permission"
      resource={api.permissions}
      columns={permissionColumns}
      rowName={(row) => row.name}
      claims={{ create: 'SECURITY', update: 'SECURITY', remove: 'SECURITY' }}
      form={loadForm}
    />
  );
}

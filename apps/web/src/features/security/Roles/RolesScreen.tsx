import type { RowOf } from '@pathway/api-client';
import type { GridColumn, GridRowAction } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import { ResourceScreen, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { RolePermissionsPopup, RoleUsersPopup } from './RoleMembers.tsx';

export type Role = RowOf<'/roles'>;

export const roleColumns: GridColumn<Role>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'description', header: 'Description', value: (row) => row.description, width: 340, sortable: false },
  { id: 'scope', header: 'Scope', value: (row) => row.scope, width: 140 },
  { id: 'permissionCount', header: 'Permissions', value: (row) => row.permissionCount, width: 120, sortable: false },
  { id: 'userCount', header: 'Users', value: (row) => row.userCount, width: 90, sortable: false },
];

const loadForm = () => import('./roleForm.tsx').then((module) => module.roleForm);

type Open = { kind: 'permissions' | 'users'; role: Role } | null;

/**
 * Security > Roles (SECURITY): roles with their permissions (saved as a set with the role's version)
 * and their users (read here; a user's roles are saved from Users, ADR 062). A role that still has
 * permissions or is someone's last role is not removed: the server's message says which.
 */
export function RolesScreen() {
  const maySecure = useCan('SECURITY');
  const [open, setOpen] = useState<Open>(null);
  const extra = useMemo<GridRowAction<Role>[]>(
    () =>
      maySecure
        ? [
            { id: 'permissions', label: 'Permissions', onAction: (role) => setOpen({ kind: 'permissions', role }) },
            { id: 'users', label: 'Users', onAction: (role) => setOpen({ kind: 'users', role }) },
          ]
        : [],
    [maySecure],
  );
  return (
    <>
      <ResourceScreen
        title="Roles"
        noun="role"
        resource={api.roles}
        columns={roleColumns}
        rowName={(row) => row.name}
        claims={{ create: 'SECURITY', update: 'SECURITY', remove: 'SECURITY' }}
        form={loadForm}
        rowActions={extra}
      />
      {open?.kind === 'permissions' ? <RolePermissionsPopup role={open.role} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'users' ? <RoleUsersPopup role={open.role} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

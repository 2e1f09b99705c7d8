import type { RowOf } from '@pathway/api-client';
import type { GridColumn, GridRowAction } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import { ResourceScreen, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { GroupMembersPopup } from './GroupMembers.tsx';

export type Group = RowOf<'/groups'>;

export const groupColumns: GridColumn<Group>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'description', header: 'Description', value: (row) => row.description, width: 340, sortable: false },
  { id: 'userCount', header: 'Users', value: (row) => row.userCount, width: 90, sortable: false },
  { id: 'resourceCount', header: 'Resources', value: (row) => row.resourceCount, width: 110, sortable: false },
];

const loadForm = () => import('./groupForm.tsx').then((module) => module.groupForm);

type Open = { kind: 'users' | 'resources'; group: Group } | null;

/** Security > Groups (MAINTAIN_GROUPS): groups of users sharing resources; members saved as sets. */
export function GroupsScreen() {
  const mayMaintain = useCan('MAINTAIN_GROUPS');
  const [open, setOpen] = useState<Open>(null);
  const extra = useMemo<GridRowAction<Group>[]>(
    () =>
      mayMaintain
        ? [
            { id: 'users', label: 'Users', onAction: (group) => setOpen({ kind: 'users', group }) },
            { id: 'resources', label: 'Resources', onAction: (group) => setOpen({ kind: 'resources', group }) },
          ]
        : [],
    [mayMaintain],
  );
  return (
    <>
      <ResourceScreen
        title="Groups"
        noun="group"
        resource={api.groups}
        columns={groupColumns}
        rowName={(row) => row.name}
        claims={{ create: 'MAINTAIN_GROUPS', update: 'MAINTAIN_GROUPS', remove: 'MAINTAIN_GROUPS' }}
        form={loadForm}
        rowActions={extra}
      />
      {open ? <GroupMembersPopup kind={open.kind} group={open.group} onClose={() => setOpen(null)} /> : null}
    </>
  );
}

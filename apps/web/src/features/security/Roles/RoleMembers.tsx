import { MAX_PAGE_SIZE } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { resourceMessages, ViewDialog } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { SelectionPopup } from '../SelectionPopup/SelectionPopup.tsx';
import type { Role } from './RolesScreen.tsx';

/** Every permission, by name: the boxes of a role's permissions popup. */
function useAllPermissions() {
  return useQuery({
    queryKey: queryKeys.search('/permissions', 'all'),
    queryFn: () =>
      api.permissions.search({ page: 1, pageSize: MAX_PAGE_SIZE, sort: [{ field: 'name', direction: 'asc' }] }),
    select: (page) => page.items.map((permission) => ({ id: permission.id, label: permission.name })),
  });
}

/** A role's permissions as checkboxes, saved as one set with the role's version (409 when stale). */
export function RolePermissionsPopup({ role, onClose }: { role: Role; onClose: () => void }) {
  const client = useQueryClient();
  const all = useAllPermissions();
  const current = useQuery({
    queryKey: [...queryKeys.resource(`/roles/${String(role.id)}`), 'permissions'],
    queryFn: () => api.security.rolePermissions(role.id),
    select: (list) => list.map((permission) => permission.permissionId),
  });
  const save = useMutation({
    mutationFn: (ids: number[]) => api.security.saveRolePermissions(role.id, { version: role.version, ids }),
    onSuccess: async () => {
      toast.success(resourceMessages('role').updated);
      await Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.resource('/roles') }),
        client.invalidateQueries({ queryKey: queryKeys.resource('/permissions') }),
      ]);
    },
  });
  return (
    <SelectionPopup
      title={`Permissions of ${role.name}`}
      items={all.data}
      checked={current.data}
      onSave={(ids) => save.mutateAsync(ids)}
      onClose={onClose}
    />
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: var(--space-1) var(--space-2);
    border-bottom: 1px solid var(--color-border);
  }
`;

/** Who holds a role (read only: a user's roles are saved from Security > Users). */
export function RoleUsersPopup({ role, onClose }: { role: Role; onClose: () => void }) {
  const users = useQuery({
    queryKey: [...queryKeys.resource(`/roles/${String(role.id)}`), 'users'],
    queryFn: () => api.security.roleUsers(role.id),
  });
  return (
    <ViewDialog title={`Users of ${role.name}`} size="medium" onClose={onClose}>
      {users.data === undefined ? (
        <p>Loading…</p>
      ) : users.data.length === 0 ? (
        <p>No records to display</p>
      ) : (
        <Table aria-label={`Users of ${role.name}`}>
          <thead>
            <tr>
              <th scope="col">User Name</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <tr key={user.userId}>
                <td>{user.userName}</td>
                <td>{`${user.firstName} ${user.lastName}`}</td>
                <td>{user.email}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </ViewDialog>
  );
}

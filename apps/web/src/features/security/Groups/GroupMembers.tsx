import { MAX_PAGE_SIZE } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceMessages } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { SelectionPopup, type SelectionItem } from '../SelectionPopup/SelectionPopup.tsx';
import type { Group } from './GroupsScreen.tsx';

const everything = { page: 1, pageSize: MAX_PAGE_SIZE };

async function candidates(kind: 'users' | 'resources'): Promise<SelectionItem[]> {
  if (kind === 'users') {
    const page = await api.userRecords.search({ ...everything, sort: [{ field: 'userName', direction: 'asc' }] });
    return page.items.map((user) => ({ id: user.id, label: `${user.userName} (${user.firstName} ${user.lastName})` }));
  }
  const page = await api.resources.search({ ...everything, sort: [{ field: 'name', direction: 'asc' }] });
  return page.items.map((resource) => ({ id: resource.id, label: `${resource.name} (${resource.resourceType})` }));
}

async function members(kind: 'users' | 'resources', groupId: number): Promise<number[]> {
  if (kind === 'users') return (await api.security.groupUsers(groupId)).map((user) => user.userId);
  return (await api.security.groupResources(groupId)).map((resource) => resource.resourceId);
}

/** A group's users or resources as checkboxes, saved as one set with the group's version. */
export function GroupMembersPopup({
  kind,
  group,
  onClose,
}: {
  kind: 'users' | 'resources';
  group: Group;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const all = useQuery({ queryKey: queryKeys.search(`/${kind}`, 'all'), queryFn: () => candidates(kind) });
  const current = useQuery({
    queryKey: [...queryKeys.resource(`/groups/${String(group.id)}`), kind],
    queryFn: () => members(kind, group.id),
  });
  const save = useMutation({
    mutationFn: async (ids: number[]) => {
      const body = { version: group.version, ids };
      if (kind === 'users') await api.security.saveGroupUsers(group.id, body);
      else await api.security.saveGroupResources(group.id, body);
    },
    onSuccess: async () => {
      toast.success(resourceMessages('group').updated);
      await Promise.all(
        ['/groups', '/users', '/resources'].map((path) =>
          client.invalidateQueries({ queryKey: queryKeys.resource(path) }),
        ),
      );
    },
  });
  return (
    <SelectionPopup
      title={`${kind === 'users' ? 'Users' : 'Resources'} of ${group.name}`}
      items={all.data}
      checked={current.data}
      onSave={(ids) => save.mutateAsync(ids)}
      onClose={onClose}
    />
  );
}

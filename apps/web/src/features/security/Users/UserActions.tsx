import { toApiError, type ActivationLink } from '@pathway/api-client';
import { ConfirmDialog, toast } from '@pathway/design-system';
import { isUserInGroupsQuestion, messages } from '@pathway/validation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { resourceMessages } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { SelectionPopup } from '../SelectionPopup/SelectionPopup.tsx';
import type { User } from './UsersScreen.tsx';

export interface UserAction {
  kind: 'remove' | 'roles' | 'activate' | 'deactivate' | 'reset' | 'signOut';
  user: User;
}

const text = resourceMessages('user');

export const userMessages = {
  confirmActivate: 'Are you sure you want to activate this user?',
  confirmDeactivate: 'Are you sure you want to deactivate this user?',
  confirmReset: 'Are you sure you want to reset the password of this user?',
  confirmSignOut: 'Are you sure you want to sign this user out everywhere? Every session of the user ends now.',
  activated: 'User successfully activated',
  deactivated: 'User successfully deactivated',
  reset: 'User password successfully reset',
} as const;

function useInvalidateUsers() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.resource('/users') });
}

/**
 * Removal: "Are you sure you want to remove this user?", then the delete with the version read.
 * When the server answers that the user is in groups, its message is the second question, and Yes
 * removes with forceRemove.
 */
function RemoveUser({ user, onClose }: { user: User; onClose: () => void }) {
  const invalidate = useInvalidateUsers();
  const [inGroups, setInGroups] = useState<string>();
  const remove = useMutation({
    // The groups answer is a question, not a failure: it is returned, not thrown, so the generic
    // failure toast does not show it as an error.
    mutationFn: async (force: boolean): Promise<'removed' | { inGroups: string }> => {
      try {
        await api.users.remove(user.id, user.version, force);
        return 'removed';
      } catch (error) {
        const failure = toApiError(error);
        const message = failure.serverMessage;
        // Only the groups question is asked; any other conflict (a stale version, another rule) is a
        // refusal and shown as one.
        if (!force && failure.status === 409 && isUserInGroupsQuestion(message)) {
          return { inGroups: message };
        }
        throw error;
      }
    },
    onSuccess: async (outcome) => {
      if (outcome !== 'removed') {
        setInGroups(outcome.inGroups);
        return;
      }
      toast.success(text.removed);
      onClose();
      await invalidate();
    },
    onError: onClose,
  });
  return (
    <ConfirmDialog
      open
      message={inGroups ?? text.confirmRemove}
      busy={remove.isPending}
      onConfirm={() => remove.mutate(inGroups !== undefined)}
      onCancel={onClose}
    />
  );
}

type SimpleKind = 'activate' | 'deactivate' | 'signOut';

/** Each simple action's question, call and success message (the sign-out's is the server's count). */
const SIMPLE_ACTIONS: Record<SimpleKind, { question: string; run: (user: User) => Promise<string> }> = {
  activate: {
    question: userMessages.confirmActivate,
    run: async (user) => {
      await api.users.activate(user.id);
      return userMessages.activated;
    },
  },
  deactivate: {
    question: userMessages.confirmDeactivate,
    run: async (user) => {
      await api.users.deactivate(user.id);
      return userMessages.deactivated;
    },
  },
  signOut: {
    question: userMessages.confirmSignOut,
    run: async (user) => (await api.users.signOutEverywhere(user.id)).message,
  },
};

/**
 * Reset Password: the old password ends and a recovery link is mailed; the answer carries the same
 * link, shown once to hand over (ADRs 201, 222), since mail is what the user may not be getting.
 */
function ResetPassword({
  user,
  onClose,
  onLink,
}: {
  user: User;
  onClose: () => void;
  onLink: (link: ActivationLink) => void;
}) {
  const invalidate = useInvalidateUsers();
  const run = useMutation({
    mutationFn: async () => (await api.users.resetPassword({ userId: user.id })).activationLink,
    onSuccess: async (link) => {
      toast.success(userMessages.reset);
      onClose();
      onLink(link);
      await invalidate();
    },
    onError: onClose,
  });
  return (
    <ConfirmDialog
      open
      message={userMessages.confirmReset}
      busy={run.isPending}
      onConfirm={() => run.mutate()}
      onCancel={onClose}
    />
  );
}

/** Activate, deactivate, reset the password or sign out everywhere, each after its question. */
function SimpleAction({ kind, user, onClose }: { kind: SimpleKind; user: User; onClose: () => void }) {
  const invalidate = useInvalidateUsers();
  const action = SIMPLE_ACTIONS[kind];
  const run = useMutation({
    mutationFn: () => action.run(user),
    onSuccess: async (message) => {
      toast.success(message);
      onClose();
      await invalidate();
    },
    onError: onClose,
  });
  const question = action.question;
  return (
    <ConfirmDialog open message={question} busy={run.isPending} onConfirm={() => run.mutate()} onCancel={onClose} />
  );
}

/** The user's roles: every role they may hold, the assigned ones checked; at least one stays. */
function UserRoles({ user, onClose }: { user: User; onClose: () => void }) {
  const invalidate = useInvalidateUsers();
  const roles = useQuery({
    queryKey: [...queryKeys.resource(`/users/${String(user.id)}`), 'roles'],
    queryFn: () => api.users.getRoles(user.id),
  });
  const save = useMutation({
    mutationFn: (roleIds: number[]) => {
      // The version of the roles read (the user's); a stale one answers 409.
      const version = roles.data?.version ?? user.version;
      return api.users.saveRoles(user.id, { roleIds, version });
    },
    onSuccess: async () => {
      toast.success(text.updated);
      await invalidate();
    },
  });
  return (
    <SelectionPopup
      title={`Roles of ${user.userName}`}
      items={roles.data?.roles.map((role) => ({ id: role.id, label: role.name }))}
      checked={roles.data?.roles.filter((role) => role.isAssigned).map((role) => role.id)}
      atLeastOne={messages.atLeastOneRole}
      onSave={(ids) => save.mutateAsync(ids)}
      onClose={onClose}
    />
  );
}

export interface UserActionDialogsProps {
  action: UserAction;
  onClose: () => void;
  /** Receives the activation link a reset issued, to show once. */
  onLink: (link: ActivationLink) => void;
}

/** The dialog of one user action chosen in the grid. */
export function UserActionDialogs({ action, onClose, onLink }: UserActionDialogsProps) {
  switch (action.kind) {
    case 'remove':
      return <RemoveUser user={action.user} onClose={onClose} />;
    case 'roles':
      return <UserRoles user={action.user} onClose={onClose} />;
    case 'reset':
      return <ResetPassword user={action.user} onClose={onClose} onLink={onLink} />;
    default:
      return <SimpleAction kind={action.kind} user={action.user} onClose={onClose} />;
  }
}

import type { ActivationLink, CreatedUser, RowOf } from '@pathway/api-client';
import type { GridColumn, GridRowAction } from '@pathway/design-system';
import { messages } from '@pathway/validation';
import { useMemo, useState, type ComponentType } from 'react';
import { activeColumn, ResourceScreen, useCan } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { showFailureText } from '../../../lib/failure.ts';
import { HistoryDialogOnDemand } from '../../../shared/History/onDemand.tsx';
import { ActivationLinkDialog } from '../ActivationLinkDialog/ActivationLinkDialog.tsx';
import type { UserAction, UserActionDialogsProps } from './UserActions.tsx';
import { onDemand } from '../../../lib/onDemand.tsx';

export type User = RowOf<'/users'>;

// Remove, roles, activation and password reset: their dialogs load with the first action (ADR 177).
const UserActionDialogs: ComponentType<UserActionDialogsProps> = onDemand(() =>
  import('./UserActions.tsx').then((module) => ({ default: module.UserActionDialogs })),
);

const typeNames = { global: 'Global', organization: 'Organization', contractor: 'Contractor' } as const;

export const userColumns: GridColumn<User>[] = [
  { id: 'userName', header: 'User Name', value: (row) => row.userName, width: 160 },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName, width: 140 },
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, width: 140 },
  { id: 'email', header: 'Email', value: (row) => row.email, width: 260 },
  {
    id: 'userType',
    header: 'User Type',
    value: (row) => typeNames[row.userType],
    exportAs: { labels: typeNames },
    width: 130,
  },
  {
    id: 'organizations',
    header: 'Organizations',
    value: (row) => row.organizations.map((organization) => organization.name).join(', '),
    width: 220,
    sortable: false,
  },
  {
    id: 'roles',
    header: 'Roles',
    value: (row) => (row.roles ?? []).map((role) => role.name).join(', '),
    width: 220,
    sortable: false,
  },
  activeColumn(),
];

const loadForm = () => import('./userForm.tsx').then((module) => module.userForm);

/**
 * Security > Users: search; add (ADD_NEW_USER) with at least one role; edit (EDIT_USER) where the
 * server's `canEdit` allows (ADR 063); remove (REMOVE_USER) with a second confirmation for a user in
 * groups; activate, deactivate, reset password, sign out everywhere (ADR 185) and the user's roles,
 * each behind its claim. After an add (and a reset) the one-time activation link is shown once, to
 * hand over when the mail does not reach the new user (ADR 201): the server's answer carries the
 * link it mailed, so the dialog and the mail are one invitation (ADR 222).
 */
export function UsersScreen() {
  const mayEdit = useCan('EDIT_USER');
  const mayRemove = useCan('REMOVE_USER');
  const mayActivate = useCan('ACTIVATE_USER');
  const mayDeactivate = useCan('DEACTIVATE_USER');
  const mayReset = useCan('RESET_USER_PASSWORDS');
  const mayReadHistory = useCan('VIEW_RECORD_HISTORY');
  const [action, setAction] = useState<UserAction | null>(null);
  const [historyOf, setHistoryOf] = useState<User | null>(null);
  const [link, setLink] = useState<ActivationLink | null>(null);

  const extra = useMemo<GridRowAction<User>[]>(() => {
    const actions: GridRowAction<User>[] = [];
    const open = (kind: UserAction['kind']) => (user: User) => setAction({ kind, user });
    if (mayRemove) {
      // A user the caller may not remove (ADR 063) is refused here with the server's own words.
      const remove = (user: User) =>
        user.canRemove === false ? showFailureText(messages.noAccessToRemoveUser) : setAction({ kind: 'remove', user });
      actions.push({ id: 'delete', label: 'Delete', onAction: remove });
    }
    if (mayEdit)
      actions.push({ id: 'roles', label: 'Roles', visible: (row) => row.canEdit !== false, onAction: open('roles') });
    if (mayActivate)
      actions.push({ id: 'activate', label: 'Activate', visible: (row) => !row.isActive, onAction: open('activate') });
    if (mayDeactivate)
      actions.push({
        id: 'deactivate',
        label: 'Deactivate',
        visible: (row) => row.isActive,
        onAction: open('deactivate'),
      });
    if (mayReset)
      actions.push({ id: 'reset', label: 'Reset Password', visible: (row) => row.isActive, onAction: open('reset') });
    if (mayDeactivate)
      actions.push({
        id: 'sign-out',
        label: 'Sign Out Everywhere',
        visible: (row) => row.isActive,
        onAction: open('signOut'),
      });
    if (mayReadHistory) actions.push({ id: 'history', label: 'History', onAction: setHistoryOf });
    return actions;
  }, [mayEdit, mayRemove, mayActivate, mayDeactivate, mayReset, mayReadHistory]);

  return (
    <>
      <ResourceScreen
        title="Users"
        noun="user"
        resource={api.userRecords}
        columns={userColumns}
        rowName={(row) => row.userName}
        claims={{ create: 'ADD_NEW_USER', update: 'EDIT_USER' }}
        canUpdate={(row) => row.canEdit !== false}
        form={loadForm}
        rowActions={extra}
        onCreated={(created) => setLink((created as CreatedUser).activationLink)}
      />
      {action ? <UserActionDialogs action={action} onClose={() => setAction(null)} onLink={setLink} /> : null}
      {historyOf ? (
        <HistoryDialogOnDemand
          type="user"
          recordId={historyOf.id}
          name={historyOf.userName}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
      {link ? <ActivationLinkDialog link={link} onClose={() => setLink(null)} /> : null}
    </>
  );
}

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { filledUsers, userRoles, users } from './userFixtures.ts';
import { UsersScreen } from './UsersScreen.tsx';

const ALL: Claim[] = [
  'SECURITY',
  'ADD_NEW_USER',
  'EDIT_USER',
  'REMOVE_USER',
  'ACTIVATE_USER',
  'DEACTIVATE_USER',
  'RESET_USER_PASSWORDS',
];
const activationLink = (userName: string, purpose: 'activation' | 'password-recovery') => ({
  purpose,
  activationCode: 'K7QM-3XRT-9PWD-HN4B',
  path: '#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true',
  url: 'https://pathway.example.org/#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true',
  expiresAt: '2026-07-14T16:00:00Z',
  message: `Hand this link to ${userName} with the contract code of their programme. It works once and expires in ${purpose === 'activation' ? '7 days' : '24 hours'}.`,
});
const NO_ACCESS = 'You don\u2019t have access to change this user.';
let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({ ...filledUsers, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<UsersScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'dwilliams' })).toBeVisible();
  return api;
}

const calls = (api: ReturnType<typeof stubApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path.startsWith(path));

beforeEach(() => signInWith(ALL));
afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
  vi.restoreAllMocks();
});

describe('UsersScreen', () => {
  test('searches users on the server; a user the caller may not change offers no Edit', async () => {
    const api = await setup();
    expect(calls(api, 'POST', '/users/search')[0]?.body).toEqual({ page: 1, pageSize: 50 });
    await expect.element(page.getByRole('button', { name: 'Edit dwilliams' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Edit admin' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Roles admin' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Activate mlopez' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Deactivate dwilliams' })).toBeVisible();
  });

  test('adds a user with at least one role: the message, then the wire body and the toast', async () => {
    const api = await setup({
      'POST /users': {
        status: 201,
        body: { ...users[0], id: 1300, userName: 'jdoe', activationLink: activationLink('jdoe', 'activation') },
      },
    });
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('textbox', { name: 'User Name' }).fill('jdoe');
    await dialog.getByRole('textbox', { name: 'First Name' }).fill('Jane');
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Doe');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('jdoe@example.org');
    await dialog.getByRole('checkbox', { name: 'Urban League' }).click();
    const roles = dialog.getByRole('group', { name: 'Roles' });
    // While no box is checked, the form says why Submit stays disabled; once one is, it says nothing.
    await expect.element(roles).toHaveAccessibleDescription('A new user needs at least one role: check one to submit.');
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    // Organization users are offered organization roles only (ADR 063).
    await expect.element(roles.getByRole('checkbox', { name: 'Contractor Staff' })).not.toBeInTheDocument();
    await roles.getByRole('checkbox', { name: 'Enrollment Specialist' }).click();
    await expect.element(roles).not.toHaveAttribute('aria-describedby');
    await roles.getByRole('checkbox', { name: 'Enrollment Specialist' }).click();
    await expect
      .element(dialog.getByText("At least one role must be checked when updating a user's roles."))
      .toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await roles.getByRole('checkbox', { name: 'Enrollment Specialist' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('User successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/users')?.body).toEqual({
      userName: 'jdoe',
      firstName: 'Jane',
      lastName: 'Doe',
      email: 'jdoe@example.org',
      userType: 'organization',
      organizationIds: [4],
      roleIds: [14],
    });
    // The one-time link to hand over, shown once (ADR 201): the one the create answered, as mailed
    // (ADR 222); no second link is asked for.
    const link = page.getByRole('dialog', { name: 'Activation Link' });
    await expect.element(link.getByText(activationLink('jdoe', 'activation').message)).toBeVisible();
    await expect
      .element(link.getByRole('textbox', { name: 'Link' }))
      .toHaveValue('https://pathway.example.org/#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true');
    await link.getByRole('button', { name: 'Done' }).click();
    await expect.element(link).not.toBeInTheDocument();
    expect(calls(api, 'POST', '/users/1300/activation-link')).toEqual([]);
  });

  test('an edit the server refuses shows "You don’t have access to change this user." and keeps what was typed', async () => {
    const api = await setup({ 'PUT /users/1187': { status: 403, body: { message: NO_ACCESS } } });
    await page.getByRole('button', { name: 'Edit dwilliams' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await expect.element(dialog.getByRole('textbox', { name: 'User Name' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Walker');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(NO_ACCESS)).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Last Name' })).toHaveValue('Walker');
    expect(calls(api, 'PUT', '/users/1187')[0]?.body).toEqual({
      firstName: 'Darnell',
      lastName: 'Walker',
      email: 'dwilliams@example.org',
      userType: 'organization',
      organizationIds: [3],
      version: 2,
    });
  });

  test('edits a contractor user with their contractor picked, and sends it back', async () => {
    const contractorUser = {
      ...users[0],
      id: 1195,
      userName: 'rdelgado',
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rdelgado@example.org',
      userType: 'contractor' as const,
      organizations: [],
      contractorId: 21,
      contractorName: 'Allegheny Youth Works',
      version: 3,
    };
    const api = await setup({
      'POST /users/search': { body: { items: [...users, contractorUser], total: users.length + 1 } },
      'POST /contractors/search': {
        body: {
          items: [
            { id: 21, name: 'Allegheny Youth Works' },
            { id: 22, name: 'Parks Conservancy' },
          ],
          total: 2,
        },
      },
      'PUT /users/1195': { body: { ...contractorUser, contractorId: 22, contractorName: 'Parks Conservancy' } },
    });
    await page.getByRole('button', { name: 'Edit rdelgado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    const contractor = dialog.getByRole('combobox', { name: 'Contractor' });
    await expect.element(contractor).toHaveValue('Allegheny Youth Works');
    await contractor.click();
    await page.getByRole('option', { name: 'Parks Conservancy' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('User successfully updated')).toBeVisible();
    expect(calls(api, 'PUT', '/users/1195')[0]?.body).toEqual({
      firstName: 'Rosa',
      lastName: 'Delgado',
      email: 'rdelgado@example.org',
      userType: 'contractor',
      organizationIds: [],
      contractorId: 22,
      version: 3,
    });
  });

  test('removing a user in groups asks twice, then removes with forceRemove', async () => {
    const inGroups = 'This user belongs to 2 groups. Confirm the removal to take the user out of them as well.';
    const api = await setup({
      'DELETE /users/1187': (call) =>
        call.path.includes('forceRemove=true') ? { status: 204 } : { status: 409, body: { message: inGroups } },
    });
    await page.getByRole('button', { name: 'Delete dwilliams' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this user?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(confirm.getByText(inGroups)).toBeVisible();
    await expect.element(page.getByRole('alert').filter({ hasText: 'Error' })).not.toBeInTheDocument();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('User successfully removed')).toBeVisible();
    expect(calls(api, 'DELETE', '/users/1187').map((call) => call.path)).toEqual([
      '/users/1187?version=2&forceRemove=false',
      '/users/1187?version=2&forceRemove=true',
    ]);
  });

  test('another conflict on a removal is a refusal shown as one, never the groups question with a forced Yes', async () => {
    const api = await setup({
      'DELETE /users/1187': { status: 409, body: { message: 'The user has an open payroll approval.' } },
    });
    await page.getByRole('button', { name: 'Delete dwilliams' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
    await expect.element(errorToast('The user has an open payroll approval.')).toBeVisible();
    await expect.element(page.getByRole('alertdialog', { name: 'Confirmation' })).not.toBeInTheDocument();
    expect(calls(api, 'DELETE', '/users/1187').map((call) => call.path)).toEqual([
      '/users/1187?version=2&forceRemove=false',
    ]);
  });

  test('a user the caller may not remove is refused with "...to remove this user." and nothing is sent', async () => {
    const api = await setup();
    await page.getByRole('button', { name: 'Delete admin' }).click();
    await expect.element(errorToast('You don\u2019t have access to remove this user.')).toBeVisible();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls(api, 'DELETE', '/users')).toEqual([]);
  });

  test('activates, deactivates and resets a password, each after its question', async () => {
    const api = await setup({
      'POST /users/1190/activate': { status: 204 },
      'POST /users/1187/deactivate': { status: 204 },
      'POST /users/reset-password': {
        body: {
          message: 'A recovery link was sent.',
          activationLink: activationLink('dwilliams', 'password-recovery'),
        },
      },
    });
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await page.getByRole('button', { name: 'Activate mlopez' }).click();
    await expect.element(confirm.getByText('Are you sure you want to activate this user?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('User successfully activated')).toBeVisible();
    await page.getByRole('button', { name: 'Deactivate dwilliams' }).click();
    await expect.element(confirm.getByText('Are you sure you want to deactivate this user?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('User successfully deactivated')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Password dwilliams' }).click();
    await expect.element(confirm.getByText('Are you sure you want to reset the password of this user?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('User password successfully reset')).toBeVisible();
    expect(calls(api, 'POST', '/users/reset-password')[0]?.body).toEqual({ userId: 1187 });
    await expect
      .element(page.getByRole('dialog', { name: 'Activation Link' }).getByText(/^Hand this link to dwilliams/))
      .toBeVisible();
    await page.getByRole('dialog', { name: 'Activation Link' }).getByRole('button', { name: 'Done' }).click();
    expect(calls(api, 'POST', '/users/1187/activation-link')).toEqual([]);
    expect(calls(api, 'POST', '/users/1190/activate')).toHaveLength(1);
    expect(calls(api, 'POST', '/users/1187/deactivate')).toHaveLength(1);
  });

  test("a user's roles: at least one stays checked; the save sends the ids with the version read", async () => {
    const api = await setup({
      'GET /users/1187/roles': { body: userRoles },
      'POST /users/1187/roles': { body: { ...userRoles, version: 3 } },
    });
    await page.getByRole('button', { name: 'Roles dwilliams' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roles of dwilliams' });
    await dialog.getByRole('checkbox', { name: 'Case Worker' }).click();
    await expect
      .element(dialog.getByText("At least one role must be checked when updating a user's roles."))
      .toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Enrollment Specialist' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('User successfully updated')).toBeVisible();
    expect(calls(api, 'POST', '/users/1187/roles')[0]?.body).toEqual({ roleIds: [14], version: 2 });
  });

  test('a user without the user claims sees the rows and no actions', async () => {
    signInWith(['SECURITY']);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

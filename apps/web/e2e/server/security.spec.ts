import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { errorToast, search, successToast, unique } from './ui.ts';

const STALE = 'This record was changed by another user. Reload it and try again.';

test('Users: create → in the grid → edit → a stale edit gets 409 → delete with confirmation', async ({
  page,
  context,
}) => {
  const userName = unique('e2eu');
  await signInAs(page, 'admin');
  await page.goto('#/maintenance/security/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByRole('textbox', { name: 'User Name' }).fill(userName);
  await add.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await add.getByRole('textbox', { name: 'Last Name' }).fill('Lovelace');
  await add.getByRole('textbox', { name: 'Email' }).fill(`${userName}@example.org`);
  await add.getByRole('group', { name: 'Organizations' }).getByRole('checkbox', { name: 'Partner4Work' }).check();
  const roles = add.getByRole('group', { name: 'Roles' });
  await roles.getByRole('checkbox', { name: 'Case Worker' }).check();
  await roles.getByRole('checkbox', { name: 'Case Worker' }).uncheck();
  await expect(add.getByText("At least one role must be checked when updating a user's roles.")).toBeVisible();
  await expect(add.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await roles.getByRole('checkbox', { name: 'Case Worker' }).check();
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'User successfully created')).toBeVisible();
  await expect(add).toBeHidden();
  // The new user's one-time activation link is shown once, to hand over (issue 26).
  const link = page.getByRole('dialog', { name: 'Activation Link' });
  await expect(link.getByRole('textbox', { name: 'Link' })).toHaveValue(/#\/user-activation\?code=/);
  await link.getByRole('button', { name: 'Done' }).click();
  await expect(link).toBeHidden();

  await search(page, userName);
  await expect(page.getByRole('cell', { name: userName, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${userName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByRole('textbox', { name: 'First Name' }).fill('Augusta');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'User successfully updated')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Augusta', exact: true })).toBeVisible();

  // Open the edit here, change the user in another tab, then save the stale copy.
  await page.getByRole('button', { name: `Edit ${userName}` }).click();
  const stale = page.getByRole('dialog', { name: 'Edit User' });
  await stale.getByRole('textbox', { name: 'Last Name' }).fill('King');
  const other = await context.newPage();
  await other.goto('#/maintenance/security/users');
  await search(other, userName);
  await other.getByRole('button', { name: `Edit ${userName}` }).click();
  const otherEdit = other.getByRole('dialog', { name: 'Edit User' });
  await otherEdit.getByRole('textbox', { name: 'First Name' }).fill('Ada');
  await otherEdit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(other, 'User successfully updated')).toBeVisible();
  await other.close();
  await stale.getByRole('button', { name: 'Submit' }).click();
  await expect(errorToast(page, STALE)).toBeVisible();
  await expect(stale.getByRole('textbox', { name: 'Last Name' })).toHaveValue('King');
  await stale.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  // As the message says: reload, so the grid holds the current version again.
  await page.reload();

  await search(page, userName);
  await page.getByRole('button', { name: `Delete ${userName}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(confirm.getByText('Are you sure you want to remove this user?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(successToast(page, 'User successfully removed')).toBeVisible();
  await expect(page.getByText('No records to display')).toBeVisible();
});

test('Roles: create → in the grid → permissions → a stale edit gets 409 → delete with confirmation', async ({
  page,
  context,
}) => {
  const name = unique('E2E Role ');
  await signInAs(page, 'admin');
  await page.goto('#/maintenance/security/roles');
  await page.getByRole('button', { name: 'Add Role' }).click();
  const add = page.getByRole('dialog', { name: 'Add Role' });
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await add.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end test.');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Role successfully created')).toBeVisible();

  await search(page, name);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  // A permission makes the role unremovable until it is taken away again.
  await page.getByRole('button', { name: `Permissions ${name}` }).click();
  const permissions = page.getByRole('dialog', { name: `Permissions of ${name}` });
  await permissions.getByRole('checkbox', { name: 'LOGIN', exact: true }).check();
  await permissions.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Role successfully updated')).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(errorToast(page, 'This role still has permissions...')).toBeVisible();
  await page.getByRole('button', { name: `Permissions ${name}` }).click();
  const again = page.getByRole('dialog', { name: `Permissions of ${name}` });
  await again.getByRole('checkbox', { name: 'LOGIN', exact: true }).uncheck();
  await again.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Role successfully updated').last()).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const stale = page.getByRole('dialog', { name: 'Edit Role' });
  await stale.getByRole('textbox', { name: 'Description' }).fill('Stale copy.');
  const other = await context.newPage();
  await other.goto('#/maintenance/security/roles');
  await search(other, name);
  await other.getByRole('button', { name: `Edit ${name}` }).click();
  const otherEdit = other.getByRole('dialog', { name: 'Edit Role' });
  await otherEdit.getByRole('textbox', { name: 'Description' }).fill('Changed in another tab.');
  await otherEdit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(other, 'Role successfully updated')).toBeVisible();
  await other.close();
  await stale.getByRole('button', { name: 'Submit' }).click();
  await expect(errorToast(page, STALE)).toBeVisible();
  await expect(stale.getByRole('textbox', { name: 'Description' })).toHaveValue('Stale copy.');
  await stale.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  // As the message says: reload, so the grid holds the current version again.
  await page.reload();

  await search(page, name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(confirm.getByText('Are you sure you want to remove this role?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(successToast(page, 'Role successfully removed')).toBeVisible();
});

test('viewer sees no Security menu and no actions on the Users route', async ({ page }) => {
  await signInAs(page, 'viewer');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('button', { name: 'Maintenance', exact: true })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Security', exact: true })).toHaveCount(0);
  await page.goto('#/maintenance/security/users');
  await expect(page.getByRole('button', { name: 'Add User' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});

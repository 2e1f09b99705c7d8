import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { filledRoles } from './roleFixtures.ts';
import { RolesScreen } from './RolesScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({ ...filledRoles, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<RolesScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Payroll Manager' })).toBeVisible();
  return api;
}

beforeEach(() => signInWith(['SECURITY']));
afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('RolesScreen', () => {
  test('adds a role: the wire body and the success toast', async () => {
    const api = await setup({ 'POST /roles': { status: 201, body: { id: 9 } } });
    await page.getByRole('button', { name: 'Add Role' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Role' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Intake Clerk');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Role successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/roles')?.body).toEqual({
      name: 'Intake Clerk',
      description: null,
      scope: 'ORGANIZATION',
    });
  });

  test("saves a role's permissions as one set with the role's version", async () => {
    const api = await setup({ 'PUT /roles/5/permissions': { body: [] } });
    await page.getByRole('button', { name: 'Permissions Payroll Manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Permissions of Payroll Manager' });
    await expect.element(dialog.getByRole('checkbox', { name: 'PAYROLL_PROCESSING' })).toBeChecked();
    await expect.element(dialog.getByRole('checkbox', { name: 'REPORTS' })).not.toBeChecked();
    await dialog.getByRole('checkbox', { name: 'PAYROLL', exact: true }).click();
    await dialog.getByRole('checkbox', { name: 'REPORTS' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Role successfully updated')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({ version: 4, ids: [41, 57] });
  });

  test('a refused removal shows the server message as it is sent', async () => {
    await setup({ 'DELETE /roles/5': { status: 409, body: { message: 'This role still has permissions...' } } });
    await page.getByRole('button', { name: 'Delete Payroll Manager' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this role?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(errorToast('This role still has permissions...')).toBeVisible();
  });

  test('the last assigned role of a user is refused with its message', async () => {
    await setup({
      'DELETE /roles/6': { status: 409, body: { message: 'This is the last assigned role for the user...' } },
    });
    await page.getByRole('button', { name: 'Delete Case Worker' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
    await expect.element(errorToast('This is the last assigned role for the user...')).toBeVisible();
  });

  test("lists a role's users", async () => {
    await setup();
    await page.getByRole('button', { name: 'Users Payroll Manager' }).click();
    const dialog = page.getByRole('dialog', { name: 'Users of Payroll Manager' });
    await expect.element(dialog.getByRole('cell', { name: 'kwashington' })).toBeVisible();
    await expect.element(dialog.getByRole('cell', { name: 'Keisha Washington' })).toBeVisible();
  });

  test('a user without SECURITY sees the rows and no actions', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Role' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { organizations, programs } from './programFixtures.ts';
import { ProgramsScreen } from './ProgramsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /programs/search': { body: { items: programs, total: programs.length } },
    'GET /organizations': { body: organizations },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<ProgramsScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Programs' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

beforeEach(() => {
  signInWith(['PROGRAMS']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('ProgramsScreen', () => {
  test('filters by start date, sent as yyyy-mm-dd', async () => {
    const api = await setup();
    await expect.element(page.getByRole('cell', { name: '06/29/2026' })).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Start Date' }), '06/29/2026');
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/programs/search').at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'startDate', operator: 'eq', value: '2026-06-29' }] });
  });

  test('edits a program: dates go back as yyyy-mm-dd with the version read', async () => {
    const api = await setup({ 'PUT /programs/7': { body: { ...programs[0], version: 6 } } });
    await page.getByRole('button', { name: 'Edit Summer Youth Employment Program' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Program' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('SYEP26');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Program successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: 'Summer Youth Employment Program',
      code: 'SYEP26',
      description: 'Six-week paid summer work experience for Pittsburgh youth aged 14 to 21.',
      organizationId: 3,
      startDate: '2026-06-29',
      endDate: '2026-08-28',
      isActive: true,
      version: 5,
    });
  });

  test('a code over 20 characters keeps Submit disabled', async () => {
    await setup();
    await page.getByRole('button', { name: 'Edit Year-Round Youth Program' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Program' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('x'.repeat(21));
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('a duplicate code shows the server message and keeps what was typed', async () => {
    const message = 'A program with the code SYEP already exists in this organization.';
    await setup({ 'PUT /programs/8': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Edit Year-Round Youth Program' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Program' });
    const code = dialog.getByRole('textbox', { name: 'Code' });
    await code.fill('SYEP');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    await expect.element(code).toHaveValue('SYEP');
  });

  test('removes a program after the confirmation, sending the version it read', async () => {
    const api = await setup({ 'DELETE /programs/9': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Hill District Learn & Earn' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this program?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Program successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/programs/9?version=2');
  });

  test('without PROGRAMS there are no actions', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Program' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

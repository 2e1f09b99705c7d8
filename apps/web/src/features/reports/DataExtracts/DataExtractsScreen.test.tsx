import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { businessViewPage, dataExtracts } from './dataExtractFixtures.ts';
import { DataExtractsScreen } from './DataExtractsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /data-extracts/search': { body: { items: dataExtracts, total: dataExtracts.length } },
    'POST /business-views/search': { body: businessViewPage },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<DataExtractsScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Assigned participants' })).toBeVisible();
  return api;
}

beforeEach(() => {
  signInWith(['REPORTS', 'REPORT_DEFINITIONS', 'BUSINESS_VIEW_MAINTENANCE']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('DataExtractsScreen', () => {
  test('lists each extract with its entity, columns, filters and format', async () => {
    await setup();
    await expect.element(page.getByRole('cell', { name: 'lastName, firstName, status' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'status eq Assigned' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'CSV', exact: true })).toBeVisible();
  });

  test('adds an extract: entity, columns in the entity’s order, filters and the format', async () => {
    const api = await setup({ 'POST /data-extracts': { status: 201, body: { ...dataExtracts[0], id: 30 } } });
    await page.getByRole('button', { name: 'Add Data Extract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Data Extract' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Birthdays');
    await dialog.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Participants' }).click();
    await dialog.getByRole('checkbox', { name: 'Birth date' }).click();
    await dialog.getByRole('checkbox', { name: 'Last name' }).click();
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await dialog.getByRole('combobox', { name: 'Filter 1 column' }).click();
    await page.getByRole('option', { name: 'Status' }).click();
    await dialog.getByRole('textbox', { name: 'Filter 1 value' }).fill('Enrolled');
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await dialog.getByRole('combobox', { name: 'Filter 2 column' }).click();
    await page.getByRole('option', { name: 'Birth date' }).click();
    await dialog.getByRole('combobox', { name: 'Filter 2 operator' }).click();
    await page.getByRole('option', { name: 'before', exact: true }).click();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Filter 2 value' }), '01012010{Tab}{Tab}');
    await dialog.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'CSV' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Data extract successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/data-extracts')?.body).toEqual({
      name: 'Birthdays',
      description: null,
      businessViewId: 21,
      columns: ['lastName', 'birthDate'],
      filters: [
        { field: 'status', operator: 'eq', value: 'Enrolled' },
        { field: 'birthDate', operator: 'lt', value: '2010-01-01' },
      ],
      format: 'CSV',
    });
  });

  test('edits the saved filters in the same rows as Business Views: one changed, one removed', async () => {
    const api = await setup({ 'PUT /data-extracts/9': { body: dataExtracts[0] } });
    await page.getByRole('button', { name: 'Edit Assigned participants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Data Extract' });
    await expect.element(dialog.getByRole('textbox', { name: 'Filter 1 value' })).toHaveValue('Assigned');
    await dialog.getByRole('combobox', { name: 'Filter 1 operator' }).click();
    await page.getByRole('option', { name: 'does not equal' }).click();
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await dialog.getByRole('button', { name: 'Remove Filter 2' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Data extract successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      filters: [{ field: 'status', operator: 'ne', value: 'Assigned' }],
      version: 2,
    });
  });

  test('an extract needs at least one column', async () => {
    await setup();
    await page.getByRole('button', { name: 'Edit Participants - all' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Data Extract' });
    await dialog.getByRole('checkbox', { name: 'Last name' }).click();
    await dialog.getByRole('checkbox', { name: 'First name' }).click();
    await expect.element(dialog.getByText('Choose at least one column.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('with REPORTS alone (the payroll officer) extracts are listed and downloaded, not added, edited or deleted', async () => {
    signInWith(['REPORTS', 'PAYROLL REPORTS']);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Download Assigned participants' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add Data Extract' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Edit Assigned participants' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Delete Assigned participants' })).not.toBeInTheDocument();
  });

  test('Download asks the server for the extract’s file', async () => {
    const api = await setup({ 'POST /data-extracts/9/run': { body: { rows: 'ok' } } });
    await page.getByRole('button', { name: 'Download Assigned participants' }).click();
    await expect.poll(() => api.calls.some((call) => call.path === '/data-extracts/9/run')).toBe(true);
  });

  test('a download the server refuses says why in the error toast', async () => {
    await setup({
      'POST /data-extracts/9/run': {
        status: 409,
        body: { message: 'The extract names a column its view no longer has.' },
      },
    });
    await page.getByRole('button', { name: 'Download Assigned participants' }).click();
    await expect.element(errorToast('The extract names a column its view no longer has.')).toBeVisible();
  });

  test('removes an extract after the confirmation, with its version', async () => {
    const api = await setup({ 'DELETE /data-extracts/10': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Participants - all' }).click();
    await page.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Data extract successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/data-extracts/10?version=0');
  });
});

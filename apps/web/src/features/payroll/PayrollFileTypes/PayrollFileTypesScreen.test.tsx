import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { cardProviderOptions, payrollFileTypes } from './payrollFileTypeFixtures.ts';
import { PayrollFileTypesScreen } from './PayrollFileTypesScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /payroll/file-types/search': { body: { items: payrollFileTypes, total: payrollFileTypes.length } },
    'GET /card-providers/options': { body: cardProviderOptions },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<PayrollFileTypesScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Payroll File Types' })).toHaveAttribute('aria-rowcount', '3');
  return api;
}

beforeEach(() => {
  signInWith(['MAINTAIN_PAYROLL_FILE_TYPES']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('PayrollFileTypesScreen', () => {
  test('shows direction, provider and status of each file type', async () => {
    await setup();
    await expect.element(page.getByRole('cell', { name: 'FSV3171_{yyyyMMdd}_{seq}.csv' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Inbound' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Inactive' })).toBeVisible();
  });

  test('adds a file type: the wire body and the success toast', async () => {
    const api = await setup({ 'POST /payroll/file-types': { status: 201, body: { ...payrollFileTypes[0], id: 9 } } });
    await page.getByRole('button', { name: 'Add Payroll File Type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Payroll File Type' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('KPC-1');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Keystone Load File');
    await dialog.getByRole('combobox', { name: 'Direction' }).click();
    await page.getByRole('option', { name: 'Outbound' }).click();
    await dialog.getByRole('combobox', { name: 'Card Provider' }).click();
    await page.getByRole('option', { name: 'Keystone Prepaid Cards' }).click();
    await dialog.getByRole('textbox', { name: 'File Name Pattern' }).fill('KPC_{yyyyMMdd}.txt');
    // A bank's file: direct deposits, written as NACHA (ADR 182).
    await dialog.getByRole('combobox', { name: 'Pays' }).click();
    await page.getByRole('option', { name: 'Direct deposit' }).click();
    await dialog.getByRole('combobox', { name: 'Format' }).click();
    await page.getByRole('option', { name: 'NACHA (ACH PPD)' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Payroll file type successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/payroll/file-types')?.body).toEqual({
      code: 'KPC-1',
      name: 'Keystone Load File',
      direction: 'Outbound',
      cardProviderId: 2,
      fileNamePattern: 'KPC_{yyyyMMdd}.txt',
      description: null,
      isActive: true,
      paymentMethod: 'Deposit',
      format: 'NACHA',
    });
  });

  test('edits a file type with the version it read', async () => {
    const api = await setup({ 'PUT /payroll/file-types/1': { body: { ...payrollFileTypes[0], version: 3 } } });
    await page.getByRole('button', { name: 'Edit FSV Outbound Funding File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Payroll File Type' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('FSV Funding File');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Payroll file type successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      code: '3171',
      name: 'FSV Funding File',
      direction: 'Outbound',
      cardProviderId: 1,
      version: 2,
    });
  });

  test('a lower-case code is refused in the form', async () => {
    await setup();
    await page.getByRole('button', { name: 'Edit FSV Outbound Funding File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Payroll File Type' });
    await dialog.getByRole('textbox', { name: 'Code' }).fill('abc');
    await expect.element(dialog.getByText('Use capital letters, digits and dashes only')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('without MAINTAIN_PAYROLL_FILE_TYPES there are no actions', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Payroll File Type' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

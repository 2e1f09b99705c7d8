import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { reportDefinitions } from './reportDefinitionFixtures.ts';
import { ReportDefinitionsScreen } from './ReportDefinitionsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /report-definitions/search': { body: { items: reportDefinitions, total: reportDefinitions.length } },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<ReportDefinitionsScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Applications by Week and State' })).toBeVisible();
  return api;
}

beforeEach(() => {
  signInWith(['REPORT_DEFINITIONS']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('ReportDefinitionsScreen', () => {
  test('lists each definition with its category, the claim that sees it, its parameters and formats', async () => {
    await setup();
    await expect.element(page.getByRole('cell', { name: 'PAYROLL REPORTS' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Start date*, End date*, Organization' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Excel, CSV', exact: true })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Inactive' })).toBeVisible();
  });

  test('adds a definition: category, parameters and formats go on the wire as the contract has them', async () => {
    const api = await setup({
      'POST /report-definitions': { status: 201, body: { ...reportDefinitions[1], id: 20 } },
    });
    await page.getByRole('button', { name: 'Add Report Definition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Report Definition' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Weekly Hours');
    await dialog.getByRole('combobox', { name: 'Category (claim that sees it)' }).click();
    await page.getByRole('option', { name: 'Payroll (PAYROLL REPORTS)' }).click();
    await dialog.getByRole('textbox', { name: 'Report Path' }).fill('/Pathway/Payroll/HoursAndPay');
    await dialog.getByRole('combobox', { name: 'Dates' }).click();
    await page.getByRole('option', { name: 'Required start and end dates' }).click();
    await dialog.getByRole('checkbox', { name: 'Program parameter' }).click();
    await dialog.getByRole('checkbox', { name: 'PDF' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Report definition successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/report-definitions')?.body).toEqual({
      name: 'Weekly Hours',
      description: null,
      category: 'Payroll',
      reportPath: '/Pathway/Payroll/HoursAndPay',
      formats: ['Excel', 'CSV', 'PDF'],
      parameterDefinitions: [
        { name: 'startDate', label: 'Start date', fieldType: 'date', isRequired: true, lookupName: null },
        { name: 'endDate', label: 'End date', fieldType: 'date', isRequired: true, lookupName: null },
        {
          name: 'organizationId',
          label: 'Organization',
          fieldType: 'buttons',
          isRequired: false,
          lookupName: 'organizations',
        },
      ],
      isActive: true,
    });
  });

  test('edits a definition with the version it read; the server refuses an unknown report path', async () => {
    const message = 'There is no report at this path (/Pathway/Management/EnrollmentFunnel).';
    const api = await setup({ 'PUT /report-definitions/4': { status: 422, body: { reportPath: message } } });
    await page.getByRole('button', { name: 'Edit Hours and Pay by Period, Worksite and Contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Report Definition' });
    await expect.element(dialog.getByRole('checkbox', { name: 'Organization parameter' })).toBeChecked();
    await expect.element(dialog.getByRole('checkbox', { name: 'Program parameter' })).not.toBeChecked();
    await dialog.getByRole('textbox', { name: 'Report Path' }).fill('/Pathway/Nowhere');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => api.calls.filter((call) => call.method === 'PUT').length).toBe(1);
    await expect.element(dialog.getByText(message)).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Report Path' })).toHaveAttribute('aria-invalid', 'true');
    await expect.element(errorToast(message)).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      reportPath: '/Pathway/Nowhere',
      version: 3,
    });
  });

  test('a definition with no format cannot be saved', async () => {
    await setup();
    await page.getByRole('button', { name: 'Edit Clearance and Work-Permit Expiries' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Report Definition' });
    await dialog.getByRole('checkbox', { name: 'PDF' }).click();
    await expect.element(dialog.getByText('Choose at least one format.')).toBeVisible();
  });

  test('removes a definition after the confirmation, with its version', async () => {
    const api = await setup({ 'DELETE /report-definitions/6': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Clearance and Work-Permit Expiries' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this report definition?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Report definition successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/report-definitions/6?version=1');
  });

  test('a failed search says so', async () => {
    restore = stubApi({
      'POST /report-definitions/search': { status: 503, body: { message: 'Definitions are unavailable.' } },
    }).restore;
    await render(<KitHarness screen={<ReportDefinitionsScreen />} />);
    await expect.element(errorToast('Definitions are unavailable.')).toBeVisible();
  });
});

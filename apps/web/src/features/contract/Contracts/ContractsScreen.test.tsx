import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { documents, documentTypes } from '../../../shared/Documents/documentFixtures.ts';
import { contractHandlers, contracts } from './contractFixtures.ts';
import { ContractsScreen } from './ContractsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(claims: Claim[] = ['CONTRACT'], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...contractHandlers, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<ContractsScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'SYEP-2026-014' })).toBeVisible();
  return api;
}

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

const draft = contracts[1];

describe('ContractsScreen', () => {
  test('lists contracts with their status and offers only the moves of each state', async () => {
    await setup();
    await expect.element(page.getByRole('heading', { name: 'Contracts' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Activate SYEP-2027-003' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Close SYEP-2027-003' }).query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Close SYEP-2026-014' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Activate SYEP-2026-014' }).query()).toBeNull();
    // Only a Draft is removed; a Closed contract is no longer edited.
    await expect.element(page.getByRole('button', { name: 'Delete SYEP-2027-003' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Delete SYEP-2026-014' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Edit SYEP-2025-009' }).query()).toBeNull();
  });

  test('activates a Draft after the confirmation, with the version read', async () => {
    const api = await setup(['CONTRACT'], {
      'POST /contracts/342/activate': { body: { ...draft, status: 'Active', version: 1 } },
    });
    await page.getByRole('button', { name: 'Activate SYEP-2027-003' }).click();
    await expect.element(page.getByText('Are you sure you want to activate this contract?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Contract successfully activated')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/contracts/342/activate')?.body).toEqual({ version: 0 });
  });

  test('shows the server’s refusal of an illegal move', async () => {
    await setup(['CONTRACT'], {
      'POST /contracts/311/close': {
        status: 409,
        body: { message: 'This contract still has timesheets that are not payrolled.' },
      },
    });
    await page.getByRole('button', { name: 'Close SYEP-2026-014' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect
      .element(page.getByText('This contract still has timesheets that are not payrolled.').first())
      .toBeVisible();
  });

  test('adds a contract: the start/end rule with the spec message and the wire body', async () => {
    const api = await setup(['CONTRACT'], { 'POST /contracts': { status: 201, body: { ...draft, id: 400 } } });
    await page.getByRole('button', { name: 'Add Contract' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Contract' });
    await dialog.getByRole('textbox', { name: 'Contract Code' }).fill('SYEP-2027-010');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Summer Youth Employment - Homewood');
    await dialog.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Three Rivers Youth Works' }).click();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '08312027{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '06012027{Enter}');
    await expect.element(dialog.getByText('Start Date must be less then End Date')).toBeVisible();
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Start Date' }), '');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '06012027{Enter}');
    await userEvent.fill(dialog.getByRole('textbox', { name: 'End Date' }), '');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '08312027{Enter}');
    await dialog.getByRole('combobox', { name: 'Contract Type' }).click();
    await page.getByRole('option', { name: 'Summer Youth Employment' }).click();
    await dialog.getByRole('combobox', { name: 'Funding Source' }).click();
    await page.getByRole('option', { name: 'WIOA Youth' }).click();
    await dialog.getByRole('combobox', { name: 'Payroll Frequency' }).click();
    await page.getByRole('option', { name: 'Biweekly' }).click();
    await dialog.getByRole('textbox', { name: 'Default Hourly Rate (USD)' }).fill('13.50');
    await dialog.getByRole('textbox', { name: 'Max Hours per Participant' }).fill('140');
    await dialog.getByRole('textbox', { name: 'Max Incentive Amount (USD)' }).fill('300');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Contract successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/contracts')?.body).toEqual({
      contractCode: 'SYEP-2027-010',
      name: 'Summer Youth Employment - Homewood',
      organizationId: 3,
      startDate: '2027-06-01',
      endDate: '2027-08-31',
      contractTypeId: 61,
      fundingSourceId: 71,
      payrollFrequencyId: 81,
      budgetAmount: null,
      defaultHourlyRate: 13.5,
      maxHoursPerStudent: 140,
      maxIncentiveAmount: 300,
    });
  });

  test('copies a contract into a new code and period', async () => {
    const api = await setup(['CONTRACT'], {
      'POST /contracts/311/copy': { status: 201, body: { ...draft, id: 401, contractCode: 'SYEP-2027-011' } },
    });
    await page.getByRole('button', { name: 'Copy SYEP-2026-014' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy SYEP-2026-014' });
    await dialog.getByRole('checkbox', { name: 'Copy Jobs' }).click();
    await expect.element(dialog.getByRole('checkbox', { name: 'Copy Jobs' })).toBeChecked();
    // The dates first: Enter commits a date, and the form is not yet valid to be submitted by it.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '06072027{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '08272027{Enter}');
    await dialog.getByRole('textbox', { name: 'Contract Code' }).fill('SYEP-2027-011');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Contract successfully copied')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/contracts/311/copy')?.body).toEqual({
      contractCode: 'SYEP-2027-011',
      name: 'Summer Youth Employment - Hill District',
      startDate: '2027-06-07',
      endDate: '2027-08-27',
      copyWorksiteLinks: true,
      copyJobs: true,
      copyCardDelivery: true,
    });
  });

  test('saves a first card delivery setup with version 0; a location is needed unless mailed', async () => {
    const api = await setup(['CONTRACT'], {
      'PUT /contracts/342/card-delivery': { body: { id: 60, contractId: 342, version: 0 } },
    });
    await page.getByRole('button', { name: 'Card Delivery SYEP-2027-003' }).click();
    const dialog = page.getByRole('dialog', { name: 'Card Delivery — SYEP-2027-003' });
    await dialog.getByRole('combobox', { name: 'Card Provider' }).click();
    await page.getByRole('option', { name: 'FSV Payment Systems' }).click();
    await dialog.getByRole('combobox', { name: 'Delivery Method' }).click();
    await page.getByRole('option', { name: 'Pickup at Worksite' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByRole('combobox', { name: 'Delivery Location' }).click();
    await page.getByRole('option', { name: 'East Liberty CareerLink' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Card delivery setup successfully saved')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      cardProviderId: 2,
      deliveryMethod: 'Pickup at Worksite',
      deliveryLocationId: 8,
      attentionTo: null,
      firstPayDate: null,
      version: 0,
    });
  });

  test('a user without CONTRACT only lists, and reads a contract’s documents', async () => {
    await setup([], {
      'GET /documents/contracts/311': { body: documents },
      'GET /lookups/document-types': { body: documentTypes },
    });
    expect(page.getByRole('button', { name: 'Add Contract' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Edit SYEP-2026-014' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Copy SYEP-2026-014' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Close SYEP-2026-014' }).query()).toBeNull();
    await page.getByRole('button', { name: 'Documents SYEP-2026-014' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documents' });
    await expect.element(dialog.getByRole('cell', { name: 'whitfield-w4-2026.pdf' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Upload' }).query()).toBeNull();
  });
});

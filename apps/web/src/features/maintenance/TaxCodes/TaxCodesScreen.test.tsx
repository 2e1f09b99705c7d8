import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { taxCodes } from './taxCodeFixtures.ts';
import { TaxCodesScreen } from './TaxCodesScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /tax-codes/search': { body: { items: taxCodes, total: taxCodes.length } },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<TaxCodesScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Tax Codes' })).toHaveAttribute('aria-rowcount', '3');
  return api;
}

beforeEach(() => {
  signInWith(['MAINTAIN_TAXCODES']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('TaxCodesScreen', () => {
  test('shows dates as mm/dd/yyyy and sends a date filter as yyyy-mm-dd', async () => {
    const api = await setup();
    await expect.element(page.getByRole('cell', { name: '12/31/2026' })).toBeVisible();
    await userEvent.type(page.getByRole('textbox', { name: 'Effective Date' }), '01/01/2026');
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/tax-codes/search').at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'effectiveDate', operator: 'eq', value: '2026-01-01' }] });
  });

  test('edits a tax code: dates go back as yyyy-mm-dd with the version read', async () => {
    const api = await setup({ 'PUT /tax-codes/12': { body: { ...taxCodes[1], ratePercent: 3.1, version: 5 } } });
    await page.getByRole('button', { name: 'Edit Pittsburgh Earned Income Tax' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tax Code' });
    await dialog.getByRole('textbox', { name: 'Rate %' }).fill('3.1');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Tax code successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      code: 'PIT-EIT',
      name: 'Pittsburgh Earned Income Tax',
      taxType: 'Local Earned Income',
      psdCode: '700102',
      ratePercent: 3.1,
      effectiveDate: '2026-01-01',
      endDate: '2026-12-31',
      isActive: true,
      version: 4,
    });
  });

  test('a rate above 100 is refused in the form', async () => {
    await setup();
    await page.getByRole('button', { name: 'Edit Federal Income Tax' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Tax Code' });
    await dialog.getByRole('textbox', { name: 'Rate %' }).fill('101');
    await expect.element(dialog.getByText('Max: 100')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('an end date before the effective date gets the start/end message', async () => {
    await setup();
    await page.getByRole('button', { name: 'Add Tax Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tax Code' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Effective Date' }), '01012026');
    // A typed date is committed on Enter or when the field (box and picker) is left.
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '12312025{Enter}');
    await expect.element(dialog.getByText('Start Date must be less then End Date')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('without MAINTAIN_TAXCODES there are no actions', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Tax Code' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { checkPaymentPage, checkPayments } from './checkPaymentFixtures.ts';
import { outboundFiles, rows } from './reconciliationFixtures.ts';
import { PayrollReconciliationScreen } from './PayrollReconciliationScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /payroll/reconciliation/search': { body: { items: rows, total: rows.length } },
    'POST /payroll/card-provider-files/search': { body: { items: outboundFiles, total: outboundFiles.length } },
    'POST /payroll/check-payments/search': { body: checkPaymentPage(checkPayments) },
    'POST /payroll/exceptions/search': { body: { items: [], total: 0 } },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<PayrollReconciliationScreen />} />);
  await expect
    .element(page.getByRole('table', { name: 'Payroll Reconciliation' }))
    .toHaveAttribute('aria-rowcount', '4');
  return api;
}

const lastSearch = (api: Awaited<ReturnType<typeof setup>>) =>
  api.calls.filter((call) => call.path === '/payroll/reconciliation/search').at(-1)?.body;

beforeEach(() => {
  signInWith(['PAYROLL_PROCESSING', 'FSV_FILES']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('PayrollReconciliationScreen', () => {
  test('lists each mismatch with the participant, what was approved and what was paid, in dollars', async () => {
    await setup();
    const short = page.getByRole('row').filter({ hasText: "O'Neil, Marcus" });
    await expect.element(short.getByRole('cell', { name: '$356.25' })).toBeVisible();
    await expect.element(short.getByRole('cell', { name: '$331.25' })).toBeVisible();
    await expect.element(short.getByRole('cell', { name: '-$25.00' })).toBeVisible();
    await expect.element(short.getByRole('cell', { name: 'Mismatch' })).toBeVisible();
    const unpaid = page.getByRole('row').filter({ hasText: 'Nguyen, Linh' });
    await expect.element(unpaid.getByRole('cell', { name: '96' })).toBeVisible();
    await expect.element(unpaid.getByRole('cell', { name: 'Unpaid' })).toBeVisible();
    await expect.element(unpaid.getByRole('cell', { name: '-$1,200.10' })).toBeVisible();
    const paid = page.getByRole('row').filter({ hasText: 'Carter, Jasmine' });
    await expect.element(paid.getByRole('cell', { name: 'Matched' })).toBeVisible();
  });

  test('names the file that carried each payment, never its database id', async () => {
    await setup();
    const row = page.getByRole('row').filter({ hasText: 'Carter, Jasmine' });
    await expect.element(row.getByRole('cell', { name: 'FSV3171_20260715_001.csv' })).toBeVisible();
    await expect.element(row.getByRole('cell', { name: '412', exact: true })).not.toBeInTheDocument();
  });

  test('narrows to one card-provider file and to mismatches on the server', async () => {
    const api = await setup();
    await page.getByRole('combobox', { name: 'Card Provider File' }).click();
    await page.getByRole('option', { name: 'FSV3171_20260715_001.csv (Failed, $1,981.35)' }).click();
    await expect
      .poll(() => lastSearch(api))
      .toMatchObject({ filters: [{ field: 'cardProviderFileId', operator: 'eq', value: 412 }] });
    await page.getByRole('checkbox', { name: 'Mismatches only' }).click();
    await expect
      .poll(() => lastSearch(api))
      .toMatchObject({
        filters: [
          { field: 'cardProviderFileId', operator: 'eq', value: 412 },
          { field: 'isMismatch', operator: 'eq', value: true },
        ],
      });
  });
});

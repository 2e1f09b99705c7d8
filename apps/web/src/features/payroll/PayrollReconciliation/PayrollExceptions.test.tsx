import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { checkPaymentPage, checkPayments } from './checkPaymentFixtures.ts';
import { exceptionPage, openExceptions, shortException } from './exceptionFixtures.ts';
import { outboundFiles, rows } from './reconciliationFixtures.ts';
import { PayrollReconciliationScreen } from './PayrollReconciliationScreen.tsx';

const STALE = 'This record was changed by another user. Reload it and try again.';
const SEARCH = '/payroll/exceptions/search';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /payroll/reconciliation/search': { body: { items: rows, total: rows.length } },
    'POST /payroll/card-provider-files/search': { body: { items: outboundFiles, total: outboundFiles.length } },
    'POST /payroll/check-payments/search': { body: checkPaymentPage(checkPayments) },
    'POST /payroll/exceptions/search': { body: exceptionPage(openExceptions) },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<PayrollReconciliationScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Payroll Exceptions' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

type Api = Awaited<ReturnType<typeof setup>>;
const searches = (api: Api) => api.calls.filter((call) => call.path === SEARCH).map((call) => call.body);
const resolves = (api: Api, id: number) =>
  api.calls.filter((call) => call.path === `/payroll/exceptions/${String(id)}/resolve`).map((call) => call.body);
const grid = () => page.getByRole('table', { name: 'Payroll Exceptions' });

beforeEach(() => {
  signInWith(['PAYROLL_PROCESSING', 'FSV_FILES']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('Payroll Reconciliation: exceptions', () => {
  test('lists the exceptions that ask someone to act, each with its file and line, kind, amounts, status and reasons', async () => {
    const api = await setup();
    expect(searches(api)[0]).toMatchObject({ filters: [{ field: 'open', operator: 'eq', value: true }] });
    const short = grid().getByRole('row').filter({ hasText: 'Carter, Jasmine' });
    await expect.element(short.getByRole('cell', { name: 'FSV3171_20260715_001.csv' })).toBeVisible();
    await expect.element(short.getByRole('cell', { name: '17', exact: true })).toBeVisible();
    await expect.element(short.getByRole('cell', { name: 'Short' })).toBeVisible();
    await expect.element(short.getByRole('cell', { name: '$364.25' })).toBeVisible();
    await expect.element(short.getByRole('cell', { name: '$339.25' })).toBeVisible();
    await expect.element(short.getByRole('cell', { name: '$25.00' })).toBeVisible();
    await expect.element(short.getByRole('cell', { name: 'Open' })).toBeVisible();
    const rejected = grid().getByRole('row').filter({ hasText: "O'Neil, Marcus" });
    await expect.element(rejected.getByRole('cell', { name: 'Card closed by cardholder' })).toBeVisible();
    await expect
      .element(rejected.getByRole('cell', { name: 'New card issued 07/17; re-paying in the next file.' }))
      .toBeVisible();
    const unknown = grid().getByRole('row').filter({ hasText: 'Unknown (P000099871)' });
    await expect.element(unknown.getByRole('cell', { name: '-$40.00' })).toBeVisible();
    // The reconciliation grid stays below.
    await expect.element(page.getByRole('table', { name: 'Payroll Reconciliation' })).toBeVisible();
  });

  test('the status filter narrows on the server: one status, or every status', async () => {
    const api = await setup();
    await page.getByRole('combobox', { name: 'Exception Status' }).click();
    await page.getByRole('option', { name: 'Closed', exact: true }).click();
    await expect
      .poll(() => searches(api).at(-1))
      .toMatchObject({ filters: [{ field: 'status', operator: 'eq', value: 'Closed' }] });
    await page.getByRole('combobox', { name: 'Exception Status' }).click();
    await page.getByRole('option', { name: 'Every status' }).click();
    await expect.poll(() => (searches(api).at(-1) as { filters?: unknown[] }).filters ?? []).toEqual([]);
  });

  test('Re-pay only on an Open exception with something owed; Close on Open or Repay Requested', async () => {
    await setup();
    await expect
      .element(grid().getByRole('button', { name: 'Re-pay in next file exception 31 of Carter, Jasmine' }))
      .toBeVisible();
    await expect.element(grid().getByRole('button', { name: 'Close exception 31 of Carter, Jasmine' })).toBeVisible();
    await expect
      .element(grid().getByRole('button', { name: "Re-pay in next file exception 32 of O'Neil, Marcus" }))
      .not.toBeInTheDocument();
    await expect.element(grid().getByRole('button', { name: "Close exception 32 of O'Neil, Marcus" })).toBeVisible();
    await expect
      .element(grid().getByRole('button', { name: 'Re-pay in next file exception 33 of P000099871' }))
      .not.toBeInTheDocument();
    await expect.element(grid().getByRole('button', { name: 'Close exception 33 of P000099871' })).toBeVisible();
  });

  test('without PAYROLL_PROCESSING the exceptions are listed without actions', async () => {
    signInWith(['FSV_FILES']);
    await setup();
    await expect.element(grid().getByRole('cell', { name: 'Carter, Jasmine' })).toBeVisible();
    await expect.element(grid().getByRole('button', { name: /^Close / })).not.toBeInTheDocument();
    await expect.element(grid().getByRole('button', { name: /^Re-pay / })).not.toBeInTheDocument();
  });

  test('re-pays with a required reason and the version read; a double click sends once; the list is read again', async () => {
    // The answer waits until both clicks are in, however slow the machine: the second finds the first on its way.
    let answer: (() => void) | undefined;
    const answered = new Promise<undefined>((done) => {
      answer = () => {
        done(undefined);
      };
    });
    const api = await setup({
      'POST /payroll/exceptions/31/resolve': async () => {
        await answered;
        return {
          body: {
            ...shortException,
            status: 'Repay Requested',
            resolution: 'Provider confirmed the load failed.',
            version: 1,
          },
        };
      },
    });
    await grid().getByRole('button', { name: 'Re-pay in next file exception 31 of Carter, Jasmine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-pay in Next File' });
    await expect
      .element(
        dialog.getByText(
          'Carter, Jasmine: FSV3171_20260715_001.csv line 17, Short; expected $364.25, paid $339.25, $25.00 owed.',
        ),
      )
      .toBeVisible();
    const repay = dialog.getByRole('button', { name: 'Re-pay' });
    await expect.element(repay).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('   ');
    await expect.element(repay).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Provider confirmed the load failed.');
    const before = searches(api).length;
    await userEvent.dblClick(repay);
    answer?.();
    await expect.element(successToast('Payroll exception set to be re-paid in the next file')).toBeVisible();
    expect(resolves(api, 31)).toEqual([{ action: 'Repay', reason: 'Provider confirmed the load failed.', version: 0 }]);
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => searches(api).length).toBeGreaterThan(before);
  });

  test('closing with a stale version is the error toast; the dialog closes and the list is read again', async () => {
    const api = await setup({ 'POST /payroll/exceptions/31/resolve': { status: 409, body: { message: STALE } } });
    await grid().getByRole('button', { name: 'Close exception 31 of Carter, Jasmine' }).click();
    const dialog = page.getByRole('dialog', { name: 'Close Exception' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Paid by manual check 4410 on 07/18.');
    const before = searches(api).length;
    await dialog.getByRole('button', { name: 'Close Exception' }).click();
    await expect.element(errorToast(STALE)).toBeVisible();
    expect(resolves(api, 31)).toEqual([{ action: 'Close', reason: 'Paid by manual check 4410 on 07/18.', version: 0 }]);
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.poll(() => searches(api).length).toBeGreaterThan(before);
  });
});

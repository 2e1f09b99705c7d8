import { toast } from '@pathway/design-system';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { checkPaymentPage, checkPayments } from './checkPaymentFixtures.ts';
import { ManualCheckRun } from './ManualCheckRun.tsx';
import { PayrollReconciliationScreen } from './PayrollReconciliationScreen.tsx';
import { outboundFiles, rows } from './reconciliationFixtures.ts';

const SEARCH = '/payroll/check-payments/search';
const APPROVED = { field: 'status', operator: 'eq', value: 'Approved for Payroll' };

let restore: (() => void) | undefined;

async function setup(
  claims: readonly Claim[],
  handlers: Record<string, Handler> = {},
  screen: ReactElement = <ManualCheckRun />,
) {
  signInWith(claims);
  const api = stubApi({ [`POST ${SEARCH}`]: { body: checkPaymentPage(checkPayments) }, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={screen} />);
  return api;
}

type Api = Awaited<ReturnType<typeof setup>>;
const searches = (api: Api) => api.calls.filter((call) => call.path === SEARCH).map((call) => call.body);
const grid = () => page.getByRole('table', { name: 'Check Payments' });

afterEach(() => {
  restore?.();
  vi.restoreAllMocks();
  toast.clear();
  signInWith(null);
});

describe('Payroll Reconciliation: Manual Check Run', () => {
  test('lists each check: participant, masked SSN, mailing address, period, process, reason, amount and status', async () => {
    await setup(['MANUAL_CHECK']);
    await expect.element(page.getByRole('heading', { name: 'Manual Check Run' })).toBeVisible();
    await expect.element(grid()).toHaveAttribute('aria-rowcount', '4');
    const manual = grid().getByRole('row').filter({ hasText: 'Washington, Deja' });
    await expect.element(manual.getByRole('cell', { name: '*****5512' })).toBeVisible();
    await expect
      .element(manual.getByRole('cell', { name: '1200 Centre Ave, Apt 4, Pittsburgh, PA 15219' }))
      .toBeVisible();
    await expect.element(manual.getByRole('cell', { name: '06/29/2026' })).toBeVisible();
    await expect.element(manual.getByRole('cell', { name: '07/12/2026' })).toBeVisible();
    await expect.element(manual.getByRole('cell', { name: '2207' })).toBeVisible();
    await expect.element(manual.getByRole('cell', { name: 'Manual check request' })).toBeVisible();
    await expect.element(manual.getByRole('cell', { name: '$312.50' })).toBeVisible();
    await expect.element(manual.getByRole('cell', { name: 'Approved for Payroll' })).toBeVisible();
    const paper = grid().getByRole('row').filter({ hasText: 'Ramirez, Luis' });
    await expect.element(paper.getByRole('cell', { name: 'Paper check' })).toBeVisible();
    await expect.element(paper.getByRole('cell', { name: '$270.00' })).toBeVisible();
    const byCheck = grid().getByRole('row').filter({ hasText: 'Okafor, Chinedu' });
    await expect.element(byCheck.getByRole('cell', { name: 'Paid by check' })).toBeVisible();
    await expect.element(byCheck.getByRole('cell', { name: '$1,206.25' })).toBeVisible();
  });

  test('searches Approved for Payroll first; a reason, every status and a sort on Amount go to the server', async () => {
    const api = await setup(['PAYROLL_PROCESSING']);
    await expect.element(grid()).toHaveAttribute('aria-rowcount', '4');
    expect(searches(api)[0]).toEqual({ page: 1, pageSize: 50, filters: [APPROVED] });

    await page.getByRole('combobox', { name: 'Check Reason' }).click();
    await page.getByRole('option', { name: 'Paper check' }).click();
    await expect
      .poll(() => searches(api).at(-1))
      .toEqual({
        page: 1,
        pageSize: 50,
        filters: [APPROVED, { field: 'reason', operator: 'eq', value: 'Paper check' }],
      });

    await page.getByRole('combobox', { name: 'Check Status' }).click();
    await page.getByRole('option', { name: 'Every status' }).click();
    await page.getByRole('button', { name: 'Amount' }).click();
    await expect
      .poll(() => searches(api).at(-1))
      .toEqual({
        page: 1,
        pageSize: 50,
        sort: [{ field: 'amount', direction: 'asc' }],
        filters: [{ field: 'reason', operator: 'eq', value: 'Paper check' }],
      });
  });

  test('Export To Excel asks the server for the run as searched, in the visible columns, and saves its file', async () => {
    const api = await setup(['MANUAL_CHECK'], { 'POST /export/search': { body: {} } });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:captured');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await expect.element(grid()).toHaveAttribute('aria-rowcount', '4');
    await page.getByRole('button', { name: 'Export To Excel' }).click();
    await expect.poll(() => saved).toEqual(['check-payments.xlsx']);
    expect(api.calls.find((call) => call.path === '/export/search')?.body).toEqual({
      search: SEARCH,
      request: { filters: [APPROVED] },
      columns: [
        { field: 'name', title: 'Participant', format: 'text' },
        { field: 'ssn', title: 'SSN', format: 'ssn' },
        { field: 'address', title: 'Mailing Address', format: 'text' },
        { field: 'periodStartDate', title: 'Period Start', format: 'date' },
        { field: 'periodEndDate', title: 'Period End', format: 'date' },
        { field: 'payrollProcessId', title: 'Process', format: 'number' },
        { field: 'reason', title: 'Reason', format: 'text' },
        { field: 'amount', title: 'Amount', format: 'currency' },
        { field: 'status', title: 'Status', format: 'text' },
      ],
      fileName: 'check-payments',
      sheetName: 'Manual Check Run',
    });
  });

  test('an empty run says so', async () => {
    await setup(['MANUAL_CHECK'], { [`POST ${SEARCH}`]: { body: checkPaymentPage([]) } });
    const section = page.getByRole('region', { name: 'Manual Check Run' });
    await expect.element(section.getByText('No records to display')).toBeVisible();
  });

  test('without PAYROLL_PROCESSING or MANUAL_CHECK the screen has no check run and never searches it', async () => {
    const api = await setup(
      ['FSV_FILES'],
      {
        'POST /payroll/reconciliation/search': { body: { items: rows, total: rows.length } },
        'POST /payroll/card-provider-files/search': { body: { items: outboundFiles, total: outboundFiles.length } },
        'POST /payroll/exceptions/search': { body: { items: [], total: 0 } },
      },
      <PayrollReconciliationScreen />,
    );
    await expect
      .element(page.getByRole('table', { name: 'Payroll Reconciliation' }))
      .toHaveAttribute('aria-rowcount', '4');
    await expect.element(page.getByRole('heading', { name: 'Manual Check Run' })).not.toBeInTheDocument();
    await expect.element(grid()).not.toBeInTheDocument();
    expect(searches(api)).toEqual([]);
  });
});

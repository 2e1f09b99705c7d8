import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import {
  funnel,
  funnelResult,
  hoursAndPay,
  hoursAndPayResult,
  organizations,
  programOptions,
  reportPage,
} from './reportFixtures.ts';
import { ReportsScreen } from './ReportsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /reports/search': { body: reportPage },
    'GET /organizations': { body: organizations },
    'GET /programs/options': { body: programOptions },
    [`POST /reports/${String(hoursAndPay.id)}/result`]: { body: hoursAndPayResult },
    [`POST /reports/${String(funnel.id)}/result`]: { body: funnelResult },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<ReportsScreen />} />);
  return api;
}

const runs = (api: Awaited<ReturnType<typeof setup>>, id: number) =>
  api.calls.filter((call) => call.path === `/reports/${String(id)}/result`).map((call) => call.body);

async function fillDate(label: string, text: string) {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(text);
  await userEvent.keyboard('{Tab}');
}

beforeEach(() => {
  signInWith(['REPORTS', 'PAYROLL REPORTS', 'MGT_REPORTS']);
});

afterEach(() => {
  restore?.();
  signInWith(null);
});

describe('ReportsScreen', () => {
  test('lists the reports the server offers under their categories', async () => {
    await setup();
    const list = page.getByRole('navigation', { name: 'Reports by category' });
    await expect.element(list.getByRole('heading', { name: 'Payroll' })).toBeVisible();
    await expect.element(list.getByRole('heading', { name: 'Management' })).toBeVisible();
    await expect.element(list.getByRole('button', { name: hoursAndPay.name })).toBeVisible();
    await expect.element(page.getByText('Choose a report.')).toBeVisible();
  });

  test('a required date left empty stops the run with its message', async () => {
    const api = await setup();
    await page.getByRole('button', { name: hoursAndPay.name }).click();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect.element(page.getByText('Start date is required.')).toBeVisible();
    expect(runs(api, hoursAndPay.id)).toEqual([]);
  });

  test('runs with the dates as yyyy-mm-dd and the organization chosen, and shows rows, totals and chart', async () => {
    const api = await setup();
    await page.getByRole('button', { name: hoursAndPay.name }).click();
    await fillDate('Start date', '07/01/2026');
    await fillDate('End date', '07/31/2026');
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: 'Hill District Consensus Group' }).click();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect
      .poll(() => runs(api, hoursAndPay.id).at(-1))
      .toEqual({
        format: 'Excel',
        parameterValues: [
          { name: 'startDate', value: '2026-07-01' },
          { name: 'endDate', value: '2026-07-31' },
          { name: 'organizationId', value: 5 },
        ],
      });
    await expect.element(page.getByRole('cell', { name: 'Frick Park Conservancy' })).toBeVisible();
    const totals = page.getByRole('table', { name: 'Totals' });
    await expect.element(totals.getByRole('cell', { name: '$5,267.75' })).toBeVisible();
    await expect.element(totals.getByRole('cell', { name: '492.50' })).toBeVisible();
    // The chart is drawn for the eye and read out as a table.
    const chartTable = page.getByRole('table', { name: `${hoursAndPayResult.title} (chart data)` });
    await expect.element(chartTable.getByRole('rowheader', { name: '07/06/2026' })).toBeInTheDocument();
    await expect.element(chartTable.getByRole('cell', { name: '3,120.5' })).toBeInTheDocument();
  });

  test('a changed parameter runs the report again with it', async () => {
    const api = await setup();
    await page.getByRole('button', { name: funnel.name }).click();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect.element(page.getByRole('table', { name: 'Totals' }).getByRole('cell', { name: '40' })).toBeVisible();
    await fillDate('Start date', '03/01/2026');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect
      .poll(() => runs(api, funnel.id))
      .toEqual([
        { format: 'Excel', parameterValues: [] },
        { format: 'Excel', parameterValues: [{ name: 'startDate', value: '2026-03-01' }] },
      ]);
    // Two states stacked per week: both series in the chart's table.
    const chartTable = page.getByRole('table', { name: `${funnelResult.title} (chart data)` });
    await expect.element(chartTable.getByRole('columnheader', { name: 'Assigned' })).toBeInTheDocument();
    await expect.element(chartTable.getByRole('columnheader', { name: 'Week' })).toBeInTheDocument();
  });

  test('Export To Excel asks the server for the same run as an Excel file', async () => {
    const api = await setup({ [`POST /reports/${String(funnel.id)}/run`]: { body: { ok: true } } });
    await page.getByRole('button', { name: funnel.name }).click();
    await fillDate('End date', '06/30/2026');
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect.element(page.getByRole('table', { name: 'Totals' })).toBeVisible();
    await page.getByRole('button', { name: 'Export To Excel' }).click();
    await expect
      .poll(() => api.calls.find((call) => call.path === `/reports/${String(funnel.id)}/run`)?.body)
      .toEqual({ format: 'Excel', parameterValues: [{ name: 'endDate', value: '2026-06-30' }] });
  });

  test('a run the server refuses shows its message', async () => {
    await setup({
      [`POST /reports/${String(funnel.id)}/result`]: {
        status: 422,
        body: { organizationId: 'You cannot report on this organization.' },
      },
    });
    await page.getByRole('button', { name: funnel.name }).click();
    await page.getByRole('button', { name: 'Run Report' }).click();
    await expect.element(page.getByText('You cannot report on this organization.').first()).toBeVisible();
  });

  test('says so when no report may be run', async () => {
    await setup({ 'POST /reports/search': { body: { items: [], total: 0 } } });
    await expect.element(page.getByText('There are no reports you may run.')).toBeVisible();
  });
});

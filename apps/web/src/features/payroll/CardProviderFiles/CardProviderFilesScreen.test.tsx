import type { PayrollProcessSummary } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import {
  ACTIVE_FILE_MESSAGE,
  approvedProcesses,
  cardProviderOptions,
  cleanLoad,
  cleanReport,
  notedReport,
  fileTypes,
  files,
  loadWithExceptions,
  overLimitReport,
  repayReport,
  secondApproverReport,
  stoppedReport,
  warningReport,
} from './fileFixtures.ts';
import { CardProviderFilesScreen } from './CardProviderFilesScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /payroll/card-provider-files/search': { body: { items: files, total: files.length } },
    'GET /card-providers/options': { body: cardProviderOptions },
    'POST /payroll/file-types/search': { body: { items: fileTypes, total: fileTypes.length } },
    'POST /payroll/processing/search': { body: { items: approvedProcesses, total: approvedProcesses.length } },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<CardProviderFilesScreen />} />);
  return api;
}

async function filled(handlers: Record<string, Handler> = {}) {
  const api = await setup(handlers);
  await expect.element(page.getByRole('table', { name: 'Card Provider Files' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

/** Opens Generate and chooses FSV Payments, its 3171 type and Partner4Work's approved process. */
async function choosePayments() {
  await page.getByRole('button', { name: 'Generate File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Card Provider File' });
  await dialog.getByRole('combobox', { name: 'Card Provider' }).click();
  await page.getByRole('option', { name: 'FSV Payments' }).click();
  await dialog.getByRole('combobox', { name: 'File Type' }).click();
  await page.getByRole('option', { name: '3171 FSV Outbound Funding File' }).click();
  await dialog.getByRole('checkbox', { name: /^Partner4Work/ }).click();
  return dialog;
}

const generateBody = { cardProviderId: 1, payrollFileTypeId: 1, organizationId: 3, companyEntryProcessIds: [2207] };

beforeEach(() => {
  signInWith(['FSV_FILES']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('CardProviderFilesScreen', () => {
  test('lists files with status, records and totals in dollars; only a Pending outbound file is sent or removed', async () => {
    await filled();
    await expect.element(page.getByRole('cell', { name: '$16,055.63' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Inbound' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Send FSV3171_20260727_001.csv' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Send FSV3171_20260715_001.csv' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Remove FSV3172_20260716_001.csv' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Download FSV3172_20260716_001.csv' })).toBeVisible();
    await expect.element(page.getByText("There aren't any inbound files yet.")).not.toBeInTheDocument();
  });

  test("says there aren't any inbound files yet when there is none", async () => {
    await setup({ 'POST /payroll/card-provider-files/search': { body: { items: [], total: 0 } } });
    await expect.element(page.getByText("There aren't any inbound files yet.")).toBeVisible();
  });

  test('sends and removes a Pending file with the version read', async () => {
    const api = await filled({
      'POST /payroll/card-provider-files/414/send': { body: { ...files[0], status: 'Sent', version: 1 } },
      'DELETE /payroll/card-provider-files/414': { status: 204 },
    });
    await page.getByRole('button', { name: 'Send FSV3171_20260727_001.csv' }).click();
    await expect.element(page.getByText('Are you sure you want to send this card provider file?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Card provider file successfully sent')).toBeVisible();
    await page.getByRole('button', { name: 'Remove FSV3171_20260727_001.csv' }).click();
    await expect.element(page.getByText('Are you sure you want to remove this card provider file?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Card provider file successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/payroll/card-provider-files/414/send')?.body).toEqual({
      version: 0,
    });
    expect(
      api.calls.some((call) => call.method === 'DELETE' && call.path === '/payroll/card-provider-files/414?version=0'),
    ).toBe(true);
  });

  test('generates after the pre-flight report is acknowledged', async () => {
    const api = await filled({
      'POST /payroll/card-provider-files/preflight': { body: warningReport },
      'POST /payroll/card-provider-files/generate': { status: 201, body: files[0] },
    });
    const dialog = await choosePayments();
    // Another organization's process cannot join the file.
    await expect.element(dialog.getByRole('checkbox', { name: /^Three Rivers Youth/ })).toBeDisabled();
    const generate = dialog.getByRole('button', { name: 'Generate', exact: true });
    await expect.element(generate).toBeDisabled();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect.element(dialog.getByText(warningReport.warnings[0] ?? '')).toBeVisible();
    await expect.element(dialog.getByText('38 payments, total $16,055.63 (payroll limit $50,000.00).')).toBeVisible();
    await expect.element(generate).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'I have read the pre-flight report' }).click();
    await generate.click();
    await expect.element(successToast('Card provider file successfully generated')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/payroll/card-provider-files/preflight')?.body).toEqual(
      generateBody,
    );
    expect(api.calls.find((call) => call.path === '/payroll/card-provider-files/generate')?.body).toEqual(generateBody);
  });

  test('a clean report says so; changing the choice asks for a new pre-flight', async () => {
    await filled({ 'POST /payroll/card-provider-files/preflight': { body: cleanReport } });
    const dialog = await choosePayments();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect.element(dialog.getByText('No findings.')).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^Partner4Work/ }).click();
    await expect.element(dialog.getByText('No findings.')).not.toBeInTheDocument();
  });

  test('what the processes pay by check is noted beside a clean report, not listed as a finding', async () => {
    await filled({ 'POST /payroll/card-provider-files/preflight': { body: notedReport } });
    const dialog = await choosePayments();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect.element(dialog.getByText('Paid outside this file')).toBeVisible();
    await expect.element(dialog.getByText(notedReport.notes?.[0] ?? 'a note')).toBeVisible();
    await expect.element(dialog.getByText('No findings.')).toBeVisible();
    // A note is no finding: nothing is listed to acknowledge.
    await expect.element(dialog.getByText('Findings to acknowledge')).not.toBeInTheDocument();
  });

  test('over the limit the first approver cannot generate; a second approver can', async () => {
    let report = overLimitReport;
    await filled({ 'POST /payroll/card-provider-files/preflight': () => ({ body: report }) });
    const dialog = await choosePayments();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect
      .element(dialog.getByText(/You are the first approver: ask a second approver to run the pre-flight/))
      .toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I have read the pre-flight report' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
    report = secondApproverReport;
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect.element(dialog.getByText(/First approver: kcoleman\./)).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'I have read the pre-flight report' }).click();
    await expect.element(dialog.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
  });

  test('findings that stop the file cannot be acknowledged', async () => {
    await filled({ 'POST /payroll/card-provider-files/preflight': { body: stoppedReport } });
    const dialog = await choosePayments();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect.element(dialog.getByText(stoppedReport.errors[0] ?? '')).toBeVisible();
    await expect.element(dialog.getByRole('checkbox', { name: 'I have read the pre-flight report' })).toBeDisabled();
  });

  test('a second file while one is Pending or Sent is refused with the 3171 message', async () => {
    await filled({
      'POST /payroll/card-provider-files/preflight': { status: 409, body: { message: ACTIVE_FILE_MESSAGE } },
    });
    const dialog = await choosePayments();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect.element(errorToast(ACTIVE_FILE_MESSAGE)).toBeVisible();
  });

  test('a pre-flight refused for the chosen processes says why in the dialog, and can be run again', async () => {
    const refusal =
      'These payroll processes have no card payment to send: they hold only participants paid by check and manual check requests.';
    let answer: { status: number; body: unknown } = { status: 422, body: { companyEntryProcessIds: refusal } };
    await filled({ 'POST /payroll/card-provider-files/preflight': () => answer });
    const dialog = await choosePayments();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    const said = dialog.getByRole('alert').filter({ hasText: 'The file cannot be made from this choice' });
    await expect.element(said.getByText(refusal)).toBeVisible();
    // Said once, in the dialog, not a second time as a toast.
    await expect.element(errorToast(refusal)).not.toBeInTheDocument();
    answer = { status: 200, body: cleanReport };
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect.element(dialog.getByText('No findings.')).toBeVisible();
    await expect.element(said).not.toBeInTheDocument();
  });

  test('a generate refused for the choice says why in the dialog; other refusals are toasted', async () => {
    const refusal = 'Participant 3051 has no card on file any more: run the pre-flight again.';
    let answer: { status: number; body: unknown } = { status: 422, body: { companyEntryProcessIds: refusal } };
    await filled({
      'POST /payroll/card-provider-files/preflight': { body: cleanReport },
      'POST /payroll/card-provider-files/generate': () => answer,
    });
    const dialog = await choosePayments();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await dialog.getByRole('checkbox', { name: 'I have read the pre-flight report' }).click();
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.element(dialog.getByRole('alert').getByText(refusal)).toBeVisible();
    answer = { status: 500, body: { message: 'Something went wrong!' } };
    await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
    await expect.element(errorToast('Something went wrong!')).toBeVisible();
  });

  test('a process with nobody to pay by card says so, and stays choosable for the open re-pays a file carries', async () => {
    const [partner4Work] = approvedProcesses;
    if (partner4Work === undefined) throw new Error('The fixtures have an approved Partner4Work process.');
    const paidByCheck = {
      ...partner4Work,
      organizationName: 'Hill District Youth Works',
      entryProcessId: 2215,
      payrollProcessId: 2215,
      totalPayrollAmount: 1840,
      paidByCard: 0,
      paidByDeposit: 1,
      paidByCheck: 4,
    } satisfies PayrollProcessSummary;
    await filled({
      'POST /payroll/processing/search': { body: { items: [...approvedProcesses, paidByCheck], total: 3 } },
    });
    await choosePayments();
    const dialog = page.getByRole('dialog', { name: 'Generate Card Provider File' });
    await expect
      .element(
        dialog.getByRole('checkbox', {
          name: 'Hill District Youth Works 07/13/2026-07/26/2026, process 2215: $1,840.00 (no timesheet to pay by card: 4 participants paid by check, 1 participant paid by direct deposit)',
        }),
      )
      .toBeEnabled();
    await expect.element(dialog.getByRole('checkbox', { name: /^Partner4Work/ })).toBeChecked();
  });

  test('loads inbound files, or says there are none yet', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { message: "There aren't any inbound files yet." },
    };
    const api = await filled({ 'POST /payroll/card-provider-files/load-inbound': () => answer });
    await page.getByRole('button', { name: 'Load Inbound' }).click();
    const dialog = page.getByRole('dialog', { name: 'Load Inbound Files' });
    await dialog.getByRole('combobox', { name: 'Card Provider' }).click();
    await page.getByRole('option', { name: 'FSV Payments' }).click();
    await dialog.getByRole('button', { name: 'Load' }).click();
    await expect.element(errorToast("There aren't any inbound files yet.")).toBeVisible();
    answer = { status: 200, body: cleanLoad };
    await dialog.getByRole('button', { name: 'Load' }).click();
    await expect.element(successToast('Inbound files loaded: 1. 37 matched')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Payroll Reconciliation' })).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/payroll/card-provider-files/load-inbound').at(-1)?.body).toEqual({
      cardProviderId: 1,
    });
  });

  test('a load that found exceptions says so in the toast and on the screen, with a link to Payroll Reconciliation', async () => {
    await filled({ 'POST /payroll/card-provider-files/load-inbound': { body: loadWithExceptions } });
    await page.getByRole('button', { name: 'Load Inbound' }).click();
    const dialog = page.getByRole('dialog', { name: 'Load Inbound Files' });
    await dialog.getByRole('combobox', { name: 'Card Provider' }).click();
    await page.getByRole('option', { name: 'FSV Payments' }).click();
    await dialog.getByRole('button', { name: 'Load' }).click();
    const sentence =
      'Inbound files loaded: 1. 36 matched, 1 short by $25.00, 1 missing. 2 exceptions to re-pay or close in Payroll Reconciliation.';
    const shown = page.getByRole('status').filter({ hasText: 'Success' }).filter({ hasText: sentence });
    await expect.element(shown).toBeVisible();
    await expect
      .element(shown.getByRole('link', { name: 'Payroll Reconciliation' }))
      .toHaveAttribute('href', '#/payroll/payroll-reconciliation');
    toast.clear();
    const alert = page.getByRole('status').filter({ hasText: 'Payments not made as sent' });
    await expect.element(alert.getByText(sentence)).toBeVisible();
    await expect.element(alert.getByRole('link', { name: 'Payroll Reconciliation' })).toBeVisible();
  });

  test('the pre-flight says what the file re-pays', async () => {
    await filled({ 'POST /payroll/card-provider-files/preflight': { body: repayReport } });
    const dialog = await choosePayments();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect.element(dialog.getByText('Re-pays 1 exception: $25.00.')).toBeVisible();
    await expect.element(dialog.getByText(/^Carter, Jasmine has an open payroll exception/)).toBeVisible();
  });

  test('a bank provider offers its own NACHA file type and the file is asked for with it', async () => {
    const api = await filled({ 'POST /payroll/card-provider-files/preflight': { body: cleanReport } });
    await page.getByRole('button', { name: 'Generate File' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Card Provider File' });
    await dialog.getByRole('combobox', { name: 'Card Provider' }).click();
    await page.getByRole('option', { name: 'Allegheny Community Bank (ACH)' }).click();
    await dialog.getByRole('combobox', { name: 'File Type' }).click();
    await expect.element(page.getByRole('option', { name: '3171 FSV Outbound Funding File' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('option', { name: /^ACHR/ })).not.toBeInTheDocument();
    await page.getByRole('option', { name: 'NACHA ACH Payroll Credits (NACHA PPD)' }).click();
    await dialog.getByRole('checkbox', { name: /^Partner4Work/ }).click();
    await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
    await expect.element(dialog.getByText('No findings.')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/payroll/card-provider-files/preflight')?.body).toEqual({
      cardProviderId: 3,
      payrollFileTypeId: 5,
      organizationId: 3,
      companyEntryProcessIds: [2207],
    });
  });

  test('without FSV_FILES only downloads are offered', async () => {
    signInWith([]);
    await filled();
    await expect.element(page.getByRole('button', { name: 'Generate File' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Send FSV3171_20260727_001.csv' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Download FSV3171_20260727_001.csv' })).toBeVisible();
  });
});

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs, type DemoUser } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';

interface Found<T> {
  items: T[];
  total: number;
}
interface Summary {
  entryProcessId: number;
  organizationId: number;
  organizationName: string;
  periodStartDate: string;
  periodEndDate: string;
  status: string;
}
interface Row {
  id: number;
  periodFrom: string;
  payrollType: string;
  workedHours: number;
}
interface Sheet {
  studentJobId: number;
  entryProcessId: number | null;
  student: { id: number };
}
interface Assignment {
  id: number;
  contractId: number;
}
interface StudentContract {
  id: number;
  version: number;
}

const FSV = 'FSV Payment Systems';
const BANK = 'Allegheny Community Bank (ACH)';
const ACTIVE_FILE_MESSAGE =
  'A Pending or Sent FSV Outbound File 3171 process already exists. Please complete the active process before attempting to create a new one.';

function toast(page: Page, kind: 'Success' | 'Error', text: string | RegExp) {
  return page
    .getByRole(kind === 'Success' ? 'status' : 'alert')
    .filter({ hasText: kind })
    .getByText(text)
    .first();
}

/**
 * A card timesheet of more than an hour in the demo's submitted Partner4Work process, and a
 * participant-contract cap of 1 hour on its participant for that period (ADR 066: the participant contract that starts last wins).
 */
async function capOneParticipant(request: APIRequestContext, token: string) {
  const submitted = await call<Found<Summary>>(request, token, 'POST', 'payroll/processing/search', {
    filters: [{ field: 'status', operator: 'eq', value: 'Submitted for Payroll' }],
    sort: [{ field: 'periodStartDate', direction: 'desc' }],
  });
  const process = submitted.items.find((item) => item.organizationName === 'Partner4Work');
  if (!process) throw new Error('the demo data has no submitted Partner4Work process');
  const rows = await call<Found<Row>>(request, token, 'POST', 'timesheets/search', {
    filters: [
      { field: 'status', operator: 'eq', value: 'Submitted for Payroll' },
      { field: 'organizationId', operator: 'eq', value: process.organizationId },
    ],
    pageSize: 500,
  });
  for (const row of rows.items.filter((item) => item.payrollType === 'Regular' && item.workedHours > 1)) {
    const sheet = await call<Sheet>(request, token, 'POST', 'timesheets/get', { id: row.id });
    if (sheet.entryProcessId !== process.entryProcessId) continue;
    const jobs = await call<Assignment[]>(request, token, 'GET', `students/${String(sheet.student.id)}/jobs`);
    const contractId = jobs.find((job) => job.id === sheet.studentJobId)?.contractId;
    if (contractId === undefined) continue;
    const cap = await call<StudentContract>(
      request,
      token,
      'POST',
      `students/${String(sheet.student.id)}/contracts`,
      {
        contractId,
        startDate: process.periodStartDate,
        endDate: process.periodEndDate,
        maxHours: 1,
        maxIncentiveAmount: 10_000,
      },
      201,
    );
    const lift = async () => {
      const response = await request.delete(
        `api/students/${String(sheet.student.id)}/contracts/${String(cap.id)}?version=${String(cap.version)}`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      expect(response.status(), await response.text()).toBe(204);
    };
    return { process, lift };
  }
  throw new Error('no card timesheet in the submitted Partner4Work process');
}

/** The process's row in Payroll Processing: its organization and period start (mm/dd/yyyy). */
function processRow(page: Page, process: Summary) {
  const [year, month, day] = process.periodStartDate.split('-');
  return page
    .getByRole('table', { name: 'Payroll Processing' })
    .getByRole('row')
    .filter({ hasText: process.organizationName })
    .filter({ hasText: `${month ?? ''}/${day ?? ''}/${year ?? ''}` });
}

/** Opens Generate File, chooses the provider, the funding file type and the process, runs the pre-flight. */
async function preflight(
  page: Page,
  process: Summary,
  provider = FSV,
  fileType: string | RegExp = '3171 FSV Outbound Funding File',
) {
  await page.getByRole('button', { name: 'Generate File' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Card Provider File' });
  await dialog.getByRole('combobox', { name: 'Card Provider' }).click();
  await page.getByRole('option', { name: provider }).click();
  await dialog.getByRole('combobox', { name: 'File Type' }).click();
  await page.getByRole('option', { name: fileType }).click();
  await dialog.getByRole('checkbox', { name: new RegExp(`process ${String(process.entryProcessId)}:`) }).click();
  await dialog.getByRole('button', { name: 'Run Pre-flight' }).click();
  return dialog;
}

async function loadInbound(page: Page, provider = FSV) {
  await page.getByRole('button', { name: 'Load Inbound' }).click();
  const dialog = page.getByRole('dialog', { name: 'Load Inbound Files' });
  await dialog.getByRole('combobox', { name: 'Card Provider' }).click();
  await page.getByRole('option', { name: provider }).click();
  await dialog.getByRole('button', { name: 'Load' }).click();
}

/** Signs out through the shell's Logout and signs `user` in. */
async function switchTo(page: Page, user: DemoUser) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('User Name')).toBeVisible();
  await signInAs(page, user);
}

test('a payroll cycle: a cap refused, approval, pre-flight, a second approver over the limit, the 3171 rule, send, inbound, Payrolled, reconciled', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const admin = await apiToken(page.request);
  const { process, lift } = await capOneParticipant(page.request, admin);
  const processName = `process ${String(process.entryProcessId)} Partner4Work`;

  // Processing: the cap refuses the approval with the spec's words; without it the process is approved.
  await signInAs(page, 'admin');
  await page.goto('#/payroll/payroll-processing');
  await page.getByRole('button', { name: `Approve ${processName}` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Error', /^Participant Hours cannot exceed 1 hours under contract /)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await lift();
  await page.getByRole('button', { name: `Approve ${processName}` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Success', 'Payroll process successfully approved')).toBeVisible();
  await expect(processRow(page, process).getByRole('cell', { name: 'Approved for Payroll' })).toBeVisible();

  // Card Provider Files: the demo's Sent file is answered by its sample inbound file first.
  await page.goto('#/payroll/card-provider-files');
  await loadInbound(page);
  await expect(toast(page, 'Success', /^Inbound files loaded: 1\. \d+ matched/)).toBeVisible();

  // Over Partner4Work's limit: the admin is the first approver and cannot generate alone.
  let dialog = await preflight(page, process);
  await expect(dialog.getByText('Second approver required')).toBeVisible();
  await expect(dialog.getByText(/You are the first approver/)).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I have read the pre-flight report' }).click();
  await expect(dialog.getByRole('button', { name: 'Generate', exact: true })).toBeDisabled();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The payroll officer runs the same pre-flight, acknowledges it and generates the file.
  await switchTo(page, 'payroll');
  await page.goto('#/payroll/card-provider-files');
  dialog = await preflight(page, process);
  await expect(dialog.getByText('First approver: admin.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I have read the pre-flight report' }).click();
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(toast(page, 'Success', 'Card provider file successfully generated')).toBeVisible();
  const table = page.getByRole('table', { name: 'Card Provider Files' });
  const pending = table.getByRole('row').filter({ hasText: 'Pending' }).first();
  await expect(pending).toBeVisible();
  const fileName = (await pending.getByRole('cell', { name: /^FSV3171_/ }).textContent()) ?? '';
  expect(fileName).toMatch(/^FSV3171_\d{8}_\d{3}\.csv$/);

  // A second file while this one is Pending: the 3171 message.
  const other = (
    await call<Found<Summary>>(page.request, admin, 'POST', 'payroll/processing/search', {
      filters: [{ field: 'status', operator: 'eq', value: 'Approved for Payroll' }],
    })
  ).items.find((item) => item.entryProcessId !== process.entryProcessId);
  if (!other) throw new Error('the demo data has no other approved process');
  dialog = await preflight(page, other);
  await expect(toast(page, 'Error', ACTIVE_FILE_MESSAGE)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Send: the sandbox provider answers at once; Load Inbound marks the timesheets Payrolled.
  await page.getByRole('button', { name: `Send ${fileName}` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Success', 'Card provider file successfully sent')).toBeVisible();
  await loadInbound(page);
  await expect(toast(page, 'Success', /^Inbound files loaded: 1\. \d+ matched$/)).toBeVisible();
  const sent = table.getByRole('row').filter({ hasText: fileName });
  await expect(sent.getByRole('cell', { name: 'Completed' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The process's participants paid by direct deposit are in no card file: until the bank's NACHA
  // file is answered the process is not Payrolled (a process's status is its least advanced payment).
  await page.goto('#/payroll/payroll-processing');
  await expect(processRow(page, process).getByRole('cell', { name: 'Approved for Payroll' })).toBeVisible();
  await page.goto('#/payroll/card-provider-files');
  // Over the limit again: the payroll officer is the first approver, the admin generates it.
  dialog = await preflight(page, process, BANK, /^NACHA /);
  await expect(dialog.getByText('Second approver required')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I have read the pre-flight report' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await switchTo(page, 'admin');
  await page.goto('#/payroll/card-provider-files');
  dialog = await preflight(page, process, BANK, /^NACHA /);
  await expect(dialog.getByText('First approver: payroll.')).toBeVisible();
  await dialog.getByRole('checkbox', { name: 'I have read the pre-flight report' }).click();
  await dialog.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(toast(page, 'Success', 'Card provider file successfully generated')).toBeVisible();
  const achFile = table
    .getByRole('row')
    .filter({ hasText: 'Pending' })
    .filter({ hasText: /ACH_PAYROLL_/ })
    .first();
  const achName = (await achFile.getByRole('cell', { name: /^ACH_PAYROLL_/ }).textContent()) ?? '';
  expect(achName).toMatch(/^ACH_PAYROLL_\d{8}_\d{3}\.ach$/);
  await page.getByRole('button', { name: `Send ${achName}` }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Success', 'Card provider file successfully sent')).toBeVisible();
  await loadInbound(page, BANK);
  await expect(toast(page, 'Success', /^Inbound files loaded: 1\. \d+ matched$/)).toBeVisible();
  await expect(
    table.getByRole('row').filter({ hasText: achName }).getByRole('cell', { name: 'Completed' }),
  ).toBeVisible();

  await page.goto('#/payroll/payroll-processing');
  await expect(processRow(page, process).getByRole('cell', { name: 'Payrolled' })).toBeVisible();

  // Reconciliation of the file: every payment matched, no mismatch.
  await page.goto('#/payroll/payroll-reconciliation');
  await page.getByRole('combobox', { name: 'Card Provider File' }).click();
  await page.getByRole('option', { name: new RegExp(`^${fileName.replace('.', '\\.')} \\(Completed`) }).click();
  const reconciliation = page.getByRole('table', { name: 'Payroll Reconciliation' });
  await expect(reconciliation.getByRole('cell', { name: 'Matched' }).first()).toBeVisible();
  await page.getByRole('checkbox', { name: 'Mismatches only' }).click();
  await expect(
    page.getByRole('region', { name: 'Payroll Reconciliation' }).getByText('No records to display'),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

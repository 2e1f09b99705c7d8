import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';
import { successToast } from './ui.ts';

interface ReportSummary {
  id: number;
  name: string;
  parameterDefinitions: { name: string; isRequired: boolean }[];
}

const runButton = (page: Page) => page.getByRole('button', { name: 'Run Report' });

/** Types a date and leaves the field, as a user does. */
async function fillDate(page: Page, label: string, text: string) {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(text);
  await box.press('Tab');
}

test('admin runs every report offered, each answering a table (or saying it has no rows)', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const offered = await call<{ items: ReportSummary[] }>(request, token, 'POST', 'reports/search', {
    page: 1,
    pageSize: 500,
  });
  expect(offered.items.length).toBeGreaterThanOrEqual(7);
  await signInAs(page, 'admin');
  await page.goto('#/reports/reports');
  const list = page.getByRole('navigation', { name: 'Reports by category' });
  for (const report of offered.items) {
    await list.getByRole('button', { name: report.name, exact: true }).click();
    await expect(page.getByRole('heading', { name: report.name, level: 2 })).toBeVisible();
    if (report.parameterDefinitions.some((parameter) => parameter.isRequired)) {
      await fillDate(page, 'Start date', '01/01/2026');
      await fillDate(page, 'End date', '12/31/2026');
    }
    const answered = page.waitForResponse((response) =>
      response.url().endsWith(`/api/reports/${String(report.id)}/result`),
    );
    await runButton(page).click();
    expect((await answered).status(), report.name).toBe(200);
    await expect(page.getByRole('table').first().or(page.getByText('No rows match these parameters.'))).toBeVisible();
  }
});

test('the applications report totals what the applications search finds; a parameter narrows it; Export To Excel downloads the run', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const applications = (filters: unknown[]) =>
    call<{ total: number; items: { organizationId: number; organizationName: string }[] }>(
      request,
      token,
      'POST',
      'enrollment/search',
      { filters, page: 1, pageSize: 1 },
    );
  const all = await applications([]);
  const everyone = all.total;
  // An organization with applications (another spec may add an organization with none meanwhile).
  const first = all.items[0];
  if (first === undefined) throw new Error('the demo data has no application');
  const organization = { id: first.organizationId, name: first.organizationName };
  const ofOrganization = (await applications([{ field: 'organizationId', operator: 'eq', value: organization.id }]))
    .total;

  await signInAs(page, 'admin');
  await page.goto('#/reports/reports');
  await page.getByRole('button', { name: 'Applications by Week and State' }).click();
  await runButton(page).click();
  const totals = page.getByRole('table', { name: 'Totals' });
  await expect(totals.getByRole('cell').first()).toHaveText(everyone.toLocaleString('en-US'));
  // The chart is announced as a table with a row per week.
  await expect(
    page
      .getByRole('table', { name: /\(chart data\)$/ })
      .getByRole('rowheader')
      .first(),
  ).toBeAttached();

  // One organization only: the total follows the applications of that organization.
  await page.getByRole('combobox', { name: 'Organization' }).click();
  await page.getByRole('option', { name: organization.name, exact: true }).click();
  await runButton(page).click();
  await expect(totals.getByRole('cell').first()).toHaveText(ofOrganization.toLocaleString('en-US'));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export To Excel' }).click();
  expect((await download).suggestedFilename()).toMatch(/^applications-by-week-and-state.*\.xlsx$/);
});

test('organization staff see the General reports only, within their organizations', async ({ page, request }) => {
  const token = await apiToken(request, 'orgstaff');
  const offered = await call<{ items: { category: string }[] }>(request, token, 'POST', 'reports/search', {
    page: 1,
    pageSize: 500,
  });
  const mine = await call<{ total: number }>(request, token, 'POST', 'enrollment/search', { page: 1, pageSize: 1 });
  await signInAs(page, 'orgstaff');
  await page.goto('#/reports/reports');
  const list = page.getByRole('navigation', { name: 'Reports by category' });
  // Organization staff hold only REPORTS (ADR 125): the General category, as the server says.
  expect(new Set(offered.items.map((item) => item.category))).toEqual(new Set(['General']));
  await expect(list.getByRole('heading')).toHaveText(['General']);
  await list.getByRole('button', { name: 'Applications by Week and State' }).click();
  await runButton(page).click();
  await expect(page.getByRole('table', { name: 'Totals' }).getByRole('cell').first()).toHaveText(
    mine.total.toLocaleString('en-US'),
  );
});

test('a data extract downloads as the server’s file, and a business view opens as a grid of its entity’s rows', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const views = await call<{ items: { id: number; name: string; viewName: string }[] }>(
    request,
    token,
    'POST',
    'business-views/search',
    { page: 1, pageSize: 500 },
  );
  const participants = views.items.find((view) => view.viewName === 'students');
  if (participants === undefined) throw new Error('the demo data has no participants view');
  const students = await call<{ total: number }>(request, token, 'POST', 'students/search', { page: 1, pageSize: 1 });

  await signInAs(page, 'admin');
  await page.goto('#/reports/data-extracts');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: `Download ${participants.name} - all` }).click();
  expect((await download).suggestedFilename()).toMatch(/\.(csv|xlsx)$/);

  await page.goto('#/reports/business-views');
  await page.getByRole('button', { name: `Open ${participants.name}`, exact: true }).click();
  const grid = page.getByRole('table', { name: participants.name, exact: true });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  // The view's rows are the participants the admin may see: the pager counts them all.
  await expect(page.getByText(`of ${students.total.toLocaleString('en-US')} rows`).last()).toBeVisible();
});

/** yyyy-mm-dd as typed in a date input. */
const typedDate = (iso: string) => `${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`;

test('a business view added on screen with saved filters opens with exactly the rows they select; its filter edited, then removed', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const jobs = (filters: unknown[]) =>
    call<{ items: { startDate: string }[]; total: number }>(request, token, 'POST', 'jobs/search', {
      filters,
      sort: [{ field: 'startDate', direction: 'asc' }],
      page: 1,
      pageSize: 500,
    });
  // A start date in the middle of the approved jobs: the filters keep some and leave others out.
  const approved = await jobs([{ field: 'status', operator: 'eq', value: 'Approved' }]);
  const day = approved.items[Math.floor(approved.items.length / 2)]?.startDate.slice(0, 10);
  if (day === undefined) throw new Error('the demo data has no approved jobs');
  const from = await jobs([
    { field: 'status', operator: 'eq', value: 'Approved' },
    { field: 'startDate', operator: 'gte', value: day },
  ]);
  const before = await jobs([
    { field: 'status', operator: 'eq', value: 'Approved' },
    { field: 'startDate', operator: 'lt', value: day },
  ]);
  expect(from.total).toBeGreaterThan(0);
  expect(before.total).toBeGreaterThan(0);
  const name = `E2E approved jobs ${Date.now().toString(36)}`;

  await signInAs(page, 'admin');
  await page.goto('#/reports/business-views');
  await page.getByRole('button', { name: 'Add Business View' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Business View' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'Jobs', exact: true }).click();
  for (const column of ['Job', 'Start date', 'Status']) {
    await dialog.getByRole('checkbox', { name: column, exact: true }).check();
  }
  await dialog.getByRole('button', { name: 'Add Filter' }).click();
  await dialog.getByRole('combobox', { name: 'Filter 1 column' }).click();
  await page.getByRole('option', { name: 'Status', exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Filter 1 value' }).fill('Approved');
  await dialog.getByRole('button', { name: 'Add Filter' }).click();
  await dialog.getByRole('combobox', { name: 'Filter 2 column' }).click();
  await page.getByRole('option', { name: 'Start date', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Filter 2 operator' }).click();
  await page.getByRole('option', { name: 'on or after', exact: true }).click();
  const value = dialog.getByRole('textbox', { name: 'Filter 2 value' });
  await value.pressSequentially(typedDate(day));
  // Past the picker button: leaving the whole date field commits what was typed.
  await value.press('Tab');
  await page.keyboard.press('Tab');
  await expect(value).toHaveValue(`${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Business view successfully created')).toBeVisible();

  // Opened, the view counts exactly the approved jobs from that day, and shows no other status.
  await page.getByRole('button', { name: `Open ${name}`, exact: true }).click();
  const grid = page.getByRole('table', { name, exact: true });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const opened = page.getByRole('region', { name: `${name} rows` });
  await expect(opened.getByText(`of ${from.total.toLocaleString('en-US')} rows`)).toBeVisible();
  // The data cells (titled with their text) of each body row: Job, Start date, Status.
  const statuses = await grid
    .locator('[role="row"][data-part="body"]')
    .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('[role="cell"][title]')[2]?.textContent ?? ''));
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['Approved']));
  expect(await axeViolations(page)).toEqual([]);

  // The date filter turned round: the approved jobs before that day.
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Business View' });
  await expect(edit.getByRole('textbox', { name: 'Filter 1 value' })).toHaveValue('Approved');
  await edit.getByRole('combobox', { name: 'Filter 2 operator' }).click();
  await page.getByRole('option', { name: 'before', exact: true }).click();
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Business view successfully updated')).toBeVisible();
  await page.getByRole('button', { name: `Open ${name}`, exact: true }).click();
  await expect(opened.getByText(`of ${before.total.toLocaleString('en-US')} rows`)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
  await page.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(successToast(page, 'Business view successfully removed')).toBeVisible();
  await expect(page.getByRole('button', { name: `Open ${name}`, exact: true })).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { apiToken, call } from './qualityReview.ts';

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
  const organizations = await call<{ id: number; name: string }[]>(request, token, 'GET', 'organizations');
  const organization = organizations[0];
  if (organization === undefined) throw new Error('the demo data has no organization');
  const applications = (filters: unknown[]) =>
    call<{ total: number }>(request, token, 'POST', 'enrollment/search', { filters, page: 1, pageSize: 1 });
  const everyone = (await applications([])).total;
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

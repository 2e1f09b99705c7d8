import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';

const PROGRAM = 'Summer Youth Employment 2026 - City Crews';

const successToast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: 'Success' }).getByText(text);

interface Bulk {
  succeeded: number;
  results: { id: number; succeeded: boolean }[];
}

// Issue 30: the placement of the demo city-crews program through the screen, against the reference
// server: proposed beside the greedy baseline with why, one pair accepted through the job
// assignment, and the assignment seen on the participant. It runs after the other server files
// (project server-after): it moves participants that their recruit and search walks also read.
test('admin proposes the city crews placement, accepts a pair and finds the job on the participant', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'admin');
  await page.goto('#/enrollment/placement');
  await expect(page.getByRole('heading', { name: 'Placement', exact: true })).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Enrollment Program', exact: true });
  await expect(select).toBeEnabled();
  await select.click();
  await page.getByRole('option', { name: PROGRAM, exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Interest Match' })).toBeVisible();
  await page.getByRole('button', { name: 'Propose Placement' }).click();

  const comparison = page.getByRole('table', { name: /Proposal and greedy baseline/ });
  await expect(comparison.getByRole('row', { name: /^Youths placed \d+ \d+$/ })).toBeVisible({ timeout: 30_000 });
  const pairs = page.getByRole('table', { name: 'Proposed Pairs' });
  const firstBox = pairs.getByRole('checkbox').first();
  await expect(firstBox).toBeVisible();
  await expect(pairs.getByRole('cell', { name: /miles from home/ }).first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await firstBox.check();
  const accepted = page.waitForResponse(
    (answer) => answer.url().includes('/placement/accept') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Accept Selected (1)' }).click();
  const bulk = (await (await accepted).json()) as Bulk;
  await expect(successToast(page, '1 of 1 placements accepted')).toBeVisible();
  const [result] = bulk.results;
  if (!result?.succeeded) throw new Error('the pair was not accepted');

  // The participant is Assigned, with the job in their Jobs tab; the server holds the same.
  const token = await apiToken(request);
  const jobs = await call<{ jobName: string; status: string }[]>(
    request,
    token,
    'GET',
    `students/${String(result.id)}/jobs`,
  );
  const job = jobs.find((held) => held.status === 'Assigned' || held.status === 'Active');
  if (!job) throw new Error('the accepted job is not on the participant');
  await page.goto(`#/participants/${String(result.id)}`);
  await page.getByRole('tab', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('cell', { name: job.jobName }).first()).toBeVisible();
  const student = await call<{ status: string }>(request, token, 'GET', `students/${String(result.id)}`);
  expect(student.status).toBe('Assigned');
});

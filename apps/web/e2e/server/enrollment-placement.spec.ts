import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';
import { openScreen, search, successToast } from './ui.ts';

const PROGRAM = 'Summer Youth Employment 2026 - City Crews';
/** The demo summer program the lottery fills (its settings are seeded). */
const SUMMER = 'Summer Youth Employment 2026';

interface Bulk {
  succeeded: number;
  results: { id: number; succeeded: boolean }[];
}

interface Lottery {
  draw: {
    entries: { applicantId: number; firstName: string; lastName: string; selected: boolean; status: string }[];
  } | null;
}

interface Proposal {
  pairs: { studentId: number; firstName: string; lastName: string; jobTitle: string; reasons: string[] }[];
  unplaced: { studentId: number; reason: string }[];
}

/** Picks an option of the select labelled exactly `label`, once its options have loaded. */
async function choose(page: Page, label: string, option: string | RegExp) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await expect(select).toBeEnabled();
  await select.click();
  await page
    .getByRole('option', { name: option, exact: typeof option === 'string' })
    .first()
    .click();
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

// Issue 30's whole walk, as a newcomer does it through the screens: the lottery of the demo summer
// program drawn and its winners enrolled, each winner recruited to the summer contract, the placement
// proposed with why (a paper still to collect named, not refused, as the job assignment does), all
// of it accepted, and each placed winner seen on their Jobs tab and among the job's workers.
test('a newcomer fills the summer: lottery winners enrolled, recruited, placed, and seen on participant and job', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request);
  const programs = await call<{ id: number; text: string }[]>(
    request,
    token,
    'GET',
    'enrollment-programs/select-list-with-org',
  );
  const summerId = programs.find((program) => program.text === SUMMER)?.id;
  if (summerId === undefined) throw new Error(`${SUMMER} is not among the programs`);
  await signInAs(page, 'admin');

  await openScreen(page, '#/enrollment/lottery', 'Lottery');
  await choose(page, 'Enrollment Program', SUMMER);
  await expect(page.getByText(/Eligible applications? for \d+ slots?/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Published Seed' }).fill(`Newcomer ${String(Date.now())}`);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(successToast(page, /^Draw \d+: \d+ selected, \d+ on the waitlist$/)).toBeVisible();
  const drawn = await call<Lottery>(request, token, 'GET', `enrollment-programs/${String(summerId)}/lottery`);
  const winners = (drawn.draw?.entries ?? []).filter((entry) => entry.selected && entry.status === 'Eligible');
  expect(winners.length).toBeGreaterThan(0);
  const count = String(winners.length);
  await page.getByRole('textbox', { name: 'Enrollment Date' }).fill('06/01/2026');
  await page.getByRole('textbox', { name: 'Enrollment Date' }).press('Tab');
  await page.getByRole('button', { name: `Enroll Selected (${count})` }).click();
  await expect(successToast(page, `${count} of ${count} selected applicants enrolled`)).toBeVisible();

  // Each winner, now an Enrolled participant of the program, recruited to the summer contract.
  const recruited: { id: number; name: string; firstName: string; lastName: string }[] = [];
  await openScreen(page, '#/enrollment/recruit', 'Recruit/Release');
  for (const winner of winners) {
    const name = `${winner.firstName} ${winner.lastName}`;
    const found = await call<{ items: { id: number }[] }>(request, token, 'POST', 'students/search', {
      filters: [
        { field: 'firstName', operator: 'eq', value: winner.firstName },
        { field: 'lastName', operator: 'eq', value: winner.lastName },
        { field: 'status', operator: 'eq', value: 'Enrolled' },
        { field: 'enrollmentProgramId', operator: 'eq', value: summerId },
      ],
      page: 1,
      pageSize: 2,
    });
    const [participant] = found.items;
    if (!participant || found.items.length > 1) throw new Error(`${name} is not one Enrolled participant of ${SUMMER}`);
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill(winner.lastName);
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: winner.firstName }).filter({ hasText: 'Enrolled' });
    await row.getByRole('checkbox', { name: `Select ${name}` }).check();
    await choose(page, 'Contracted Worksite', /^P4W-SYEP-2026 – /);
    await page.getByRole('button', { name: 'Recruit Selected (1)' }).click();
    await expect(successToast(page, '1 of 1 participants recruited')).toBeVisible();
    recruited.push({ id: participant.id, name, firstName: winner.firstName, lastName: winner.lastName });
  }

  // The placement of the program: every recruited winner is proposed a job, or told why not.
  await openScreen(page, '#/enrollment/placement', 'Placement');
  await choose(page, 'Enrollment Program', SUMMER);
  await expect(page.getByRole('textbox', { name: 'Interest Match' })).toBeVisible();
  const proposed = page.waitForResponse(
    (answer) => answer.url().includes('/placement/proposal') && answer.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Propose Placement' }).click();
  const proposal = (await (await proposed).json()) as Proposal;
  const pairs = page.getByRole('table', { name: 'Proposed Pairs' });
  const placed = recruited.filter((youth) => proposal.pairs.some((pair) => pair.studentId === youth.id));
  for (const youth of recruited) {
    const pair = proposal.pairs.find((candidate) => candidate.studentId === youth.id);
    if (pair) {
      const row = pairs.getByRole('row').filter({ has: page.getByRole('checkbox', { name: `Select ${youth.name}` }) });
      await expect(row.getByRole('cell', { name: pair.jobTitle, exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: /miles from home|to collect before the first day/ })).toBeVisible();
    } else {
      const reason = proposal.unplaced.find((candidate) => candidate.studentId === youth.id)?.reason;
      if (!reason) throw new Error(`${youth.name} is neither proposed nor told why`);
      await expect(page.getByRole('table', { name: 'Not Placed' }).getByRole('cell', { name: reason })).toBeVisible();
    }
  }
  expect(placed.length).toBeGreaterThan(0);
  const all = String(proposal.pairs.length);
  await page.getByRole('button', { name: `Accept All (${all})` }).click();
  await expect(successToast(page, `${all} of ${all} placements accepted`)).toBeVisible();

  // Each placed winner: Assigned, the job on their Jobs tab and among the job's workers.
  for (const youth of placed) {
    const jobs = await call<{ jobName: string; worksiteName: string; contractCode: string; status: string }[]>(
      request,
      token,
      'GET',
      `students/${String(youth.id)}/jobs`,
    );
    const job = jobs.find((held) => held.status === 'Assigned' || held.status === 'Active');
    if (!job) throw new Error(`the accepted job is not on ${youth.name}`);
    await page.goto(`#/participants/${String(youth.id)}`);
    await page.getByRole('tab', { name: 'Jobs', exact: true }).click();
    await expect(page.getByRole('cell', { name: job.jobName }).first()).toBeVisible();

    await openScreen(page, '#/contract/jobs', 'Jobs');
    await search(page, job.jobName);
    // Titles repeat across worksites and contracts: the row of this job's worksite and contract.
    await page
      .getByRole('table', { name: 'Jobs' })
      .getByRole('row')
      .filter({ hasText: job.worksiteName })
      .filter({ hasText: job.contractCode })
      .getByRole('button', { name: `Workers ${job.jobName}` })
      .click();
    const workers = page.getByRole('dialog', { name: `Workers — ${job.jobName}` });
    await expect(
      workers.getByRole('row').filter({ hasText: youth.lastName }).filter({ hasText: youth.firstName }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
  }
});

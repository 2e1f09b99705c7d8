import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';
import { chooseFirst, openScreen, search, successToast, unique, warningToast } from './ui.ts';

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}
interface Page_<T> {
  items: T[];
  total: number;
}

const CONTRACT_CODE = 'P4W-SYEP-2026';
const JOB_START = '2026-07-06';
const FULL = 'The job has no open positions left (capacity 1).';

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Age in whole years on a day (yyyy-mm-dd strings). */
function ageOn(birth: string, day: string): number {
  const [by = 0, bm = 0, bd = 0] = birth.split('-').map(Number);
  const [y = 0, m = 0, d = 0] = day.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

test('admin sets up a worksite and a job, staffs it up to capacity, sees the refusal beyond it and renews it', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const contracts = await call<Page_<Row>>(request, token, 'POST', 'contracts/search', { pageSize: 100 });
  const contract = contracts.items.find((c) => c.contractCode === CONTRACT_CODE);
  if (!contract) throw new Error(`the demo contract ${CONTRACT_CODE} is missing`);
  // Two participants the job can take: waiting for an assignment, in the contract's organization,
  // of an age within the form's default ages (14-24).
  const waiting = await call<Page_<Row>>(request, token, 'POST', 'students/search', {
    filters: [
      { field: 'status', operator: 'in', value: ['Recruited', 'Awaiting Assignment'] },
      { field: 'organizationId', operator: 'eq', value: contract.organizationId },
    ],
    pageSize: 200,
  });
  const fitting = waiting.items.filter((s) => {
    const age = ageOn(String(s.birthDate), JOB_START);
    return age >= 14 && age <= 24;
  });
  expect(fitting.length, 'participants waiting in the contract’s organization').toBeGreaterThanOrEqual(2);
  const [first, second] = fitting
    .slice(-2)
    .map((s) => `${String(s.lastName)}, ${String(s.firstName)} (${String(s.ssn)})`);

  const worksite = unique('Hazelwood Greenway ');
  const title = unique('Greenway Steward ');
  await signInAs(page, 'admin');

  // The worksite and its contact, through the Worksites screen.
  await page.goto('#/contract/worksites');
  await page.getByRole('button', { name: 'Add Worksite' }).click();
  const addSite = page.getByRole('dialog', { name: 'Add Worksite' });
  await addSite.getByRole('textbox', { name: 'Name' }).fill(worksite);
  await chooseFirst(page, addSite, 'Contractor');
  await chooseFirst(page, addSite, 'Job Sector');
  await addSite.getByRole('textbox', { name: 'Address Line 1' }).fill('4901 Second Avenue');
  await addSite.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
  await addSite.getByRole('textbox', { name: 'Zip Code' }).fill('15207');
  await addSite.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Worksite successfully created')).toBeVisible();
  await search(page, worksite);
  await page.getByRole('button', { name: `Contacts ${worksite}` }).click();
  const contacts = page.getByRole('dialog', { name: `Contacts — ${worksite}` });
  await contacts.getByRole('button', { name: 'Add Contact' }).click();
  const contactForm = page.getByRole('dialog', { name: 'Add Contact' });
  await chooseFirst(page, contactForm, 'Contact Type');
  await contactForm.getByRole('textbox', { name: 'First Name' }).fill('Renee');
  await contactForm.getByRole('textbox', { name: 'Last Name' }).fill('Okafor');
  await contactForm.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Contact successfully added')).toBeVisible();
  await expect(contacts.getByRole('cell', { name: 'Okafor', exact: true })).toBeVisible();
  await contacts.getByRole('button', { name: 'Close', exact: true }).last().click();

  // The job under it, through the Jobs screen; the rate is left to the contract.
  await page.goto('#/contract/jobs');
  await page.getByRole('button', { name: 'Add Job' }).click();
  const addJob = page.getByRole('dialog', { name: 'Add Job' });
  await addJob.getByRole('textbox', { name: 'Title' }).fill(title);
  await choose(page, addJob, 'Worksite', worksite);
  await choose(page, addJob, 'Contract', CONTRACT_CODE);
  await chooseFirst(page, addJob, 'Sector');
  // A typed date is committed when the field (box and picker) is left: the next field's fill does.
  await addJob.getByRole('textbox', { name: 'Start Date' }).pressSequentially('07062026');
  await addJob.getByRole('textbox', { name: 'End Date' }).pressSequentially('08142026');
  await addJob.getByRole('textbox', { name: 'Hours per Week' }).fill('20');
  await addJob.getByRole('textbox', { name: 'Capacity' }).fill('1');
  await addJob.getByRole('textbox', { name: 'Max Hours per Participant' }).fill('100');
  await addJob.getByRole('textbox', { name: 'Max Incentive Amount (USD)' }).fill('100');
  await addJob.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Job successfully created')).toBeVisible();
  await search(page, title);
  const grid = page.getByRole('table', { name: 'Jobs' });
  await expect(grid.getByRole('row').filter({ hasText: title }).getByText('Pending Approval')).toBeVisible();

  // The job as the server keeps it: the weekly hours typed, the contract's default rate.
  const found = await call<Page_<Row>>(request, token, 'POST', 'jobs/search', { quickSearch: title });
  expect(found.items.find((j) => j.name === title)).toMatchObject({
    hoursPerWeek: 20,
    hourlyRate: contract.defaultHourlyRate,
    positions: 1,
  });

  // Both approved on the Worksite/Job Approvals screen.
  await openScreen(page, '#/contract/worksite-job-approvals', 'Worksite/Job Approvals');
  await search(page, worksite);
  await page.getByRole('button', { name: `Review Worksite ${worksite}` }).click();
  await page
    .getByRole('dialog', { name: `Review Worksite ${worksite}` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(successToast(page, 'Worksite successfully approved')).toBeVisible();
  await search(page, title);
  await page.getByRole('button', { name: `Review Job ${title}` }).click();
  await page
    .getByRole('dialog', { name: `Review Job ${title}` })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(successToast(page, 'Job successfully approved')).toBeVisible();

  await page.goto('#/contract/jobs');
  // A fresh page: the grid's cached answer for this search still says Pending Approval.
  await page.reload();
  await search(page, title);
  const jobRows = grid.getByRole('row').filter({ hasText: title });
  await expect(jobRows.getByText('Approved', { exact: true })).toBeVisible();

  // Bulk assignment: two participants for one position; the server takes one and names why not the other.
  await page.getByRole('button', { name: `Workers ${title}` }).click();
  const workers = page.getByRole('dialog', { name: `Workers — ${title}` });
  await expect(workers.getByText('Capacity 1; 0 assigned.')).toBeVisible();
  await workers.getByRole('button', { name: 'Assign Participants' }).click();
  const assign = page.getByRole('dialog', { name: `Assign Participants — ${title}` });
  await assign.getByRole('checkbox', { name: first }).check();
  await assign.getByRole('checkbox', { name: second }).check();
  await assign.getByRole('button', { name: 'Submit' }).click();
  await expect(warningToast(page, `1 of 2 participants assigned to ${title}`)).toBeVisible();
  await expect(workers.getByText(`${second}: ${FULL}`)).toBeVisible();
  await expect(workers.getByText('Capacity 1; 1 assigned.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Beyond capacity the whole request is refused, and the popup says why.
  await workers.getByRole('button', { name: 'Assign Participants' }).click();
  await assign.getByRole('checkbox', { name: second }).check();
  await assign.getByRole('button', { name: 'Submit' }).click();
  await expect(assign.getByRole('alert')).toHaveText(FULL);
  await assign.getByRole('button', { name: 'Cancel' }).click();
  // The popup holds a ticked box: closing asks the lost-data question first.
  await page.getByRole('alertdialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
  await expect(assign).toBeHidden();
  await workers.getByRole('button', { name: 'Close', exact: true }).last().click();

  // Renewed for the next season: a second job of the title, Pending Approval.
  await page.getByRole('button', { name: `Renew ${title}` }).click();
  const renew = page.getByRole('dialog', { name: `Renew ${title}` });
  await choose(page, renew, 'Contract', CONTRACT_CODE);
  await renew.getByRole('textbox', { name: 'Start Date' }).pressSequentially('06282027');
  await renew.getByRole('textbox', { name: 'End Date' }).pressSequentially('08062027');
  // A typed date is committed when the field (box and picker) is left.
  await renew.getByRole('textbox', { name: 'Capacity' }).fill('2');
  await renew.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Job successfully renewed')).toBeVisible();
  await search(page, title);
  await expect(jobRows).toHaveCount(2);
  await expect(jobRows.getByText('Pending Approval')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a contractor sees only the jobs at their own contractor’s worksites', async ({ page, request }) => {
  const token = await apiToken(request, 'contractor');
  const own = await call<Page_<Row>>(request, token, 'POST', 'worksites/search', { pageSize: 500 });
  const ownSites = new Set(own.items.map((w) => String(w.name)));
  const admin = await apiToken(request);
  const everyJob = await call<Page_<Row>>(request, admin, 'POST', 'jobs/search', { pageSize: 500 });
  // The check bites: some jobs are at other contractors' worksites.
  expect(everyJob.items.some((j) => !ownSites.has(String(j.worksiteName)))).toBe(true);

  await signInAs(page, 'contractor');
  await page.goto('#/contract/jobs');
  const grid = page.getByRole('table', { name: 'Jobs' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  const worksiteNames = await grid.evaluate((table) => {
    const headers = Array.from(table.querySelectorAll('[role="columnheader"], th')).map((h) => h.textContent.trim());
    const index = headers.indexOf('Worksite');
    return Array.from(table.querySelectorAll('[role="row"], tr'))
      .slice(1)
      .map((row) =>
        Array.from(row.querySelectorAll('[role="cell"], [role="gridcell"], td'))[index]?.textContent.trim(),
      );
  });
  expect(worksiteNames.length).toBeGreaterThan(0);
  expect(worksiteNames.every((name) => name !== undefined && ownSites.has(name))).toBe(true);
  // Their Worksites screen lists the same worksites.
  await page.goto('#/contract/worksites');
  await expect(page.getByRole('table', { name: 'Worksites' }).getByRole('row').nth(1)).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

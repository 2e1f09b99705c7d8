import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';
import { successToast } from './ui.ts';

const MANUAL_CHECK_WARNING =
  'You have made a manual check request. This timesheet will not be submitted to paycheck. Press "Yes" to continue or "No" to do nothing.';

interface Student {
  id: number;
  firstName: string;
  lastName: string;
  ssn: string;
  birthDate: string;
}
interface Job {
  id: number;
  jobName: string;
  startDate: string;
  endDate: string;
  hourlyRate: number;
  incentiveOnly: boolean;
}
interface Timesheet {
  studentJobId: number;
  periodStartDate: string;
  periodEndDate: string;
}
interface Candidate {
  student: Student;
  job: Job;
  /** yyyy-mm-dd: a Tuesday-to-Sunday week inside the assignment, off the seeded periods' Mondays. */
  start: string;
  end: string;
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const ageOn = (birth: string, day: string) =>
  Number(day.slice(0, 4)) - Number(birth.slice(0, 4)) - (day.slice(5) < birth.slice(5) ? 1 : 0);
const shown = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/**
 * A demo participant of an age band with a paid job assignment holding a free week: Tuesday to
 * Sunday with no timesheet of the assignment on those days or the two after (one timesheet per job
 * and period; the test voids a timesheet of those two days). Read through the API.
 */
async function candidate(request: APIRequestContext, token: string, fits: (age: number) => boolean, skip = 0) {
  const students = await call<{ items: Student[] }>(request, token, 'POST', 'students/search', {
    sort: [{ field: 'id', direction: 'desc' }],
    page: 1,
    pageSize: 200,
  });
  let seen = 0;
  for (const student of students.items) {
    const jobs = await call<Job[]>(request, token, 'GET', `students/${String(student.id)}/jobs`);
    const timesheets = await call<Timesheet[]>(request, token, 'GET', `students/${String(student.id)}/timesheets`);
    for (const job of jobs.filter((entry) => !entry.incentiveOnly && entry.hourlyRate > 0)) {
      const taken = timesheets.filter((timesheet) => timesheet.studentJobId === job.id);
      for (let start = addDays(job.startDate, 1); addDays(start, 7) <= job.endDate; start = addDays(start, 7)) {
        const last = addDays(start, 7);
        const free = taken.every((t) => t.periodEndDate < start || t.periodStartDate > last);
        if (!free || !fits(ageOn(student.birthDate, start))) continue;
        if (seen++ < skip) break;
        return { student, job, start, end: addDays(start, 5) } satisfies Candidate;
      }
    }
  }
  throw new Error('no demo participant fits');
}

const rowName = (c: Candidate) => `${c.student.lastName}, ${c.student.firstName} ${shown(c.start)}`;

async function typeDate(page: Page, label: string, iso: string) {
  const field = page.getByRole('dialog', { name: 'Enter Timesheet' }).getByRole('textbox', { name: label });
  await field.click();
  await field.pressSequentially(`${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(0, 4)}`);
  await field.press('Enter');
}

/** Fills the entry form for a candidate's job and period with these hours. */
async function fillEntry(page: Page, c: Candidate, hours: string) {
  const dialog = page.getByRole('dialog', { name: 'Enter Timesheet' });
  await dialog.getByRole('textbox', { name: 'Find Participant' }).fill(`${c.student.firstName} ${c.student.lastName}`);
  await dialog.getByRole('textbox', { name: 'Find Participant' }).press('Enter');
  await dialog.getByRole('combobox', { name: 'Participant' }).click();
  await page
    .getByRole('option', { name: `${c.student.lastName}, ${c.student.firstName} (${c.student.ssn})`, exact: true })
    .click();
  await dialog.getByRole('combobox', { name: 'Job' }).click();
  await page
    .getByRole('option', { name: new RegExp(`^${c.job.jobName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} at `) })
    .first()
    .click();
  await typeDate(page, 'Period Start', c.start);
  await typeDate(page, 'Period End', c.end);
  await dialog.getByRole('textbox', { name: 'Worked Hours' }).fill(hours);
}

async function showStatus(page: Page, status: string, c: Candidate) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill(c.student.lastName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

test('Available Timesheets: entry with the youth hour rules, submit, approve, move to pending, a manual check and a void', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const minor = await candidate(request, token, (age) => age >= 14 && age <= 17);
  const adult = await candidate(request, token, (age) => age >= 18);

  await signInAs(page, 'admin');
  await page.goto('#/payroll/available-timesheets');
  await expect(page.getByRole('heading', { name: 'Available Timesheets' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Available Timesheets' }).getByRole('row').nth(1)).toBeVisible();

  // A week of 100 hours is more than any youth rule allows: refused at entry, named, the hours kept.
  await page.getByRole('button', { name: 'Enter Timesheet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Timesheet' });
  await fillEntry(page, minor, '100');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(
    dialog.getByText(/^Youth hour rule ".+": at most .+ would work [\d.,]+ hours.* above the .+ allowed/),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Worked Hours' })).toHaveValue('100');
  expect(await axeViolations(page)).toEqual([]);
  // The refused hours are still typed in: Cancel asks before throwing them away (a look at once
  // could miss the question, and then the popup stayed open under it).
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toBeHidden();

  // An adult's timesheet is entered, then submitted with its version.
  const comment = `E2E ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Enter Timesheet' }).click();
  await fillEntry(page, adult, '6.5');
  await dialog.getByRole('textbox', { name: 'Incentive Amount' }).fill('12.5');
  await dialog.getByRole('textbox', { name: 'Comments' }).fill(comment);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Timesheet successfully created')).toBeVisible();

  await showStatus(page, 'Pending', adult);
  const pay = (Math.round(6.5 * adult.job.hourlyRate * 100) / 100 + 12.5).toFixed(2);
  await expect(page.getByRole('cell', { name: comment })).toBeVisible();
  await page.getByRole('checkbox', { name: `Select ${rowName(adult)}` }).check();
  await expect(page.getByRole('status', { name: 'Totals' })).toContainText(
    `1 timesheet, 6.50 hours, incentive $12.50, pay $${pay}`,
  );
  await page.getByRole('button', { name: 'Submit for Payroll' }).click();
  await expect(successToast(page, '1 timesheet submitted for payroll')).toBeVisible();

  // Approved with its payroll process, after the question.
  await showStatus(page, 'Submitted for Payroll', adult);
  await page.getByRole('checkbox', { name: `Select ${rowName(adult)}` }).check();
  await page.getByRole('button', { name: 'Approve for Payroll' }).click();
  await page.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(successToast(page, /approved for payroll$/)).toBeVisible();

  // Back to Pending with its version.
  await showStatus(page, 'Approved for Payroll', adult);
  await page.getByRole('checkbox', { name: `Select ${rowName(adult)}` }).check();
  await page.getByRole('button', { name: 'Move to Pending' }).click();
  await expect(successToast(page, '1 timesheet moved to pending')).toBeVisible();

  // A manual check: the spec's warning first, then submitted as a manual check, kept out of the paycheck file.
  await showStatus(page, 'Pending', adult);
  await page.getByRole('checkbox', { name: `Select ${rowName(adult)}` }).check();
  await page.getByRole('button', { name: 'Request Manual Check' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Warning' });
  await expect(warning.getByText(MANUAL_CHECK_WARNING, { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await warning.getByRole('button', { name: 'Yes' }).click();
  await expect(successToast(page, 'Manual check requested for 1 timesheet')).toBeVisible();
  await showStatus(page, 'Submitted for Payroll', adult);
  const manualRow = page.getByRole('row').filter({ has: page.getByRole('cell', { name: comment }) });
  await expect(manualRow.getByRole('cell', { name: 'Manual Check', exact: true })).toBeVisible();

  // Void: a Pending timesheet of the two days after that week (one timesheet per job and period),
  // entered through the API, removed after the question.
  const voidStart = addDays(adult.end, 1);
  await call(
    request,
    token,
    'POST',
    `students/${String(adult.student.id)}/timesheets`,
    {
      studentJobId: adult.job.id,
      periodStartDate: voidStart,
      periodEndDate: addDays(voidStart, 1),
      hourlyRate: adult.job.hourlyRate,
      workedHours: 2,
      incentiveAmount: 0,
      comments: `${comment} void`,
      manualCheck: false,
    },
    201,
  );
  await showStatus(page, 'Pending', adult);
  const voidName = `${adult.student.lastName}, ${adult.student.firstName} ${shown(voidStart)}`;
  await page.getByRole('button', { name: `Void ${voidName}` }).click();
  const question = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(question.getByText('Are you sure you want to remove this timesheet?')).toBeVisible();
  await question.getByRole('button', { name: 'Yes' }).click();
  await expect(successToast(page, 'Timesheet successfully removed')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${comment} void` })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

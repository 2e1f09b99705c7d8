import { expect, test, type APIRequestContext } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { apiToken, applicationsInQualityReview, call } from './qualityReview.ts';
import { openScreen, search, successToast, unique, uniqueName } from './ui.ts';

// Records that explain themselves (issue 26): the participant's Profile edited and read back after
// a reload, the edit in the record's History with who and when; an approved job changed and its
// re-approval listing the change; a role without MAINTAIN_STUDENT reads the Profile but cannot edit it.

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}

const stamp = Date.now() % 10_000;

/** A new participant of the first enrollment program, with a birth date its ages allow. */
async function newParticipant(request: APIRequestContext, token: string, lastName: string) {
  const programs = await call<{ id: number; organizationId: number }[]>(
    request,
    token,
    'GET',
    'enrollment-programs/select-list-with-org',
  );
  const program = programs[0];
  if (!program) throw new Error('no enrollment program in the demo data');
  const detail = await call<{ startDate: string; minAge?: number; maxAge?: number }>(
    request,
    token,
    'GET',
    `enrollment-programs/${String(program.id)}`,
  );
  const age = Math.min(Math.max(17, detail.minAge ?? 14), detail.maxAge ?? 24);
  const year = Number(detail.startDate.slice(0, 4)) - age - 1;
  return call<Row>(
    request,
    token,
    'POST',
    'students',
    {
      firstName: 'History',
      lastName,
      birthDate: `${String(year)}${detail.startDate.slice(4)}`,
      ssn: `918-${String(stamp % 100).padStart(2, '0')}-${String(stamp).padStart(4, '0')}`,
      mainPhone: '(412) 555-0142',
      addressLine1: '2214 Centre Avenue',
      city: 'Pittsburgh',
      stateCode: 'PA',
      zipCode: '15219',
      organizationId: program.organizationId,
      enrollmentProgramId: program.id,
      paymentMethod: 'Debit',
    },
    201,
  );
}

test("a caseworker edits a participant's phone, sees it after a reload and in History with who and when", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const lastName = uniqueName('Profile');
  const student = await newParticipant(request, token, lastName);
  await signInAs(page, 'admin');
  await openScreen(page, `#/participants/${String(student.id)}`, `History ${lastName}`);

  await page.getByRole('tab', { name: 'Profile' }).click();
  const profile = page.getByRole('definition').filter({ hasText: '(412) 555-0142' });
  await expect(profile).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  const phone = edit.getByRole('textbox', { name: 'Main Phone' });
  // The mask keeps its value through fill(''): a user selects it all and types over it.
  await phone.click();
  await phone.press('ControlOrMeta+a');
  await phone.press('Backspace');
  await phone.pressSequentially('4125550199');
  await expect(phone).toHaveValue('(412) 555-0199');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Participant successfully updated')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Profile' }).click();
  const facts = page.getByLabel('Participant profile');
  await expect(facts).toContainText('Main Phone(412) 555-0199');
  await expect(facts).toContainText('Modified Byadmin');

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: `History of History ${lastName}` });
  const change = history.getByRole('table', { name: /^Fields changed: Update by admin on \d\d\/\d\d\/\d{4} / });
  await expect(change).toBeVisible();
  const row = change.getByRole('row', { name: /Main Phone/ });
  await expect(row.getByRole('cell')).toHaveText(['(412) 555-0142', '(412) 555-0199']);
  await expect(history.getByRole('table', { name: /^Fields changed: Create by admin/ })).toBeVisible();
});

test('an approved job that changes comes back for approval listing what changed', async ({ page, request }) => {
  const token = await apiToken(request);
  const jobs = await call<{ items: Row[] }>(request, token, 'POST', 'jobs/search', {
    filters: [{ field: 'status', operator: 'eq', value: 'Approved' }],
    page: 1,
    pageSize: 1,
  });
  const model = jobs.items[0];
  if (!model) throw new Error('no approved job in the demo data');
  const title = unique('Reapproval Aide ');
  await call(
    request,
    token,
    'POST',
    'jobs',
    {
      name: title,
      worksiteId: model.worksiteId,
      contractId: model.contractId,
      jobSectorId: model.jobSectorId,
      startDate: model.startDate,
      endDate: model.endDate,
      positions: 2,
      hourlyRate: model.hourlyRate,
      incentiveOnly: false,
      maxHoursPerStudent: 120,
      maxIncentiveAmount: 200,
      minAge: 14,
      maxAge: 18,
      supervisorName: 'Angela Brooks',
    },
    201,
  );

  await signInAs(page, 'admin');
  await openScreen(page, '#/contract/worksite-job-approvals', 'Worksite/Job Approvals');
  await search(page, title);
  await page.getByRole('button', { name: `Review Job ${title}` }).click();
  const first = page.getByRole('dialog', { name: `Review Job ${title}` });
  // What is approved: the job's own fields.
  await expect(first.getByLabel('Job details')).toContainText('SupervisorAngela Brooks');
  await expect(first.getByText('Never approved before: the whole job is new.')).toBeVisible();
  await first.getByRole('button', { name: 'Approve' }).click();
  await expect(successToast(page, 'Job successfully approved')).toBeVisible();

  await openScreen(page, '#/contract/jobs', 'Jobs');
  await search(page, title);
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await edit.getByRole('textbox', { name: 'Supervisor', exact: true }).fill('Marcus Reed');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Job successfully updated')).toBeVisible();

  await openScreen(page, '#/contract/worksite-job-approvals', 'Worksite/Job Approvals');
  await search(page, title);
  await page.getByRole('button', { name: `Review Job ${title}` }).click();
  const again = page.getByRole('dialog', { name: `Review Job ${title}` });
  const changes = again.getByRole('table', { name: 'Changes since the last approval' });
  const row = changes.getByRole('row', { name: /Supervisor/ });
  await expect(row.getByRole('cell')).toHaveText(['Angela Brooks', 'Marcus Reed']);
  await expect(changes.getByRole('row')).toHaveCount(2);
});

test('a role without MAINTAIN_STUDENT reads the Profile but cannot edit it, and sees no History', async ({
  page,
  request,
}) => {
  // Contractor staff see the participants of their worksites' jobs (VIEW_STUDENT, not MAINTAIN_STUDENT).
  const token = await apiToken(request, 'contractor');
  const own = await call<{ items: Row[] }>(request, token, 'POST', 'students/search', { page: 1, pageSize: 1 });
  const student = own.items[0];
  if (!student) throw new Error('the contractor sees no participant in the demo data');
  await signInAs(page, 'contractor');
  await page.goto(`#/participants/${String(student.id)}`);
  await page.getByRole('tab', { name: 'Profile' }).click();
  await expect(page.getByLabel('Participant profile')).toContainText('Address');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'History', exact: true })).toHaveCount(0);
});

test("the applicant review shows the applicant's History beside its printable review", async ({ page, request }) => {
  const token = await apiToken(request);
  // Read only, from the queue's middle: the review specs take from its two ends.
  const ids = await applicationsInQualityReview(request, token);
  const id = ids[Math.floor(ids.length / 2)];
  if (id === undefined) throw new Error('no application in Quality Review');
  const header = await call<{ firstName: string; lastName: string }>(
    request,
    token,
    'GET',
    `applicant-review/${String(id)}/info`,
  );
  await signInAs(page, 'admin');
  await page.goto(`#/enrollment/quality-review/${String(id)}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Applicant Review' })).toBeVisible();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  const history = page.getByRole('dialog', { name: `History of ${header.firstName} ${header.lastName}` });
  await expect(
    history.getByRole('list', { name: 'Changes' }).or(history.getByText('No changes recorded yet.')),
  ).toBeVisible();
});

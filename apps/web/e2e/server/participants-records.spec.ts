import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';
import { chooseFirst, openScreen } from './ui.ts';

// Participants against the reference server (issue 12): a record added, edited and removed in
// every Details tab, job assignment (refused for an expired clearance, then granted), the Add
// Participant wizard with its duplicate-SSN warning, and interviews scheduled and updated. Every
// participant here is made by this spec (unique SSNs 9xx-…), so other specs' data never matters.

const stamp = Date.now() % 100_000;
/** The stamp in a name: letters only, as names are (ADR 216). */
const nameStamp = String(stamp).replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
const ssnOf = (n: number) =>
  `9${String(n).padStart(2, '0')}-${String(stamp % 100).padStart(2, '0')}-${String(stamp).padStart(5, '0').slice(-4)}`;

interface Student {
  id: number;
  version: number;
  [field: string]: unknown;
}

/** The first enrollment program and a birth date that fits its ages on its first day (and 14 to 24 today). */
async function firstProgram(request: APIRequestContext, token: string) {
  const programs = await call<{ id: number; text: string; organizationId: number; organizationName: string }[]>(
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
  return { ...program, birthDate: `${String(year)}${detail.startDate.slice(4)}` };
}

/** A new participant of the first enrollment program. */
async function newParticipant(request: APIRequestContext, token: string, n: number, lastName: string) {
  const program = await firstProgram(request, token);
  return call<Student>(
    request,
    token,
    'POST',
    'students',
    {
      firstName: 'Records',
      lastName,
      birthDate: program.birthDate,
      ssn: ssnOf(n),
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

/** Sets a participant's four clearance dates through the contract's update. */
async function setClearances(request: APIRequestContext, token: string, id: number, expires: string) {
  const student = await call<Student>(request, token, 'GET', `students/${String(id)}`);
  const fields = [
    'firstName',
    'middleName',
    'lastName',
    'suffixName',
    'birthDate',
    'ssn',
    'genderId',
    'ethnicGroupId',
    'emailAddress',
    'mainPhone',
    'cellPhone',
    'addressLine1',
    'addressLine2',
    'city',
    'stateCode',
    'zipCode',
    'zipPlus4',
    'organizationId',
    'enrollmentProgramId',
    'gradeLevelId',
    'schoolId',
    'paymentMethod',
  ];
  const body: Record<string, unknown> = Object.fromEntries(fields.map((field) => [field, student[field]]));
  await call(request, token, 'PUT', `students/${String(id)}`, {
    ...body,
    childAbuseClearanceExpires: expires,
    fbiClearanceExpires: expires,
    paStateCriminalClearanceExpires: expires,
    workPermitExpires: expires,
    version: student.version,
  });
}

async function typeDate(field: Locator, mmddyyyy: string) {
  await field.click();
  await field.pressSequentially(mmddyyyy.replaceAll('/', ''));
  // Leaving the field commits the date (Enter would also submit the popup's form).
  await field.blur();
}

interface Kind {
  tab: string;
  noun: string;
  fill: (page: Page, dialog: Locator) => Promise<void>;
  edit: (page: Page, dialog: Locator) => Promise<void>;
}

const text = (name: string, value: string) => async (_page: Page, dialog: Locator) => {
  await dialog.getByRole('textbox', { name, exact: true }).fill(value);
};

const KINDS: Kind[] = [
  {
    tab: 'Contracts',
    noun: 'Contract',
    fill: async (page, dialog) => {
      await chooseFirst(page, dialog, 'Contract');
      await typeDate(dialog.getByRole('textbox', { name: 'Start Date' }), '07/06/2026');
      await typeDate(dialog.getByRole('textbox', { name: 'End Date' }), '08/14/2026');
    },
    edit: text('Max Hours', '100'),
  },
  {
    tab: 'Eligibilities',
    noun: 'Eligibility',
    fill: async (page, dialog) => {
      await chooseFirst(page, dialog, 'Funding Source');
      await typeDate(dialog.getByRole('textbox', { name: 'Determined' }), '05/01/2026');
      await dialog.getByRole('textbox', { name: 'Family Size' }).fill('3');
      await dialog.getByRole('textbox', { name: 'Annual Income' }).fill('24000');
    },
    edit: text('Family Size', '4'),
  },
  {
    tab: 'Programs',
    noun: 'Program',
    fill: async (page, dialog) => {
      await chooseFirst(page, dialog, 'Program');
      await typeDate(dialog.getByRole('textbox', { name: 'Start Date' }), '06/29/2026');
    },
    edit: text('Comments', 'Moved to the afternoon cohort.'),
  },
  {
    tab: 'Barriers',
    noun: 'Barrier',
    fill: async (page, dialog) => {
      await chooseFirst(page, dialog, 'Barrier');
      await typeDate(dialog.getByRole('textbox', { name: 'Identified' }), '05/02/2026');
    },
    edit: text('Comments', 'Bus pass issued.'),
  },
  {
    tab: 'Educations',
    noun: 'Education',
    fill: async (page, dialog) => {
      await chooseFirst(page, dialog, 'School');
      await chooseFirst(page, dialog, 'Grade');
      await dialog.getByRole('textbox', { name: 'School Year' }).fill('2026-2027');
    },
    edit: text('School Year', '2027-2028'),
  },
  {
    tab: 'Guardians',
    noun: 'Guardian',
    fill: async (page, dialog) => {
      await chooseFirst(page, dialog, 'Relationship');
      await dialog.getByRole('textbox', { name: 'First Name' }).fill('Denise');
      await dialog.getByRole('textbox', { name: 'Last Name' }).fill('Records');
      await dialog.getByRole('textbox', { name: 'Phone', exact: true }).fill('4125550199');
    },
    edit: text('First Name', 'Denisha'),
  },
  {
    tab: 'Interests',
    noun: 'Interest',
    fill: async (page, dialog) => {
      await chooseFirst(page, dialog, 'Interest');
    },
    edit: text('Rank', '2'),
  },
  {
    tab: 'Referrals',
    noun: 'Referral',
    fill: async (page, dialog) => {
      await typeDate(dialog.getByRole('textbox', { name: 'Referral Date' }), '05/10/2026');
      await dialog.getByRole('textbox', { name: 'Referred To' }).fill('Goodwill of Southwestern PA');
      await chooseFirst(page, dialog, 'Service');
    },
    edit: text('Referred To', 'Goodwill Career Center'),
  },
  {
    tab: 'Follow-ups',
    noun: 'Follow-up',
    fill: async (page, dialog) => {
      await typeDate(dialog.getByRole('textbox', { name: 'Follow-up Date' }), '09/01/2026');
      await chooseFirst(page, dialog, 'Method');
      await dialog.getByRole('combobox', { name: 'Employment Status' }).click();
      await page.getByRole('option', { name: 'Unemployed' }).click();
    },
    edit: text('Comments', 'Left a voicemail.'),
  },
  {
    tab: 'Career Programs',
    noun: 'Career Program',
    fill: async (page, dialog) => {
      await chooseFirst(page, dialog, 'Career Program');
      await typeDate(dialog.getByRole('textbox', { name: 'Start Date' }), '06/29/2026');
    },
    edit: text('Credential', 'OSHA 10'),
  },
];

// Success shows as the popup closing and the grid changing: toasts queue behind earlier ones, so
// only the first kind's are read (a refused save keeps its popup open and fails the test).
async function addEditRemove(page: Page, kind: Kind, readToasts: boolean) {
  const toastOf = async (message: string) => {
    if (readToasts) await expect(page.getByText(message).first()).toBeVisible();
  };
  await page.getByRole('tab', { name: kind.tab, exact: true }).click();
  const grid = page.getByRole('table', { name: kind.tab });
  await page.getByRole('button', { name: `Add ${kind.noun}`, exact: true }).click();
  const add = page.getByRole('dialog', { name: `Add ${kind.noun}` });
  await kind.fill(page, add);
  await add.getByRole('button', { name: 'Submit' }).click();
  await toastOf(`${kind.noun} successfully created`);
  await expect(add).toBeHidden();
  await expect(grid.getByRole('button', { name: /^Edit / })).toHaveCount(1);

  await grid
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: `Edit ${kind.noun}` });
  await kind.edit(page, edit);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await toastOf(`${kind.noun} successfully updated`);
  await expect(edit).toBeHidden();

  await grid
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByText(`Are you sure you want to remove this ${kind.noun.toLowerCase()}?`)).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await toastOf(`${kind.noun} successfully removed`);
  await expect(grid.getByRole('button', { name: /^Delete / })).toHaveCount(0);
}

test('adds, edits and removes a record in every Details tab; the page has no axe violations', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await apiToken(request);
  const student = await newParticipant(request, token, 1, `Tabs${nameStamp}`);
  await signInAs(page, 'admin');
  await page.goto(`#/participants/${String(student.id)}`);
  await expect(page.getByRole('heading', { name: `Records Tabs${nameStamp}` })).toBeVisible();
  for (const [index, kind] of KINDS.entries()) await addEditRemove(page, kind, index === 0);
  // Notes: the thirteenth kind, through the shared Notes dialog.
  await page.getByRole('button', { name: 'Notes' }).click();
  const notes = page.getByRole('dialog', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Add Note' }).click();
  await page.getByRole('dialog', { name: 'Add Note' }).getByRole('textbox').fill('Met with the guardian.');
  await page.getByRole('dialog', { name: 'Add Note' }).getByRole('button', { name: 'Submit' }).click();
  await expect(notes.getByRole('cell', { name: 'Met with the guardian.', exact: true })).toBeVisible();
  await notes
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(notes.getByRole('cell', { name: 'Met with the guardian.', exact: true })).toBeHidden();
  await notes.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(notes).toBeHidden();
  expect(await axeViolations(page)).toEqual([]);
});

test("Assign Job is disabled for an Enrolled participant, and the page says why in a caseworker's words", async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const enrolled = await call<{ items: { id: number }[] }>(request, token, 'POST', 'students/search', {
    filters: [{ field: 'status', operator: 'eq', value: 'Enrolled' }],
    page: 1,
    pageSize: 1,
  });
  const student = enrolled.items[0];
  if (!student) throw new Error('no Enrolled participant in the demo data');
  await signInAs(page, 'admin');
  await page.goto(`#/participants/${String(student.id)}`);
  await page.getByRole('tab', { name: 'Jobs' }).click();
  const assign = page.getByRole('button', { name: 'Assign Job' });
  await expect(assign).toBeDisabled();
  await expect(assign).toHaveAccessibleDescription(
    'A job can be assigned only once the participant is Recruited or Awaiting Assignment; this participant is Enrolled.',
  );
  await expect(
    page.getByText('A job can be assigned only once the participant is Recruited or Awaiting Assignment', {
      exact: false,
    }),
  ).toBeVisible();
});

test('assigning a job is refused for an expired clearance with its message; with valid papers the job, a timesheet and unassign work', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const token = await apiToken(request);
  // A demo participant waiting for a job (Recruited or Awaiting Assignment) with an opening that fits.
  const waiting = await call<{ items: { id: number }[] }>(request, token, 'POST', 'students/search', {
    filters: [{ field: 'status', operator: 'eq', value: 'Awaiting Assignment' }],
    page: 1,
    pageSize: 50,
  });
  let chosen:
    { id: number; job: { jobId: number; jobName: string; jobStartDate: string; jobEndDate: string } } | undefined;
  for (const row of waiting.items) {
    const jobs = await call<{ jobId: number; jobName: string; jobStartDate: string; jobEndDate: string }[]>(
      request,
      token,
      'GET',
      `students/${String(row.id)}/available-jobs`,
    );
    if (jobs[0]) {
      chosen = { id: row.id, job: jobs[0] };
      break;
    }
  }
  if (!chosen) throw new Error('no waiting participant with an available job in the demo data');
  await setClearances(request, token, chosen.id, '2026-01-31');
  const us = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

  await signInAs(page, 'admin');
  await page.goto(`#/participants/${String(chosen.id)}`);
  // The header badges every expired paper the server lists (ADR 176).
  const badges = page.getByRole('list', { name: 'Clearances' }).getByRole('listitem');
  await expect(badges).toHaveCount(4);
  await expect(badges.filter({ hasText: 'FBI Clearance expired 01/31/2026' })).toBeVisible();
  await page.getByRole('tab', { name: 'Jobs' }).click();
  const assign = async () => {
    await page.getByRole('button', { name: 'Assign Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Job' });
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page
      .getByRole('option', { name: new RegExp(`^${chosen.job.jobName} - `) })
      .first()
      .click();
    await typeDate(dialog.getByRole('textbox', { name: 'Start Date' }), us(chosen.job.jobStartDate));
    await typeDate(dialog.getByRole('textbox', { name: 'End Date' }), us(chosen.job.jobEndDate));
    await dialog.getByRole('textbox', { name: 'Hourly Rate' }).fill('12.50');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    return dialog;
  };
  const refused = await assign();
  await expect(page.getByText(/expired on 01\/31\/2026\. Renew it before assigning a job\./).first()).toBeVisible();
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('button', { name: 'Yes' })
    .click()
    .catch(() => undefined);

  await setClearances(request, token, chosen.id, '2099-01-31');
  const granted = await assign();
  await expect(page.getByText('Job successfully assigned').first()).toBeVisible();
  await expect(granted).toBeHidden();
  const jobs = page.getByRole('table', { name: 'Jobs' });
  await expect(jobs.getByRole('cell', { name: chosen.job.jobName }).first()).toBeVisible();
  await expect(page.getByText('Assigned', { exact: true }).first()).toBeVisible();

  // A timesheet of the new assignment: added, edited, removed.
  await page.getByRole('tab', { name: 'Timesheets' }).click();
  await page.getByRole('button', { name: 'Add Timesheet' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add Timesheet' });
  await chooseFirst(page, sheet, 'Job');
  await typeDate(sheet.getByRole('textbox', { name: 'Period Start' }), us(chosen.job.jobStartDate));
  await typeDate(sheet.getByRole('textbox', { name: 'Period End' }), us(chosen.job.jobStartDate));
  // The rate is the assignment's: the form shows it with the job and sends it.
  await expect(sheet.getByText(/^Hourly rate \$/)).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Worked Hours' }).fill('6');
  await sheet.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Timesheet successfully created').first()).toBeVisible();
  const sheets = page.getByRole('table', { name: 'Timesheets' });
  await sheets
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Edit Timesheet' }).getByRole('textbox', { name: 'Worked Hours' }).fill('7');
  await page.getByRole('dialog', { name: 'Edit Timesheet' }).getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Timesheet successfully updated').first()).toBeVisible();
  await sheets
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Timesheet successfully removed').first()).toBeVisible();

  // The assignment: its rate edited, then unassigned.
  await page.getByRole('tab', { name: 'Jobs' }).click();
  await jobs
    .getByRole('button', { name: `Edit ${chosen.job.jobName}` })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit Job' });
  await edit.getByRole('textbox', { name: 'Hourly Rate' }).fill('13.00');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Job successfully updated').first()).toBeVisible();
  await jobs
    .getByRole('button', { name: `Unassign ${chosen.job.jobName}` })
    .first()
    .click();
  const unassign = page.getByRole('dialog', { name: `Unassign ${chosen.job.jobName}` });
  await chooseFirst(page, unassign, 'Reason');
  await unassign.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Job successfully unassigned').first()).toBeVisible();
  await expect(page.getByText('Awaiting Assignment', { exact: true }).first()).toBeVisible();
});

test('the Add Participant wizard adds a participant and warns when the SSN is already on file', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const program = await firstProgram(request, await apiToken(request));
  const born = `${program.birthDate.slice(5, 7)}/${program.birthDate.slice(8, 10)}/${program.birthDate.slice(0, 4)}`;
  await signInAs(page, 'admin');
  const ssn = ssnOf(3);
  const walk = async (lastName: string) => {
    await page.goto('#/participants/add-participant');
    const wizard = page.getByRole('dialog', { name: 'Add Participant' });
    await wizard.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: program.organizationName, exact: true }).click();
    await wizard.getByRole('combobox', { name: 'Enrollment Program' }).click();
    await page.getByRole('option', { name: program.text, exact: true }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('textbox', { name: 'First Name' }).fill('Wizard');
    await wizard.getByRole('textbox', { name: 'Last Name' }).fill(lastName);
    await typeDate(wizard.getByRole('textbox', { name: 'Birth Date' }), born);
    await wizard.getByRole('textbox', { name: 'SSN' }).pressSequentially(ssn.replaceAll('-', ''));
    await wizard.getByRole('textbox', { name: 'First Name' }).click();
    return wizard;
  };
  const first = await walk(`First${nameStamp}`);
  await expect(first.getByText('A participant with this SSN already exists.', { exact: false })).toBeHidden();
  await first.getByRole('button', { name: 'Next' }).click();
  await first.getByRole('textbox', { name: 'Phone', exact: true }).fill('4125550142');
  await first.getByRole('textbox', { name: 'Address Line 1' }).fill('2214 Centre Avenue');
  await first.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
  await first.getByRole('textbox', { name: 'Zip Code' }).fill('15219');
  await first.getByRole('button', { name: 'Next' }).click();
  await first.getByRole('combobox', { name: 'Payment Method' }).click();
  await page.getByRole('option', { name: 'Debit' }).click();
  await first.getByRole('button', { name: 'Next' }).click();
  await first.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Participant successfully created').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/participants\/\d+$/);
  await expect(page.getByRole('heading', { name: `Wizard First${nameStamp}` })).toBeVisible();

  const second = await walk(`Second${nameStamp}`);
  await expect(second.getByText('A participant with this SSN already exists.', { exact: false })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('schedules an interview for a participant and records its outcome', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = await apiToken(request);
  const lastName = `Interview${nameStamp}`;
  await newParticipant(request, token, 4, lastName);
  await signInAs(page, 'admin');
  await openScreen(page, '#/participants/schedule-interviews', 'Schedule Interviews');
  const box = page.getByRole('searchbox', { name: 'Grid Quick Search' });
  await box.fill(lastName);
  await box.press('Enter');
  await page.getByRole('button', { name: `Select Records ${lastName}` }).click();
  await page.getByRole('button', { name: 'Schedule Interviews' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Interviews (1)' });
  await typeDate(dialog.getByRole('textbox', { name: 'Interview Date' }), '06/22/2026');
  await dialog.getByRole('textbox', { name: 'Interview Time' }).fill('14:30');
  await chooseFirst(page, dialog, 'Location');
  await chooseFirst(page, dialog, 'Email Template');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Interview successfully scheduled').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await openScreen(page, '#/participants/update-interview', 'Update Interview');
  const search = page.getByRole('searchbox', { name: 'Grid Quick Search' });
  await search.fill(lastName);
  await search.press('Enter');
  await page.getByRole('button', { name: `Update Records ${lastName}` }).click();
  const update = page.getByRole('dialog', { name: `Update Interview of Records ${lastName}` });
  await update.getByRole('combobox', { name: 'Outcome' }).click();
  await page.getByRole('option', { name: 'Attended' }).click();
  await update.getByRole('textbox', { name: 'Note' }).fill('Arrived early; strong interest.');
  await update.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Interview successfully updated').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Attended' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Update Records ${lastName}` })).toBeHidden();
});

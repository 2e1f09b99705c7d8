import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';
import { chooseFirst, openScreen, search, successToast, unique } from './ui.ts';

interface Row {
  id: number;
  version: number;
  [field: string]: unknown;
}
interface Option {
  id: number;
  text: string;
}

async function choose(page: Page, dialog: Locator, label: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

async function confirm(page: Page, question: string) {
  const dialog = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(dialog.getByText(question)).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

test('admin adds a contract and moves it Draft -> Active -> Closed; an illegal move answers 409', async ({
  page,
  request,
}) => {
  const code = unique('E2E-').toUpperCase().slice(0, 20);
  await signInAs(page, 'admin');
  await page.goto('#/contract/contract-code');
  await expect(page.getByRole('heading', { name: 'Contracts' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Contract' }).click();
  const add = page.getByRole('dialog', { name: 'Add Contract' });
  // The dates first: a date commits on Enter, and the form cannot be submitted by it yet.
  await add.getByRole('textbox', { name: 'Start Date' }).pressSequentially('08312026');
  await add.getByRole('textbox', { name: 'Start Date' }).press('Enter');
  await add.getByRole('textbox', { name: 'End Date' }).pressSequentially('06012026');
  await add.getByRole('textbox', { name: 'End Date' }).press('Enter');
  await expect(add.getByText('Start Date must be less then End Date')).toBeVisible();
  await add.getByRole('textbox', { name: 'Start Date' }).fill('');
  await add.getByRole('textbox', { name: 'Start Date' }).pressSequentially('06012026');
  await add.getByRole('textbox', { name: 'Start Date' }).press('Enter');
  await add.getByRole('textbox', { name: 'End Date' }).fill('');
  await add.getByRole('textbox', { name: 'End Date' }).pressSequentially('08312026');
  await add.getByRole('textbox', { name: 'End Date' }).press('Enter');
  await expect(add.getByText('Start Date must be less then End Date')).toBeHidden();
  await add.getByRole('textbox', { name: 'Contract Code' }).fill(code);
  await add.getByRole('textbox', { name: 'Name' }).fill(`Summer Youth Employment ${code}`);
  await chooseFirst(page, add, 'Organization');
  await chooseFirst(page, add, 'Contract Type');
  await chooseFirst(page, add, 'Funding Source');
  await chooseFirst(page, add, 'Payroll Frequency');
  await add.getByRole('textbox', { name: 'Default Hourly Rate (USD)' }).fill('13.50');
  await add.getByRole('textbox', { name: 'Max Hours per Participant' }).fill('140');
  await add.getByRole('textbox', { name: 'Max Incentive Amount (USD)' }).fill('300');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Contract successfully created')).toBeVisible();

  await search(page, code);
  const grid = page.getByRole('table', { name: 'Contracts' });
  await expect(grid.getByRole('cell', { name: code, exact: true })).toBeVisible();
  // The row of this contract: the quick search can match other specs' contracts on the shared seed.
  const row = grid.getByRole('row').filter({ has: page.getByRole('cell', { name: code, exact: true }) });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // Closing a Draft is no move of the contract's state machine: the server answers 409.
  const token = await apiToken(request);
  const found = await call<{ items: Row[] }>(request, token, 'POST', 'contracts/search', {
    filters: [{ field: 'contractCode', operator: 'eq', value: code }],
  });
  const draft = found.items[0];
  if (!draft) throw new Error(`the new contract ${code} is not found`);
  await call(request, token, 'POST', `contracts/${String(draft.id)}/close`, { version: draft.version }, 409);

  await page.getByRole('button', { name: `Activate ${code}` }).click();
  await confirm(page, 'Are you sure you want to activate this contract?');
  await expect(successToast(page, 'Contract successfully activated')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Close ${code}` }).click();
  await confirm(page, 'Are you sure you want to close this contract?');
  await expect(successToast(page, 'Contract successfully closed')).toBeVisible();
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();
  // A Closed contract is neither edited nor moved any more.
  await expect(page.getByRole('button', { name: `Edit ${code}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Activate ${code}` })).toHaveCount(0);
});

test('admin approves a worksite and a job in the queue, rejects a worksite with a reason, links and unlinks', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  const contractor = (await call<{ items: Row[] }>(request, token, 'POST', 'contractors/search', { pageSize: 1 }))
    .items[0];
  const sector = (await call<Option[]>(request, token, 'GET', 'lookups/job-sectors'))[0];
  if (!contractor || !sector) throw new Error('the demo data has no contractor or job sector');
  const newWorksite = (name: string) =>
    call<Row>(
      request,
      token,
      'POST',
      'worksites',
      {
        name,
        contractorId: contractor.id,
        jobSectorId: sector.id,
        addressLine1: '700 Larimer Avenue',
        city: 'Pittsburgh',
        stateCode: 'PA',
        zipCode: '15206',
        isPublicSector: false,
        isActive: true,
      },
      201,
    );
  const approved = unique('Approve Garden ');
  const rejected = unique('Reject Garden ');
  await newWorksite(approved);
  await newWorksite(rejected);

  await signInAs(page, 'admin');
  await page.goto('#/contract/worksite-job-approvals');
  await expect(page.getByRole('heading', { name: 'Worksite/Job Approvals' })).toBeVisible();
  await search(page, approved);
  const queue = page.getByRole('table', { name: 'Worksite/Job Approvals' });
  await expect(queue.getByRole('cell', { name: approved, exact: true }).first()).toBeVisible();
  await expect(queue.getByText('New', { exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: `Review Worksite ${approved}` }).click();
  const review = page.getByRole('dialog', { name: `Review Worksite ${approved}` });
  await expect(review.getByText('Never approved before: the whole worksite is new.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(successToast(page, 'Worksite successfully approved')).toBeVisible();
  await expect(page.getByRole('button', { name: `Review Worksite ${approved}` })).toHaveCount(0);

  await search(page, rejected);
  await page.getByRole('button', { name: `Review Worksite ${rejected}` }).click();
  const reject = page.getByRole('dialog', { name: `Review Worksite ${rejected}` });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Enter the reason for the rejection.')).toBeVisible();
  await reject.getByRole('textbox', { name: 'Reason' }).fill('The entrance on Larimer Avenue is not accessible.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(successToast(page, 'Worksite successfully rejected')).toBeVisible();

  // The approved worksite joins an Active contract of its own.
  const code = unique('E2L-').toUpperCase().slice(0, 20);
  const lookups = async (name: string) => (await call<Option[]>(request, token, 'GET', `lookups/${name}`))[0]?.id ?? 0;
  const contract = await call<Row>(
    request,
    token,
    'POST',
    'contracts',
    {
      contractCode: code,
      name: `Summer Youth Employment ${code}`,
      organizationId: 1,
      startDate: '2026-06-01',
      endDate: '2026-08-31',
      contractTypeId: await lookups('contract-types'),
      fundingSourceId: await lookups('funding-sources'),
      payrollFrequencyId: await lookups('payroll-frequencies'),
      defaultHourlyRate: 12.5,
      maxHoursPerStudent: 150,
      maxIncentiveAmount: 250,
    },
    201,
  );
  await call(request, token, 'POST', `contracts/${String(contract.id)}/activate`, { version: contract.version });

  await page.goto('#/contract/contracted-worksites');
  await expect(page.getByRole('heading', { name: 'Contracted Worksites' })).toBeVisible();
  await page.getByRole('button', { name: 'Link Worksite' }).click();
  const link = page.getByRole('dialog', { name: 'Link Worksite' });
  await choose(page, link, 'Contract', `${code} - Summer Youth Employment ${code}`);
  await choose(page, link, 'Worksite', approved);
  await link.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Worksite successfully linked')).toBeVisible();
  await search(page, approved);
  const links = page.getByRole('table', { name: 'Contracted Worksites' });
  await expect(links.getByRole('cell', { name: code, exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // A job at the linked worksite waits in the queue too.
  const worksite = (
    await call<{ items: Row[] }>(request, token, 'POST', 'worksites/search', {
      filters: [{ field: 'name', operator: 'eq', value: approved }],
    })
  ).items[0];
  if (!worksite) throw new Error(`the worksite ${approved} is not found`);
  const jobTitle = unique('Garden Aide ');
  await call(
    request,
    token,
    'POST',
    'jobs',
    {
      name: jobTitle,
      worksiteId: worksite.id,
      contractId: contract.id,
      jobSectorId: sector.id,
      startDate: '2026-07-06',
      endDate: '2026-08-14',
      positions: 2,
      incentiveOnly: false,
      maxHoursPerStudent: 120,
      maxIncentiveAmount: 200,
      minAge: 14,
      maxAge: 18,
    },
    201,
  );
  await openScreen(page, '#/contract/worksite-job-approvals', 'Worksite/Job Approvals');
  await search(page, jobTitle);
  await page.getByRole('button', { name: `Review Job ${jobTitle}` }).click();
  const jobReview = page.getByRole('dialog', { name: `Review Job ${jobTitle}` });
  await jobReview.getByRole('button', { name: 'Approve' }).click();
  await expect(successToast(page, 'Job successfully approved')).toBeVisible();

  // Nobody works in the job yet, so the link may go.
  await openScreen(page, '#/contract/contracted-worksites', 'Contracted Worksites');
  await search(page, approved);
  await page.getByRole('button', { name: `Unlink ${approved} from ${code}` }).click();
  await confirm(page, 'Are you sure you want to unlink this worksite?');
  await expect(successToast(page, 'Worksite successfully unlinked')).toBeVisible();
  await expect(page.getByRole('button', { name: `Unlink ${approved} from ${code}` })).toHaveCount(0);
});

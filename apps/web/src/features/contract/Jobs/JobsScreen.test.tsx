import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast, warningToast } from '../../../kit/testing/locators.ts';
import { documents, documentTypes } from '../../../shared/Documents/documentFixtures.ts';
import { jobHandlers, jobs } from './jobFixtures.ts';
import { JobsScreen } from './JobsScreen.tsx';

let restore: (() => void) | undefined;
const staff: Claim[] = ['ADD_JOB', 'ASSIGN_STUDENT', 'VIEW_STUDENT'];
const FULL = 'The job has no open positions left (capacity 3).';

async function setup(claims: Claim[] = staff, handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...jobHandlers, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<JobsScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Youth Program Aide' })).toBeVisible();
  return api;
}

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

async function fillNewJob() {
  await page.getByRole('button', { name: 'Add Job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Job' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Garden Crew Lead');
  await dialog.getByRole('combobox', { name: 'Worksite' }).click();
  await page.getByRole('option', { name: 'Frick Park Conservancy Crew' }).click();
  await dialog.getByRole('combobox', { name: 'Contract' }).click();
  await page.getByRole('option', { name: 'SYEP-2026-014' }).click();
  await dialog.getByRole('combobox', { name: 'Sector' }).click();
  await page.getByRole('option', { name: 'Environment' }).click();
  await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '07062026{Enter}');
  await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '08142026{Enter}');
  await dialog.getByRole('textbox', { name: 'Hours per Week' }).fill('25');
  await dialog.getByRole('textbox', { name: 'Capacity' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Max Hours per Participant' }).fill('120');
  await dialog.getByRole('textbox', { name: 'Max Incentive Amount (USD)' }).fill('200');
  await dialog.getByRole('textbox', { name: 'Max Age' }).fill('18');
  return dialog;
}

const createdBody = {
  name: 'Garden Crew Lead',
  worksiteId: 215,
  contractId: 14,
  jobSectorId: 42,
  description: null,
  startDate: '2026-07-06',
  endDate: '2026-08-14',
  hoursPerWeek: 25,
  positions: 4,
  incentiveOnly: false,
  maxHoursPerStudent: 120,
  maxIncentiveAmount: 200,
  minAge: 14,
  maxAge: 18,
  requiresClearances: false,
  supervisorName: null,
  supervisorPhone: null,
  supervisorEmail: null,
  workSchedule: null,
};

describe('JobsScreen', () => {
  test('lists jobs with their worksite, hours, rate in USD, capacity and approval state', async () => {
    await setup();
    await expect.element(page.getByRole('heading', { name: 'Jobs' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Hillcrest Community Center' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '$12.50' })).toBeVisible();
    await expect.element(page.getByText('Pending Approval')).toBeVisible();
  });

  test('adds a job without MAINTAIN_HOURLY_RATE: the rate is locked and left to the contract', async () => {
    const api = await setup(staff, { 'POST /jobs': { status: 201, body: { ...jobs[1], id: 600 } } });
    const dialog = await fillNewJob();
    await expect.element(dialog.getByRole('textbox', { name: 'Hourly Rate (USD)' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Job successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/jobs')?.body).toEqual(createdBody);
  });

  test('with MAINTAIN_HOURLY_RATE the rate is typed and sent', async () => {
    const api = await setup([...staff, 'MAINTAIN_HOURLY_RATE'], {
      'POST /jobs': { status: 201, body: { ...jobs[1], id: 600 } },
    });
    const dialog = await fillNewJob();
    await dialog.getByRole('textbox', { name: 'Hourly Rate (USD)' }).fill('14.25');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Job successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/jobs')?.body).toEqual({
      ...createdBody,
      hourlyRate: 14.25,
    });
  });

  test('a job that needs the clearances at any age says so (the placement keeps it as a rule)', async () => {
    const api = await setup(staff, { 'POST /jobs': { status: 201, body: { ...jobs[1], id: 600 } } });
    const dialog = await fillNewJob();
    await dialog.getByRole('checkbox', { name: 'Requires Clearances at Any Age' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Job successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/jobs')?.body).toEqual({
      ...createdBody,
      requiresClearances: true,
    });
  });

  test('an end date before the start date gets the spec message and Submit stays off', async () => {
    await setup();
    await page.getByRole('button', { name: 'Add Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Job' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '08142026{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '07062026{Enter}');
    await expect.element(dialog.getByText('Start Date must be less then End Date')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('edits a job: the rate it has goes back unchanged with the version read', async () => {
    const api = await setup(staff, { 'PUT /jobs/512': { body: { ...jobs[0], hoursPerWeek: 24, version: 5 } } });
    await page.getByRole('button', { name: 'Edit Youth Program Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Job' });
    await expect.element(dialog.getByRole('textbox', { name: 'Hourly Rate (USD)' })).toHaveValue('$12.50');
    await dialog.getByRole('textbox', { name: 'Hours per Week' }).fill('24');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Job successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      hoursPerWeek: 24,
      hourlyRate: 12.5,
      positions: 3,
      version: 4,
    });
  });

  test('shows the workers and bulk-assigns participants: the refused one with the server’s reason', async () => {
    const api = await setup(staff, {
      'POST /jobs/bulk-assign': {
        body: {
          succeeded: 1,
          failed: 1,
          results: [
            { id: 48240, succeeded: true, message: null },
            { id: 48244, succeeded: false, message: FULL },
          ],
        },
      },
    });
    await page.getByRole('button', { name: 'Workers Youth Program Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Workers — Youth Program Aide' });
    await expect.element(dialog.getByRole('cell', { name: 'Whitfield' })).toBeVisible();
    await expect.element(dialog.getByText('Capacity 3; 2 assigned.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Assign Participants' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Participants — Youth Program Aide' });
    await assign.getByRole('checkbox', { name: 'Alvarez, Dante (*****4412)' }).click();
    await assign.getByRole('checkbox', { name: 'Booker, Keisha (*****9021)' }).click();
    await assign.getByRole('button', { name: 'Submit' }).click();
    // One of two taken: a warning naming the job, the refusal listed in the dialog.
    await expect.element(warningToast('1 of 2 participants assigned to Youth Program Aide')).toBeVisible();
    await expect.element(dialog.getByText(`Booker, Keisha (*****9021): ${FULL}`)).toBeVisible();
    expect(api.calls.find((call) => call.path === '/jobs/bulk-assign')?.body).toEqual({
      jobId: 512,
      items: [
        { id: 48240, version: 3 },
        { id: 48244, version: 1 },
      ],
      startDate: '2026-06-29',
      endDate: '2026-08-07',
    });
  });

  test('a bulk assignment refused as a whole keeps the popup open with the server’s message', async () => {
    await setup(staff, { 'POST /jobs/bulk-assign': { status: 409, body: { message: FULL } } });
    await page.getByRole('button', { name: 'Workers Youth Program Aide' }).click();
    await page.getByRole('button', { name: 'Assign Participants' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Participants — Youth Program Aide' });
    await assign.getByRole('checkbox', { name: 'Alvarez, Dante (*****4412)' }).click();
    await assign.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(FULL)).toBeVisible();
    await expect.element(assign.getByRole('alert')).toHaveTextContent(FULL);
  });

  test('renews a job for a new season, keeping its rate without MAINTAIN_HOURLY_RATE', async () => {
    const api = await setup(staff, {
      'POST /jobs/512/renew': { status: 201, body: { ...jobs[0], id: 640, status: 'Pending Approval' } },
    });
    await page.getByRole('button', { name: 'Renew Youth Program Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renew Youth Program Aide' });
    await dialog.getByRole('combobox', { name: 'Contract' }).click();
    await page.getByRole('option', { name: 'SYEP-2027-003' }).click();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '06282027{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '08062027{Enter}');
    // Enter on the last date submits the complete form.
    await expect.element(successToast('Job successfully renewed')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/jobs/512/renew')?.body).toEqual({
      contractId: 27,
      startDate: '2027-06-28',
      endDate: '2027-08-06',
      positions: 3,
      hourlyRate: 12.5,
    });
  });

  test('opens the shared Notes dialog of a job', async () => {
    await setup();
    await page.getByRole('button', { name: 'Notes Youth Program Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notes' });
    await expect.element(dialog.getByRole('button', { name: 'Add Note' })).toBeVisible();
  });

  test('opens a job’s documents in the shared dialog', async () => {
    await setup(staff, {
      'GET /documents/jobs/512': { body: documents },
      'GET /lookups/document-types': { body: documentTypes },
    });
    await page.getByRole('button', { name: 'Documents Youth Program Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documents' });
    await expect.element(dialog.getByRole('cell', { name: 'whitfield-w4-2026.pdf' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Upload' })).toBeVisible();
  });

  test('a user without the job claims only lists and looks', async () => {
    await setup([]);
    expect(page.getByRole('button', { name: 'Add Job' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Edit Youth Program Aide' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Renew Youth Program Aide' }).query()).toBeNull();
    await page.getByRole('button', { name: 'Workers Youth Program Aide' }).click();
    await expect.element(page.getByRole('cell', { name: 'Whitfield' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Assign Participants' }).query()).toBeNull();
  });
});

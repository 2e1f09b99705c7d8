import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import {
  availableJobs,
  barriers,
  barrierTypes,
  contracts,
  jobs,
  participantInfo,
  unassignReasons,
} from './detailsFixtures.ts';
import { ParticipantDetails } from './ParticipantDetailsScreen.tsx';
import { paymentMethodHandlers } from './PaymentMethod/paymentMethodFixtures.ts';

let restore: (() => void) | undefined;

async function setup(claims: Claim[], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({
    'GET /students/48213/info': { body: participantInfo },
    ...paymentMethodHandlers,
    'GET /students/48213/contracts': { body: contracts },
    'GET /students/48213/barriers': { body: barriers },
    'GET /students/48213/jobs': { body: jobs },
    'GET /lookups/barrier-types': { body: barrierTypes },
    'GET /students/48213/available-jobs': { body: availableJobs },
    'GET /lookups/unassign-reasons': { body: unassignReasons },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<ParticipantDetails studentId={48213} />} />);
  await expect.element(page.getByRole('heading', { name: 'Jasmine R Whitfield' })).toBeVisible();
  return api;
}

const sent = (api: Awaited<ReturnType<typeof setup>>, method: string, path: string) =>
  api.calls.find((call) => call.method === method && call.path === path)?.body;

beforeEach(() => {
  signInWith(null);
});

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('participant record forms', () => {
  test('adds a barrier with MAINTAIN_STUDENT: required fields, the start/end rule, the wire body', async () => {
    const api = await setup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
      'POST /students/48213/barriers': { status: 201, body: { ...barriers[0], id: 8102 } },
    });
    await page.getByRole('tab', { name: 'Barriers' }).click();
    await page.getByRole('button', { name: 'Add Barrier' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Barrier' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await dialog.getByRole('combobox', { name: 'Barrier' }).click();
    await page.getByRole('option', { name: 'Childcare' }).click();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Identified' }), '05042026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Resolved' }), '05012026{Enter}');
    await expect.element(dialog.getByText('Start Date must be less then End Date')).toBeVisible();
    await expect.element(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Resolved' }).clear();
    await dialog.getByRole('textbox', { name: 'Comments' }).fill('Aunt watches her sister after 3 pm.');
    await submit.click();
    await expect.element(successToast('Barrier successfully created')).toBeVisible();
    expect(sent(api, 'POST', '/students/48213/barriers')).toEqual({
      barrierTypeId: 6,
      identifiedDate: '2026-05-04',
      resolvedDate: null,
      comments: 'Aunt watches her sister after 3 pm.',
    });
  });

  test('edits a contract: the form holds the row, the update sends the version it read', async () => {
    const api = await setup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
      'GET /organizations/contract-codes/12': {
        body: [
          { id: 44, contractCode: 'SYEP-26-TRYW', organizationId: 12, startDate: '2026-06-01', endDate: '2026-09-30' },
        ],
      },
      'PUT /students/48213/contracts/7001': { body: { ...contracts[0], maxHours: 140, version: 1 } },
    });
    await page.getByRole('button', { name: 'Edit SYEP-26-TRYW' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contract' });
    await expect.element(dialog.getByRole('textbox', { name: 'Start Date' })).toHaveValue('06/29/2026');
    await dialog.getByRole('textbox', { name: 'Max Hours' }).fill('2001');
    await expect.element(dialog.getByText('Max: 2000')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Max Hours' }).fill('140');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Contract successfully updated')).toBeVisible();
    expect(sent(api, 'PUT', '/students/48213/contracts/7001')).toEqual({
      contractId: 44,
      startDate: '2026-06-29',
      endDate: '2026-08-07',
      maxHours: 140,
      maxIncentiveAmount: 300,
      version: 0,
    });
  });

  test('assigning a job the server refuses for an expired clearance shows its message and keeps the form', async () => {
    const message = "The participant's FBI clearance expired on 01/31/2026. Renew it before assigning a job.";
    const api = await setup(['VIEW_STUDENT', 'ASSIGN_STUDENT'], {
      // Only a Recruited or Awaiting Assignment participant is offered a job.
      'GET /students/48213/info': { body: { ...participantInfo, status: 'Awaiting Assignment' } },
      'POST /students/48213/jobs': { status: 409, body: { message } },
    });
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await page.getByRole('button', { name: 'Assign Job' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Job' });
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: 'Park Greeter - Frick Park (SYEP-26-TRYW)' }).click();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '07062026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '08142026');
    await dialog.getByRole('textbox', { name: 'Hourly Rate' }).fill('12.50');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    await expect.element(dialog).toBeVisible();
    expect(sent(api, 'POST', '/students/48213/jobs')).toEqual({
      jobId: 905,
      startDate: '2026-07-06',
      endDate: '2026-08-14',
      hourlyRate: 12.5,
      incentiveOnly: false,
    });
  });

  test('unassigns a current job with UNASSIGN_STUDENT: end date, reason and the version', async () => {
    const api = await setup(['VIEW_STUDENT', 'UNASSIGN_STUDENT'], {
      'POST /students/48213/jobs/2210/unassign': { body: { ...jobs[0], status: 'Unassigned', version: 2 } },
    });
    await page.getByRole('tab', { name: 'Jobs' }).click();
    await expect.element(page.getByRole('button', { name: 'Assign Job' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Unassign Library Aide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unassign Library Aide' });
    await dialog.getByRole('textbox', { name: 'End Date' }).clear();
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '07172026');
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Attendance' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Job successfully unassigned')).toBeVisible();
    expect(sent(api, 'POST', '/students/48213/jobs/2210/unassign')).toEqual({
      version: 1,
      endDate: '2026-07-17',
      reasonId: 31,
      comment: null,
    });
  });

  test('sets the participant awaiting assignment and turns paper check on, each confirmed', async () => {
    const api = await setup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
      'POST /students/48213/set-awaiting-assignment': {
        body: { ...participantInfo, status: 'Awaiting Assignment', version: 4 },
      },
      'POST /students/48213/set-paper-check': { body: { ...participantInfo, paperCheck: true, version: 4 } },
    });
    await page.getByRole('button', { name: 'Set Awaiting Assignment' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Participant successfully set to Awaiting Assignment')).toBeVisible();
    expect(sent(api, 'POST', '/students/48213/set-awaiting-assignment')).toEqual({ version: 3 });
    await page.getByRole('button', { name: 'Turn On Paper Check' }).click();
    await expect
      .element(page.getByText('Are you sure you want to turn on paper check for this participant?'))
      .toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Paper check successfully turned on')).toBeVisible();
    expect(sent(api, 'POST', '/students/48213/set-paper-check')).toEqual({ version: 3, paperCheck: true });
  });

  test('with VIEW_STUDENT only there is no Add, Edit or status action', async () => {
    await setup(['VIEW_STUDENT']);
    await expect.element(page.getByRole('cell', { name: 'SYEP-26-TRYW' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add Contract' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Edit SYEP-26-TRYW' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Set Awaiting Assignment' })).not.toBeInTheDocument();
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import {
  allowance,
  allowanceHints,
  coveredAllowance,
  coveredWarning,
  duplicateRefusal,
  hoursCapRefusal,
} from '../../../shared/Timesheets/allowanceFixtures.ts';
import { jobs, participantInfo, timesheets } from './detailsFixtures.ts';
import { ParticipantDetails } from './ParticipantDetailsScreen.tsx';
import { paymentMethodHandlers } from './PaymentMethod/paymentMethodFixtures.ts';

const STALE = 'This record was changed by another user. Reload it and try again.';
const MAINTAIN: Claim[] = ['VIEW_STUDENT', 'MAINTAIN_STUDENT', 'VOID_STUDENT_TIMESHEET'];

let restore: (() => void) | undefined;

async function setup(claims: Claim[], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({
    'GET /students/48213/info': { body: participantInfo },
    ...paymentMethodHandlers,
    'GET /students/48213/contracts': { body: [] },
    'GET /students/48213/timesheets': { body: timesheets },
    'GET /students/48213/jobs': { body: jobs },
    'GET /students/48213/timesheet-allowance': { body: allowance },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<ParticipantDetails studentId={48213} />} />);
  await expect.element(page.getByRole('heading', { name: 'Jasmine R Whitfield' })).toBeVisible();
  await page.getByRole('tab', { name: 'Timesheets' }).click();
  await expect.element(page.getByRole('table', { name: 'Timesheets' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

const bodiesOf = (api: Awaited<ReturnType<typeof setup>>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);
const allowanceReads = (api: Awaited<ReturnType<typeof setup>>) =>
  api.calls.filter((call) => call.path.startsWith('/students/48213/timesheet-allowance')).map((call) => call.path);

async function typeDate(field: ReturnType<typeof page.getByRole>, text: string, end: '{Enter}' | '{Tab}' = '{Enter}') {
  await field.clear();
  await userEvent.type(field, `${text}${end}`);
}

beforeEach(() => {
  signInWith(null);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe("the participant's Timesheets tab", () => {
  test('a Pending timesheet is edited or voided, an adjustment only voided, a processed one adjusted; an adjustment names its original', async () => {
    await setup(MAINTAIN);
    const grid = page.getByRole('table', { name: 'Timesheets' });
    await expect.element(grid.getByRole('button', { name: 'Edit timesheet 130601' })).toBeVisible();
    await expect.element(grid.getByRole('button', { name: 'Delete timesheet 130601' })).toBeVisible();
    await expect.element(grid.getByRole('button', { name: 'Adjust timesheet 130601' })).not.toBeInTheDocument();
    await expect.element(grid.getByRole('button', { name: 'Edit timesheet 130519' })).not.toBeInTheDocument();
    await expect.element(grid.getByRole('button', { name: 'Delete timesheet 130519' })).toBeVisible();
    await expect.element(grid.getByRole('button', { name: 'Adjust timesheet 130519' })).not.toBeInTheDocument();
    await expect.element(grid.getByRole('button', { name: 'Adjust timesheet 130442' })).toBeVisible();
    await expect.element(grid.getByRole('button', { name: 'Edit timesheet 130442' })).not.toBeInTheDocument();
    await expect.element(grid.getByRole('button', { name: 'Delete timesheet 130442' })).not.toBeInTheDocument();
    const adjustment = grid.getByRole('row').filter({ hasText: '130519' });
    await expect.element(adjustment.getByRole('cell', { name: 'Adjusts timesheet 130442' })).toBeVisible();
    await expect
      .element(grid.getByRole('row').filter({ hasText: '130442' }).getByRole('cell', { name: 'Payrolled' }).first())
      .toBeVisible();
  });

  test('without MAINTAIN_STUDENT nothing is offered', async () => {
    await setup(['VIEW_STUDENT']);
    await expect.element(page.getByRole('button', { name: 'Adjust timesheet 130442' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Add Timesheet' })).not.toBeInTheDocument();
  });

  test('adds a timesheet: the job’s rate, what remains under Worked Hours and Incentive Amount once a job and a period are chosen, hours with a third decimal refused, not rounded', async () => {
    const api = await setup(MAINTAIN, {
      'POST /students/48213/timesheets': { status: 201, body: { ...timesheets[2], id: 130700 } },
    });
    await page.getByRole('button', { name: 'Add Timesheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Timesheet' });
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page
      .getByRole('option', { name: 'Library Aide at Carnegie Library - Hill District (06/29/2026 – 08/07/2026)' })
      .click();
    await typeDate(dialog.getByRole('textbox', { name: 'Period Start' }), '07202026');
    await typeDate(dialog.getByRole('textbox', { name: 'Period End' }), '07262026');
    await expect.element(dialog.getByText(allowanceHints.hours)).toBeVisible();
    await expect.element(dialog.getByText(`US dollars; ${allowanceHints.incentive}`)).toBeVisible();
    expect(allowanceReads(api).at(-1)).toBe(
      '/students/48213/timesheet-allowance?studentJobId=2210&periodStartDate=2026-07-20&periodEndDate=2026-07-26',
    );
    // The rate is the assignment's, shown with the job, not typed.
    await expect.element(dialog.getByText('Hourly rate $12.50')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Hourly Rate' })).not.toBeInTheDocument();
    const hours = dialog.getByRole('textbox', { name: 'Worked Hours' });
    await hours.fill('6.257');
    await expect.element(dialog.getByText('Hours must have at most 2 decimals.')).toBeVisible();
    await expect.element(hours).toHaveValue('6.257');
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await hours.fill('6.25');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Timesheet successfully created')).toBeVisible();
    expect(bodiesOf(api, 'POST', '/students/48213/timesheets')).toEqual([
      {
        studentJobId: 2210,
        periodStartDate: '2026-07-20',
        periodEndDate: '2026-07-26',
        hourlyRate: 12.5,
        workedHours: 6.25,
        incentiveAmount: 0,
        comments: null,
        manualCheck: false,
      },
    ]);
  });

  test('editing leaves the timesheet itself out of the allowance; a period another timesheet covers keeps Submit off', async () => {
    const api = await setup(MAINTAIN, {
      'GET /students/48213/timesheet-allowance': (call) => ({
        body: call.path.includes('periodStartDate=2026-07-06') ? coveredAllowance : allowance,
      }),
    });
    await page.getByRole('button', { name: 'Edit timesheet 130601' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Timesheet' });
    await expect.element(dialog.getByText(allowanceHints.hours)).toBeVisible();
    expect(allowanceReads(api).at(-1)).toBe(
      '/students/48213/timesheet-allowance?studentJobId=2210&periodStartDate=2026-07-13&periodEndDate=2026-07-19&excludeTimesheetId=130601',
    );
    // Tab, not Enter: Enter submits the form, and while the new period's allowance is still being
    // read (a loaded machine) Submit is not yet off, so the edit would be sent.
    await typeDate(dialog.getByRole('textbox', { name: 'Period Start' }), '07062026', '{Tab}');
    await typeDate(dialog.getByRole('textbox', { name: 'Period End' }), '07122026', '{Tab}');
    await expect.element(dialog.getByText(coveredWarning)).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(bodiesOf(api, 'PUT', '/students/48213/timesheets/130601')).toEqual([]);
  });

  test('an edit sends the assignment’s rate as it is now and keeps the timesheet’s manual check request', async () => {
    const requested = { ...timesheets[2], hourlyRate: 11, manualCheck: true };
    const api = await setup(MAINTAIN, {
      'GET /students/48213/timesheets': { body: [timesheets[0], timesheets[1], requested] },
      'PUT /students/48213/timesheets/130601': { body: { ...requested, workedHours: 32, version: 2 } },
    });
    await page.getByRole('button', { name: 'Edit timesheet 130601' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Timesheet' });
    await expect.element(dialog.getByText('Hourly rate $12.50')).toBeVisible();
    await expect.element(dialog.getByRole('checkbox', { name: 'Manual Check' })).not.toBeInTheDocument();
    await dialog.getByRole('textbox', { name: 'Worked Hours' }).fill('32');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Timesheet successfully updated')).toBeVisible();
    expect(bodiesOf(api, 'PUT', '/students/48213/timesheets/130601')).toEqual([
      {
        studentJobId: 2210,
        periodStartDate: '2026-07-13',
        periodEndDate: '2026-07-19',
        hourlyRate: 12.5,
        workedHours: 32,
        incentiveAmount: 0,
        comments: null,
        manualCheck: true,
        version: 1,
      },
    ]);
  });

  test('a refused entry keeps what was typed: a cap (422) under Worked Hours, a second timesheet (409) as the error toast', async () => {
    const answers = [
      { status: 422, body: { workedHours: hoursCapRefusal } },
      { status: 409, body: { message: duplicateRefusal } },
    ];
    await setup(MAINTAIN, { 'POST /students/48213/timesheets': () => answers.shift() ?? { status: 500 } });
    await page.getByRole('button', { name: 'Add Timesheet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Timesheet' });
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page
      .getByRole('option', { name: 'Library Aide at Carnegie Library - Hill District (06/29/2026 – 08/07/2026)' })
      .click();
    await typeDate(dialog.getByRole('textbox', { name: 'Period Start' }), '07202026');
    await typeDate(dialog.getByRole('textbox', { name: 'Period End' }), '07262026');
    await dialog.getByRole('textbox', { name: 'Worked Hours' }).fill('62');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(dialog.getByText(hoursCapRefusal)).toBeVisible();
    // Shown under its field, not as a toast too.
    await expect.element(page.getByRole('alert').filter({ hasText: hoursCapRefusal })).not.toBeInTheDocument();
    await dialog.getByRole('textbox', { name: 'Worked Hours' }).fill('6');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(duplicateRefusal)).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Worked Hours' })).toHaveValue('6');
    await expect.element(dialog.getByRole('textbox', { name: 'Period Start' })).toHaveValue('07/20/2026');
  });

  test('adjusts a payrolled timesheet: what it holds with its earlier adjustment, the result as typed, the body with its version', async () => {
    const api = await setup(MAINTAIN, {
      'POST /students/48213/timesheets/130442/adjustments': {
        status: 201,
        body: { ...timesheets[1], id: 130702, workedHours: -2.5, incentiveAmount: -5 },
      },
    });
    await page.getByRole('button', { name: 'Adjust timesheet 130442' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust Timesheet 130442' });
    await expect.element(dialog.getByText('38.5 hours, $25.00 incentive (with 1 earlier adjustment)')).toBeVisible();
    await expect.element(dialog.getByText(allowanceHints.hours, { exact: false })).toBeVisible();
    const result = dialog.getByRole('status', { name: 'Result' });
    await dialog.getByRole('textbox', { name: 'Hours Change' }).fill('-2.5');
    await expect.element(result).toHaveTextContent('After this adjustment: 36 hours, $25.00 incentive');
    await dialog.getByRole('textbox', { name: 'Incentive Change' }).fill('-30');
    await expect
      .element(
        dialog.getByText(
          'The timesheet and its adjustments hold $25.00 of incentive; an adjustment cannot take back more.',
        ),
      )
      .toBeVisible();
    await dialog.getByRole('textbox', { name: 'Incentive Change' }).fill('-5');
    await expect.element(result).toHaveTextContent('After this adjustment: 36 hours, $20.00 incentive');
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect.element(submit).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Left early on Friday for a school orientation.');
    await submit.click();
    await expect.element(successToast('Timesheet adjustment successfully created')).toBeVisible();
    expect(bodiesOf(api, 'POST', '/students/48213/timesheets/130442/adjustments')).toEqual([
      {
        workedHours: -2.5,
        incentiveAmount: -5,
        comments: 'Left early on Friday for a school orientation.',
        version: 3,
      },
    ]);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('an adjustment that changes nothing is refused before it is sent; the server’s refusals keep the values', async () => {
    const answers = [
      { status: 422, body: { workedHours: hoursCapRefusal } },
      { status: 409, body: { message: STALE } },
    ];
    const api = await setup(MAINTAIN, {
      'POST /students/48213/timesheets/130442/adjustments': () => answers.shift() ?? { status: 500 },
    });
    await page.getByRole('button', { name: 'Adjust timesheet 130442' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust Timesheet 130442' });
    await dialog.getByRole('textbox', { name: 'Hours Change' }).fill('0');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Saturday event.');
    await expect.element(dialog.getByText('An adjustment changes the hours, the incentive or both.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Hours Change' }).fill('70');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(dialog.getByText(hoursCapRefusal)).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Hours Change' }).fill('7');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(STALE)).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Saturday event.');
    expect(bodiesOf(api, 'POST', '/students/48213/timesheets/130442/adjustments')).toHaveLength(2);
  });
});

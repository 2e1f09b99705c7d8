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
  incentiveCapRefusal,
} from '../../../shared/Timesheets/allowanceFixtures.ts';
import {
  availableTimesheets,
  jobs,
  page as pageOf,
  participants,
  youthHourRefusal,
} from './availableTimesheetFixtures.ts';
import { AvailableTimesheetsScreen } from './AvailableTimesheetsScreen.tsx';
import { MANUAL_CHECK_WARNING } from './useTimesheetActions.ts';

const EVERY_CLAIM: Claim[] = [
  'PAYROLL',
  'MAINTAIN_STUDENT',
  'SUBMIT_TIMESHEETS_FOR_PAYROLL',
  'MANUAL_CHECK',
  'APPROVE_TIMESHEETS_FOR_PAYROLL',
  'VOID_STUDENT_TIMESHEET',
];

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /payroll/available-timesheets/search': { body: pageOf(availableTimesheets) },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<AvailableTimesheetsScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Available Timesheets' })).toHaveAttribute('aria-rowcount', '6');
  return api;
}

/** A remembered view on page 2 (of 120 rows, as the search answers), with the choices given; a saved view is echoed. */
function remembered(search: string, items: readonly unknown[], choices?: Record<string, string | number>) {
  return {
    [`POST ${search}`]: { body: { items, total: 120 } },
    'GET /grid-preferences/screen': {
      body: {
        screenKey: 'screen',
        view: { quickSearch: '', filters: {}, sort: null, page: 2, pageSize: 50, additionalColumns: false, choices },
      },
    },
    'PUT /grid-preferences/screen': (call) => ({ body: { screenKey: 'screen', view: call.body } }),
  } satisfies Record<string, Handler>;
}

const select = (name: string) => page.getByRole('checkbox', { name: `Select ${name}` });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const bodiesOf = (api: ReturnType<typeof stubApi>, method: string, path: string) =>
  api.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

/** Finds Jasmine Carter, chooses her job and 07/06–07/12/2026, and types the hours (the entry popup is open). */
async function fillEntry(hours: string) {
  const dialog = page.getByRole('dialog', { name: 'Enter Timesheet' });
  await userEvent.type(dialog.getByRole('textbox', { name: 'Find Participant' }), 'Carter{Enter}');
  await dialog.getByRole('combobox', { name: 'Participant' }).click();
  await page.getByRole('option', { name: 'Carter, Jasmine (*****6789)' }).click();
  await dialog.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option', { name: /^Park Maintenance Crew Member at Hillcrest Community Center/ }).click();
  await userEvent.type(dialog.getByRole('textbox', { name: 'Period Start' }), '07062026{Enter}');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Period End' }), '07122026{Enter}');
  await userEvent.type(dialog.getByRole('textbox', { name: 'Worked Hours' }), hours);
  return dialog;
}

const ENTRY: Record<string, Handler> = {
  'POST /students/search': { body: { items: participants, total: 1 } },
  'GET /students/3051/jobs': { body: jobs },
  'GET /students/3051/timesheet-allowance': { body: allowance },
};

beforeEach(() => {
  signInWith(EVERY_CLAIM);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('AvailableTimesheetsScreen', () => {
  test('searches Pending first, shows money and hours with 2 decimals, and totals to the cent', async () => {
    const api = await setup();
    const [first] = bodiesOf(api, 'POST', '/payroll/available-timesheets/search');
    expect(first).toMatchObject({ filters: [{ field: 'status', operator: 'eq', value: 'Pending' }] });
    await expect.element(page.getByRole('cell', { name: '$453.13' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '32.25' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '*****6789' })).toBeVisible();
    const totals = page.getByRole('status', { name: 'Totals' });
    await expect
      .element(totals)
      .toHaveTextContent('This page: 5 timesheets, 166.75 hours, incentive $75.50, pay $2,159.88');
    await select('Carter, Jasmine 07/06/2026').click();
    await select('Nguyen, Marcus 07/06/2026').click();
    await expect
      .element(totals)
      .toHaveTextContent('Selected: 2 timesheets, 60.75 hours, incentive $50.00, pay $809.38');

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved for Payroll' }).click();
    await expect
      .poll(() => bodiesOf(api, 'POST', '/payroll/available-timesheets/search').at(-1))
      .toMatchObject({ filters: [{ field: 'status', operator: 'eq', value: 'Approved for Payroll' }] });
  });

  test("a status chosen searches from page 1 (the status stays the screen's, Pending first, ADR 223)", async () => {
    const api = stubApi(remembered('/payroll/available-timesheets/search', availableTimesheets));
    restore = api.restore;
    await render(<KitHarness screen={<AvailableTimesheetsScreen />} />);
    const pager = page.getByRole('navigation', { name: 'Available Timesheets pages' });
    await expect.element(pager).toMatchTextContent('Page 2 of 3');
    const searches = () => bodiesOf(api, 'POST', '/payroll/available-timesheets/search');
    expect(searches()).toEqual([
      { page: 2, pageSize: 50, filters: [{ field: 'status', operator: 'eq', value: 'Pending' }] },
    ]);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Approved for Payroll' }).click();
    await expect.element(pager).toMatchTextContent('Page 1 of 3');
    await expect
      .poll(() => searches().at(-1))
      .toEqual({
        page: 1,
        pageSize: 50,
        filters: [{ field: 'status', operator: 'eq', value: 'Approved for Payroll' }],
      });
    // No search asked for the old page under the new status.
    expect(searches().filter((body) => (body as { page: number }).page === 2)).toHaveLength(1);
  });

  test('submits the chosen Pending timesheets with their versions', async () => {
    const api = await setup({
      'POST /timesheets/submit': { body: { updatedCount: 2, items: [] } },
    });
    await select('Carter, Jasmine 07/06/2026').click();
    await select('Nguyen, Marcus 07/06/2026').click();
    // The submitted row is left alone by Submit, not refused.
    await select('Okafor, Chidi 07/06/2026').click();
    await button('Submit for Payroll').click();
    await expect.element(successToast('2 timesheets submitted for payroll')).toBeVisible();
    expect(bodiesOf(api, 'POST', '/timesheets/submit')).toEqual([
      {
        items: [
          { id: 7730, version: 3 },
          { id: 7731, version: 1 },
        ],
        manualCheck: false,
      },
    ]);
    await expect.element(select('Carter, Jasmine 07/06/2026')).not.toBeChecked();
  });

  test('a manual check asks first with the spec text, and No sends nothing', async () => {
    const api = await setup({
      'POST /timesheets/submit': { body: { updatedCount: 1, items: [] } },
    });
    await select('Carter, Jasmine 07/06/2026').click();
    await button('Request Manual Check').click();
    const warning = page.getByRole('alertdialog', { name: 'Warning' });
    await expect.element(warning.getByText(MANUAL_CHECK_WARNING, { exact: true })).toBeVisible();
    expect(MANUAL_CHECK_WARNING).toBe(
      'You have made a manual check request. This timesheet will not be submitted to paycheck. Press "Yes" to continue or "No" to do nothing.',
    );
    await warning.getByRole('button', { name: 'No' }).click();
    await expect.element(warning).not.toBeInTheDocument();
    expect(bodiesOf(api, 'POST', '/timesheets/submit')).toEqual([]);

    await button('Request Manual Check').click();
    await page.getByRole('alertdialog', { name: 'Warning' }).getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Manual check requested for 1 timesheet')).toBeVisible();
    expect(bodiesOf(api, 'POST', '/timesheets/submit')).toEqual([
      { items: [{ id: 7730, version: 3 }], manualCheck: true },
    ]);
  });

  test('approves the payroll processes of the chosen submitted timesheets after asking', async () => {
    const api = await setup({
      'POST /timesheets/approve': { body: { updatedCount: 1, items: [] } },
    });
    await select('Okafor, Chidi 07/06/2026').click();
    await button('Approve for Payroll').click();
    const question = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect
      .element(
        question.getByText(
          'Approve for payroll every submitted timesheet of the 1 payroll process that the 1 timesheet you chose belong to?',
        ),
      )
      .toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('1 timesheet approved for payroll')).toBeVisible();
    expect(bodiesOf(api, 'POST', '/timesheets/approve')).toEqual([
      { organizationId: 3, companyEntryProcessIds: [601] },
    ]);
  });

  test('moves submitted and approved timesheets back to pending with their versions', async () => {
    const api = await setup({
      'POST /payroll/available-timesheets/move-to-pending': { body: { updatedCount: 2, items: [] } },
    });
    await expect.element(button('Move to Pending')).toBeDisabled();
    await select('Okafor, Chidi 07/06/2026').click();
    await select('Reyes, Sofia 06/22/2026').click();
    await select('Washington, Tyrell 06/08/2026').click();
    await button('Move to Pending').click();
    await expect.element(successToast('2 timesheets moved to pending')).toBeVisible();
    expect(bodiesOf(api, 'POST', '/payroll/available-timesheets/move-to-pending')).toEqual([
      {
        items: [
          { id: 7732, version: 2 },
          { id: 7733, version: 4 },
        ],
      },
    ]);
  });

  test('voids a Pending timesheet after the removal question, with its version', async () => {
    const api = await setup({ 'DELETE /students/3051/timesheets/7730': { status: 204 } });
    await expect.element(button('Void Okafor, Chidi 07/06/2026')).not.toBeInTheDocument();
    await button('Void Carter, Jasmine 07/06/2026').click();
    const question = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(question.getByText('Are you sure you want to remove this timesheet?')).toBeVisible();
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Timesheet successfully removed')).toBeVisible();
    expect(
      api.calls.some((call) => call.method === 'DELETE' && call.path === '/students/3051/timesheets/7730?version=3'),
    ).toBe(true);
  });

  test('an entry refused by a youth hour rule shows the rule under Worked Hours and keeps what was typed', async () => {
    const api = await setup({
      'POST /students/search': { body: { items: participants, total: 1 } },
      'GET /students/3051/jobs': { body: jobs },
      'POST /students/3051/timesheets': { status: 422, body: { workedHours: youthHourRefusal } },
    });
    await button('Enter Timesheet').click();
    const dialog = page.getByRole('dialog', { name: 'Enter Timesheet' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Find Participant' }), 'Carter{Enter}');
    await dialog.getByRole('combobox', { name: 'Participant' }).click();
    await page.getByRole('option', { name: 'Carter, Jasmine (*****6789)' }).click();
    await dialog.getByRole('combobox', { name: 'Job' }).click();
    await page.getByRole('option', { name: /^Park Maintenance Crew Member at Hillcrest Community Center/ }).click();
    await expect.element(dialog.getByText('Hourly rate $12.50')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period Start' }), '07062026{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period End' }), '07122026{Enter}');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Worked Hours' }), '45');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Incentive Amount' }), '10.5');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(dialog.getByText(youthHourRefusal)).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Worked Hours' })).toHaveValue('45');
    expect(bodiesOf(api, 'POST', '/students/3051/timesheets')).toEqual([
      {
        studentJobId: 2210,
        periodStartDate: '2026-07-06',
        periodEndDate: '2026-07-12',
        hourlyRate: 12.5,
        workedHours: 45,
        incentiveAmount: 10.5,
        comments: null,
        manualCheck: false,
      },
    ]);
  });

  test('an entry shows what remains once a job and a period are chosen, read for that job and period', async () => {
    const api = await setup(ENTRY);
    await button('Enter Timesheet').click();
    const dialog = await fillEntry('6');
    await expect.element(dialog.getByText(allowanceHints.hours)).toBeVisible();
    await expect.element(dialog.getByText(`US dollars; ${allowanceHints.incentive}`)).toBeVisible();
    expect(api.calls.filter((call) => call.path.startsWith('/students/3051/timesheet-allowance')).at(-1)?.path).toBe(
      '/students/3051/timesheet-allowance?studentJobId=2210&periodStartDate=2026-07-06&periodEndDate=2026-07-12',
    );
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('a period another timesheet covers is named and Submit stays off until the period changes', async () => {
    const api = await setup({
      ...ENTRY,
      'GET /students/3051/timesheet-allowance': (call) => ({
        body: call.path.includes('periodStartDate=2026-07-06') ? coveredAllowance : allowance,
      }),
    });
    await button('Enter Timesheet').click();
    const dialog = await fillEntry('6');
    await expect.element(dialog.getByText(coveredWarning)).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect.element(submit).toBeDisabled();
    // Enter does not get around it either.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Worked Hours' }), '{Enter}');
    expect(bodiesOf(api, 'POST', '/students/3051/timesheets')).toEqual([]);

    await dialog.getByRole('textbox', { name: 'Period Start' }).clear();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period Start' }), '07132026{Enter}');
    await dialog.getByRole('textbox', { name: 'Period End' }).clear();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Period End' }), '07192026{Enter}');
    await expect.element(dialog.getByText(coveredWarning)).not.toBeInTheDocument();
    await expect.element(submit).toBeEnabled();
  });

  test('a second timesheet the server refuses (409) is the error toast naming the first; what was typed stays', async () => {
    await setup({
      ...ENTRY,
      'POST /students/3051/timesheets': { status: 409, body: { message: duplicateRefusal } },
    });
    await button('Enter Timesheet').click();
    const dialog = await fillEntry('6');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(duplicateRefusal)).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Worked Hours' })).toHaveValue('6');
    await expect.element(dialog.getByRole('textbox', { name: 'Period Start' })).toHaveValue('07/06/2026');
  });

  test('a cap refused at entry (422) shows under Incentive Amount with what remains', async () => {
    await setup({
      ...ENTRY,
      'POST /students/3051/timesheets': { status: 422, body: { incentiveAmount: incentiveCapRefusal } },
    });
    await button('Enter Timesheet').click();
    const dialog = await fillEntry('6');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Incentive Amount' }), '300');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(dialog.getByText(incentiveCapRefusal)).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Incentive Amount' })).toHaveValue('300');
  });

  test.each([
    ['0.001', 'Amount must have at most 2 decimals.'],
    ['1.005', 'Amount must have at most 2 decimals.'],
    ['1e308', 'Amount must be at most $9,999,999,999.99.'],
    ['-1', 'Amount must be 0 or higher.'],
  ])('an incentive of %s is refused under Incentive Amount, kept as typed and not sent', async (typed, message) => {
    const api = await setup(ENTRY);
    await button('Enter Timesheet').click();
    const dialog = await fillEntry('6');
    const incentive = dialog.getByRole('textbox', { name: 'Incentive Amount' });
    await userEvent.type(incentive, typed);
    await expect.element(dialog.getByText(message)).toBeVisible();
    await expect.element(incentive).toHaveValue(typed);
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(bodiesOf(api, 'POST', '/students/3051/timesheets')).toEqual([]);
  });

  test('with PAYROLL alone the timesheets are listed without actions', async () => {
    signInWith(['PAYROLL']);
    await setup();
    await expect.element(button('Enter Timesheet')).not.toBeInTheDocument();
    await expect.element(button('Submit for Payroll')).not.toBeInTheDocument();
    await expect.element(button('Request Manual Check')).not.toBeInTheDocument();
    await expect.element(button('Approve for Payroll')).not.toBeInTheDocument();
    await expect.element(button('Move to Pending')).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { frequencies, organizations, payrollCalendars } from './payrollCalendarFixtures.ts';
import { PayrollCalendarsScreen } from './PayrollCalendarsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /payroll/calendars/search': { body: { items: payrollCalendars, total: payrollCalendars.length } },
    'GET /lookups/payroll-frequencies': { body: frequencies },
    'GET /organizations': { body: organizations },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<PayrollCalendarsScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Payroll Calendars' })).toHaveAttribute('aria-rowcount', '3');
  return api;
}

beforeEach(() => {
  signInWith(['PAYROLL_CALENDAR']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('PayrollCalendarsScreen', () => {
  test('each calendar shows its number of periods and its span', async () => {
    await setup();
    await expect.element(page.getByRole('cell', { name: '2 periods: 06/07/2026 – 07/04/2026' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'No periods' })).toBeVisible();
  });

  test('an edit lists the periods in order and sends them numbered, with yyyy-mm-dd dates and the version', async () => {
    const api = await setup({ 'PUT /payroll/calendars/5': { body: { ...payrollCalendars[0], version: 3 } } });
    await page.getByRole('button', { name: 'Edit Summer 2026 Biweekly' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Payroll Calendar' });
    await expect
      .element(dialog.getByRole('group', { name: 'Period 1' }).getByRole('textbox', { name: 'Start Date' }))
      .toHaveValue('06/07/2026');
    await dialog.getByRole('button', { name: 'Add Period' }).click();
    const third = dialog.getByRole('group', { name: 'Period 3' });
    await userEvent.type(third.getByRole('textbox', { name: 'Start Date' }), '07052026{Enter}');
    await userEvent.type(third.getByRole('textbox', { name: 'End Date' }), '07182026{Enter}');
    await userEvent.type(third.getByRole('textbox', { name: 'Timesheet Due Date' }), '07202026{Enter}');
    await userEvent.type(third.getByRole('textbox', { name: 'Pay Date' }), '07232026');
    // The picker of the last date field is left by clicking the legend: the typed date is committed.
    await dialog.getByText('Periods', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Payroll calendar successfully updated')).toBeVisible();
    const body = api.calls.find((call) => call.method === 'PUT')?.body as { periods: unknown[]; version: number };
    expect(body.version).toBe(2);
    expect(body.periods).toEqual([
      {
        periodNumber: 1,
        periodStartDate: '2026-06-07',
        periodEndDate: '2026-06-20',
        timesheetDueDate: '2026-06-22',
        payDate: '2026-06-25',
      },
      {
        periodNumber: 2,
        periodStartDate: '2026-06-21',
        periodEndDate: '2026-07-04',
        timesheetDueDate: '2026-07-06',
        payDate: '2026-07-09',
      },
      {
        periodNumber: 3,
        periodStartDate: '2026-07-05',
        periodEndDate: '2026-07-18',
        timesheetDueDate: '2026-07-20',
        payDate: '2026-07-23',
      },
    ]);
  });

  test('without PAYROLL_CALENDAR there are no actions', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Payroll Calendar' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

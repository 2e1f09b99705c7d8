import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { capMessage, incentiveCapMessage, processes } from './processingFixtures.ts';
import { PayrollProcessingScreen } from './PayrollProcessingScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /payroll/processing/search': { body: { items: processes, total: processes.length } },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<PayrollProcessingScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Payroll Processing' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

beforeEach(() => {
  signInWith(['PAYROLL_PROCESSING', 'APPROVE_TIMESHEETS_FOR_PAYROLL']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('PayrollProcessingScreen', () => {
  test('shows each process with its period, hours, amounts in dollars and participants, and exact totals', async () => {
    await setup();
    await expect.element(page.getByRole('cell', { name: '$16,656.25' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '07/13/2026' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '$0.10' })).toBeVisible();
    // 16,656.25 + 16,055.63 + 5,025.20 and 1,850 + 925.50 + 0.10, added in cents.
    await expect
      .element(
        page.getByText(
          'Totals of the 3 processes shown: 2,796.75 hours, incentives $2,775.60, payroll $37,737.08, 89 participants.',
        ),
      )
      .toBeVisible();
  });

  test('approves a submitted process with its organization, after the question', async () => {
    const api = await setup({ 'POST /timesheets/approve': { body: { updatedCount: 37, items: [] } } });
    await page.getByRole('button', { name: 'Approve process 2208 Partner4Work' }).click();
    await expect.element(page.getByText('Are you sure you want to approve this payroll process?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Payroll process successfully approved')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/timesheets/approve')?.body).toEqual({
      organizationId: 3,
      companyEntryProcessIds: [2208],
    });
  });

  test('a cap breach is refused with the server message, verbatim', async () => {
    await setup({
      'POST /timesheets/approve': { status: 422, body: { message: `${capMessage}\n${incentiveCapMessage}` } },
    });
    await page.getByRole('button', { name: 'Approve process 2208 Partner4Work' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(page.getByRole('alert').getByText(/^Participant Hours cannot exceed 150 hours/)).toBeVisible();
    await expect
      .element(page.getByRole('alert').getByText(/Participant Incentive Amount cannout exceed/))
      .toBeVisible();
  });

  test('rejects a submitted process and moves an approved one back to pending', async () => {
    const api = await setup({
      'POST /payroll/processing/reject': { body: [] },
      'POST /payroll/processing/move-to-pending': { body: [] },
    });
    await expect
      .element(page.getByRole('button', { name: 'Move to Pending process 2208 Partner4Work' }))
      .not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Reject process 2208 Partner4Work' }).click();
    await expect.element(page.getByText('Are you sure you want to reject this payroll process?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Payroll process successfully rejected')).toBeVisible();
    await page.getByRole('button', { name: 'Move to Pending process 2207 Partner4Work' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Payroll process successfully moved to pending')).toBeVisible();
    expect(
      api.calls
        .filter(
          (call) =>
            call.path.startsWith('/payroll/processing/') && call.method === 'POST' && !call.path.endsWith('search'),
        )
        .map((call) => [call.path, call.body]),
    ).toEqual([
      ['/payroll/processing/reject', { organizationId: 3, companyEntryProcessIds: [2208] }],
      ['/payroll/processing/move-to-pending', { organizationId: 3, companyEntryProcessIds: [2207] }],
    ]);
  });

  test('a process another user moved on answers 409 and the message is shown', async () => {
    const message = 'Payroll process 2208 is not in a status that allows this action.';
    await setup({ 'POST /payroll/processing/reject': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Reject process 2208 Partner4Work' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(errorToast(message)).toBeVisible();
  });

  test('filters to submitted processes on the server', async () => {
    const api = await setup();
    await page.getByRole('checkbox', { name: 'Submitted for Payroll only' }).click();
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/payroll/processing/search').at(-1)?.body)
      .toMatchObject({ filters: [{ field: 'status', operator: 'eq', value: 'Submitted for Payroll' }] });
  });

  test('without the processing claims there are no actions', async () => {
    signInWith(['PAYROLL_PROCESSING']);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Reject process 2208 Partner4Work' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Approve process 2208 Partner4Work' }))
      .not.toBeInTheDocument();
    signInWith([]);
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import {
  findingList,
  findings,
  historyEntries,
  historyPage,
  manyHistoryEntries,
  processes,
  processPage,
  settings,
  sharedAccountAcknowledgement,
  sharedAccountEntry,
} from './integrityFixtures.ts';
import { ACKNOWLEDGED, SETTINGS_UPDATED } from './integrityTexts.ts';
import { PayrollIntegrityScreen } from './PayrollIntegrityScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /payroll/processing/search': { body: processPage(processes) },
    'GET /payroll/integrity/findings': { body: findingList(findings) },
    'GET /payroll/integrity/settings': { body: settings },
    'GET /payroll/integrity/acknowledgements': { body: historyPage(historyEntries) },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<PayrollIntegrityScreen />} />);
  return api;
}

const ACKNOWLEDGE = 'Acknowledge Shared Account finding of Carter, Jasmine; Nguyen, Marcus; Okafor, Daniel';
const calls = (api: Awaited<ReturnType<typeof setup>>, path: string) =>
  api.calls.filter((call) => call.path.startsWith(path));

beforeEach(() => {
  signInWith(['PAYROLL_PROCESSING']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('PayrollIntegrityScreen', () => {
  test('reads the latest period of the processes, one period per organization, and its findings', async () => {
    const api = await setup();
    await expect.element(page.getByRole('heading', { name: 'Shared Account (1)' })).toBeVisible();
    expect(calls(api, '/payroll/integrity/findings').at(-1)?.path).toBe(
      '/payroll/integrity/findings?organizationId=3&periodStartDate=2026-07-06&periodEndDate=2026-07-19',
    );
    await page.getByRole('combobox', { name: 'Pay Period' }).click();
    await expect.element(page.getByRole('option')).toHaveLength(3);
    await page.getByRole('option', { name: 'Goodwill of Southwestern Pennsylvania: 06/22/2026 – 07/05/2026' }).click();
    await expect
      .poll(() => calls(api, '/payroll/integrity/findings').at(-1)?.path)
      .toBe('/payroll/integrity/findings?organizationId=5&periodStartDate=2026-06-22&periodEndDate=2026-07-05');
    await expect
      .poll(() => calls(api, '/payroll/integrity/settings').at(-1)?.path)
      .toBe('/payroll/integrity/settings?organizationId=5');
  });

  test('says each finding in words, with what the pre-flight makes of it and its participants as links by name', async () => {
    await setup();
    const account = page.getByRole('listitem', { name: /^Shared Account finding of/ });
    await expect.element(account.getByText('Stops the file until acknowledged')).toBeVisible();
    await expect.element(account.getByText(/^One bank account \(routing \*\*\*\*0214/)).toBeVisible();
    await expect
      .element(account.getByRole('link', { name: 'Nguyen, Marcus' }))
      .toHaveAttribute('href', '#/participants/3077');
    await expect.element(account.getByText('3077')).not.toBeInTheDocument();
    const hours = page.getByRole('listitem', { name: /^Hours finding of/ });
    await expect.element(hours.getByText('Timesheets involved: 2')).toBeVisible();
    await expect.element(hours.getByText('130442')).not.toBeInTheDocument();
  });

  test('narrows to one kind, each kind with its count', async () => {
    await setup();
    await expect.element(page.getByRole('heading', { name: 'Shared Account (1)' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'SSN (1)' }).click();
    await expect.element(page.getByRole('heading', { name: 'SSN (1)' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Shared Account (1)' })).not.toBeInTheDocument();
  });

  test('acknowledges a finding with its reason, trimmed, and shows who, when and why in the history', async () => {
    let acknowledged = false;
    const api = await setup({
      'GET /payroll/integrity/findings': () => ({
        body: findingList(
          findings.map((finding) =>
            acknowledged && finding.kind === 'Shared Account'
              ? { ...finding, acknowledgement: sharedAccountAcknowledgement }
              : finding,
          ),
        ),
      }),
      'GET /payroll/integrity/acknowledgements': () => ({
        body: historyPage(acknowledged ? [sharedAccountEntry, ...historyEntries] : historyEntries),
      }),
      'POST /payroll/integrity/acknowledgements': () => {
        acknowledged = true;
        return { status: 201, body: sharedAccountAcknowledgement };
      },
    });
    await page.getByRole('button', { name: ACKNOWLEDGE }).click();
    const dialog = page.getByRole('dialog', { name: 'Acknowledge Finding' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(`  ${sharedAccountAcknowledgement.reason}  `);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast(ACKNOWLEDGED)).toBeVisible();
    expect(calls(api, '/payroll/integrity/acknowledgements').find((call) => call.method === 'POST')?.body).toEqual({
      organizationId: 3,
      periodStartDate: '2026-07-06',
      periodEndDate: '2026-07-19',
      kind: 'Shared Account',
      key: sharedAccountAcknowledgement.key,
      reason: sharedAccountAcknowledgement.reason,
    });
    const history = page.getByRole('list', { name: 'Acknowledgements' });
    const entry = history.getByRole('listitem', { name: /^Shared Account, acknowledged by kwashington on/ });
    await expect.element(entry.getByText(`Why: ${sharedAccountAcknowledgement.reason}`)).toBeVisible();
    await expect
      .element(history.getByRole('listitem', { name: /^Shared Contact, acknowledged by jmorales/ }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: ACKNOWLEDGE })).not.toBeInTheDocument();
  });

  test('lists every acknowledgement of the organization, a finding that changed as it was acknowledged', async () => {
    const api = await setup();
    await expect
      .poll(() => calls(api, '/payroll/integrity/acknowledgements').at(-1)?.path)
      .toBe('/payroll/integrity/acknowledgements?organizationId=3&page=1&pageSize=10');
    const history = page.getByRole('region', { name: 'Acknowledgement History' });
    const earlier = history.getByRole('listitem', { name: /^Shared Account, acknowledged by dwilliams on/ });
    // The period's finding now has three participants; the acknowledgement was of two.
    await expect
      .element(earlier.getByText(/^One bank account .* is on file for 2 participants of 2 households/))
      .toBeVisible();
    await expect
      .element(earlier.getByRole('link', { name: 'Carter, Jasmine' }))
      .toHaveAttribute('href', '#/participants/3051');
    await expect.element(earlier.getByRole('link', { name: 'Okafor, Daniel' })).not.toBeInTheDocument();
    await expect.element(earlier.getByText(/^Why: Cousins; the account is their grandmother’s/)).toBeVisible();
    const moved = history.getByRole('listitem', { name: /^SSN, acknowledged by jmorales/ });
    await expect.element(moved.getByText('a participant outside your organizations')).toBeVisible();
    await expect.element(moved.getByRole('link')).not.toBeInTheDocument();
  });

  test('pages a long history, ten at a time', async () => {
    const api = await setup({
      'GET /payroll/integrity/acknowledgements': ({ path }) => {
        const at = Number(new URLSearchParams(path.split('?')[1]).get('page') ?? '1');
        return { body: historyPage(manyHistoryEntries.slice((at - 1) * 10, at * 10), manyHistoryEntries.length) };
      },
    });
    const history = page.getByRole('list', { name: 'Acknowledgements' });
    await expect.element(page.getByText('Page 1 of 3')).toBeVisible();
    await expect.element(history.getByRole('listitem')).toHaveLength(10);
    await expect.element(page.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await page.getByRole('button', { name: 'Older' }).click();
    await page.getByRole('button', { name: 'Older' }).click();
    await expect.element(page.getByText('Page 3 of 3')).toBeVisible();
    await expect.element(history.getByRole('listitem')).toHaveLength(3);
    expect(calls(api, '/payroll/integrity/acknowledgements').at(-1)?.path).toBe(
      '/payroll/integrity/acknowledgements?organizationId=3&page=3&pageSize=10',
    );
  });

  test('a refused history is said in words in its section, not toasted', async () => {
    await setup({
      'GET /payroll/integrity/acknowledgements': {
        status: 404,
        body: { message: 'The organization was not found.' },
      },
    });
    const history = page.getByRole('region', { name: 'Acknowledgement History' });
    await expect.element(history.getByRole('alert')).toHaveTextContent('The organization was not found.');
    await expect.element(errorToast('The organization was not found.')).not.toBeInTheDocument();
  });

  test('a finding that changed is said in the dialog, and the reason typed stays', async () => {
    await setup({
      'POST /payroll/integrity/acknowledgements': {
        status: 422,
        body: {
          key: 'This finding is not among the findings of the period (its records may have changed): show the findings again.',
        },
      },
    });
    await page.getByRole('button', { name: ACKNOWLEDGE }).click();
    const dialog = page.getByRole('dialog', { name: 'Acknowledge Finding' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Foster siblings.');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect
      .element(dialog.getByRole('alert').filter({ hasText: 'This finding is not among the findings of the period' }))
      .toBeVisible();
    await expect.element(page.getByRole('alert').filter({ hasText: 'Error' })).not.toBeInTheDocument();
    await expect.element(dialog.getByRole('textbox', { name: 'Reason' })).toHaveValue('Foster siblings.');
  });

  test('exports the period’s findings, of the kind chosen, under the screen’s name', async () => {
    const api = await setup({ 'GET /payroll/integrity/findings/export': { body: 'xlsx' } });
    await expect.element(page.getByRole('heading', { name: 'Shared Account (1)' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Hours (1)' }).click();
    await page.getByRole('button', { name: 'Export To Excel' }).click();
    await expect
      .poll(() => calls(api, '/payroll/integrity/findings/export').at(-1)?.path)
      .toBe(
        '/payroll/integrity/findings/export?organizationId=3&periodStartDate=2026-07-06&periodEndDate=2026-07-19&kind=Hours',
      );
  });

  test('saves the thresholds and the kinds of the pre-flight with the version read', async () => {
    const api = await setup({
      'PUT /payroll/integrity/settings': ({ body }) => ({ body: { ...(body as object), version: 2 } }),
    });
    await page.getByRole('button', { name: 'Edit Integrity Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Integrity Settings: Partner4Work' });
    await dialog.getByRole('textbox', { name: 'Participants per Contact' }).fill('5');
    await dialog.getByRole('combobox', { name: 'Hours' }).click();
    await page.getByRole('option', { name: 'Error: stops the file' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast(SETTINGS_UPDATED)).toBeVisible();
    expect(
      calls(api, '/payroll/integrity/settings?organizationId=3').find((call) => call.method === 'PUT')?.body,
    ).toEqual({
      ...settings,
      contactPeople: 5,
      warningKinds: ['Shared Contact', 'Requirements'],
      errorKinds: ['Shared Account', 'Hours', 'Separation of Duties'],
    });
  });

  test('a threshold the server refuses shows its message under the field, and what was typed stays', async () => {
    await setup({
      'PUT /payroll/integrity/settings': {
        status: 422,
        body: { capShare: 'Max: 1', errorKinds: 'A kind is a warning or an error, not both: Hours.' },
      },
    });
    await page.getByRole('button', { name: 'Edit Integrity Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Integrity Settings: Partner4Work' });
    await dialog.getByRole('textbox', { name: 'Share of Periods at the Cap' }).fill('75');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(dialog.getByText('Max: 1')).toBeVisible();
    await expect.element(dialog.getByText('A kind is a warning or an error, not both: Hours.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Share of Periods at the Cap' })).toHaveValue('75');
  });

  test('a stale version of the settings is the error toast', async () => {
    await setup({
      'PUT /payroll/integrity/settings': { status: 409, body: { message: 'It was changed by someone else.' } },
    });
    await page.getByRole('button', { name: 'Edit Integrity Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Integrity Settings: Partner4Work' });
    await dialog.getByRole('textbox', { name: 'Households per Account' }).fill('2');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast('It was changed by someone else.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Households per Account' })).toHaveValue('2');
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { draw, drawn, lotteryApi, notDrawn, settings } from './lotteryFixtures.ts';
import { LotteryScreen } from './LotteryScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}, lottery = drawn) {
  const api = stubApi({ ...lotteryApi(lottery), ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<LotteryScreen />} />);
  await expect.element(page.getByText('Choose an enrollment program to set up and draw its lottery.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Enrollment Program' }).click();
  await page.getByRole('option', { name: 'SYEP 2026 Summer Cohort' }).click();
  return api;
}

const bodiesOf = (api: ReturnType<typeof stubApi>, path: string) =>
  api.calls.filter((call) => call.path === path && call.method !== 'GET').map((call) => call.body);

beforeEach(() => {
  signInWith(['MAINTAIN_ENROLLEES', 'ENROLL_APPLICANTS']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('LotteryScreen', () => {
  test('shows the program settings and draws with the typed seed and the settings version', async () => {
    const api = await setup({ 'POST /enrollment-programs/21/lottery/draw': { body: draw } }, notDrawn);
    await expect
      .element(page.getByText('4 Eligible applications for 2 slots: a lottery decides who is selected.'))
      .toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'Slots' })).toHaveValue('2');
    await expect.element(page.getByRole('textbox', { name: 'Zip Codes of Tier 2' })).toHaveValue('15206, 15208');
    await expect.element(page.getByText('Not drawn yet.')).toBeVisible();
    await page.getByRole('button', { name: 'Draw' }).click();
    await expect.element(page.getByText('Required')).toBeVisible();
    expect(bodiesOf(api, '/enrollment-programs/21/lottery/draw')).toEqual([]);
    await userEvent.type(page.getByRole('textbox', { name: 'Published Seed' }), ' 2026-06-01 Pick 3: 482 ');
    await page.getByRole('button', { name: 'Draw' }).click();
    await expect.element(successToast('Draw 4: 2 selected, 2 on the waitlist')).toBeVisible();
    expect(bodiesOf(api, '/enrollment-programs/21/lottery/draw')).toEqual([
      { seed: '2026-06-01 Pick 3: 482', version: settings.version },
    ]);
  });

  test('lists the ranked draw with its tiers and waitlist', async () => {
    await setup();
    const grid = page.getByRole('table', { name: 'Ranked List' });
    await expect.element(grid.getByRole('cell', { name: 'Carter' })).toBeVisible();
    await expect.element(grid.getByRole('cell', { name: 'Waitlist 2' })).toBeVisible();
    await expect.element(grid.getByRole('cell', { name: 'Youth in foster care' })).toBeVisible();
    await expect
      .element(page.getByText(/^Seed "2026-06-01 Pick 3: 482", 2 slots, 4 applicants: 2 selected, 2 on the waitlist\./))
      .toBeVisible();
  });

  test('saves reordered tiers with the version read, and keeps the draw blocked while changes are unsaved', async () => {
    const api = await setup({
      'PUT /enrollment-programs/21/lottery/settings': {
        body: {
          slots: 3,
          tiers: [{ kind: 'zipCodes', zipCodes: ['15206', '15208'] }, { kind: 'fosterCare' }],
          version: 4,
        },
      },
    });
    const slots = page.getByRole('textbox', { name: 'Slots' });
    await userEvent.clear(slots);
    await userEvent.type(slots, '3');
    await page.getByRole('button', { name: 'Move Tier 2 Up' }).click();
    await expect.element(page.getByText('Save or undo the settings changes before the draw.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Draw' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.element(successToast('Lottery settings saved')).toBeVisible();
    expect(bodiesOf(api, '/enrollment-programs/21/lottery/settings')).toEqual([
      { slots: 3, tiers: [{ kind: 'zipCodes', zipCodes: ['15206', '15208'] }, { kind: 'fosterCare' }], version: 3 },
    ]);
  });

  test('refuses a zip tier without zip codes and slots that are not a whole number, sending nothing', async () => {
    const api = await setup();
    await page.getByRole('button', { name: 'Add Tier' }).click();
    await page.getByRole('combobox', { name: 'Tier 3' }).click();
    await page.getByRole('option', { name: 'Zip codes' }).click();
    const slots = page.getByRole('textbox', { name: 'Slots' });
    await userEvent.clear(slots);
    await userEvent.type(slots, '2.5');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await expect.element(page.getByText('Slots must be a whole number from 1 to 100,000')).toBeVisible();
    await expect.element(page.getByText('Type at least one zip code')).toBeVisible();
    expect(bodiesOf(api, '/enrollment-programs/21/lottery/settings')).toEqual([]);
  });

  test('enrolls the selected still Eligible with the versions drawn, on the date typed', async () => {
    const api = await setup({
      'POST /enrollment/enroll': {
        body: {
          succeeded: 1,
          failed: 1,
          results: [
            { id: 60219, succeeded: true, message: null },
            { id: 60231, succeeded: false, message: 'Provider screening is not complete.' },
          ],
        },
      },
    });
    await userEvent.type(page.getByRole('textbox', { name: 'Enrollment Date' }), '06022026');
    await page.getByRole('button', { name: 'Enroll Selected (2)' }).click();
    await expect.element(successToast('1 of 2 selected applicants enrolled')).toBeVisible();
    await expect.element(page.getByText('Marcus Nguyen: Provider screening is not complete.')).toBeVisible();
    expect(bodiesOf(api, '/enrollment/enroll')).toEqual([
      {
        items: [
          { id: 60219, version: 4 },
          { id: 60231, version: 3 },
        ],
        enrollmentDate: '2026-06-02',
      },
    ]);
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { placementApi, proposal, settings } from './placementFixtures.ts';
import { PlacementScreen } from './PlacementScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({ ...placementApi(), ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<PlacementScreen />} />);
  await expect
    .element(page.getByText('Choose an enrollment program to place its recruited participants into jobs.'))
    .toBeVisible();
  await page.getByRole('combobox', { name: 'Enrollment Program' }).click();
  await page.getByRole('option', { name: 'SYEP 2026 Summer Cohort' }).click();
  return api;
}

const bodiesOf = (api: ReturnType<typeof stubApi>, path: string) =>
  api.calls.filter((call) => call.path === path && call.method !== 'GET').map((call) => call.body);

const PROPOSAL = '/enrollment-programs/21/placement/proposal';

beforeEach(() => {
  signInWith(['WORKER_JOB_ASSIGNMENT']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('PlacementScreen', () => {
  test('proposes, compares with the greedy baseline and says why each youth got each job', async () => {
    const api = await setup();
    await expect.element(page.getByRole('textbox', { name: 'Interest Match' })).toHaveValue('30');
    await page.getByRole('button', { name: 'Propose Placement' }).click();
    const comparison = page.getByRole('table', { name: /Proposal and greedy baseline/ });
    await expect.element(comparison.getByRole('row', { name: 'Youths placed 2 1' })).toBeVisible();
    await expect.element(comparison.getByRole('row', { name: 'Mean distance (miles) 1.7 6.4' })).toBeVisible();
    const pairs = page.getByRole('table', { name: 'Proposed Pairs' });
    await expect.element(pairs.getByRole('cell', { name: 'Carnegie Library - Hill District' })).toBeVisible();
    await expect
      .element(pairs.getByRole('cell', { name: 'the job’s sector is one of their interests; 1.1 miles from home' }))
      .toBeVisible();
    const unplaced = page.getByRole('table', { name: 'Not Placed' });
    await expect.element(unplaced.getByRole('cell', { name: /under the minimum age of 16/ })).toBeVisible();
    expect(bodiesOf(api, PROPOSAL)).toEqual([{ pins: [], exclusions: [] }]);
  });

  test('a pin and an exclusion are sent with the re-run and listed until removed', async () => {
    const api = await setup();
    await page.getByRole('button', { name: 'Propose Placement' }).click();
    await page.getByRole('button', { name: 'Pin Jasmine Carter to Library Aide' }).click();
    await expect
      .element(
        page.getByRole('region', { name: 'Pinned Pairs' }).getByText('Jasmine Carter – Library Aide', { exact: true }),
      )
      .toBeVisible();
    await page.getByRole('button', { name: 'Exclude Marcus Nguyen from Park Crew Member' }).click();
    await expect
      .element(
        page
          .getByRole('region', { name: 'Excluded Pairs' })
          .getByText('Marcus Nguyen – Park Crew Member', { exact: true }),
      )
      .toBeVisible();
    // The list shows the exclusion as soon as it is made; the re-run's request follows it.
    await expect
      .poll(() => bodiesOf(api, PROPOSAL).at(-1))
      .toEqual({
        pins: [{ studentId: 48213, jobId: 9071 }],
        exclusions: [{ studentId: 48231, jobId: 9088 }],
      });
    await page.getByRole('button', { name: 'Unpin Jasmine Carter – Library Aide' }).click();
    await expect.element(page.getByRole('region', { name: 'Pinned Pairs' })).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Propose Again' }).click();
    await expect
      .poll(() => bodiesOf(api, PROPOSAL).at(-1))
      .toEqual({
        pins: [],
        exclusions: [{ studentId: 48231, jobId: 9088 }],
      });
  });

  test('accepts the ticked pairs with the versions shown and names a refusal', async () => {
    const api = await setup({
      'POST /enrollment-programs/21/placement/accept': {
        body: {
          succeeded: 1,
          failed: 1,
          results: [
            { id: 48213, succeeded: true, message: null },
            { id: 48231, succeeded: false, message: 'The participant was changed since the proposal; propose again.' },
          ],
        },
      },
    });
    await page.getByRole('button', { name: 'Propose Placement' }).click();
    await page.getByRole('checkbox', { name: 'Select Jasmine Carter' }).click();
    await page.getByRole('checkbox', { name: 'Select Marcus Nguyen' }).click();
    await page.getByRole('button', { name: 'Accept Selected (2)' }).click();
    await expect.element(successToast('1 of 2 placements accepted')).toBeVisible();
    await expect
      .element(page.getByText('Marcus Nguyen: The participant was changed since the proposal; propose again.'))
      .toBeVisible();
    expect(bodiesOf(api, '/enrollment-programs/21/placement/accept')).toEqual([
      {
        items: [
          { studentId: 48213, jobId: 9071, version: 4 },
          { studentId: 48231, jobId: 9088, version: 3 },
        ],
      },
    ]);
    // The pool is proposed again for those still waiting.
    await expect.poll(() => bodiesOf(api, PROPOSAL).length).toBe(2);
    expect(proposal.pairs).toHaveLength(2);
  });

  test('a weight outside 0 to 1,000 is refused in the form and nothing is sent', async () => {
    const api = await setup({
      'PUT /enrollment-programs/21/placement/settings': {
        body: { weights: { ...settings.weights, perMile: 5 }, version: 3 },
      },
    });
    const perMile = page.getByRole('textbox', { name: 'Per Mile' });
    await userEvent.clear(perMile);
    await userEvent.type(perMile, '-2');
    await page.getByRole('button', { name: 'Save Weights' }).click();
    await expect.element(page.getByText('A number from 0 to 1,000')).toBeVisible();
    expect(bodiesOf(api, '/enrollment-programs/21/placement/settings')).toEqual([]);
    await userEvent.clear(perMile);
    await userEvent.type(perMile, '5');
    await page.getByRole('button', { name: 'Save Weights' }).click();
    await expect.element(successToast('Placement weights saved')).toBeVisible();
    expect(bodiesOf(api, '/enrollment-programs/21/placement/settings')).toEqual([
      { weights: { interest: 30, perMile: 5, returning: 40, balance: 10 }, version: 2 },
    ]);
  });
});

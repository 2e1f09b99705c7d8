import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi } from '../../../kit/testing/kitHarness.tsx';
import { queue } from './queueFixtures.ts';
import { QualityReviewScreen } from './QualityReviewScreen.tsx';

let restore: (() => void) | undefined;

beforeEach(() => {
  signInWith(['QUALITY_REVIEW']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('QualityReviewScreen', () => {
  test('lists the queue from the server, each last name linking to its applicant review', async () => {
    const api = stubApi({
      'POST /enrollment/quality-review/search': { body: { items: queue, total: queue.length } },
    });
    restore = api.restore;
    await render(<KitHarness screen={<QualityReviewScreen />} />);
    await expect.element(page.getByRole('heading', { name: 'Quality Review' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Hill' }))
      .toHaveAttribute('href', '#/enrollment/quality-review/60220');
    await expect.element(page.getByRole('cell', { name: 'Incomplete', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Submitted On' }).click();
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/enrollment/quality-review/search').at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, sort: [{ field: 'submittedOn', direction: 'asc' }] });
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
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

  test('searches on the server from the search panel and exports every matching row', async () => {
    const api = stubApi({
      'POST /enrollment/quality-review/search': { body: { items: queue, total: queue.length } },
      'POST /export/search': { body: {} },
    });
    restore = api.restore;
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:captured');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await render(<KitHarness screen={<QualityReviewScreen />} />);
    await expect.element(page.getByRole('link', { name: 'Hill' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('07/23/2007');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/enrollment/quality-review/search').at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, quickSearch: '2007-07-23' });
    await page.getByRole('button', { name: 'Export To Excel' }).click();
    await expect.poll(() => names).toEqual(['quality-review.xlsx']);
    expect(api.calls.find((call) => call.path === '/export/search')?.body).toEqual({
      search: '/enrollment/quality-review/search',
      request: { quickSearch: '2007-07-23' },
      columns: [
        { field: 'lastName', title: 'Last Name', format: 'text' },
        { field: 'firstName', title: 'First Name', format: 'text' },
        { field: 'ssn', title: 'SSN', format: 'text' },
        { field: 'birthDate', title: 'Birth Date', format: 'date' },
        { field: 'enrollmentProgramName', title: 'Enrollment Program', format: 'text' },
        { field: 'submittedOn', title: 'Submitted On', format: 'date' },
        { field: 'reviewStatus', title: 'Review Status', format: 'text' },
        { field: 'incompleteItemCount', title: 'Incomplete Items', format: 'number' },
        { field: 'reviewer', title: 'Reviewer', format: 'text' },
      ],
      fileName: 'quality-review',
      sheetName: 'Quality Review',
    });
  });
});

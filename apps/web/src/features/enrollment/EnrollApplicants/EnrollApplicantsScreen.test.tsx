import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { candidates, filledApi } from './candidateFixtures.ts';
import { EnrollApplicantsScreen } from './EnrollApplicantsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({ ...filledApi, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<EnrollApplicantsScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Bell' })).toBeVisible();
  return api;
}

const searches = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path === '/enrollment/enroll-applicants/search').map((call) => call.body);
const enrolls = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.path === '/enrollment/enroll').map((call) => call.body);

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

beforeEach(() => {
  signInWith(['MAINTAIN_ENROLLEES', 'ENROLL_APPLICANTS']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('EnrollApplicantsScreen', () => {
  test('an enrollment program filters the search and shows its income ranges', async () => {
    const api = await setup();
    await page.getByRole('combobox', { name: 'Enrollment Program' }).click();
    await page.getByRole('option', { name: 'SYEP 2026 Summer Cohort' }).click();
    const ranges = page.getByRole('table', { name: 'Income ranges of SYEP 2026 Summer Cohort' });
    await expect.element(ranges.getByRole('cell', { name: '$31,200.00' })).toBeVisible();
    expect(api.calls.some((call) => call.path === '/enrollment/income-ranges?enrollmentProgramId=21')).toBe(true);
    await expect
      .poll(() => searches(api).at(-1))
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'enrollmentProgramId', operator: 'eq', value: 21 }] });
  });

  test("choosing an enrollment program searches from page 1 (the program stays the screen's, ADR 223)", async () => {
    const api = await setup(remembered('/enrollment/enroll-applicants/search', candidates));
    const pager = page.getByRole('navigation', { name: 'Eligible Applicants pages' });
    await expect.element(pager).toMatchTextContent('Page 2 of 3');
    await page.getByRole('combobox', { name: 'Enrollment Program' }).click();
    await page.getByRole('option', { name: 'SYEP 2026 Summer Cohort' }).click();
    await expect.element(pager).toMatchTextContent('Page 1 of 3');
    await expect
      .poll(() => searches(api).at(-1))
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'enrollmentProgramId', operator: 'eq', value: 21 }] });
    // No search asked for the old page under the new program.
    expect(searches(api).filter((body) => (body as { page: number }).page === 2)).toHaveLength(1);
  });

  test('enrolls the picked applicants on the date with their versions and lists a refused one', async () => {
    const api = await setup({
      'POST /enrollment/enroll': {
        body: {
          succeeded: 1,
          failed: 1,
          results: [
            { id: 60219, succeeded: true, message: null },
            { id: 60231, succeeded: false, message: 'The provider screening of this applicant is not complete.' },
          ],
        },
      },
    });
    const enroll = page.getByRole('button', { name: /^Enroll Selected/ });
    await expect.element(enroll).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select Marcus Bell' }).click();
    await page.getByRole('checkbox', { name: 'Select Aaliyah Greene' }).click();
    await page.getByRole('button', { name: 'Enroll Selected (2)' }).click();
    await expect.element(page.getByText('Required')).toBeVisible();
    expect(enrolls(api)).toEqual([]);
    await userEvent.type(page.getByRole('textbox', { name: 'Enrollment Date' }), '06012026');
    await page.getByRole('button', { name: 'Enroll Selected (2)' }).click();
    await expect.element(successToast('1 of 2 applicants enrolled')).toBeVisible();
    expect(enrolls(api)).toEqual([
      {
        items: [
          { id: 60219, version: 6 },
          { id: 60231, version: 3 },
        ],
        enrollmentDate: '2026-06-01',
      },
    ]);
    await expect
      .element(page.getByText('Aaliyah Greene: The provider screening of this applicant is not complete.'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Enroll Selected (0)' })).toBeVisible();
  });

  test('when no applicant could be enrolled (409) the screen says "Enrollment was not successfully updated."', async () => {
    await setup({
      'POST /enrollment/enroll': { status: 409, body: { message: 'Only Eligible applicants can be enrolled.' } },
    });
    await page.getByRole('checkbox', { name: 'Select Marcus Bell' }).click();
    await userEvent.type(page.getByRole('textbox', { name: 'Enrollment Date' }), '06012026');
    await page.getByRole('button', { name: 'Enroll Selected (1)' }).click();
    await expect
      .element(errorToast('Enrollment was not successfully updated. Only Eligible applicants can be enrolled.'))
      .toBeVisible();
  });

  test('without ENROLL_APPLICANTS the applicants are listed only', async () => {
    signInWith(['MAINTAIN_ENROLLEES']);
    await setup();
    await expect.element(page.getByRole('button', { name: /^Enroll Selected/ })).not.toBeInTheDocument();
  });
});

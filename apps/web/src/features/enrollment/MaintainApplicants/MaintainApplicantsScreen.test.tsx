import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { applicants, filledApi } from './applicantFixtures.ts';
import { MaintainApplicantsScreen } from './MaintainApplicantsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}, rowCount = '4') {
  const api = stubApi({ ...filledApi, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<MaintainApplicantsScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Applicants' })).toHaveAttribute('aria-rowcount', rowCount);
  return api;
}

const searches = (api: ReturnType<typeof stubApi>) => api.calls.filter((call) => call.path === '/enrollment/search');
const viewPuts = (api: ReturnType<typeof stubApi>) =>
  api.calls.filter((call) => call.method === 'PUT' && call.path.startsWith('/grid-preferences/'));

/** A remembered view on page 2 of 120 applicants, with the choices given; the view saved is echoed. */
function remembered(choices?: Record<string, string | number>): Record<string, Handler> {
  return {
    'POST /enrollment/search': { body: { items: applicants, total: 120 } },
    'GET /grid-preferences/screen': {
      body: {
        screenKey: 'screen',
        view: { quickSearch: '', filters: {}, sort: null, page: 2, pageSize: 50, additionalColumns: false, choices },
      },
    },
    'PUT /grid-preferences/screen': (call) => ({ body: { screenKey: 'screen', view: call.body } }),
  };
}
const pager = () => page.getByRole('navigation', { name: 'Applicants pages' });

beforeEach(() => {
  signInWith(['MAINTAIN_ENROLLEES', 'DELETE_ENROLLMENT_APPLICATION']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('MaintainApplicantsScreen', () => {
  test('lists the first page of applicants with masked SSNs', async () => {
    const api = await setup();
    await expect.element(page.getByRole('heading', { name: 'Maintain Applicants' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '*****6789' })).toBeVisible();
    expect(searches(api)[0]?.body).toEqual({ page: 1, pageSize: 50 });
  });

  test('searches by name, status and enrollment program on the server', async () => {
    const api = await setup();
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('Carter');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Quality Review' }).click();
    await page.getByRole('combobox', { name: 'Enrollment Program' }).click();
    await page.getByRole('option', { name: 'Year-Round Youth 2026' }).click();
    await expect
      .poll(() => searches(api).at(-1)?.body)
      .toEqual({
        page: 1,
        pageSize: 50,
        quickSearch: 'Carter',
        filters: [
          { field: 'status', operator: 'eq', value: 'Quality Review' },
          { field: 'enrollmentProgramId', operator: 'eq', value: 22 },
        ],
      });
  });

  test('a status or program chosen searches from page 1 and is saved with the view (ADR 223)', async () => {
    const api = await setup(remembered(), '121');
    await expect.element(pager()).toMatchTextContent('Page 2 of 3');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Quality Review' }).click();
    await expect.element(pager()).toMatchTextContent('Page 1 of 3');
    await expect
      .poll(() => searches(api).at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'status', operator: 'eq', value: 'Quality Review' }] });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(pager()).toMatchTextContent('Page 2 of 3');
    await page.getByRole('combobox', { name: 'Enrollment Program' }).click();
    await page.getByRole('option', { name: 'Year-Round Youth 2026' }).click();
    await expect.element(pager()).toMatchTextContent('Page 1 of 3');
    await expect.poll(() => searches(api).at(-1)?.body).toMatchObject({ page: 1 });
    await expect
      .poll(() => viewPuts(api).at(-1)?.body)
      .toMatchObject({ page: 1, choices: { status: 'Quality Review', enrollmentProgramId: 22 } });
  });

  test('a remembered status and program are applied to the first search and shown; Clear All drops them', async () => {
    const api = await setup(remembered({ status: 'Quality Review', enrollmentProgramId: 22 }), '121');
    expect(searches(api)).toHaveLength(1);
    expect(searches(api)[0]?.body).toEqual({
      page: 2,
      pageSize: 50,
      filters: [
        { field: 'status', operator: 'eq', value: 'Quality Review' },
        { field: 'enrollmentProgramId', operator: 'eq', value: 22 },
      ],
    });
    await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Quality Review');
    await expect
      .element(page.getByRole('combobox', { name: 'Enrollment Program' }))
      .toHaveTextContent('Year-Round Youth 2026');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All Statuses');
    await expect
      .element(page.getByRole('combobox', { name: 'Enrollment Program' }))
      .toHaveTextContent('All Enrollment Programs');
    await expect.element(pager()).toMatchTextContent('Page 1 of 3');
    await expect.poll(() => searches(api).at(-1)?.body).toEqual({ page: 1, pageSize: 50 });
    await expect.poll(() => viewPuts(api).at(-1)?.body).toMatchObject({ page: 1, choices: {} });
  });

  test('locks an unlocked applicant and unlocks a locked one with their versions', async () => {
    const api = await setup({
      'POST /enrollment/lock-unlock': (call) => ({
        body: { ...applicants[0], isLocked: (call.body as { locked: boolean }).locked },
      }),
    });
    await page.getByRole('button', { name: 'Lock Jasmine Carter' }).click();
    await expect.element(successToast('Jasmine Carter locked')).toBeVisible();
    await page.getByRole('button', { name: 'Unlock Marcus Bell' }).click();
    await expect.element(successToast('Marcus Bell unlocked')).toBeVisible();
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/enrollment/lock-unlock').map((call) => call.body))
      .toEqual([
        { enrollmentId: 60214, locked: true, version: 4 },
        { enrollmentId: 60219, locked: false, version: 2 },
      ]);
    await expect.poll(() => searches(api).length).toBeGreaterThan(1);
  });

  test('a refused lock shows "Enrollment was not successfully updated."', async () => {
    await setup({
      'POST /enrollment/lock-unlock': { status: 409, body: { message: 'Enrollment was not successfully updated.' } },
    });
    await page.getByRole('button', { name: 'Lock Jasmine Carter' }).click();
    await expect.element(errorToast('Enrollment was not successfully updated.')).toBeVisible();
  });

  test('deletes after "Are you sure you want to remove this applicant?", with the version', async () => {
    const api = await setup({ 'DELETE /enrollment/60214': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Jasmine Carter' }).click();
    await expect.element(page.getByText('Are you sure you want to remove this applicant?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Applicant successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/enrollment/60214?version=4');
  });

  test('an enrolled applicant offers no Delete', async () => {
    await setup();
    await expect.element(page.getByRole('button', { name: 'Delete Jasmine Carter' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete Aaliyah Green' })).not.toBeInTheDocument();
  });

  test('without DELETE_ENROLLMENT_APPLICATION there is no Delete', async () => {
    signInWith(['MAINTAIN_ENROLLEES']);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Lock Jasmine Carter' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete Jasmine Carter' })).not.toBeInTheDocument();
  });

  test('the applicant header popup shows every field of spec section 2 with the SSN masked', async () => {
    await setup();
    await page.getByRole('button', { name: 'Details Jasmine Carter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Applicant' });
    for (const text of [
      'Jasmine Renee Carter (60214)',
      'jasmine.carter@example.org',
      '*****6789',
      'Quality Review',
      '02/11/2009',
      'SY26-4F7K',
      '$32,500.00',
      '412 N Negley Ave, Apt 3, Pittsburgh, Pennsylvania 15206',
      'Last Updated By jcarter',
      'Last Updated On 6/2/26, 4:20 PM',
    ]) {
      await expect.element(dialog.getByText(text, { exact: true })).toBeVisible();
    }
    await expect.element(dialog.getByText('123-45-6789')).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect.element(dialog).not.toBeInTheDocument();
  });
});

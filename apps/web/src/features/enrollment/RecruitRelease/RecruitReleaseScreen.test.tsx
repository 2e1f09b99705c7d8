import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { filledApi, participants } from './recruitFixtures.ts';
import { RecruitReleaseScreen, RecruitScreen, ReleaseScreen } from './RecruitReleaseScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({ ...filledApi, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<RecruitReleaseScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Whitfield' })).toBeVisible();
  return api;
}

const bodiesOf = (api: ReturnType<typeof stubApi>, path: string) =>
  api.calls.filter((call) => call.path === path).map((call) => call.body);
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
const searches = (api: ReturnType<typeof stubApi>) => bodiesOf(api, '/enrollment/recruit/search');
const viewPuts = (api: ReturnType<typeof stubApi>) =>
  api.calls
    .filter((call) => call.method === 'PUT' && call.path.startsWith('/grid-preferences/'))
    .map((call) => call.body);
const pager = () => page.getByRole('navigation', { name: 'Participants pages' });
const ok = { body: { succeeded: 1, failed: 0, results: [{ id: 48213, succeeded: true, message: null }] } };

beforeEach(() => {
  signInWith(['MAINTAIN_ENROLLEES', 'RECRUIT_ENROLLEES']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('RecruitReleaseScreen', () => {
  test('filters by status on the server', async () => {
    const api = await setup();
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Recruited' }).click();
    await expect
      .poll(() => bodiesOf(api, '/enrollment/recruit/search').at(-1))
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'status', operator: 'eq', value: 'Recruited' }] });
  });

  test('a status chosen searches from page 1 and is saved with the view (ADR 223)', async () => {
    const api = await setup(remembered('/enrollment/recruit/search', participants));
    await expect.element(pager()).toMatchTextContent('Page 2 of 3');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Recruited' }).click();
    await expect.element(pager()).toMatchTextContent('Page 1 of 3');
    await expect
      .poll(() => searches(api).at(-1))
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'status', operator: 'eq', value: 'Recruited' }] });
    await expect.poll(() => viewPuts(api).at(-1)).toMatchObject({ page: 1, choices: { status: 'Recruited' } });
  });

  test('a remembered status is applied to the first search and shown; Clear All drops it', async () => {
    const api = await setup(remembered('/enrollment/recruit/search', participants, { status: 'Awaiting Assignment' }));
    expect(searches(api)).toEqual([
      { page: 2, pageSize: 50, filters: [{ field: 'status', operator: 'eq', value: 'Awaiting Assignment' }] },
    ]);
    const status = page.getByRole('combobox', { name: 'Status' });
    await expect.element(status).toHaveTextContent('Awaiting Assignment');
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect.element(status).toHaveTextContent('All Statuses');
    await expect.element(pager()).toMatchTextContent('Page 1 of 3');
    await expect.poll(() => searches(api).at(-1)).toEqual({ page: 1, pageSize: 50 });
    await expect.poll(() => viewPuts(api).at(-1)).toMatchObject({ page: 1, choices: {} });
  });

  test('recruits the picked participants to a contracted worksite with their versions', async () => {
    const api = await setup({ 'POST /enrollment/recruit': ok });
    await page.getByRole('checkbox', { name: 'Select Jasmine Whitfield' }).click();
    await page.getByRole('combobox', { name: 'Contracted Worksite' }).click();
    await page.getByRole('option', { name: 'SYEP-2026-014 – Carnegie Library – Hill District' }).click();
    await page.getByRole('button', { name: 'Recruit Selected (1)' }).click();
    await expect.element(successToast('1 of 1 participants recruited')).toBeVisible();
    expect(bodiesOf(api, '/enrollment/recruit')).toEqual([
      { items: [{ id: 48213, version: 1 }], contractId: 311, worksiteId: 1204 },
    ]);
  });

  test('releases the picked participants with a reason and comment', async () => {
    const api = await setup({ 'POST /enrollment/release': ok });
    await page.getByRole('checkbox', { name: 'Select Tyrell Jackson' }).click();
    await page.getByRole('combobox', { name: 'Release Reason' }).click();
    await page.getByRole('option', { name: 'Worksite reduced positions' }).click();
    await page.getByRole('textbox', { name: 'Release Comment' }).fill('Worksite reduced its summer positions.');
    await page.getByRole('button', { name: 'Release Selected (1)' }).click();
    await expect.element(successToast('1 of 1 participants released')).toBeVisible();
    expect(bodiesOf(api, '/enrollment/release')).toEqual([
      { items: [{ id: 48240, version: 2 }], reasonId: 2, comment: 'Worksite reduced its summer positions.' },
    ]);
  });

  test('a release none of whose participants could move (409) shows "Enrollment was not successfully updated."', async () => {
    await setup({
      'POST /enrollment/release': {
        status: 409,
        body: { message: 'The participant is Enrolled; this needs them to be Recruited or Awaiting Assignment.' },
      },
    });
    await page.getByRole('checkbox', { name: 'Select Jasmine Whitfield' }).click();
    await page.getByRole('combobox', { name: 'Release Reason' }).click();
    await page.getByRole('option', { name: 'Participant declined' }).click();
    await page.getByRole('button', { name: 'Release Selected (1)' }).click();
    await expect
      .element(
        errorToast(
          'Enrollment was not successfully updated. The participant is Enrolled; this needs them to be Recruited or Awaiting Assignment.',
        ),
      )
      .toBeVisible();
  });

  test('Participants > Recruit searches Enrolled participants and offers only the recruit move', async () => {
    const api = stubApi(filledApi);
    restore = api.restore;
    await render(<KitHarness screen={<RecruitScreen />} />);
    await expect.element(page.getByRole('heading', { name: 'Recruit' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Recruit Selected/ })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Release Selected/ })).not.toBeInTheDocument();
    await expect
      .poll(() => bodiesOf(api, '/enrollment/recruit/search').at(-1))
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'status', operator: 'eq', value: 'Enrolled' }] });
  });

  test('Participants > Release searches Recruited participants and offers only the release move', async () => {
    const api = stubApi(filledApi);
    restore = api.restore;
    await render(<KitHarness screen={<ReleaseScreen />} />);
    await expect.element(page.getByRole('heading', { name: 'Release' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Release Selected/ })).toBeVisible();
    await expect.element(page.getByRole('button', { name: /^Recruit Selected/ })).not.toBeInTheDocument();
    await expect
      .poll(() => bodiesOf(api, '/enrollment/recruit/search').at(-1))
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'status', operator: 'eq', value: 'Recruited' }] });
  });

  test('Participants > Release keeps its required status above the grid; a change searches from page 1', async () => {
    const api = stubApi({ ...filledApi, ...remembered('/enrollment/recruit/search', participants) });
    restore = api.restore;
    await render(<KitHarness screen={<ReleaseScreen />} />);
    await expect.element(pager()).toMatchTextContent('Page 2 of 3');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Awaiting Assignment' }).click();
    await expect.element(pager()).toMatchTextContent('Page 1 of 3');
    await expect
      .poll(() => searches(api).at(-1))
      .toEqual({ page: 1, pageSize: 50, filters: [{ field: 'status', operator: 'eq', value: 'Awaiting Assignment' }] });
    expect(searches(api).filter((body) => (body as { page: number }).page === 2)).toHaveLength(1);
  });

  test('without RECRUIT_ENROLLEES the screen says so and calls nothing', async () => {
    signInWith(['VIEW_STUDENT']);
    const api = stubApi(filledApi);
    restore = api.restore;
    await render(<KitHarness screen={<RecruitScreen />} />);
    await expect.element(page.getByText('You do not have rights to see the page.')).toBeVisible();
    expect(api.calls).toEqual([]);
  });
});

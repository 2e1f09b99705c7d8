import type { RowOf } from '@pathway/api-client';
import { toast, type GridColumn } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as api from '../../lib/api.ts';
import { gridPreferences } from '../../lib/api/gridPreferences.ts';
import { KitHarness, signInWith, stubApi, type Handler, type RecordedCall } from '../testing/kitHarness.tsx';
import { ResourceScreen } from '../views/ResourceScreen.tsx';
import { SAVE_VIEW_DELAY_MS, screenKeyOf } from './useGridView.ts';

type School = RowOf<'/schools'>;

const school = (id: number): School => ({
  id,
  name: `School ${String(id).padStart(3, '0')}`,
  schoolCode: null,
  schoolDistrict: null,
  addressLine1: null,
  city: id % 2 === 0 ? 'Pittsburgh' : 'Erie',
  stateCode: 'PA',
  zipCode: null,
  mainPhone: null,
  isActive: true,
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-03-02T14:05:11Z',
  lastUpdateUser: 'jmorales',
  version: 1,
});
const all = Array.from({ length: 120 }, (_, index) => school(index + 1));
const search: Handler = (call) => {
  const { page: number, pageSize } = call.body as { page: number; pageSize: number };
  return { body: { items: all.slice((number - 1) * pageSize, number * pageSize), total: all.length } };
};
const columns: GridColumn<School>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name },
  { id: 'city', header: 'City', value: (row) => row.city, additional: true },
];
const saved = {
  quickSearch: '',
  filters: {},
  sort: { columnId: 'name', direction: 'desc' },
  page: 2,
  pageSize: 50,
  additionalColumns: true,
};

let restore: (() => void) | undefined;

async function setup(preference: Handler) {
  const stub = stubApi({
    'POST /schools/search': search,
    'GET /grid-preferences/screen': preference,
    'PUT /grid-preferences/screen': (call) => ({ body: { screenKey: 'screen', view: call.body } }),
    'DELETE /grid-preferences/screen': { status: 204 },
  });
  restore = stub.restore;
  await render(
    <KitHarness
      screen={
        <ResourceScreen
          title="Schools"
          noun="school"
          resource={api.schools}
          columns={columns}
          rowName={(row) => row.name}
          claims={{}}
        />
      }
    />,
  );
  return stub;
}

const of = (calls: RecordedCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path.startsWith(path));

beforeEach(() => {
  signInWith(['SCHOOLS']);
});

/**
 * Fake timeouts that still run on their own (the screen's queries answer in timeouts), so a test can
 * also pass the save's pause at once: after it, any save that was going to be sent has been.
 */
function fakeTimeouts() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  return vi.spyOn(gridPreferences, 'save');
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('a remembered grid view (ADR 198)', () => {
  test('the first search is already the saved view: no search with the defaults first', async () => {
    const save = fakeTimeouts();
    const { calls } = await setup({ body: { screenKey: 'screen', view: saved } });
    await expect.element(page.getByRole('navigation', { name: 'Schools pages' })).toMatchTextContent('Page 2 of 3');
    await expect.element(page.getByRole('columnheader', { name: 'City' })).toBeVisible();
    const searches = of(calls, 'POST', '/schools/search');
    expect(searches).toHaveLength(1);
    expect(searches[0]?.body).toMatchObject({ page: 2, pageSize: 50, sort: [{ field: 'name', direction: 'desc' }] });
    // Restoring is not a change: nothing is saved back, even once the pause has passed.
    await vi.advanceTimersByTimeAsync(SAVE_VIEW_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
    expect(of(calls, 'PUT', '/grid-preferences/')).toHaveLength(0);
  });

  test('saves the whole view after the user changes it, and nothing while the search is typed', async () => {
    const save = fakeTimeouts();
    const { calls } = await setup({ body: { screenKey: 'screen', view: null } });
    await expect.element(page.getByRole('navigation', { name: 'Schools pages' })).toMatchTextContent('Page 1 of 3');
    const puts = () => of(calls, 'PUT', '/grid-preferences/');
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('School 1');
    await vi.advanceTimersByTimeAsync(SAVE_VIEW_DELAY_MS);
    expect(save).not.toHaveBeenCalled();
    expect(puts()).toHaveLength(0);
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('');
    await page.getByRole('button', { name: 'Name' }).click();
    await page.getByRole('button', { name: 'Show Additional Columns' }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await vi.advanceTimersByTimeAsync(SAVE_VIEW_DELAY_MS);
    await expect
      .poll(() => puts().at(-1)?.body)
      .toEqual({
        quickSearch: '',
        filters: {},
        sort: { columnId: 'name', direction: 'asc' },
        page: 2,
        pageSize: 50,
        additionalColumns: true,
      });
    // Saved after a pause, not once per change (on a quick machine the three clicks save once).
    expect(puts().length).toBeLessThanOrEqual(3);
    expect(save).toHaveBeenCalledTimes(puts().length);
  });

  test('Reset view forgets the saved view and shows the defaults', async () => {
    const { calls } = await setup({ body: { screenKey: 'screen', view: saved } });
    await expect.element(page.getByRole('navigation', { name: 'Schools pages' })).toMatchTextContent('Page 2 of 3');
    await page.getByRole('button', { name: 'Reset view' }).click();
    await expect.element(page.getByRole('navigation', { name: 'Schools pages' })).toMatchTextContent('Page 1 of 3');
    await expect.element(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    expect(page.getByRole('columnheader', { name: 'City' }).query()).toBeNull();
    await expect.poll(() => of(calls, 'DELETE', '/grid-preferences/screen').length).toBe(1);
  });

  test('a view that cannot be read leaves the grid on its defaults, without a toast', async () => {
    await setup({ status: 500, body: { message: 'The database does not answer.' } });
    await expect.element(page.getByRole('navigation', { name: 'Schools pages' })).toMatchTextContent('Page 1 of 3');
    expect(page.getByRole('alert').query()).toBeNull();
  });

  test('names a screen by its route', () => {
    expect(screenKeyOf('/participants/search')).toBe('participants.search');
    expect(screenKeyOf('/maintenance/Lookup_Options')).toBe('maintenance.lookup-options');
  });
});

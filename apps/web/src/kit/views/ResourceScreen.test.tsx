import type { RowOf } from '@pathway/api-client';
import { toast, type GridColumn } from '@pathway/design-system';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import * as api from '../../lib/api.ts';
import { pendingCallsAtom } from '../../lib/loading.ts';
import { appStore } from '../../lib/session.ts';
import { KitHarness, signInWith, stubApi, type Handler, type RecordedCall } from '../testing/kitHarness.tsx';
import { errorToast } from '../testing/locators.ts';
import { ResourceScreen } from './ResourceScreen.tsx';

type School = RowOf<'/schools'>;

const school = (id: number, name: string): School => ({
  id,
  name,
  schoolCode: null,
  schoolDistrict: null,
  addressLine1: null,
  city: 'Pittsburgh',
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

/** 120 schools; each page answers its own rows, as a server would. */
const all = Array.from({ length: 120 }, (_, index) =>
  school(index + 1, `School ${String(index + 1).padStart(3, '0')}`),
);
const pageOf = (call: RecordedCall) => {
  const { page: number, pageSize } = call.body as { page: number; pageSize: number };
  return { items: all.slice((number - 1) * pageSize, number * pageSize), total: all.length };
};

const columns: GridColumn<School>[] = [{ id: 'name', header: 'Name', value: (row) => row.name }];

let restore: (() => void) | undefined;
let client: QueryClient | undefined;

/** Hands the test the screen's query layer, to see when no answer is still on its way. */
function CacheProbe() {
  const current = useQueryClient();
  useEffect(() => {
    client = current;
  }, [current]);
  return null;
}

async function setup(search: Handler) {
  const stub = stubApi({ 'POST /schools/search': search });
  restore = stub.restore;
  await render(
    <KitHarness
      screen={
        <>
          <ResourceScreen
            title="Schools"
            noun="school"
            resource={api.schools}
            columns={columns}
            rowName={(row) => row.name}
            claims={{}}
          />
          <CacheProbe />
        </>
      }
    />,
  );
  return stub;
}

beforeEach(() => {
  signInWith(['SCHOOLS']);
});

afterEach(() => {
  client = undefined;
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('the resource list', () => {
  test('keeps the previous page on screen while the next loads, and the spinner follows the call', async () => {
    let release: (() => void) | undefined;
    await setup(async (call) => {
      if ((call.body as { page: number }).page === 2) await new Promise<void>((resolve) => (release = resolve));
      return { body: pageOf(call) };
    });
    await expect.element(page.getByRole('cell', { name: 'School 001' })).toBeVisible();
    await expect.poll(() => appStore.get(pendingCallsAtom)).toBe(0);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => release).toBeDefined();
    // Page 1 stays while page 2 is on its way, with the spinner up.
    await expect.element(page.getByRole('cell', { name: 'School 001' })).toBeVisible();
    expect(appStore.get(pendingCallsAtom)).toBeGreaterThan(0);
    release?.();
    await expect.element(page.getByRole('cell', { name: 'School 051' })).toBeVisible();
    await expect.poll(() => appStore.get(pendingCallsAtom)).toBe(0);
  });

  test('a slow answer to an older query never replaces a newer one', async () => {
    const releases: (() => void)[] = [];
    await setup(async (call) => {
      // Page 2 answers only when released; page 3 answers at once.
      if ((call.body as { page: number }).page === 2) await new Promise<void>((resolve) => releases.push(resolve));
      return { body: pageOf(call) };
    });
    await expect.element(page.getByRole('cell', { name: 'School 001' })).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => releases.length).toBe(1);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.element(page.getByRole('cell', { name: 'School 101' })).toBeVisible();
    for (const release of releases) release();
    // Once no query is fetching, the late page 2 has been dealt with (dropped with its cancelled query,
    // or kept in its own cache entry); page 3 stays on screen.
    await expect.poll(() => client?.isFetching()).toBe(0);
    await expect.element(page.getByRole('cell', { name: 'School 101' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'School 051' })).not.toBeInTheDocument();
  });

  test('a failed search shows one Error toast and the grid says why', async () => {
    await setup({ status: 500, body: { message: 'The school list is unavailable.' } });
    await expect.element(errorToast('The school list is unavailable.')).toBeVisible();
    await expect.element(page.getByRole('table', { name: 'Schools' })).toBeVisible();
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'The school list is unavailable.' }).first())
      .toBeVisible();
    expect(page.getByRole('alert').filter({ hasText: 'Error' }).elements()).toHaveLength(1);
    await expect.poll(() => appStore.get(pendingCallsAtom)).toBe(0);
  });

  test('with no claims for any action there is no Add button and no Actions column', async () => {
    await setup((call) => ({ body: pageOf(call) }));
    await expect.element(page.getByRole('cell', { name: 'School 001' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add School' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

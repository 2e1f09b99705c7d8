import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { appStore, isLoggedInAtom } from '../../../lib/session.ts';
import { schools, usStates } from './schoolFixtures.ts';
import { SchoolsScreen } from './SchoolsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /schools/search': { body: { items: schools, total: schools.length } },
    'GET /lookups/us-states': { body: usStates },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<SchoolsScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Schools' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

beforeEach(() => {
  signInWith(['SCHOOLS']);
});

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('SchoolsScreen', () => {
  test('lists the first page of schools with the contract search request', async () => {
    const api = await setup();
    await expect.element(page.getByRole('heading', { name: 'Schools' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Westinghouse Academy' })).toBeVisible();
    expect(api.calls.find((call) => call.path === '/schools/search')?.body).toEqual({ page: 1, pageSize: 50 });
  });

  test('searches, sorts and pages on the server', async () => {
    const api = await setup();
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('Academy');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'City' }).click();
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/schools/search').at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, quickSearch: 'Academy', sort: [{ field: 'city', direction: 'asc' }] });
  });

  test('adds a school: the wire body, the success toast and a fresh search', async () => {
    const api = await setup({ 'POST /schools': { status: 201, body: { ...schools[0], id: 400, name: 'Perry High' } } });
    const searches = () => api.calls.filter((call) => call.path === '/schools/search').length;
    const before = searches();
    await page.getByRole('button', { name: 'Add School' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add School' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Perry High School');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('School successfully created')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/schools')?.body).toEqual({
      name: 'Perry High School',
      schoolCode: null,
      schoolDistrict: null,
      addressLine1: null,
      city: 'Pittsburgh',
      stateCode: null,
      zipCode: null,
      mainPhone: null,
      isActive: true,
    });
    await expect.poll(searches).toBeGreaterThan(before);
  });

  test('a required name keeps Submit disabled and says Required', async () => {
    await setup();
    await page.getByRole('button', { name: 'Add School' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add School' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('x');
    await name.fill('');
    await expect.element(dialog.getByText('Required')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('a stale edit shows the server message and keeps what was typed', async () => {
    const message = 'This record was changed by another user. Reload it and try again.';
    const api = await setup({ 'PUT /schools/305': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Edit Pittsburgh Science & Technology Academy' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit School' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect.element(name).toHaveValue('Pittsburgh Science & Technology Academy');
    await name.fill('Pittsburgh STEM Academy');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    await expect.element(dialog).toBeVisible();
    await expect.element(name).toHaveValue('Pittsburgh STEM Academy');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Pittsburgh STEM Academy',
      version: 3,
    });
  });

  test('removes a school after the confirmation, sending the version it read', async () => {
    const api = await setup({ 'DELETE /schools/307': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Westinghouse Academy' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this school?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('School successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/schools/307?version=7');
  });

  test('a user without SCHOOLS sees the rows and no actions', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('cell', { name: 'Westinghouse Academy' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add School' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Export To Excel' })).toBeVisible();
  });

  test("Export To Excel asks the server for the grid's search and columns and saves its file", async () => {
    const api = await setup({ 'POST /export/search': { body: {} } });
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:captured');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('Academy');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Export To Excel' }).click();
    await expect.poll(() => names).toEqual(['schools.xlsx']);
    // The server pages the rows itself: the browser searched only the grid's page.
    expect(api.calls.filter((call) => call.path === '/schools/search').map((call) => call.body)).not.toContainEqual(
      expect.objectContaining({ pageSize: 500 }),
    );
    expect(api.calls.find((call) => call.path === '/export/search')?.body).toEqual({
      search: '/schools/search',
      request: { quickSearch: 'Academy' },
      columns: [
        { field: 'name', title: 'Name', format: 'text' },
        { field: 'schoolCode', title: 'Code', format: 'text' },
        { field: 'schoolDistrict', title: 'District', format: 'text' },
        { field: 'city', title: 'City', format: 'text' },
        { field: 'zipCode', title: 'Zip Code', format: 'text' },
        { field: 'mainPhone', title: 'Phone', format: 'text' },
        { field: 'isActive', title: 'Status', format: 'text', labels: { true: 'Active', false: 'Inactive' } },
      ],
      fileName: 'schools',
      sheetName: 'Schools',
    });
  });

  test('a 401 signs out, goes to login and says the session is expired', async () => {
    await setup();
    restore?.();
    restore = stubApi({ 'POST /schools/search': { status: 401, body: {} } }).restore;
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'Name' }).click();
    await expect.element(page.getByText('Now at /login')).toBeVisible();
    await expect.element(page.getByText('Your session is expired')).toBeVisible();
    await expect.element(page.getByText('Request data status 401')).not.toBeInTheDocument();
    expect(appStore.get(isLoggedInAtom)).toBe(false);
  });
});

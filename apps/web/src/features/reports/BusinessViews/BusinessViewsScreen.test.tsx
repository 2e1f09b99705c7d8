import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { assignedRows, businessViews } from './businessViewFixtures.ts';
import { BusinessViewsScreen } from './BusinessViewsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /business-views/search': { body: { items: businessViews, total: businessViews.length } },
    'POST /business-views/21/rows': { body: assignedRows },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<BusinessViewsScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Assigned participants' })).toBeVisible();
  return api;
}

beforeEach(() => {
  signInWith(['BUSINESS_VIEW_MAINTENANCE']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('BusinessViewsScreen', () => {
  test('lists each view with its entity, columns, filters and sort, and offers no Add', async () => {
    await setup();
    await expect.element(page.getByRole('cell', { name: 'Last name, Status, Paper check' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'status eq Assigned' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'lastName asc' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add Business View' })).not.toBeInTheDocument();
  });

  test('Open shows the view as a grid of its rows, searched and sorted on the server', async () => {
    const api = await setup();
    await page.getByRole('button', { name: 'Open Assigned participants' }).click();
    const grid = page.getByRole('table', { name: 'Assigned participants' });
    await expect.element(grid.getByRole('cell', { name: 'Youngblood' })).toBeVisible();
    await expect.element(grid.getByRole('cell', { name: 'Yes' })).toBeVisible();
    const rows = () => api.calls.filter((call) => call.path === '/business-views/21/rows').map((call) => call.body);
    expect(rows()[0]).toEqual({ page: 1, pageSize: 50 });
    await grid.getByRole('button', { name: 'Last name' }).click();
    await expect
      .poll(() => rows().at(-1))
      .toEqual({ page: 1, pageSize: 50, sort: [{ field: 'lastName', direction: 'asc' }] });
    await page.getByRole('button', { name: 'Close View' }).click();
    await expect.element(grid).not.toBeInTheDocument();
  });

  test('an inactive view cannot be opened', async () => {
    await setup();
    await expect.element(page.getByRole('button', { name: 'Open Timesheets' })).not.toBeInTheDocument();
  });

  test('edits the sort it opens in, keeping its entity, columns and filters', async () => {
    const api = await setup({ 'PUT /business-views/21': { body: { ...businessViews[0], version: 5 } } });
    await page.getByRole('button', { name: 'Edit Assigned participants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Business View' });
    await dialog.getByRole('textbox', { name: 'Sort column' }).fill('status');
    await dialog.getByRole('combobox', { name: 'Sort direction' }).click();
    await page.getByRole('option', { name: 'Descending' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Business view successfully updated')).toBeVisible();
    const view = businessViews[0];
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: view?.name,
      description: view?.description,
      viewName: 'students',
      columns: view?.columns,
      filters: view?.filters,
      sort: [{ field: 'status', direction: 'desc' }],
      isActive: true,
      version: 4,
    });
  });
});

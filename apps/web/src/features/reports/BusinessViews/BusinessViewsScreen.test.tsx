import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { assignedRows, businessViews, entities } from './businessViewFixtures.ts';
import { BusinessViewsScreen } from './BusinessViewsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /business-views/search': { body: { items: businessViews, total: businessViews.length } },
    'POST /business-views/21/rows': { body: assignedRows },
    'GET /business-views/entities': { body: entities },
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
  test('lists each view with its entity, columns, filters and sort', async () => {
    await setup();
    await expect.element(page.getByRole('cell', { name: 'Last name, Status, Paper check' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'status eq Assigned' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'lastName asc' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add Business View' })).toBeVisible();
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

  test('an open view shows the columns the server answers with its rows (a view edited while open)', async () => {
    await setup({
      'POST /business-views/21/rows': {
        body: {
          columns: [{ name: 'status', label: 'Status', dataType: 'text' }],
          items: [{ status: 'Enrolled' }],
          total: 1,
        },
      },
    });
    await page.getByRole('button', { name: 'Open Assigned participants' }).click();
    const grid = page.getByRole('table', { name: 'Assigned participants' });
    await expect.element(grid.getByRole('cell', { name: 'Enrolled' })).toBeVisible();
    await expect.element(grid.getByRole('columnheader', { name: 'Last name' })).not.toBeInTheDocument();
  });

  test('an inactive view cannot be opened', async () => {
    await setup();
    await expect.element(page.getByRole('button', { name: 'Open Timesheets' })).not.toBeInTheDocument();
  });

  test('edits the sort it opens in, keeping its entity, columns and filters', async () => {
    const api = await setup({ 'PUT /business-views/21': { body: { ...businessViews[0], version: 5 } } });
    await page.getByRole('button', { name: 'Edit Assigned participants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Business View' });
    await dialog.getByRole('combobox', { name: 'Sort column' }).click();
    await page.getByRole('option', { name: 'Status' }).click();
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

  test('adds a view: an entity, its columns in the chosen order, a date filter and a sort', async () => {
    const api = await setup({ 'POST /business-views': { status: 201, body: { ...businessViews[0], id: 30 } } });
    await page.getByRole('button', { name: 'Add Business View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Business View' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Summer jobs');
    await dialog.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Jobs' }).click();
    await dialog.getByRole('checkbox', { name: 'Job' }).click();
    await dialog.getByRole('checkbox', { name: 'Start date' }).click();
    await dialog.getByRole('checkbox', { name: 'Hourly rate' }).click();
    await dialog.getByRole('button', { name: 'Move Start date up' }).click();
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    const filter = dialog.getByRole('group', { name: 'Filter 1' });
    await filter.getByRole('combobox', { name: 'Filter 1 column' }).click();
    await page.getByRole('option', { name: 'Start date' }).click();
    await filter.getByRole('combobox', { name: 'Filter 1 operator' }).click();
    await page.getByRole('option', { name: 'on or after' }).click();
    await userEvent.type(filter.getByRole('textbox', { name: 'Filter 1 value' }), '06012026{Tab}{Tab}');
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    const second = dialog.getByRole('group', { name: 'Filter 2' });
    await second.getByRole('combobox', { name: 'Filter 2 column' }).click();
    await page.getByRole('option', { name: 'Hourly rate' }).click();
    await second.getByRole('combobox', { name: 'Filter 2 operator' }).click();
    await page.getByRole('option', { name: 'at least' }).click();
    await second.getByRole('textbox', { name: 'Filter 2 value' }).fill('12.5');
    await dialog.getByRole('combobox', { name: 'Sort column' }).click();
    await page.getByRole('option', { name: 'Job' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Business view successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/business-views')?.body).toEqual({
      name: 'Summer jobs',
      description: null,
      viewName: 'jobs',
      columns: [
        { name: 'startDate', label: 'Start date', dataType: 'date' },
        { name: 'title', label: 'Job', dataType: 'text' },
        { name: 'hourlyRate', label: 'Hourly rate', dataType: 'money' },
      ],
      filters: [
        { field: 'startDate', operator: 'gte', value: '2026-06-01' },
        { field: 'hourlyRate', operator: 'gte', value: 12.5 },
      ],
      sort: [{ field: 'title', direction: 'asc' }],
      isActive: true,
    });
  });

  test('filter rows need a column and a value (none for is empty), dates as mm/dd/yyyy', async () => {
    await setup();
    await page.getByRole('button', { name: 'Add Business View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Business View' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Checked');
    await dialog.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Participants' }).click();
    await dialog.getByRole('checkbox', { name: 'Birth date' }).click();
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    const filter = dialog.getByRole('group', { name: 'Filter 1' });
    await filter.getByRole('textbox', { name: 'Filter 1 value' }).fill('x');
    await filter.getByRole('textbox', { name: 'Filter 1 value' }).clear();
    await expect.element(filter.getByText('Required').first()).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await filter.getByRole('combobox', { name: 'Filter 1 column' }).click();
    await page.getByRole('option', { name: 'Birth date' }).click();
    const value = filter.getByRole('textbox', { name: 'Filter 1 value' });
    // Dates as every date input reads them: outside 01/01/1900-01/01/2100 or impossible, refused as
    // typed (02/30 is never moved to 02/28, ADR 220).
    await userEvent.type(value, '01011899{Tab}{Tab}');
    await expect.element(page.getByRole('alert').filter({ hasText: 'Incorrect date: 01/01/1899' })).toBeVisible();
    await expect.element(filter.getByText('Required')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.type(value, '02302026{Tab}{Tab}');
    await expect.element(page.getByRole('alert').filter({ hasText: 'Incorrect date: 02/30/2026' })).toBeVisible();
    await expect.element(value).toHaveValue('');
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await userEvent.type(value, '02282026{Tab}{Tab}');
    await expect.element(value).toHaveValue('02/28/2026');
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await filter.getByRole('combobox', { name: 'Filter 1 operator' }).click();
    await page.getByRole('option', { name: 'is empty' }).click();
    await expect.element(filter.getByRole('textbox', { name: 'Filter 1 value' })).not.toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  test('edits a view’s saved filters: a value changed, a yes/no filter added, one removed', async () => {
    const api = await setup({ 'PUT /business-views/21': { body: { ...businessViews[0], version: 5 } } });
    await page.getByRole('button', { name: 'Edit Assigned participants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Business View' });
    const first = dialog.getByRole('group', { name: 'Filter 1' });
    await expect.element(first.getByRole('combobox', { name: 'Filter 1 column' })).toHaveTextContent('Status');
    await expect.element(first.getByRole('textbox', { name: 'Filter 1 value' })).toHaveValue('Assigned');
    await first.getByRole('textbox', { name: 'Filter 1 value' }).fill('Enrolled');
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    const second = dialog.getByRole('group', { name: 'Filter 2' });
    await second.getByRole('combobox', { name: 'Filter 2 column' }).click();
    await page.getByRole('option', { name: 'Paper check' }).click();
    await second.getByRole('combobox', { name: 'Filter 2 value' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await dialog.getByRole('button', { name: 'Remove Filter 3' }).click();
    await expect.element(dialog.getByRole('group', { name: 'Filter 3' })).not.toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Business view successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      filters: [
        { field: 'status', operator: 'eq', value: 'Enrolled' },
        { field: 'paperCheck', operator: 'eq', value: true },
      ],
    });
  });

  test('a refused add shows the server’s 422 message and keeps the entity, columns and filters typed', async () => {
    const api = await setup({
      'POST /business-views': { status: 422, body: { columns: 'title is not a column of jobs.' } },
    });
    await page.getByRole('button', { name: 'Add Business View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Business View' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Jobs by title');
    await dialog.getByRole('combobox', { name: 'Entity' }).click();
    await page.getByRole('option', { name: 'Jobs' }).click();
    await dialog.getByRole('checkbox', { name: 'Job' }).click();
    await dialog.getByRole('button', { name: 'Add Filter' }).click();
    await dialog.getByRole('combobox', { name: 'Filter 1 column' }).click();
    await page.getByRole('option', { name: 'Job' }).click();
    await dialog.getByRole('textbox', { name: 'Filter 1 value' }).fill('Crew');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    // Columns is a custom field, not a kit Field: its refusal is toasted under its name.
    await expect.element(errorToast('Columns: title is not a column of jobs.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Jobs by title');
    await expect.element(dialog.getByRole('combobox', { name: 'Entity' })).toHaveTextContent('Jobs');
    await expect.element(dialog.getByRole('checkbox', { name: 'Job' })).toBeChecked();
    await expect.element(dialog.getByRole('textbox', { name: 'Filter 1 value' })).toHaveValue('Crew');
    expect(api.calls.filter((call) => call.method === 'POST' && call.path === '/business-views')).toHaveLength(1);
  });

  test('a refused save shows the server’s message and keeps what was typed', async () => {
    const api = await setup({
      'PUT /business-views/21': { status: 422, body: { sort: 'status is not a column of this view.' } },
    });
    await page.getByRole('button', { name: 'Edit Assigned participants' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Business View' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Assigned, renamed');
    await dialog.getByRole('button', { name: 'Remove Filter 1' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast('Sort: status is not a column of this view.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Assigned, renamed');
    await expect.element(dialog.getByText('No filters: every row is included.')).toBeVisible();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
  });
});

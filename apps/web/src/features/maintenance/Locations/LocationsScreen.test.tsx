import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { locations, usStates } from './locationFixtures.ts';
import { LocationsScreen } from './LocationsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /locations/search': { body: { items: locations, total: locations.length } },
    'GET /lookups/us-states': { body: usStates },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<LocationsScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Locations' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

beforeEach(() => {
  signInWith(['MAINTAIN_LOCATIONS']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('LocationsScreen', () => {
  test('searches on the server with the quick search', async () => {
    const api = await setup();
    await expect.element(page.getByRole('cell', { name: 'Hill District Community Center' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('Homewood');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/locations/search').at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, quickSearch: 'Homewood' });
  });

  test('adds a location: the wire body and the success toast', async () => {
    const api = await setup({ 'POST /locations': { status: 201, body: { ...locations[0], id: 9 } } });
    await page.getByRole('button', { name: 'Add Location' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Location' });
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Northside Office');
    await dialog.getByRole('textbox', { name: 'Street' }).fill('1 Federal St');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
    await dialog.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Pennsylvania' }).click();
    await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('15212');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Location successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/locations')?.body).toEqual({
      name: 'Northside Office',
      apartment: null,
      street: '1 Federal St',
      city: 'Pittsburgh',
      state: 'PA',
      zipCode: '15212',
      isActive: true,
    });
  });

  test('a name over 100 characters is refused in the form', async () => {
    await setup();
    await page.getByRole('button', { name: 'Edit Homewood Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Location' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(101));
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('a stale edit shows the server message and keeps what was typed', async () => {
    const message = 'This record was changed by another user. Reload it and try again.';
    const api = await setup({ 'PUT /locations/1': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Edit East Liberty CareerLink' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Location' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await name.fill('East Liberty Office');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    await expect.element(name).toHaveValue('East Liberty Office');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'East Liberty Office',
      version: 2,
    });
  });

  test('removes a location after the confirmation, sending the version it read', async () => {
    const api = await setup({ 'DELETE /locations/3': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Homewood Library' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this location?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Location successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/locations/3?version=5');
  });

  test('without MAINTAIN_LOCATIONS there are no actions', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Location' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { documents, documentTypes } from '../../../shared/Documents/documentFixtures.ts';
import { organizations, usStates } from './organizationFixtures.ts';
import { OrganizationsScreen } from './OrganizationsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /organizations/search': { body: { items: organizations, total: organizations.length } },
    'GET /lookups/us-states': { body: usStates },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<OrganizationsScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Organizations' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

beforeEach(() => {
  signInWith(['MAINTAIN_ORGANIZATION']);
});

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('OrganizationsScreen', () => {
  test('lists the organizations with the contract search request', async () => {
    const api = await setup();
    await expect.element(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Three Rivers Youth Works' })).toBeVisible();
    expect(api.calls.find((call) => call.path === '/organizations/search')?.body).toEqual({ page: 1, pageSize: 50 });
  });

  test('adds an organization: the wire body and the success toast', async () => {
    const api = await setup({
      'POST /organizations': { status: 201, body: { ...organizations[1], id: 12, name: 'Hill District Partners' } },
    });
    await page.getByRole('button', { name: 'Add Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Organization' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Hill District Partners');
    await dialog.getByRole('textbox', { name: 'Abbreviation' }).fill('HDP');
    await dialog.getByRole('textbox', { name: 'Federal Tax Id' }).fill('25-7654321');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Organization successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/organizations')?.body).toEqual({
      name: 'Hill District Partners',
      abbreviation: 'HDP',
      addressLine1: null,
      city: null,
      stateCode: null,
      zipCode: null,
      mainPhone: null,
      mainEmail: null,
      federalTaxId: '25-7654321',
      isActive: true,
    });
  });

  test('a malformed federal tax id is refused in the form and nothing is sent', async () => {
    const api = await setup();
    await page.getByRole('button', { name: 'Add Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Organization' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Hill District Partners');
    await dialog.getByRole('textbox', { name: 'Federal Tax Id' }).fill('257654321');
    await expect.element(dialog.getByText('Federal Tax Id is invalid.')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(api.calls.some((call) => call.method === 'POST' && call.path === '/organizations')).toBe(false);
  });

  test('an edit sends the version it read; a stale one keeps what was typed', async () => {
    const message = 'This record was changed by another user. Reload it and try again.';
    const api = await setup({ 'PUT /organizations/3': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Edit Partner4Work' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Organization' });
    const city = dialog.getByRole('textbox', { name: 'City' });
    await expect.element(city).toHaveValue('Pittsburgh');
    await city.fill('Wilkinsburg');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    await expect.element(city).toHaveValue('Wilkinsburg');
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ city: 'Wilkinsburg', version: 4 });
  });

  test('a removal the server refuses shows its reason', async () => {
    const message = 'This organization is still used by 2 programs and 3 users and cannot be removed.';
    const api = await setup({ 'DELETE /organizations/8': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Delete Mon Valley Youth Initiative' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this organization?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/organizations/8?version=2');
  });

  test('MAINTAIN_ORGANIZATION opens an organization’s documents and may upload', async () => {
    await setup({
      'GET /documents/organizations/3': { body: documents },
      'GET /lookups/document-types': { body: documentTypes },
    });
    await page.getByRole('button', { name: 'Documents Partner4Work' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documents' });
    await expect.element(dialog.getByRole('cell', { name: 'whitfield-w4-2026.pdf' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Upload' })).toBeVisible();
  });

  test('a user who only reads organizations sees no actions', async () => {
    signInWith(['PROGRAMS']);
    await setup();
    await expect.element(page.getByRole('cell', { name: 'Partner4Work' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Add Organization' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

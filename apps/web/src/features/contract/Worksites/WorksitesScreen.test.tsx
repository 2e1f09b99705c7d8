import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { documents, documentTypes } from '../../../shared/Documents/documentFixtures.ts';
import { worksiteHandlers, worksites } from './worksiteFixtures.ts';
import { WorksitesScreen } from './WorksitesScreen.tsx';

let restore: (() => void) | undefined;
const all: Claim[] = ['ADD_WORKSITE', 'EDIT_WORKSITE', 'DELETE_WORKSITE', 'MAINTAIN_WORKSITE_CONTACTS'];

async function setup(claims: Claim[] = all, handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...worksiteHandlers, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<WorksitesScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Hillcrest Community Center' })).toBeVisible();
  return api;
}

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('WorksitesScreen', () => {
  test('lists worksites with their approval state', async () => {
    await setup();
    await expect.element(page.getByRole('heading', { name: 'Worksites' })).toBeVisible();
    await expect.element(page.getByText('Pending Approval')).toBeVisible();
    await expect.element(page.getByText('Approved', { exact: true })).toBeVisible();
  });

  test('adds a worksite: required fields, the zip mask and the wire body', async () => {
    const api = await setup(all, { 'POST /worksites': { status: 201, body: { ...worksites[1], id: 300 } } });
    await page.getByRole('button', { name: 'Add Worksite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Worksite' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Larimer Garden');
    await dialog.getByRole('combobox', { name: 'Contractor' }).click();
    await page.getByRole('option', { name: 'Parks Conservancy' }).click();
    await dialog.getByRole('combobox', { name: 'Job Sector' }).click();
    await page.getByRole('option', { name: 'Environment' }).click();
    await dialog.getByRole('textbox', { name: 'Address Line 1' }).fill('700 Larimer Avenue');
    await dialog.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
    await expect.element(submit).toBeDisabled();
    // Letters do not get through the zip mask.
    await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('15a2069');
    await expect.element(dialog.getByRole('textbox', { name: 'Zip Code' })).toHaveValue('15206');
    await submit.click();
    await expect.element(successToast('Worksite successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/worksites')?.body).toEqual({
      name: 'Larimer Garden',
      contractorId: 12,
      jobSectorId: 42,
      description: null,
      addressLine1: '700 Larimer Avenue',
      addressLine2: null,
      city: 'Pittsburgh',
      stateCode: 'PA',
      zipCode: '15206',
      mainPhone: null,
      isPublicSector: false,
      isActive: true,
      welcomesReturning: true,
    });
  });

  test('opens the shared Contacts dialog of a worksite', async () => {
    await setup();
    await page.getByRole('button', { name: 'Contacts Hillcrest Community Center' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacts — Hillcrest Community Center' });
    await expect.element(dialog.getByRole('cell', { name: 'Whitfield' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Add Contact' })).toBeVisible();
  });

  test('opens the shared Notes dialog of a worksite', async () => {
    await setup();
    await page.getByRole('button', { name: 'Notes Hillcrest Community Center' }).click();
    const dialog = page.getByRole('dialog', { name: 'Notes' });
    await expect.element(dialog.getByRole('button', { name: 'Add Note' })).toBeVisible();
  });

  test('opens a worksite’s documents in the shared dialog; EDIT_WORKSITE may upload', async () => {
    const api = await setup(all, {
      'GET /documents/worksites/208': { body: documents },
      'GET /lookups/document-types': { body: documentTypes },
    });
    await page.getByRole('button', { name: 'Documents Hillcrest Community Center' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documents' });
    await expect.element(dialog.getByRole('cell', { name: 'whitfield-work-permit.pdf' })).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Upload' })).toBeVisible();
    expect(api.calls.some((call) => call.method === 'GET' && call.path === '/documents/worksites/208')).toBe(true);
  });

  test('a user without the worksite claims only lists and opens the dialogs', async () => {
    await setup([]);
    expect(page.getByRole('button', { name: 'Add Worksite' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Edit Hillcrest Community Center' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Delete Hillcrest Community Center' }).query()).toBeNull();
    await page.getByRole('button', { name: 'Notes Hillcrest Community Center' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Notes' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Add Note' }).query()).toBeNull();
  });
});

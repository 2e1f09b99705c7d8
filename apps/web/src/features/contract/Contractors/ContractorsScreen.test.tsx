import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { documents, documentTypes } from '../../../shared/Documents/documentFixtures.ts';
import { contractorHandlers, contractors } from './contractorFixtures.ts';
import { ContractorsScreen } from './ContractorsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(claims: Claim[], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...contractorHandlers, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<ContractorsScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Hill District Youth Partners' })).toBeVisible();
  return api;
}

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('ContractorsScreen', () => {
  test('VIEW_CONTRACTOR alone lists contractors and their contacts, without changes', async () => {
    await setup(['VIEW_CONTRACTOR']);
    expect(page.getByRole('button', { name: 'Add Contractor' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Edit Hill District Youth Partners' }).query()).toBeNull();
    await page.getByRole('button', { name: 'Contacts Hill District Youth Partners' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contacts — Hill District Youth Partners' });
    await expect.element(dialog.getByRole('cell', { name: 'Whitfield' })).toBeVisible();
  });

  test('VIEW_CONTRACTOR alone opens a contractor’s documents read-only', async () => {
    await setup(['VIEW_CONTRACTOR'], {
      'GET /documents/contractors/11': { body: documents },
      'GET /lookups/document-types': { body: documentTypes },
    });
    await page.getByRole('button', { name: 'Documents Hill District Youth Partners' }).click();
    const dialog = page.getByRole('dialog', { name: 'Documents' });
    await expect.element(dialog.getByRole('cell', { name: 'whitfield-w4-2026.pdf' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Upload' }).query()).toBeNull();
  });

  test('MAINTAIN_CONTRACTOR edits a contractor, sending its version', async () => {
    const api = await setup(['VIEW_CONTRACTOR', 'MAINTAIN_CONTRACTOR'], {
      'PUT /contractors/11': { body: contractors[0] },
    });
    await page.getByRole('button', { name: 'Edit Hill District Youth Partners' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Contractor' });
    const city = dialog.getByRole('textbox', { name: 'City' });
    await expect.element(city).toHaveValue('Pittsburgh');
    await dialog.getByRole('textbox', { name: 'Federal Tax Id' }).fill('25-12');
    await expect.element(dialog.getByText('Federal Tax Id is invalid.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Federal Tax Id' }).fill('25-7654321');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Contractor successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      name: 'Hill District Youth Partners',
      organizationId: 3,
      federalTaxId: '25-7654321',
      version: 3,
    });
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { contractedHandlers, links } from './contractedWorksiteFixtures.ts';
import { ContractedWorksitesScreen } from './ContractedWorksitesScreen.tsx';

let restore: (() => void) | undefined;

async function setup(claims: Claim[] = ['CONTRACT'], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...contractedHandlers, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<ContractedWorksitesScreen />} />);
  await expect.element(page.getByRole('cell', { name: 'Hillcrest Community Center' })).toBeVisible();
  return api;
}

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('ContractedWorksitesScreen', () => {
  test('lists the links with the worksite’s approval state', async () => {
    await setup();
    await expect.element(page.getByRole('heading', { name: 'Contracted Worksites' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Frick Park Conservancy Crew' })).toBeVisible();
    await expect.element(page.getByText('Inactive')).toBeVisible();
  });

  test('links an approved worksite to an Active contract', async () => {
    const api = await setup(['CONTRACT'], {
      'POST /worksites/link': { body: { ...links[0], worksiteId: 230, worksiteName: 'Larimer Community Garden' } },
    });
    await page.getByRole('button', { name: 'Link Worksite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link Worksite' });
    await dialog.getByRole('combobox', { name: 'Contract' }).click();
    await page.getByRole('option', { name: 'SYEP-2026-014 - Summer Youth Employment - Hill District' }).click();
    await dialog.getByRole('combobox', { name: 'Worksite' }).click();
    await page.getByRole('option', { name: 'Larimer Community Garden' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Worksite successfully linked')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/worksites/link')?.body).toEqual({
      contractId: 311,
      worksiteId: 230,
    });
    // The choices are the Active contracts and the approved worksites.
    expect(api.calls.find((call) => call.path === '/contracts/search')?.body).toMatchObject({
      filters: [{ field: 'status', operator: 'eq', value: 'Active' }],
    });
    expect(api.calls.find((call) => call.path === '/worksites/search')?.body).toMatchObject({
      filters: [{ field: 'status', operator: 'eq', value: 'Approved' }],
    });
  });

  test('unlinks after the confirmation; the server’s refusal is shown', async () => {
    const api = await setup(['CONTRACT'], {
      'POST /worksites/unlink': {
        status: 409,
        body: { message: 'Participants are still assigned to jobs of this contract at this worksite.' },
      },
    });
    await page.getByRole('button', { name: 'Unlink Hillcrest Community Center from SYEP-2026-014' }).click();
    await expect.element(page.getByText('Are you sure you want to unlink this worksite?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect
      .element(page.getByText('Participants are still assigned to jobs of this contract at this worksite.').first())
      .toBeVisible();
    expect(api.calls.find((call) => call.path === '/worksites/unlink')?.body).toEqual({
      contractId: 311,
      worksiteId: 208,
    });
  });

  test('a user without CONTRACT neither links nor unlinks', async () => {
    await setup([]);
    expect(page.getByRole('button', { name: 'Link Worksite' }).query()).toBeNull();
    expect(
      page.getByRole('button', { name: 'Unlink Hillcrest Community Center from SYEP-2026-014' }).query(),
    ).toBeNull();
  });
});

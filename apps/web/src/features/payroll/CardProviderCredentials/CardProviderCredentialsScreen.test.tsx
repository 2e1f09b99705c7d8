import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { cardProviderOptions, credentials, organizations } from './credentialFixtures.ts';
import { CardProviderCredentialsScreen } from './CardProviderCredentialsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /fsv-credentials/search': { body: { items: credentials, total: credentials.length } },
    'GET /card-providers/options': { body: cardProviderOptions },
    'GET /organizations': { body: organizations },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<CardProviderCredentialsScreen />} />);
  await expect
    .element(page.getByRole('table', { name: 'Card Provider Credentials' }))
    .toHaveAttribute('aria-rowcount', '3');
  return api;
}

beforeEach(() => {
  signInWith(['FSV_FILES']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

const editProduction = 'Edit FSV Payments Partner4Work Production';

describe('CardProviderCredentialsScreen', () => {
  test('the grid says whether secrets are set and when, never what they are', async () => {
    await setup();
    await expect.element(page.getByRole('cell', { name: 'Set on 05/11/2026' })).toBeVisible();
    await expect.element(page.getByRole('cell', { name: 'Not set' }).first()).toBeVisible();
  });

  test('an edit starts with empty secret fields and sends null to keep the stored ones', async () => {
    const api = await setup({ 'PUT /fsv-credentials/7': { body: { ...credentials[0], version: 4 } } });
    await page.getByRole('button', { name: editProduction }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Card Provider Credential' });
    await expect.element(dialog.getByLabelText('Password')).toHaveValue('');
    await expect.element(dialog.getByText('Set on 05/11/2026; leave empty to keep it').first()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'User Name' }).fill('org3-payroll2');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Card provider credential successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      cardProviderId: 1,
      organizationId: 3,
      environment: 'Production',
      companyId: 'PGH0003',
      userName: 'org3-payroll2',
      expiresOn: '2027-06-30',
      isActive: true,
      password: null,
      apiKey: null,
      version: 3,
    });
  });

  test('a new password typed on an edit is sent once', async () => {
    const api = await setup({ 'PUT /fsv-credentials/7': { body: { ...credentials[0], version: 4 } } });
    await page.getByRole('button', { name: editProduction }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Card Provider Credential' });
    await dialog.getByLabelText('Password').fill('Correct-Horse-42');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Card provider credential successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      password: 'Correct-Horse-42',
      apiKey: null,
    });
  });

  test('new credentials need a password of at least 8 characters', async () => {
    await setup();
    await page.getByRole('button', { name: 'Add Card Provider Credential' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Card Provider Credential' });
    await dialog.getByLabelText(/^Password/).fill('short');
    await expect.element(dialog.getByText('Min length: 8')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('without FSV_FILES there are no actions', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Card Provider Credential' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

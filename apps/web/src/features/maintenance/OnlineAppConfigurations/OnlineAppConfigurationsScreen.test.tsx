import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { environment, onlineAppReplies, syepPageSetup } from './onlineAppFixtures.ts';
import { OnlineAppConfigurationsScreen } from './OnlineAppConfigurationsScreen.tsx';

const stale = 'This record was changed by another user. Reload it and try again.';
let restore: (() => void) | undefined;

async function setup(claims: readonly Claim[], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...onlineAppReplies, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<OnlineAppConfigurationsScreen />} />);
  return api;
}

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('OnlineAppConfigurationsScreen', () => {
  test('edits one program’s pages: the whole page list goes back with the version read', async () => {
    const api = await setup(['SYSTEM_CONFIGURATION_USER'], {
      'PUT /online-application/page-setup/21': ({ body }) => ({
        body: { ...syepPageSetup, ...(body as object), version: 3 },
      }),
    });
    const grid = page.getByRole('table', { name: 'Page Setups' });
    await expect.element(grid.getByRole('cell', { name: 'Three Rivers Youth Works' })).toBeVisible();
    await expect.element(grid.getByRole('cell', { name: '2 of 3' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit SYEP 2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Page Setup — SYEP 2026' });
    const first = dialog.getByRole('group', { name: 'Page 1: Standard' });
    await first.getByRole('textbox', { name: 'Title', exact: true }).fill('About Yourself');
    await first.getByRole('group', { name: 'Field genderId' }).getByRole('checkbox', { name: 'Required' }).click();
    await dialog.getByRole('group', { name: 'Page 2: WorkPermit' }).getByRole('checkbox', { name: 'Enabled' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Page setup successfully updated')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    const [about, permit] = syepPageSetup.pages;
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      pages: [
        {
          ...about,
          title: 'About Yourself',
          fields: [about?.fields[0], { ...about?.fields[1], isRequired: true }],
        },
        { ...permit, isEnabled: false },
      ],
      version: 2,
    });
  });

  test('a stale save shows the server’s message and keeps the popup with what was typed', async () => {
    await setup(['MAINTAIN_HELP', 'PROGRAMS'], {
      'PUT /online-application/page-setup/21': { status: 409, body: { message: stale } },
    });
    await page.getByRole('button', { name: 'Edit SYEP 2026' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Page Setup — SYEP 2026' });
    const title = dialog
      .getByRole('group', { name: 'Page 1: Standard' })
      .getByRole('textbox', { name: 'Title', exact: true });
    await title.fill('About Yourself');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(stale)).toBeVisible();
    await expect.element(title).toHaveValue('About Yourself');
  });

  test('saves the environment configuration with its version; the form checks the ranges first', async () => {
    const api = await setup(['SYSTEM_CONFIGURATION_USER'], {
      'PUT /online-application/environment-configuration': ({ body }) => ({
        body: { ...environment, ...(body as object), version: 6 },
      }),
    });
    await page.getByRole('button', { name: 'Edit Environment Configuration' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Environment Configuration' });
    await dialog.getByRole('textbox', { name: 'Min Age' }).fill('22');
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Min Age' }).fill('16');
    await dialog.getByRole('textbox', { name: 'Allowed Upload Extensions' }).fill('pdf, .PNG, docx');
    await dialog.getByRole('checkbox', { name: 'Application Open' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Environment configuration successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      isApplicationOpen: false,
      applicationOpenDate: '2026-02-02',
      applicationCloseDate: '2026-04-30',
      minAge: 16,
      maxAge: 21,
      closedMessage: 'Applications for Summer 2026 are closed.',
      supportEmail: 'apply@pathway-pgh.org',
      supportPhone: '(412) 555-0100',
      maxUploadSizeMb: 10,
      allowedUploadExtensions: ['pdf', 'png', 'docx'],
      timeZone: 'America/New_York',
      version: 5,
    });
  });

  test('PROGRAMS alone reads the page setups: no Edit and no environment call', async () => {
    const api = await setup(['PROGRAMS']);
    await expect.element(page.getByRole('cell', { name: 'SYEP 2026' })).toBeVisible();
    expect(page.getByRole('button', { name: 'Edit SYEP 2026' }).elements()).toHaveLength(0);
    expect(page.getByRole('heading', { name: 'Environment Configuration' }).elements()).toHaveLength(0);
    expect(api.calls.some((call) => call.path === '/online-application/environment-configuration')).toBe(false);
  });

  test('without any of its claims the screen says so and calls nothing', async () => {
    const api = await setup([]);
    await expect.element(page.getByText('You do not have rights to see the page.')).toBeVisible();
    expect(api.calls.filter((call) => call.path.startsWith('/online-application'))).toHaveLength(0);
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { genders, jobSectors, lookupNames, organizationList } from './lookupOptionFixtures.ts';
import { LookupOptionsScreen } from './LookupOptionsScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'GET /lookups/names': { body: lookupNames },
    'GET /lookup-options': ({ path }) => ({ body: path.includes('genders') ? genders : jobSectors }),
    'GET /organizations': { body: organizationList },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<LookupOptionsScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Job Sectors options' })).toHaveAttribute('aria-rowcount', '4');
  return api;
}

beforeEach(() => {
  signInWith(['LOOKUP_OPTIONS', 'MAINTAIN_LOOKUP_OPTIONS', 'DELETE_LOOKUP_OPTION']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('LookupOptionsScreen', () => {
  test('shows the first list with its organization and dates, and switches lists', async () => {
    const api = await setup();
    await expect.element(page.getByRole('heading', { name: 'Lookup Options' })).toBeVisible();
    const grid = page.getByRole('table', { name: 'Job Sectors options' });
    await expect.element(grid.getByRole('cell', { name: 'Three Rivers Youth Works' })).toBeVisible();
    await expect.element(grid.getByRole('cell', { name: '12/31/2026' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Lookup' }).click();
    await page.getByRole('option', { name: 'Genders' }).click();
    const plain = page.getByRole('table', { name: 'Genders options' });
    await expect.element(plain.getByRole('cell', { name: 'Non-binary' })).toBeVisible();
    await expect.element(plain.getByRole('columnheader', { name: 'Organization' })).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.path)).toContain('/lookup-options?lookupName=genders');
  });

  test('adds an option with its organization and dates, then reloads the list', async () => {
    const api = await setup({ 'POST /lookups/create': { status: 201, body: { id: 330, text: 'Retail', version: 0 } } });
    const reads = () => api.calls.filter((call) => call.path === '/lookup-options?lookupName=job-sectors').length;
    const before = reads();
    await page.getByRole('button', { name: 'Add Lookup Option' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lookup Option' });
    await dialog.getByRole('textbox', { name: 'Text' }).fill('Retail');
    await dialog.getByRole('combobox', { name: 'Organization' }).fill('Partner');
    await page.getByRole('option', { name: 'Partner4Work' }).click();
    // A typed date is committed when the field is left (or on Enter, which also submits the form).
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '06012026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '08312026');
    await dialog.getByRole('textbox', { name: 'Text' }).click();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Lookup option successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.path === '/lookups/create')?.body).toEqual({
      lookupName: 'job-sectors',
      text: 'Retail',
      organizationId: 3,
      startDate: '2026-06-01',
      endDate: '2026-08-31',
    });
    await expect.poll(reads).toBeGreaterThan(before);
  });

  test('an end date before the start date is refused with the spec message', async () => {
    await setup();
    await page.getByRole('button', { name: 'Add Lookup Option' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Lookup Option' });
    await userEvent.type(dialog.getByRole('textbox', { name: 'Start Date' }), '06012026');
    await userEvent.type(dialog.getByRole('textbox', { name: 'End Date' }), '05012026{Enter}');
    await expect.element(dialog.getByText('Start Date must be less then End Date')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('an edit sends the id and version it read; a stale one keeps the popup open', async () => {
    const message = 'This record was changed by another user. Reload it and try again.';
    const api = await setup({ 'POST /lookups/update': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Edit Hospitality' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lookup Option' });
    const field = dialog.getByRole('textbox', { name: 'Text' });
    await expect.element(field).toHaveValue('Hospitality');
    await field.fill('Hospitality & Tourism');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    await expect.element(field).toHaveValue('Hospitality & Tourism');
    expect(api.calls.find((call) => call.path === '/lookups/update')?.body).toEqual({
      id: 302,
      lookupName: 'job-sectors',
      text: 'Hospitality & Tourism',
      organizationId: 3,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      version: 2,
    });
  });

  test('removes an option after the confirmation, with its version', async () => {
    const api = await setup({ 'DELETE /lookups/303': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Parks & Recreation' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this lookup option?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Lookup option successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/lookups/303?version=1');
  });

  test('editing without deleting: MAINTAIN_LOOKUP_OPTIONS alone offers Edit, not Delete', async () => {
    signInWith(['LOOKUP_OPTIONS', 'MAINTAIN_LOOKUP_OPTIONS']);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Edit Hospitality' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Delete Hospitality' })).not.toBeInTheDocument();
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { entries } from './dataDictionaryFixtures.ts';
import { DataDictionaryScreen } from './DataDictionaryScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /data-dictionary/search': { body: { items: entries, total: entries.length } },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<DataDictionaryScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Data Dictionary' })).toHaveAttribute('aria-rowcount', '3');
  return api;
}

beforeEach(() => {
  signInWith(['DATA_DICTIONARY', 'MAINTAIN_DATA_DICTIONARY']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('DataDictionaryScreen', () => {
  test('searches on the server; entries are never added or removed here', async () => {
    const api = await setup();
    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('ssn');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/data-dictionary/search').at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, quickSearch: 'ssn' });
    await expect.element(page.getByRole('button', { name: 'Add Data Dictionary Entry' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Delete students.ssn' })).not.toBeInTheDocument();
  });

  test('edits the texts with the version read', async () => {
    const api = await setup({ 'PUT /data-dictionary/87': { body: { ...entries[1], version: 4 } } });
    await page.getByRole('button', { name: 'Edit students.ssn' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Data Dictionary Entry' });
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Participant: SSN');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Data dictionary entry successfully updated')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      label: 'Participant: SSN',
      description: 'Social Security number of the participant.',
      isSensitive: true,
      version: 3,
    });
  });

  test('a stale edit shows the server message and keeps what was typed', async () => {
    const message = 'This record was changed by another user. Reload it and try again.';
    await setup({ 'PUT /data-dictionary/412': { status: 409, body: { message } } });
    await page.getByRole('button', { name: 'Edit locations.zip_code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Data Dictionary Entry' });
    const label = dialog.getByRole('textbox', { name: 'Label' });
    await label.fill('Location: ZIP');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(errorToast(message)).toBeVisible();
    await expect.element(label).toHaveValue('Location: ZIP');
  });

  test('without MAINTAIN_DATA_DICTIONARY the entries are read-only', async () => {
    signInWith(['DATA_DICTIONARY']);
    await setup();
    await expect.element(page.getByRole('cell', { name: 'Participant: Ssn' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});

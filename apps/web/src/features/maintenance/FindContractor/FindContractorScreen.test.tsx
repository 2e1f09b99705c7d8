import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { contractorReplies } from './contractorFixtures.ts';
import { FindContractorScreen } from './FindContractorScreen.tsx';

let restore: (() => void) | undefined;

async function setup(claims: readonly Claim[], handlers: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi({ ...contractorReplies, ...handlers });
  restore = api.restore;
  await render(<KitHarness screen={<FindContractorScreen />} />);
  return api;
}

afterEach(() => {
  vi.restoreAllMocks();
  restore?.();
  signInWith(null);
});

describe('FindContractorScreen', () => {
  test('lists contractors with their organization and worksite count, searched on the server', async () => {
    const api = await setup(['VIEW_CONTRACTOR']);
    const grid = page.getByRole('table', { name: 'Contractors' });
    await expect.element(grid).toHaveAttribute('aria-rowcount', '3');
    await expect.element(grid.getByRole('cell', { name: 'Hillcrest Community Services' })).toBeVisible();
    await expect.element(grid.getByRole('cell', { name: 'Three Rivers Youth Works' })).toBeVisible();
    await expect.element(grid.getByRole('cell', { name: '25-1234567' })).toBeVisible();
    expect(api.calls.find((call) => call.path === '/contractors/search')?.body).toEqual({ page: 1, pageSize: 50 });

    await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill('Hillcrest');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('button', { name: 'City' }).click();
    await expect
      .poll(() => api.calls.filter((call) => call.path === '/contractors/search').at(-1)?.body)
      .toEqual({ page: 1, pageSize: 50, quickSearch: 'Hillcrest', sort: [{ field: 'city', direction: 'asc' }] });
  });

  test('is read only: no Add, no Edit, no Delete', async () => {
    await setup(['MAINTAIN_CONTRACTOR']);
    await expect.element(page.getByRole('button', { name: 'View Hillcrest Community Services' })).toBeVisible();
    expect(page.getByRole('button', { name: /^(Add|Edit|Delete)\b/ }).elements()).toHaveLength(0);
  });

  test('View shows the address, the contacts and the worksites read for the contractor', async () => {
    const api = await setup(['CONTRACTOR']);
    await page.getByRole('button', { name: 'View Hillcrest Community Services' }).click();
    const dialog = page.getByRole('dialog', { name: 'Contractor — Hillcrest Community Services' });
    await expect.element(dialog.getByText('1420 Centre Avenue, Suite 200, Pittsburgh, PA 15219')).toBeVisible();
    await expect.element(dialog.getByText('Partner4Work')).toBeVisible();
    const contacts = dialog.getByRole('table', { name: 'Contacts' });
    await expect.element(contacts.getByRole('cell', { name: 'Denise' })).toBeVisible();
    await expect.element(contacts.getByRole('cell', { name: 'Executive Director' })).toBeVisible();
    const worksites = dialog.getByRole('table', { name: 'Worksites' });
    await expect.element(worksites.getByRole('cell', { name: 'Hillcrest Garden Project' })).toBeVisible();
    expect(api.calls.some((call) => call.method === 'GET' && call.path === '/contacts/contractors/41')).toBe(true);
    expect(api.calls.find((call) => call.path === '/worksites/search')?.body).toEqual({
      page: 1,
      pageSize: 500,
      filters: [{ field: 'contractorId', operator: 'eq', value: 41 }],
      sort: [{ field: 'name', direction: 'asc' }],
    });
    // Nothing in the popup changes a contact or a worksite.
    expect(dialog.getByRole('button', { name: /^(Add|Edit|Delete|Copy)\b/ }).elements()).toHaveLength(0);
  });

  test('a user without a contractor claim sees the restricted-content text and no search is made', async () => {
    const api = await setup([]);
    await expect.element(page.getByRole('heading', { name: 'Find Contractor' })).toBeVisible();
    await expect.element(page.getByText('You do not have rights to see the page.')).toBeVisible();
    expect(page.getByRole('table', { name: 'Contractors' }).elements()).toHaveLength(0);
    expect(api.calls.filter((call) => call.path === '/contractors/search')).toHaveLength(0);
  });
});

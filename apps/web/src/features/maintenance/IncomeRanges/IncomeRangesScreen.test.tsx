import { toast } from '@pathway/design-system';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { successToast } from '../../../kit/testing/locators.ts';
import { fundingSources, incomeRanges, organizations } from './incomeRangeFixtures.ts';
import { IncomeRangesScreen } from './IncomeRangesScreen.tsx';

let restore: (() => void) | undefined;

async function setup(handlers: Record<string, Handler> = {}) {
  const api = stubApi({
    'POST /income-ranges/search': { body: { items: incomeRanges, total: incomeRanges.length } },
    'GET /organizations': { body: organizations },
    'GET /lookups/funding-sources': { body: fundingSources },
    ...handlers,
  });
  restore = api.restore;
  await render(<KitHarness screen={<IncomeRangesScreen />} />);
  await expect.element(page.getByRole('table', { name: 'Income Ranges' })).toHaveAttribute('aria-rowcount', '3');
  return api;
}

beforeEach(() => {
  signInWith(['MAINTAIN_INCOME_RANGES']);
});

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('IncomeRangesScreen', () => {
  test('shows each range with its organization by name and its bounds in dollars', async () => {
    await setup();
    await expect.element(page.getByRole('cell', { name: 'Partner4Work' }).first()).toBeVisible();
    await expect.element(page.getByRole('cell', { name: '$39,300.00' })).toBeVisible();
  });

  test('refuses a minimum above the maximum with the minMaxInvalid message', async () => {
    await setup();
    await page.getByRole('button', { name: 'Add Income Range' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Income Range' });
    await dialog.getByRole('textbox', { name: 'From' }).fill('50000');
    await dialog.getByRole('textbox', { name: 'To' }).fill('40000');
    await expect.element(dialog.getByText('Min must not be greater than Max')).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  test('adds a range with the organization and funding type chosen from their lists', async () => {
    const api = await setup({ 'POST /income-ranges': { status: 201, body: { ...incomeRanges[0], id: 60 } } });
    await page.getByRole('button', { name: 'Add Income Range' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Income Range' });
    await userEvent.type(dialog.getByRole('combobox', { name: 'Organization' }), 'Allegheny');
    await page.getByRole('option', { name: 'Allegheny Youth Alliance' }).click();
    await dialog.getByRole('combobox', { name: 'Funding Type' }).click();
    await page.getByRole('option', { name: 'City Summer Jobs' }).click();
    await dialog.getByRole('textbox', { name: 'Family Size' }).fill('2');
    await dialog.getByRole('textbox', { name: 'From' }).fill('0');
    await dialog.getByRole('textbox', { name: 'To' }).fill('25860');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect.element(successToast('Income range successfully created')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'POST' && call.path === '/income-ranges')?.body).toEqual({
      organizationId: 4,
      fundingType: 'City Summer Jobs',
      familySize: 2,
      from: 0,
      to: 25860,
    });
  });

  test('removes a range after "Are you sure you want to remove this income range?"', async () => {
    const api = await setup({ 'DELETE /income-ranges/52': { status: 204 } });
    await page.getByRole('button', { name: 'Delete Family of 4: $0.00 to $39,300.00 (WIOA Youth)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
    await expect.element(confirm.getByText('Are you sure you want to remove this income range?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect.element(successToast('Income range successfully removed')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'DELETE')?.path).toBe('/income-ranges/52?version=5');
  });

  test('a user without MAINTAIN_INCOME_RANGES gets no Add, Edit or Delete', async () => {
    signInWith([]);
    await setup();
    await expect.element(page.getByRole('button', { name: 'Add Income Range' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });
});

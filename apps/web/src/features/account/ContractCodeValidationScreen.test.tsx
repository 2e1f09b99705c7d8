import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createFetchDouble, ScreenHarness, type Handler } from './accountFixtures.tsx';
import { clearToasts, errorToast, successToast } from './accountLocators.ts';
import { ContractCodeValidationScreen } from './ContractCodeValidationScreen.tsx';

async function setup(handlers: Record<string, Handler> = {}) {
  const api = createFetchDouble(handlers);
  vi.stubGlobal('fetch', api.fetch);
  await render(<ScreenHarness path="/contract-code-validation" screen={<ContractCodeValidationScreen />} />);
  return api;
}

const contractCode = () => page.getByRole('textbox', { name: 'Contract Code' });
const validate = () => page.getByRole('button', { name: 'Validate' });

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('ContractCodeValidationScreen', () => {
  test('requires a contract code', async () => {
    const api = await setup();
    await userEvent.click(validate());
    await expect.element(page.getByText('Required')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('posts {contractCode} and confirms a valid code', async () => {
    const api = await setup({
      'POST /users/validate-contract-code': {
        body: {
          contractCode: 'SYEP-2026-014',
          isValid: true,
          organizationName: 'Partner4Work',
          message: 'The contract code is valid.',
        },
      },
    });
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.click(validate());
    await expect.element(successToast('The contract code is valid.')).toBeVisible();
    expect(api.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/users/validate-contract-code', body: { contractCode: 'SYEP-2026-014' } },
    ]);
  });

  test('an invalid code is marked on the field', async () => {
    await setup({ 'POST /users/validate-contract-code': { body: { contractCode: 'SYEP-1999-001', isValid: false } } });
    await userEvent.fill(contractCode(), 'SYEP-1999-001');
    await userEvent.click(validate());
    await expect.element(page.getByText('Contract code SYEP-1999-001 is not valid.')).toBeVisible();
    await expect.element(contractCode()).toHaveAttribute('aria-invalid', 'true');
  });

  test('a failed call gets the generic failure toast', async () => {
    await setup({ 'POST /users/validate-contract-code': { status: 500, body: {} } });
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.click(validate());
    await expect.element(errorToast('Request data status 500')).toBeVisible();
  });
});

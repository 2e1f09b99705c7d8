import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { pendingCallsAtom } from '../../lib/loading.ts';
import { appStore } from '../../lib/session.ts';
import { createFetchDouble, ScreenHarness, setSession, type Handler } from './accountFixtures.tsx';
import { clearToasts, errorToast, successToast } from './accountLocators.ts';
import { ForgotPasswordScreen } from './ForgotPasswordScreen.tsx';

async function setup(handlers: Record<string, Handler> = {}) {
  const api = createFetchDouble(handlers);
  vi.stubGlobal('fetch', api.fetch);
  await render(<ScreenHarness path="/forget-password" screen={<ForgotPasswordScreen />} />);
  return api;
}

const userName = () => page.getByRole('textbox', { name: 'User Name' });
const contractCode = () => page.getByRole('textbox', { name: 'Contract Code' });
const resetPassword = () => page.getByRole('button', { name: 'Reset Password' });

beforeEach(() => {
  setSession(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('ForgotPasswordScreen', () => {
  test('keeps Reset Password disabled until both fields are filled', async () => {
    await setup();
    await expect.element(resetPassword()).toBeDisabled();
    await userEvent.fill(userName(), 'kcoleman');
    await expect.element(resetPassword()).toBeDisabled();
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await expect.element(resetPassword()).toBeEnabled();
    await userEvent.clear(contractCode());
    await expect.element(resetPassword()).toBeDisabled();
  });

  test('says Required on a field left empty', async () => {
    await setup();
    await userEvent.click(userName());
    await userEvent.click(contractCode());
    await expect.element(page.getByText('Required')).toBeVisible();
    await expect.element(userName()).toHaveAttribute('aria-invalid', 'true');
  });

  test('Back returns to login', async () => {
    await setup();
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect.element(page.getByText('Now at /login')).toBeVisible();
  });

  test('posts {userName, contractCode}, shows the server confirmation and returns to login', async () => {
    const api = await setup({
      'POST /users/validate-forget-password-user': {
        body: { message: 'An email with instructions to reset your password has been sent.' },
      },
    });
    await userEvent.fill(userName(), 'kcoleman');
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.click(resetPassword());
    await expect.element(page.getByText('Now at /login')).toBeVisible();
    await expect
      .element(successToast('An email with instructions to reset your password has been sent.'))
      .toBeVisible();
    expect(api.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      {
        method: 'POST',
        path: '/users/validate-forget-password-user',
        body: { userName: 'kcoleman', contractCode: 'SYEP-2026-014' },
      },
    ]);
  });

  test('a refusal says so in the server’s words, hides the spinner and keeps the form as typed (ADR 222)', async () => {
    const api = await setup({
      'POST /users/validate-forget-password-user': {
        status: 422,
        body: { message: 'The contract code is not valid.' },
      },
    });
    await userEvent.fill(userName(), 'kcoleman');
    await userEvent.fill(contractCode(), 'SYEP-2026-999');
    await userEvent.click(resetPassword());
    await expect.element(errorToast('The contract code is not valid.')).toBeVisible();
    expect(api.calls).toHaveLength(1);
    await expect.element(resetPassword()).toBeEnabled();
    expect(appStore.get(pendingCallsAtom)).toBe(0);
    await expect.element(contractCode()).toHaveValue('SYEP-2026-999');
  });

  test('a throttled request says when to try again, by its Retry-After', async () => {
    await setup({
      'POST /users/validate-forget-password-user': {
        status: 429,
        headers: { 'Retry-After': '120' },
        body: { message: 'Slow down.' },
      },
    });
    await userEvent.fill(userName(), 'kcoleman');
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.click(resetPassword());
    await expect.element(errorToast('Too many attempts. Try again in 2 minutes.')).toBeVisible();
  });

  test('a server failure without words says the server could not answer', async () => {
    await setup({ 'POST /users/validate-forget-password-user': { status: 503 } });
    await userEvent.fill(userName(), 'kcoleman');
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.click(resetPassword());
    await expect.element(errorToast('Pathway could not answer just now. Try again in a few minutes.')).toBeVisible();
  });
});

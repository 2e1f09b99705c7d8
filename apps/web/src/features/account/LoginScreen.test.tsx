import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appStore, sessionAtom } from '../../lib/session.ts';
import { createFetchDouble, loginResponse, ScreenHarness, setSession, type Handler } from './accountFixtures.tsx';
import { clearToasts, errorToast } from './accountLocators.ts';
import { LoginRoute } from './LoginRoute.tsx';

async function setup(handlers: Record<string, Handler> = {}) {
  const api = createFetchDouble(handlers);
  vi.stubGlobal('fetch', api.fetch);
  await render(<ScreenHarness path="/login" screen={<LoginRoute />} />);
  return api;
}

async function signInAs(userName: string, password: string) {
  await userEvent.fill(page.getByRole('textbox', { name: 'User Name' }), userName);
  await userEvent.fill(page.getByLabelText(/^Password/), password);
  await userEvent.click(page.getByRole('button', { name: 'Login' }));
}

beforeEach(() => {
  setSession(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('LoginScreen', () => {
  test('shows the fields, the Login button and both recovery links', async () => {
    await setup();
    await expect.element(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'User Name' })).toBeVisible();
    await expect.element(page.getByLabelText(/^Password/)).toHaveAttribute('type', 'password');
    await expect.element(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await expect
      .element(page.getByRole('link', { name: 'Forgot Password?' }))
      .toHaveAttribute('href', '#/forget-password');
    await expect
      .element(page.getByRole('link', { name: 'Forgot Username?' }))
      .toHaveAttribute('href', '#/forget-username');
  });

  test('the recovery links open their pages through the router', async () => {
    await setup();
    await userEvent.click(page.getByRole('link', { name: 'Forgot Username?' }));
    await expect.element(page.getByText('Now at /forget-username')).toBeVisible();
  });

  test('shows the required messages only after submit, and sends nothing', async () => {
    const api = await setup();
    await expect.element(page.getByText('Username is required')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Login' }));
    await expect.element(page.getByText('Username is required')).toBeVisible();
    await expect.element(page.getByText('Password is required')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'User Name' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
  });

  test('posts {username, password}, stores the session and opens the returned route', async () => {
    const api = await setup({
      'POST /auth/login': { body: loginResponse({ redirectionUrl: '/participants/search' }) },
    });
    await signInAs('kcoleman', 'Summer#2026');
    await expect.element(page.getByText('Now at /participants/search')).toBeVisible();
    expect(api.calls.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/auth/login', body: { username: 'kcoleman', password: 'Summer#2026' } },
    ]);
    expect(api.calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(appStore.get(sessionAtom)?.user.userName).toBe('kcoleman');
  });

  test('disables Login while the call is in flight', async () => {
    let answer: (reply: { body: unknown }) => void = () => undefined;
    const api = await setup({
      'POST /auth/login': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    await signInAs('kcoleman', 'Summer#2026');
    await expect.element(page.getByRole('button', { name: 'Login' })).toBeDisabled();
    // The API client may still be loading when Login disables (ADR 042): answer the call once made.
    await expect.poll(() => api.calls.length).toBe(1);
    answer({ body: loginResponse() });
    await expect.element(page.getByText('Now at /enrollment/maintain-applicants')).toBeVisible();
  });

  test('403 says the user may not sign in, whatever the body says', async () => {
    await setup({ 'POST /auth/login': { status: 403, body: { message: 'Forbidden' } } });
    await signInAs('kcoleman', 'Summer#2026');
    await expect.element(errorToast("User doesn't have enough rights to login")).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  test('other failures show the server message', async () => {
    await setup({ 'POST /auth/login': { status: 401, body: { message: 'Invalid user name or password' } } });
    await signInAs('kcoleman', 'wrong');
    await expect.element(errorToast('Invalid user name or password')).toBeVisible();
  });

  test('a failure without a message shows Something went wrong!', async () => {
    await setup({ 'POST /auth/login': { status: 500 } });
    await signInAs('kcoleman', 'Summer#2026');
    await expect.element(errorToast('Something went wrong!')).toBeVisible();
    await expect.element(page.getByRole('textbox', { name: 'User Name' })).toHaveValue('kcoleman');
  });
});

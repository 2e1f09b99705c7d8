import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appStore, sessionAtom } from '../../lib/session.ts';
import { SESSION_KEY } from '../../lib/storageKeys.ts';
import { createFetchDouble, loginResponse, ScreenHarness, setSession, type Handler } from './accountFixtures.tsx';
import { clearToasts, errorToast, successToast } from './accountLocators.ts';
import { ChangePasswordScreen } from './ChangePasswordScreen.tsx';

async function setup(url = '/change-password', handlers: Record<string, Handler> = {}) {
  setSession(loginResponse({ isPasswordUpdateRequired: url.includes('required=true') }));
  const api = createFetchDouble(handlers);
  vi.stubGlobal('fetch', api.fetch);
  await render(<ScreenHarness path="/change-password" url={url} screen={<ChangePasswordScreen />} />);
  return api;
}

const current = () => page.getByLabelText(/^Current Password/);
const newPassword = () => page.getByLabelText(/^New Password/);
const confirm = () => page.getByLabelText(/^Confirm Password/);
const submit = () => page.getByRole('button', { name: 'Change Password' });

async function fillAndSubmit(values: { current: string; next: string; confirm?: string }) {
  await userEvent.fill(current(), values.current);
  await userEvent.fill(newPassword(), values.next);
  await userEvent.fill(confirm(), values.confirm ?? values.next);
  await userEvent.click(submit());
}

beforeEach(() => {
  setSession(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('ChangePasswordScreen', () => {
  test('warns that the password has to be updated when required=true', async () => {
    await setup('/change-password?required=true');
    await expect.element(page.getByText('Your password has to be updated. Please enter a new one.')).toBeVisible();
  });

  test('shows no warning on a voluntary change', async () => {
    await setup();
    await expect.element(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
    await expect
      .element(page.getByText('Your password has to be updated. Please enter a new one.'))
      .not.toBeInTheDocument();
  });

  test('requires the current and new passwords, and sends nothing', async () => {
    const api = await setup();
    await userEvent.click(submit());
    await expect.element(page.getByText('Current Password is required')).toBeVisible();
    await expect.element(page.getByText('New Password is required')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('says Password mismatch when the confirmation differs', async () => {
    await setup();
    await fillAndSubmit({ current: 'Summer#2026', next: 'Harbor!Lights27', confirm: 'Harbor!Lights28' });
    await expect.element(page.getByText('Password mismatch')).toBeVisible();
    await expect.element(confirm()).toHaveAttribute('aria-invalid', 'true');
  });

  test.each([
    ['Ha!1', 'Password must be 8 to 32 characters long'],
    [`Ha!1${'x'.repeat(29)}`, 'Password must be 8 to 32 characters long'],
    ['HARBOR!LIGHTS27', 'Password must contain a lowercase letter'],
    ['harbor!lights27', 'Password must contain an uppercase letter'],
    ['Harbor!Lights', 'Password must contain a digit'],
    ['HarborLights27', 'Password must contain a non-alphanumeric character'],
    ['Kcoleman!2026', 'Password must not contain all or part of the user name'],
    ['Harbor!LEMA27', 'Password must not contain all or part of the user name'],
    ['Summer#2026', 'New password must differ from the current password'],
  ])('refuses %s: %s', async (next, message) => {
    const api = await setup();
    await fillAndSubmit({ current: 'Summer#2026', next });
    await expect.element(page.getByText(message)).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('changes the password, signs in again with it and opens the returned route', async () => {
    const api = await setup('/change-password?required=true', {
      'POST /users/change-password': { body: { message: 'Your password has been changed.' } },
      'POST /auth/login': {
        body: loginResponse({ token: 'aGVhZGVy.eyJuZXciOiJ0cnVlIn0.c2ln', redirectionUrl: '/participants/search' }),
      },
    });
    await fillAndSubmit({ current: 'Summer#2026', next: 'Harbor!Lights27' });
    await expect.element(page.getByText('Now at /participants/search')).toBeVisible();
    await expect.element(successToast('Your password has been changed.')).toBeVisible();
    expect(api.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/users/change-password', body: { currentPassword: 'Summer#2026', newPassword: 'Harbor!Lights27' } },
      { path: '/auth/login', body: { username: 'kcoleman', password: 'Harbor!Lights27' } },
    ]);
    expect(appStore.get(sessionAtom)?.token).toBe('aGVhZGVy.eyJuZXciOiJ0cnVlIn0.c2ln');
    expect(appStore.get(sessionAtom)?.isPasswordUpdateRequired).toBe(false);
  });

  test('a failure shows the server message and does not sign in again', async () => {
    const api = await setup('/change-password', {
      'POST /users/change-password': { status: 422, body: { message: 'The current password is not correct' } },
    });
    await fillAndSubmit({ current: 'Summer#2025', next: 'Harbor!Lights27' });
    await expect.element(errorToast('The current password is not correct')).toBeVisible();
    expect(api.calls.map(({ path }) => path)).toEqual(['/users/change-password']);
  });

  test('a change whose sign-in again fails says the password changed and signs out to login', async () => {
    const api = await setup('/change-password', {
      'POST /users/change-password': { body: { message: 'Your password has been changed.' } },
      'POST /auth/login': { status: 503, body: { message: 'Service unavailable' } },
    });
    await fillAndSubmit({ current: 'Summer#2026', next: 'Harbor!Lights27' });
    await expect.element(page.getByText('Now at /login')).toBeVisible();
    await expect
      .element(successToast('Your password has been changed. Please sign in with your new password.'))
      .toBeVisible();
    await expect.element(errorToast('Service unavailable')).not.toBeInTheDocument();
    expect(api.calls.map(({ path }) => path)).toEqual(['/users/change-password', '/auth/login']);
    expect(appStore.get(sessionAtom)).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });

  test('a failure without a message shows Something went wrong!', async () => {
    await setup('/change-password', { 'POST /users/change-password': { status: 500 } });
    await fillAndSubmit({ current: 'Summer#2026', next: 'Harbor!Lights27' });
    await expect.element(errorToast('Something went wrong!')).toBeVisible();
  });
});

import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { appStore, sessionAtom } from '../../lib/session.ts';
import { SESSION_KEY } from '../../lib/storageKeys.ts';
import { createFetchDouble, loginResponse, ScreenHarness, setSession, type Handler } from './accountFixtures.tsx';
import { clearToasts, errorToast, successToast } from './accountLocators.ts';
import { ProfileScreen } from './ProfileScreen.tsx';

const NOW = new Date(2026, 5, 10, 9, 0);

async function setup(handlers: Record<string, Handler> = {}, passwordExpirationDate = '2026-09-30') {
  const base = loginResponse();
  setSession({ ...base, user: { ...base.user, passwordExpirationDate } });
  const api = createFetchDouble(handlers);
  vi.stubGlobal('fetch', api.fetch);
  await render(<ScreenHarness path="/profile" screen={<ProfileScreen now={NOW} />} />);
  return api;
}

const firstName = () => page.getByRole('textbox', { name: 'First Name' });
const lastName = () => page.getByRole('textbox', { name: 'Last Name' });
const email = () => page.getByRole('textbox', { name: 'Email' });
const submit = () => page.getByRole('button', { name: 'Submit' });

beforeEach(() => {
  setSession(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('ProfileScreen', () => {
  test('shows the signed-in user, and no expiry note while the password has months left', async () => {
    await setup();
    await expect.element(firstName()).toHaveValue('Keisha');
    await expect.element(lastName()).toHaveValue('Coleman');
    await expect.element(email()).toHaveValue('keisha.coleman@partner4work.org');
    await expect.element(page.getByText(/Your password expires/)).not.toBeInTheDocument();
  });

  test('notes a password that expires within 10 days', async () => {
    await setup({}, '2026-06-17');
    await expect
      .element(page.getByRole('status').getByText('Your password expires in 7 days, on 06/17/2026. Please change it.'))
      .toBeVisible();
  });

  test('Change Password opens the change-password page', async () => {
    await setup();
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await expect.element(page.getByText('Now at /change-password')).toBeVisible();
  });

  test('leaving with unsaved edits asks first; Cancel stays, Yes leaves', async () => {
    await setup();
    await userEvent.fill(lastName(), 'Coleman-Reyes');
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    const prompt = page.getByRole('alertdialog');
    await expect
      .element(prompt.getByText('Are you sure you want to leave this page? It contains unsaved data.'))
      .toBeVisible();
    await userEvent.click(prompt.getByRole('button', { name: 'Cancel' }));
    await expect.element(lastName()).toHaveValue('Coleman-Reyes');
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }));
    await expect.element(page.getByText('Now at /change-password')).toBeVisible();
  });

  test('a saved form leaves without asking', async () => {
    await setup({
      'POST /users/update-user-profile': { body: { ...loginResponse().user, lastName: 'Coleman-Reyes' } },
    });
    await userEvent.fill(lastName(), 'Coleman-Reyes');
    await userEvent.click(submit());
    await expect.element(successToast('Your profile was successfully updated.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Change Password' }));
    await expect.element(page.getByText('Now at /change-password')).toBeVisible();
  });

  test('shows the required messages after submit and sends nothing', async () => {
    const api = await setup();
    await userEvent.clear(firstName());
    await userEvent.clear(lastName());
    await userEvent.clear(email());
    await userEvent.click(submit());
    await expect.element(page.getByText('First Name is required')).toBeVisible();
    await expect.element(page.getByText('Last Name is required')).toBeVisible();
    await expect
      .element(page.getByText('Email is required and format should be john.smith@example.com.'))
      .toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('shows the length and format messages', async () => {
    await setup();
    await userEvent.fill(firstName(), 'K'.repeat(41));
    await userEvent.fill(lastName(), 'C'.repeat(41));
    await userEvent.fill(email(), `${'k'.repeat(90)}@partner4work.org`);
    await userEvent.click(submit());
    await expect.element(page.getByText('Maximum length of First Name is 40')).toBeVisible();
    await expect.element(page.getByText('Maximum length of Last Name is 40')).toBeVisible();
    await expect.element(page.getByText('Maximum length of Email is 100')).toBeVisible();
    await userEvent.fill(email(), 'keisha.coleman');
    await expect
      .element(page.getByText('Email is required and format should be john.smith@example.com.'))
      .toBeVisible();
  });

  test('posts {firstName, lastName, email}, confirms and keeps the session user in step', async () => {
    const saved = { ...loginResponse().user, lastName: 'Coleman-Reyes', email: 'kcoleman@partner4work.org' };
    const api = await setup({ 'POST /users/update-user-profile': { body: saved } });
    await userEvent.fill(lastName(), 'Coleman-Reyes');
    await userEvent.fill(email(), 'kcoleman@partner4work.org');
    await userEvent.click(submit());
    await expect.element(successToast('Your profile was successfully updated.')).toBeVisible();
    expect(api.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/users/update-user-profile',
        body: { firstName: 'Keisha', lastName: 'Coleman-Reyes', email: 'kcoleman@partner4work.org' },
      },
    ]);
    expect(api.calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(appStore.get(sessionAtom)?.user.lastName).toBe('Coleman-Reyes');
  });

  test("saving keeps a token another tab stored meanwhile instead of writing this tab's older one back", async () => {
    const saved = { ...loginResponse().user, lastName: 'Coleman-Reyes' };
    await setup({ 'POST /users/update-user-profile': { body: saved } });
    // Another tab refreshed the session: localStorage now holds its new token (no event reaches this test's tab).
    const before = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}') as Record<string, unknown>;
    const refreshed = {
      ...before,
      token: 'bmV3.eyJuZXciOiJ0cnVlIn0.c2ln',
    };
    localStorage.setItem(SESSION_KEY, JSON.stringify(refreshed));
    await userEvent.fill(lastName(), 'Coleman-Reyes');
    await userEvent.click(submit());
    await expect.element(successToast('Your profile was successfully updated.')).toBeVisible();
    const stored = JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}') as {
      token: string;
      user: { lastName: string };
    };
    expect(stored.token).toBe('bmV3.eyJuZXciOiJ0cnVlIn0.c2ln');
    expect(stored.user.lastName).toBe('Coleman-Reyes');
    expect(appStore.get(sessionAtom)?.token).toBe('bmV3.eyJuZXciOiJ0cnVlIn0.c2ln');
  });

  test('a failure shows the server message, and keeps what was typed', async () => {
    await setup({ 'POST /users/update-user-profile': { status: 422, body: { message: 'Email is already in use' } } });
    await userEvent.fill(email(), 'jcarter@partner4work.org');
    await userEvent.click(submit());
    await expect.element(errorToast('Email is already in use')).toBeVisible();
    await expect.element(email()).toHaveValue('jcarter@partner4work.org');
  });

  test('a failure without a message shows Something went wrong!', async () => {
    await setup({ 'POST /users/update-user-profile': { status: 500 } });
    await userEvent.click(submit());
    await expect.element(errorToast('Something went wrong!')).toBeVisible();
  });
});

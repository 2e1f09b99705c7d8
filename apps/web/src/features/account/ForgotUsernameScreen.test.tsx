import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createFetchDouble, ScreenHarness, setSession, type Handler } from './accountFixtures.tsx';
import { clearToasts, errorToast, successToast } from './accountLocators.ts';
import { ForgotUsernameScreen } from './ForgotUsernameScreen.tsx';

async function setup(handlers: Record<string, Handler> = {}) {
  const api = createFetchDouble(handlers);
  vi.stubGlobal('fetch', api.fetch);
  await render(<ScreenHarness path="/forget-username" screen={<ForgotUsernameScreen />} />);
  return api;
}

const email = () => page.getByRole('textbox', { name: 'Email Address' });
const findUsername = () => page.getByRole('button', { name: 'Find Username' });

beforeEach(() => {
  setSession(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('ForgotUsernameScreen', () => {
  test('requires an email address, then an email-shaped one, before calling', async () => {
    const api = await setup();
    await userEvent.click(findUsername());
    await expect.element(page.getByText('Required')).toBeVisible();
    await userEvent.fill(email(), 'kcoleman@partner4work');
    await userEvent.click(findUsername());
    await expect.element(page.getByText('Incorrect Email')).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('Back returns to login', async () => {
    await setup();
    await userEvent.click(page.getByRole('button', { name: 'Back' }));
    await expect.element(page.getByText('Now at /login')).toBeVisible();
  });

  test('posts {emailAddress}, shows the confirmation and returns to login', async () => {
    const api = await setup({
      'POST /users/validate-forget-username': {
        body: { message: 'Your user name has been sent to keisha.coleman@partner4work.org.' },
      },
    });
    await userEvent.fill(email(), 'keisha.coleman@partner4work.org');
    await userEvent.click(findUsername());
    await expect.element(page.getByText('Now at /login')).toBeVisible();
    await expect
      .element(successToast('Your user name has been sent to keisha.coleman@partner4work.org.'))
      .toBeVisible();
    expect(api.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/users/validate-forget-username', body: { emailAddress: 'keisha.coleman@partner4work.org' } },
    ]);
  });

  test('a failure shows the server message', async () => {
    await setup({
      'POST /users/validate-forget-username': { status: 404, body: { message: 'No active user has this address' } },
    });
    await userEvent.fill(email(), 'nobody@partner4work.org');
    await userEvent.click(findUsername());
    await expect.element(errorToast('No active user has this address')).toBeVisible();
    await expect.element(email()).toHaveValue('nobody@partner4work.org');
  });

  test('a refusal without a message shows Unable to find user email address', async () => {
    await setup({ 'POST /users/validate-forget-username': { status: 404 } });
    await userEvent.fill(email(), 'nobody@partner4work.org');
    await userEvent.click(findUsername());
    await expect.element(errorToast('Unable to find user email address')).toBeVisible();
  });

  test('a server failure without a message is not mistaken for an unknown address (ADR 222)', async () => {
    await setup({ 'POST /users/validate-forget-username': { status: 500 } });
    await userEvent.fill(email(), 'nobody@partner4work.org');
    await userEvent.click(findUsername());
    await expect.element(errorToast('Pathway could not answer just now. Try again in a few minutes.')).toBeVisible();
    await expect.element(page.getByText('Unable to find user email address')).not.toBeInTheDocument();
  });
});

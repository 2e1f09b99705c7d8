import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { pendingCallsAtom } from '../../lib/loading.ts';
import { appStore } from '../../lib/session.ts';
import { createFetchDouble, ScreenHarness, setSession, type Handler } from './accountFixtures.tsx';
import { clearToasts, errorToast, successToast } from './accountLocators.ts';
import { ActivationScreen } from './ActivationScreen.tsx';

async function setup(url: string, handlers: Record<string, Handler> = {}) {
  const api = createFetchDouble(handlers);
  vi.stubGlobal('fetch', api.fetch);
  await render(<ScreenHarness path="/user-activation" url={url} screen={<ActivationScreen />} />);
  return api;
}

const activationCode = () => page.getByRole('textbox', { name: 'Activation Code' });
const contractCode = () => page.getByRole('textbox', { name: 'Contract Code' });
const activate = () => page.getByRole('button', { name: 'Activate' });

beforeEach(() => {
  setSession(null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  clearToasts();
});

describe('ActivationScreen', () => {
  test('prefills the activation code from the link', async () => {
    await setup('/user-activation?code=7f3c9a2e51b84d0c');
    await expect.element(activationCode()).toHaveValue('7f3c9a2e51b84d0c');
    await expect.element(contractCode()).toHaveValue('');
  });

  test('needs both codes', async () => {
    const api = await setup('/user-activation');
    await userEvent.click(activate());
    await expect.element(activationCode()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(contractCode()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('Required').first()).toBeVisible();
    expect(api.calls).toEqual([]);
  });

  test('posts {activationCode, contractCode}, shows the confirmation and goes to login', async () => {
    const api = await setup('/user-activation?code=7f3c9a2e51b84d0c', {
      'POST /users/validate-user-activation': {
        body: {
          userName: 'kcoleman',
          message: 'Your account is active. An email with your temporary password has been sent.',
        },
      },
    });
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.click(activate());
    await expect.element(page.getByText('Now at /login')).toBeVisible();
    await expect
      .element(successToast('Your account is active. An email with your temporary password has been sent.'))
      .toBeVisible();
    expect(api.calls.map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: '/users/validate-user-activation',
        body: { activationCode: '7f3c9a2e51b84d0c', contractCode: 'SYEP-2026-014' },
      },
    ]);
  });

  test('a link used a second time says why it was refused, and the spinner goes', async () => {
    const api = await setup('/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true', {
      'POST /users/validate-user-activation': {
        status: 404,
        body: { message: 'This code is not valid or has expired.' },
      },
    });
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.fill(page.getByLabelText(/^New Password/), 'Summer!Jobs2026');
    await userEvent.fill(page.getByLabelText(/^Confirm Password/), 'Summer!Jobs2026');
    await userEvent.click(activate());
    await expect.element(errorToast('This code is not valid or has expired.')).toBeVisible();
    await expect.element(activate()).toBeEnabled();
    expect(appStore.get(pendingCallsAtom)).toBe(0);
    expect(api.calls).toHaveLength(1);
  });

  test('a refusal without a message of its own still says the link was used or expired', async () => {
    await setup('/user-activation?code=expired', {
      'POST /users/validate-user-activation': { status: 404 },
    });
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.click(activate());
    await expect.element(errorToast('This activation link was already used or has expired.')).toBeVisible();
  });

  test('a contract code that does not vouch for the user is said beside it', async () => {
    await setup('/user-activation?code=7f3c9a2e51b84d0c', {
      'POST /users/validate-user-activation': {
        status: 422,
        body: { contractCode: 'The contract code does not match this account.' },
      },
    });
    await userEvent.fill(contractCode(), 'SYEP-2026-999');
    await userEvent.click(activate());
    await expect.element(page.getByText('The contract code does not match this account.')).toBeVisible();
    await expect.element(contractCode()).toHaveAttribute('aria-invalid', 'true');
  });

  test('a handed-over link also asks for the password, checks it here and sends it; nothing else is mailed', async () => {
    const api = await setup('/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true', {
      'POST /users/validate-user-activation': {
        body: {
          userName: 'kcoleman',
          message: 'Your account is active. Sign in with your user name and the password you chose.',
        },
      },
    });
    await expect.element(activationCode()).toHaveValue('K7QM-3XRT-9PWD-HN4B');
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.fill(page.getByLabelText(/^New Password/), 'short');
    await userEvent.fill(page.getByLabelText(/^Confirm Password/), 'other');
    await userEvent.click(activate());
    await expect.element(page.getByText('Password mismatch')).toBeVisible();
    expect(api.calls).toEqual([]);
    await userEvent.fill(page.getByLabelText(/^New Password/), 'Summer!Jobs2026');
    await userEvent.fill(page.getByLabelText(/^Confirm Password/), 'Summer!Jobs2026');
    await userEvent.click(activate());
    await expect.element(page.getByText('Now at /login')).toBeVisible();
    await expect
      .element(successToast('Your account is active. Sign in with your user name and the password you chose.'))
      .toBeVisible();
    expect(api.calls.map(({ body }) => body)).toEqual([
      { activationCode: 'K7QM-3XRT-9PWD-HN4B', contractCode: 'SYEP-2026-014', newPassword: 'Summer!Jobs2026' },
    ]);
  });

  test('a password the server refuses (it holds the user name) is said beside the field, nothing typed is lost', async () => {
    await setup('/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true', {
      'POST /users/validate-user-activation': {
        status: 422,
        body: { newPassword: 'The password must not contain any part of the user name.' },
      },
    });
    await userEvent.fill(contractCode(), 'SYEP-2026-014');
    await userEvent.fill(page.getByLabelText(/^New Password/), 'Kcol!eman2026');
    await userEvent.fill(page.getByLabelText(/^Confirm Password/), 'Kcol!eman2026');
    await userEvent.click(activate());
    await expect.element(page.getByText('The password must not contain any part of the user name.')).toBeVisible();
    await expect.element(page.getByLabelText(/^New Password/)).toHaveValue('Kcol!eman2026');
    await expect.element(contractCode()).toHaveValue('SYEP-2026-014');
  });

  test('the mailed code alone asks for no password', async () => {
    await setup('/user-activation?code=7f3c9a2e51b84d0c');
    await expect.element(page.getByLabelText(/^New Password/)).not.toBeInTheDocument();
  });
});

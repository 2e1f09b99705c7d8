import { expect, test, type Page } from '@playwright/test';
import { errorToast, successToast } from './ui.ts';

// Issue 45: every refusal in the recovery flow reaches the user in their words (ADR 222). The
// reference server throttles and fails only in rare moments, so the answers are forced here.
const FORGOT = '**/api/users/validate-forget-password-user';
const ACTIVATE = '**/api/users/validate-user-activation';
const FORGOT_USERNAME = '**/api/users/validate-forget-username';
const SERVER_TROUBLE = 'Pathway could not answer just now. Try again in a few minutes.';
const RECOVERY_SENT =
  'If the user name and contract code match an account, a recovery code was sent to its e-mail address.';

/** Answers the next calls to `url` with `status`, a Retry-After when given and no body; counts them. */
async function refuse(page: Page, url: string, status: number, retryAfter?: string): Promise<() => number> {
  let calls = 0;
  await page.route(url, async (route) => {
    calls += 1;
    await route.fulfill({ status, headers: retryAfter === undefined ? {} : { 'retry-after': retryAfter }, body: '' });
  });
  return () => calls;
}

async function askForRecovery(page: Page) {
  await page.goto('#/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByRole('textbox', { name: 'User Name' }).fill('orgstaff');
  await page.getByRole('textbox', { name: 'Contract Code' }).fill('P4W-SYEP-2026');
}

test('Forgot Password: a throttled request says how long to wait, a failing server says so, and neither is silent', async ({
  page,
}) => {
  await askForRecovery(page);
  const reset = page.getByRole('button', { name: 'Reset Password' });
  const throttled = await refuse(page, FORGOT, 429, '120');
  // A careless user double-clicks: one request, one answer.
  await reset.dblclick();
  await expect(errorToast(page, 'Too many attempts. Try again in 2 minutes.')).toBeVisible();
  expect(throttled()).toBe(1);
  await expect(page.getByRole('textbox', { name: 'Contract Code' })).toHaveValue('P4W-SYEP-2026');

  await page.unroute(FORGOT);
  await refuse(page, FORGOT, 429);
  await reset.click();
  await expect(errorToast(page, 'Too many attempts. Wait a few minutes and try again.')).toBeVisible();

  await page.unroute(FORGOT);
  await refuse(page, FORGOT, 500);
  await reset.click();
  await expect(errorToast(page, SERVER_TROUBLE)).toBeVisible();

  // The server answering again: the usual confirmation, back on the login page.
  await page.unroute(FORGOT);
  await reset.click();
  await expect(successToast(page, RECOVERY_SENT)).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test('Activation: a throttled or failing server is not mistaken for a spent link', async ({ page }) => {
  await page.goto('#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true');
  await page.reload();
  await page.getByRole('textbox', { name: 'Contract Code' }).fill('P4W-SYEP-2026');
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Summer!Jobs2026');
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Summer!Jobs2026');
  const activate = page.getByRole('button', { name: 'Activate' });

  await refuse(page, ACTIVATE, 429, '60');
  await activate.click();
  await expect(errorToast(page, 'Too many attempts. Try again in 1 minute.')).toBeVisible();
  await expect(page.getByText('This activation link was already used or has expired.')).toHaveCount(0);

  await page.unroute(ACTIVATE);
  await refuse(page, ACTIVATE, 502);
  await activate.click();
  await expect(errorToast(page, SERVER_TROUBLE)).toBeVisible();

  // The real server's answer to a code it does not know stays its own.
  await page.unroute(ACTIVATE);
  await activate.click();
  await expect(errorToast(page, 'This code is not valid or has expired.')).toBeVisible();
});

test('Forgot Username: a failing server is not "Unable to find user email address"', async ({ page }) => {
  await page.goto('#/login');
  await page.getByRole('link', { name: 'Forgot Username?' }).click();
  await page.getByRole('textbox', { name: 'Email Address' }).fill('darnell.washington@example.org');
  await refuse(page, FORGOT_USERNAME, 503);
  await page.getByRole('button', { name: 'Find Username' }).click();
  await expect(errorToast(page, SERVER_TROUBLE)).toBeVisible();
  await expect(page.getByText('Unable to find user email address')).toHaveCount(0);
});

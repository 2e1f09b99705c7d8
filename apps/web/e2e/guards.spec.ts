import { expect, test } from '@playwright/test';
import { claimsOf, interceptLogin, signIn } from './fixtures.ts';

test('sign-in with any user name opens the returned route with the user menu', async ({ page }) => {
  await page.goto('');
  await expect(page).toHaveURL(/#\/login(\?returnTo=[^&#]*)?$/);
  await signIn(page, 'anyone', 'whatever');
  await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
  await expect(page.getByRole('heading', { name: 'Maintain Applicants' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Maintain Applicants');
});

test('sign-in goes to the route the server returns', async ({ page }) => {
  await interceptLogin(page, { redirectionUrl: '/contract/jobs' });
  await signIn(page);
  await expect(page).toHaveURL(/#\/contract\/jobs$/);
});

test('logout clears the session and shows only the login', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login(\?returnTo=[^&#]*)?$/);
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await page.goto('#/maintenance/schools');
  await expect(page).toHaveURL(/#\/login(\?returnTo=[^&#]*)?$/);
});

test('a page that needs a login sends a visitor to login', async ({ page }) => {
  await page.goto('#/participants/search');
  await expect(page).toHaveURL(/#\/login\?returnTo=%2Fparticipants%2Fsearch$/);
  await page.goto('#/profile');
  await expect(page).toHaveURL(/#\/login\?returnTo=%2Fprofile$/);
});

test('login is blocked for a user who is already logged in', async ({ page }) => {
  await signIn(page);
  await page.goto('#/login');
  await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
});

test('recovery pages are open to visitors and start no session', async ({ page }) => {
  await page.goto('#/forget-password');
  await expect(page).toHaveURL(/#\/forget-password$/);
  await page.goto('#/forget-username');
  await expect(page).toHaveURL(/#\/forget-username$/);
  await page.goto('#/user-activation?code=A1B2C3');
  await expect(page).toHaveURL(/#\/user-activation\?code=A1B2C3$/);
});

test('a missing claim leads to restricted-content; an only-logged page needs just the login', async ({ page }) => {
  await interceptLogin(page, {
    claims: claimsOf(['LOGIN', 'MAINTAIN_STUDENTS']),
    redirectionUrl: '/contract/contract-code',
  });
  await signIn(page);
  await page.goto('#/participants/search');
  await expect(page).toHaveURL(/#\/restricted-content$/);
  await expect(page.getByText('You do not have rights to see the page.')).toBeVisible();
  await page.goto('#/payroll/available-timesheets');
  await expect(page).toHaveURL(/#\/restricted-content$/);
  await page.goto('#/profile');
  await expect(page).toHaveURL(/#\/profile$/);
  await page.goto('#/participants/schedule-interviews');
  await expect(page).toHaveURL(/#\/participants\/schedule-interviews$/);
});

test('a claim counts only with the text "true"', async ({ page }) => {
  await interceptLogin(page, {
    claims: { LOGIN: 'true', MAINTAIN_SESSION_TIME_LIMIT: 'True', SCHOOLS: 'false' },
    redirectionUrl: '/contract/jobs',
  });
  await signIn(page);
  await page.goto('#/maintenance/security/session-time-limit');
  await expect(page).toHaveURL(/#\/restricted-content$/);
});

test('a required password update forces change-password on every page, with the warning', async ({ page }) => {
  await interceptLogin(page, { isPasswordUpdateRequired: true });
  await signIn(page);
  await expect(page).toHaveURL(/#\/change-password\?required=true$/);
  await expect(page.getByText('You need to change password before start application')).toBeVisible();
  await expect(page.getByText('Your password has to be updated. Please enter a new one.')).toBeVisible();
  await page.goto('#/maintenance/schools');
  await expect(page).toHaveURL(/#\/change-password\?required=true$/);
  await page.goto('#/profile');
  await expect(page).toHaveURL(/#\/change-password\?required=true$/);
});

test('an unknown path shows 404: page missing', async ({ page }) => {
  await page.goto('#/no/such/page');
  await expect(page.getByText('404: page missing')).toBeVisible();
});

test('the empty path opens Maintain Applicants', async ({ page }) => {
  await signIn(page);
  await page.goto('#/');
  await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
});

test('the footer shows the version and the copyright year', async ({ page }) => {
  await page.goto('#/login');
  await expect(page.getByRole('contentinfo')).toContainText('3.0.5');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

test('breadcrumbs are hidden on the account pages and shown on the others', async ({ page }) => {
  await signIn(page);
  await page.goto('#/profile');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);
  await page.goto('#/maintenance/security/users');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Maintenance');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Security');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Users');
});

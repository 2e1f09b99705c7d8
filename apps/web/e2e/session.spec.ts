import { expect, test } from '@playwright/test';
import { interceptLogin, shortenSessionTimings, signIn } from './fixtures.ts';

const farFuture = () => new Date(Date.now() + 3_600_000).toISOString();

test.describe('session lifecycle (timings shortened by test configuration)', () => {
  test('the warning counts down every second and Refresh extends the session', async ({ page }) => {
    await shortenSessionTimings(page, { warningSeconds: 20, debounceSeconds: 1 });
    await interceptLogin(page, { sessionExpiresIn: 25_000 });
    let refreshCalls = 0;
    await page.route('**/api/auth/refresh-session', async (route) => {
      refreshCalls += 1;
      await route.fulfill({ json: { tokenExpiration: farFuture(), sessionExpiration: farFuture() } });
    });
    await signIn(page);

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    const countdown = dialog.getByRole('timer');
    await expect(countdown).toHaveText(/^00:[0-2]\d$/);
    const first = await countdown.textContent();
    await expect(countdown).not.toHaveText(first ?? '', { timeout: 2_500 });

    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your session is extended')).toBeVisible();
    expect(refreshCalls).toBe(1);
  });

  test('expiry asks the server, then signs out to login with the toast', async ({ page }) => {
    await shortenSessionTimings(page, { warningSeconds: 2, debounceSeconds: 1 });
    await interceptLogin(page, { sessionExpiresIn: 4_000 });
    let checked = false;
    await page.route('**/api/auth/check-session', async (route) => {
      checked = true;
      await route.fulfill({ json: { isSessionExpired: true, sessionExpiration: new Date().toISOString() } });
    });
    await signIn(page);
    await expect(page).toHaveURL(/#\/login(\?returnTo=[^&#]*)?$/, { timeout: 10_000 });
    await expect(page.getByText('Your session is expired')).toBeVisible();
    expect(checked).toBe(true);
    await page.goto('#/maintenance/schools');
    await expect(page).toHaveURL(/#\/login(\?returnTo=[^&#]*)?$/);
  });

  test('the server can keep a session the clock thought expired', async ({ page }) => {
    await shortenSessionTimings(page, { warningSeconds: 2, debounceSeconds: 1 });
    await interceptLogin(page, { sessionExpiresIn: 3_000 });
    await page.route('**/api/auth/check-session', (route) =>
      route.fulfill({ json: { isSessionExpired: false, sessionExpiration: farFuture() } }),
    );
    await signIn(page);
    await page.waitForTimeout(4_500);
    await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('an extension made in another tab closes the warning here', async ({ page, context }) => {
    await context.addInitScript(() => {
      localStorage.setItem('pathway.sessionTimings', JSON.stringify({ warningSeconds: 30, debounceSeconds: 1 }));
    });
    await context.route('**/api/auth/login', async (route) => {
      const expires = new Date(Date.now() + 35_000).toISOString();
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ json: { ...body, sessionExpiration: expires, tokenExpiration: expires } });
    });
    await context.route('**/api/auth/refresh-session', (route) =>
      route.fulfill({ json: { tokenExpiration: farFuture(), sessionExpiration: farFuture() } }),
    );
    await signIn(page);
    const second = await context.newPage();
    await second.goto('#/maintenance/schools');

    await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 10_000 });
    await expect(second.getByRole('alertdialog')).toBeVisible();
    await second.getByRole('alertdialog').getByRole('button', { name: 'Refresh' }).click();
    await expect(second.getByRole('alertdialog')).toBeHidden();

    await expect(page.getByRole('alertdialog')).toBeHidden({ timeout: 5_000 });
    await expect(page.getByText('Your session is extended')).toBeVisible();
  });

  test('pages before sign-in start no countdown', async ({ page }) => {
    await shortenSessionTimings(page, { warningSeconds: 3600 });
    await interceptLogin(page, { sessionExpiresIn: 60_000 });
    await signIn(page);
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.goto('#/forget-password');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

import { expect, test } from '@playwright/test';
import { interceptLogin, shortenSessionTimings, signIn } from './fixtures.ts';

const farFuture = () => new Date(Date.now() + 3_600_000).toISOString();

/**
 * Each session lasts ten minutes, and the page's clock (installed before it loads, running as the
 * real one does) is moved forward to the moment a test is about: how long signing in took on this
 * machine changes nothing.
 */
const SESSION_MS = 600_000;

test.describe('session lifecycle (timings shortened by test configuration)', () => {
  test('the warning counts down every second and Refresh extends the session', async ({ page }) => {
    await page.clock.install();
    await shortenSessionTimings(page, { warningSeconds: 60, debounceSeconds: 1 });
    await interceptLogin(page, { sessionExpiresIn: SESSION_MS });
    let refreshCalls = 0;
    await page.route('**/api/auth/refresh-session', async (route) => {
      refreshCalls += 1;
      await route.fulfill({ json: { tokenExpiration: farFuture(), sessionExpiration: farFuture() } });
    });
    await signIn(page);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveCount(0);

    // Half a minute before expiry (less the time signing in took): inside the minute of warning.
    await page.clock.fastForward(SESSION_MS - 30_000);
    await expect(dialog).toBeVisible();
    const countdown = dialog.getByRole('timer');
    await expect(countdown).toHaveText(/^00:[0-5]\d$/);
    const first = await countdown.textContent();
    await page.clock.runFor(1000);
    await expect(countdown).not.toHaveText(first ?? '');

    await dialog.getByRole('button', { name: 'Refresh' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your session is extended')).toBeVisible();
    expect(refreshCalls).toBe(1);
  });

  test('expiry asks the server, then signs out to login with the toast', async ({ page }) => {
    await page.clock.install();
    await shortenSessionTimings(page, { warningSeconds: 2, debounceSeconds: 1 });
    await interceptLogin(page, { sessionExpiresIn: SESSION_MS });
    let checked = false;
    await page.route('**/api/auth/check-session', async (route) => {
      checked = true;
      await route.fulfill({ json: { isSessionExpired: true, sessionExpiration: new Date().toISOString() } });
    });
    await signIn(page);
    expect(checked).toBe(false);
    await page.clock.fastForward(SESSION_MS);
    await expect(page).toHaveURL(/#\/login(\?returnTo=[^&#]*)?$/);
    await expect(page.getByText('Your session is expired')).toBeVisible();
    expect(checked).toBe(true);
    await page.goto('#/maintenance/schools');
    await expect(page).toHaveURL(/#\/login(\?returnTo=[^&#]*)?$/);
  });

  test('the server can keep a session the clock thought expired', async ({ page }) => {
    await page.clock.install();
    await shortenSessionTimings(page, { warningSeconds: 2, debounceSeconds: 1 });
    await interceptLogin(page, { sessionExpiresIn: SESSION_MS });
    let checked = 0;
    await page.route('**/api/auth/check-session', async (route) => {
      checked += 1;
      await route.fulfill({ json: { isSessionExpired: false, sessionExpiration: farFuture() } });
    });
    await signIn(page);
    await page.clock.fastForward(SESSION_MS);
    // The server's answer is taken: the session goes on, and the user is told so.
    await expect(page.getByText('Your session is extended')).toBeVisible();
    expect(checked).toBe(1);
    await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByText('Your session is expired')).toHaveCount(0);
  });

  test('an extension made in another tab closes the warning here', async ({ page, context }) => {
    await context.clock.install();
    await context.addInitScript(() => {
      localStorage.setItem('pathway.sessionTimings', JSON.stringify({ warningSeconds: 60, debounceSeconds: 1 }));
    });
    await context.route('**/api/auth/login', async (route) => {
      const expires = new Date(Date.now() + SESSION_MS).toISOString();
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
    await expect(second.getByRole('main').getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();

    // Both tabs share the context's clock: half a minute before expiry, inside the minute of warning.
    await context.clock.fastForward(SESSION_MS - 30_000);
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await expect(second.getByRole('alertdialog')).toBeVisible();
    await second.getByRole('alertdialog').getByRole('button', { name: 'Refresh' }).click();
    await expect(second.getByRole('alertdialog')).toBeHidden();

    // This tab takes the extension once it has settled (the debounce) and the server confirms it.
    await context.clock.runFor(1000);
    await expect(page.getByRole('alertdialog')).toBeHidden();
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

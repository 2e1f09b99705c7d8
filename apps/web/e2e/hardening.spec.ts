import { expect, test, type Page } from '@playwright/test';
import { ALL_MENU_CLAIMS, claimsOf, interceptLogin, recordCspViolations, signIn, tokenWith } from './fixtures.ts';

const farFuture = () => new Date(Date.now() + 3_600_000).toISOString();
const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.describe('a malformed stored session reads as signed out', () => {
  for (const [what, value] of [
    ['a token that is not text', JSON.stringify({ token: 42, user: { userName: 'jcarter' } })],
    ['broken JSON', '{"token": "a.b.c", '],
    ['a user that is not an object', JSON.stringify({ token: 'a.b.c', user: 'jcarter' })],
  ]) {
    test(`${what}: the login page, on every reload`, async ({ page }) => {
      await page.addInitScript((stored) => {
        localStorage.setItem('pathway.session', stored);
      }, value);
      for (const address of ['#/login', '#/maintenance/schools', '#/login']) {
        await page.goto(address);
        await expect(page).toHaveURL(/#\/login(\?returnTo=[^&#]*)?$/);
        await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
        await expect(page.getByRole('heading', { name: /error/i })).toHaveCount(0);
      }
      await page.getByLabel('User Name').fill('jcarter');
      await page.getByLabel('Password').fill('Summer#2026');
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('button', { name: 'Logout', includeHidden: true })).toBeAttached();
    });
  }
});

test('a second tab never writes its older token back over the one another tab refreshed', async ({ context }) => {
  const refreshedToken = tokenWith({ ...claimsOf(ALL_MENU_CLAIMS), refreshed: 'true' });
  // Ten minutes of session; the tabs' shared clock (running as the real one does) is moved to the
  // warning when the test is ready for it, however long the sign-in took.
  const session = 600_000;
  await context.clock.install();
  await context.addInitScript(() => {
    localStorage.setItem('pathway.sessionTimings', JSON.stringify({ warningSeconds: 60, debounceSeconds: 1 }));
  });
  await context.route('**/api/auth/login', async (route) => {
    const expires = new Date(Date.now() + session).toISOString();
    const response = await route.fetch();
    const body = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...body, sessionExpiration: expires, tokenExpiration: expires } });
  });
  const checks: (string | null)[] = [];
  await context.route('**/api/auth/check-session', async (route) => {
    checks.push(await route.request().headerValue('Authorization'));
    await route.fulfill({ json: { isSessionExpired: false, sessionExpiration: farFuture() } });
  });
  const first = await context.newPage();
  await signIn(first);
  const second = await context.newPage();
  // Only the second tab's Refresh hands out a new token.
  await second.route('**/api/auth/refresh-session', (route) =>
    route.fulfill({ json: { token: refreshedToken, tokenExpiration: farFuture(), sessionExpiration: farFuture() } }),
  );
  await second.goto('#/maintenance/schools');
  await expect(second.getByRole('main').getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
  // Half a minute before expiry: both tabs warn.
  await context.clock.fastForward(session - 30_000);
  await expect(first.getByRole('alertdialog')).toBeVisible();
  await expect(second.getByRole('alertdialog')).toBeVisible();
  await second.getByRole('alertdialog').getByRole('button', { name: 'Refresh' }).click();
  await expect(second.getByRole('alertdialog')).toBeHidden();

  // The first tab confirms the extension with the server (with the new token), once it has settled
  // (the debounce), and closes its warning.
  await context.clock.runFor(1000);
  await expect(first.getByRole('alertdialog')).toBeHidden();
  await expect(first.getByText('Your session is extended')).toBeVisible();
  expect(checks).toEqual([`Bearer ${refreshedToken}`]);
  const storedToken = () =>
    first.evaluate(() => (JSON.parse(localStorage.getItem('pathway.session') ?? '{}') as { token?: string }).token);
  expect(await storedToken()).toBe(refreshedToken);
  await first.reload();
  expect(await storedToken()).toBe(refreshedToken);
});

test('the built app is served with a CSP and frame-ancestors none, and breaks none of it', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const response = await page.goto('#/login');
  const csp = (await response?.headerValue('Content-Security-Policy')) ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]{20,}'/);
  expect(csp).not.toContain('unsafe-inline');
  expect(await response?.headerValue('X-Content-Type-Options')).toBe('nosniff');
  // A fresh nonce per response.
  const again = await page.request.get('./');
  expect(again.headers()['content-security-policy']).not.toBe(csp);

  await signIn(page);
  await page.goto('#/maintenance/security/session-time-limit');
  await expect(page.getByRole('heading', { name: 'Session Time Limit' })).toBeVisible();
  await mainMenu(page).getByRole('button', { name: 'Maintenance', exact: true }).click();
  await page.goto('#/profile');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('source maps are not served with the app', async ({ page }) => {
  const response = await page.goto('#/login');
  const html = (await response?.text()) ?? '';
  const entry = /src="\.\/(assets\/index-[^"]+\.js)"/.exec(html)?.[1];
  expect(entry).toBeDefined();
  const script = await page.request.get(`./${entry ?? ''}`);
  expect(await script.text()).not.toContain('sourceMappingURL');
  const map = await page.request.get(`./${entry ?? ''}.map`);
  const body = await map.text();
  expect(body).not.toContain('"mappings"');
});

test.describe('menus close when the route changes', () => {
  test('Back with a drop-down open', async ({ page }) => {
    await signIn(page);
    await page.goto('#/profile');
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    const maintenance = mainMenu(page).getByRole('button', { name: 'Maintenance', exact: true });
    await maintenance.click();
    await expect(maintenance).toHaveAttribute('aria-expanded', 'true');
    await page.goBack();
    await expect(page).not.toHaveURL(/#\/profile$/);
    await expect(maintenance).toHaveAttribute('aria-expanded', 'false');
    await expect(mainMenu(page).getByRole('link', { name: 'Schools' })).toBeHidden();
  });

  test('an edited address with a drop-down open', async ({ page }) => {
    await interceptLogin(page);
    await signIn(page);
    const enrollment = mainMenu(page).getByRole('button', { name: 'Enrollment', exact: true });
    await enrollment.click();
    await expect(enrollment).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => {
      window.location.hash = '#/profile';
    });
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(enrollment).toHaveAttribute('aria-expanded', 'false');
  });
});

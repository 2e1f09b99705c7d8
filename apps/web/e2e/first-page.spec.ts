import { expect, test, type Page } from '@playwright/test';
import { recordCspViolations, signIn } from './fixtures.ts';

/** Holds every download of the routed app's chunk until the returned function is called. */
async function holdRoutedApp(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = () => {
      resolve();
    };
  });
  await page.route(/\/assets\/RoutedApp-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('the login page works before the rest of the app has downloaded', async ({ page }) => {
  const release = await holdRoutedApp(page);
  await page.goto('');
  // The root sends a visitor to the login page's own address, as the router does.
  await expect(page).toHaveURL(/#\/login$/);
  await page.getByLabel('User Name').fill('jcarter');
  await page.getByLabel('Password').fill('Summer#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  // Signed in, but the app's screens are still on their way: the spinner says so.
  await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Maintain Applicants');
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
});

test('the first page checks the required fields before anything else loads', async ({ page }) => {
  const release = await holdRoutedApp(page);
  await page.goto('#/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  release();
});

test('a recovery link on the first page opens its page, and Back returns to the login', async ({ page }) => {
  await page.goto('#/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/#\/forget-password$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.getByRole('link', { name: 'Forgot Username?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot Username' })).toBeVisible();
});

test('when the app cannot download after sign-in, the error shows and the session is kept', async ({ page }) => {
  await page.route(/\/assets\/RoutedApp-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('#/login');
  await page.getByLabel('User Name').fill('jcarter');
  await page.getByLabel('Password').fill('Summer#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/RoutedApp/);
  // Once the line is back, a reload opens the page the sign-in led to.
  await page.unroute(/\/assets\/RoutedApp-[\w-]+\.js$/);
  await page.reload();
  await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a signed-in reload never downloads the guest login page; a signed-out visitor does', async ({ page }) => {
  const guestDownloads: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/GuestLogin-[\w-]+\.js$/.test(request.url())) guestDownloads.push(request.url());
  });
  await page.goto('#/login');
  // The live page, not the prerendered one (which paints before any script loads, ADR 173).
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  expect(guestDownloads).toHaveLength(1);
  await page.getByLabel('User Name').fill('jcarter');
  await page.getByLabel('Password').fill('Summer#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  guestDownloads.length = 0;
  // ADR 087: the login page and react-hook-form stay out of a signed-in user's first screen.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Maintain Applicants');
  expect(guestDownloads).toHaveLength(0);
});

test('when the login page cannot download, the error shows, and a reload once the line is back works', async ({
  page,
}) => {
  await page.route(/\/assets\/GuestLogin-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('#/login');
  await expect(page.getByRole('heading', { name: 'Error' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(/GuestLogin/);
  await page.unroute(/\/assets\/GuestLogin-[\w-]+\.js$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

/** Every app script fails to download; the guest check, inline in index.html (ADR 173), still runs. */
const APP_SCRIPT = /\/assets\/[\w-]+\.js$/;
async function noAppScripts(page: Page): Promise<void> {
  await page.route(APP_SCRIPT, (route) => route.abort());
}

/**
 * Waits until the page is in Inter: its faces arrive with the app's stylesheet after the first
 * paint (ADR 173), so the faces are first awaited, then loaded, then every pending font.
 */
async function fontsLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === 'Inter'));
  await page.evaluate(async () => {
    const inter = [...document.fonts].filter((face) => face.family.replace(/["']/g, '') === 'Inter');
    await Promise.all(inter.map((face) => face.load()));
    await document.fonts.ready;
  });
}

test('a signed-out visitor’s login page paints from index.html before any app script, as the app renders it', async ({
  page,
}) => {
  await noAppScripts(page);
  await page.goto('#/login');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await fontsLoaded(page);
  const prerendered = await page.screenshot({ caret: 'hide', animations: 'disabled' });

  await page.unroute(APP_SCRIPT);
  await page.reload();
  // The app has replaced the prerendered markup with the live page.
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await fontsLoaded(page);
  const live = await page.screenshot({ caret: 'hide', animations: 'disabled' });
  expect(prerendered.equals(live)).toBe(true);
  await page.getByLabel('User Name').fill('jcarter');
  await expect(page.getByLabel('User Name')).toHaveValue('jcarter');
});

test('a signed-in user opening the login address never sees the prerendered login page', async ({ page, context }) => {
  await signIn(page);
  const other = await context.newPage();
  await noAppScripts(other);
  await other.goto('#/login');
  await expect(other.locator('#root > [data-prerendered]')).toBeAttached();
  await expect(other.locator('html')).not.toHaveAttribute('data-guest');
  await expect(other.getByRole('heading', { name: 'Login' })).toBeHidden();
});

test('under the served policy the inline guest check runs, the app starts after the first paint, and a signed-in reload opens the shell', async ({
  page,
}) => {
  const violations = await recordCspViolations(page);
  const response = await page.goto('#/login');
  // The guest check is admitted by its hash, not by allowing inline scripts.
  const csp = (await response?.headerValue('Content-Security-Policy')) ?? '';
  expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='/);
  expect(csp).not.toContain('unsafe-inline');
  await expect(page.locator('html')).toHaveAttribute('data-guest');
  // The app's tags waited in their template and are in the page now: the live login page is up.
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  await expect(page.locator('template#pathway-app')).toHaveCount(0);
  await page.getByLabel('User Name').fill('jcarter');
  await page.getByLabel('Password').fill('Summer#2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();

  for (const address of ['#/login', '#/maintenance/security/session-time-limit']) {
    await page.goto(address);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-guest');
  }
  await expect(page.getByRole('heading', { name: 'Session Time Limit' })).toBeVisible();
  expect(violations).toEqual([]);
});

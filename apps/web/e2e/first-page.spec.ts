import { expect, test, type Page } from '@playwright/test';

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

import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signInAs } from './accounts.ts';
import { apiToken, call } from './qualityReview.ts';

/**
 * A participant's own address, as a caseworker would copy it from the address bar. The participant
 * comes from the API, not the Participants grid: the administrator's remembered view of that grid is
 * shared with the specs that search it (a quick search and an expiry window there left it empty).
 */
async function participantAddress(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiToken(request);
  const found = await call<{ items: { id: number; lastName: string }[] }>(request, token, 'POST', 'students/search', {
    sort: [{ field: 'id', direction: 'asc' }],
    page: 1,
    pageSize: 1,
  });
  const { id = 0, lastName = '' } = found.items[0] ?? {};
  expect(id).toBeGreaterThan(0);
  await signInAs(page, 'admin');
  await page.goto(`#/participants/${String(id)}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: new RegExp(lastName) })).toBeVisible();
  const heading = await page.getByRole('main').getByRole('heading', { level: 1 }).textContent();
  const address = new URL(page.url()).hash;
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('User Name')).toBeVisible();
  return `${address}|${heading ?? ''}`;
}

test("a signed-out caseworker who opens a participant's link lands on that participant after signing in", async ({
  page,
  request,
}) => {
  const [address = '', heading = ''] = (await participantAddress(page, request)).split('|');
  // After Logout the login page is a plain one: no page to come back to.
  await expect(page).toHaveURL(/#\/login$/);

  await page.goto(address);
  await expect(page).toHaveURL(/#\/login\?returnTo=%2Fparticipants%2F\d+$/);
  await page.getByLabel('User Name').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(new RegExp(`${address.replace(/[/#]/g, '\\$&')}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();

  // A reload of the login address with its page to come back to, signed in: straight to that page.
  await page.goto(`#/login?returnTo=${encodeURIComponent(address.slice(1))}`);
  await expect(page).toHaveURL(new RegExp(`${address.replace(/[/#]/g, '\\$&')}$`));
});

test('a signed-out visitor who opens the login page with its returnTo signs in there too', async ({ page }) => {
  await page.goto(`#/login?returnTo=${encodeURIComponent('/maintenance/schools')}`);
  await page.getByLabel('User Name').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/#\/maintenance\/schools$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
});

test('the login page is closed to a signed-in user at once after signing in, and on the back button', async ({
  page,
}) => {
  await page.goto('#/login');
  await page.getByLabel('User Name').fill('admin');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/#\/login/);
  // At once, while the landing page may still be downloading.
  await page.evaluate(() => {
    window.location.hash = '#/login';
  });
  await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
  await expect(page.getByLabel('User Name')).toBeHidden();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Maintain Applicants' })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('User Name')).toBeHidden();
  await expect(page).not.toHaveURL(/#\/login/);
  // And later too.
  await page.goto('#/login');
  await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
  await expect(page.getByLabel('User Name')).toBeHidden();
});

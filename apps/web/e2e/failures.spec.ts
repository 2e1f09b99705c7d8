import { expect, test } from '@playwright/test';
import { signIn } from './fixtures.ts';

const limitPath = '**/api/system/session-time-limit';

test('a failing request shows the server message as an error toast titled Error', async ({ page }) => {
  await page.route(limitPath, (route) => route.fulfill({ status: 500, json: { message: 'The database is offline' } }));
  await signIn(page);
  await page.goto('#/maintenance/security/session-time-limit');
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('alert');
  await expect(toast).toContainText('The database is offline');
  await expect(toast).toContainText('Error');
});

test('a body without a message shows its field values joined with spaces', async ({ page }) => {
  await page.route(limitPath, (route) =>
    route.fulfill({ status: 422, json: { sessionTimeLimitMinutes: 'Min: 11', version: 'Stale version' } }),
  );
  await signIn(page);
  await page.goto('#/maintenance/security/session-time-limit');
  await expect(page.getByText('Min: 11 Stale version')).toBeVisible();
});

test('an unreadable 403 shows the permissions text; any other status its number', async ({ page }) => {
  let status = 403;
  await page.route(limitPath, (route) => route.fulfill({ status, body: 'denied', contentType: 'text/plain' }));
  await signIn(page);
  await page.goto('#/maintenance/security/session-time-limit');
  await expect(
    page.getByText('You do not have access to some of requested data. Issue of your permissions'),
  ).toBeVisible();
  status = 503;
  await page.reload();
  await expect(page.getByText('Request data status 503')).toBeVisible();
});

test('the session time limit is read, validated and saved', async ({ page }) => {
  let saved: unknown;
  await page.route(limitPath, async (route) => {
    if (route.request().method() === 'POST') {
      saved = route.request().postDataJSON();
      await route.fulfill({ json: { sessionTimeLimitMinutes: 90, version: 5 } });
    } else {
      await route.fulfill({ json: { sessionTimeLimitMinutes: 60, version: 4, lastUpdateUser: 'mthompson' } });
    }
  });
  await signIn(page);
  await page.goto('#/maintenance/security/session-time-limit');
  const field = page.getByLabel('Session time limit (minutes)');
  await expect(field).toHaveValue('60');
  await field.fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Min: 11')).toBeVisible();
  await field.fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your value is not a number.')).toBeVisible();
  await field.fill('90');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Session time limit successfully updated')).toBeVisible();
  expect(saved).toEqual({ sessionTimeLimitMinutes: 90, version: 4 });
});

test('unhandled errors and rejections are posted to /system/log-error once each', async ({ page }) => {
  const posted: { message: string }[] = [];
  await page.route('**/api/system/log-error', async (route) => {
    posted.push(route.request().postDataJSON() as { message: string });
    await route.fulfill({ status: 204 });
  });
  await page.goto('#/login');
  // The app (and its error reporting) starts after the prerendered page's first paint (ADR 173).
  await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0);
  await page.evaluate(() => {
    const fail = () => {
      throw new Error('Grid exploded');
    };
    setTimeout(fail, 0);
    setTimeout(fail, 0);
    void Promise.reject(new Error('Lookup failed'));
    void Promise.reject(new Error('Lookup failed'));
    // Raised after all four (the rejections are reported at the end of this task, the timers run in
    // order), so it is posted last; the posts are separate requests and may arrive in any order.
    setTimeout(() => {
      throw new Error('Last of the run');
    }, 0);
  });
  const firstLine = (entry: { message: string }) => entry.message.split('\n')[0];
  // Each distinct failure once: the three arrive, and the duplicates raised with them were not sent
  // (the reporter drops them when they are raised, before any of the posts; its unit test counts them).
  await expect.poll(() => posted.map(firstLine).sort()).toEqual(['Grid exploded', 'Last of the run', 'Lookup failed']);
  expect(posted.find((entry) => firstLine(entry) === 'Grid exploded')?.message).toContain('\n');
});

test('a screen that fails to download shows the error inside the shell; the next page opens', async ({ page }) => {
  await page.route('**/assets/SchoolsScreen-*.js', (route) => route.abort('connectionreset'));
  await signIn(page);
  await page.goto('#/maintenance/schools');
  const error = page.getByRole('region', { name: 'Error' });
  await expect(error.getByRole('alert')).toContainText(/dynamically imported module|Importing a module script failed/);
  // The shell stays: the user can go elsewhere, and the error goes with the address.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('#/maintenance/tax-codes');
  await expect(page.getByRole('heading', { name: 'Tax Codes', level: 1 })).toBeVisible();
  await expect(error).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';

/** The session kept in localStorage (apps/web/src/lib/storageKeys.ts). */
const SESSION_KEY = 'pathway.session';

test('Logout ends the session on the server: a reload shows the login, and the old token is refused', async ({
  page,
}) => {
  await signInAs(page, 'orgstaff');
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  const { token, absoluteExpiration } = JSON.parse(stored ?? '{}') as { token?: string; absoluteExpiration?: string };
  expect(token).toBeTruthy();
  // The session's absolute lifetime: twelve hours after sign-in by default.
  expect(Date.parse(absoluteExpiration ?? '') - Date.now()).toBeGreaterThan(11 * 3_600_000);
  const bearer = { authorization: `Bearer ${token ?? ''}` };
  expect((await page.request.get('api/auth/check-session', { headers: bearer })).status()).toBe(200);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByLabel('User Name')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('User Name')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout', includeHidden: true })).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY)).toBeNull();

  // A copy of the token (another tab, a stolen one) no longer works anywhere.
  const refused = await page.request.get('api/auth/check-session', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ message: 'Your session is expired' });
  expect((await page.request.get('api/lookups/counties', { headers: bearer })).status()).toBe(401);
});

import { expect, type Page } from '@playwright/test';

/** The reference server's demo accounts (apps/api core seed); every password is Pathway!2026. */
/** `payroll` is the payroll demo data's second holder of PAYROLL_PROCESSING (ADR 069). */
export type DemoUser = 'admin' | 'orgstaff' | 'contractor' | 'viewer' | 'payroll';
export const DEMO_PASSWORD = 'Pathway!2026';

/** Signs in through the login screen with a demo account and waits for the signed-in shell. */
export async function signInAs(page: Page, user: DemoUser, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('#/login');
  await page.getByLabel('User Name').fill(user);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: 'Logout', includeHidden: true })).toBeAttached();
  // The landing screen has loaded (its section's map, then its own chunk): a menu opened before
  // that would close again when the route settles. Until then the router still shows the login
  // page (its heading too) under the new address.
  await expect(page.getByLabel('User Name')).toBeHidden();
  // Counted even under a modal: the session warning can open before the screen arrives, and then
  // hides the page from assistive technology (aria-hidden) while it stays on screen.
  await expect(page.getByRole('main').getByRole('heading', { level: 1, includeHidden: true })).toBeVisible();
}

import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';
import { closeTab, untilLeaveGuardArmed } from './leaveGuard.ts';

/**
 * Follows menu entries to a route, as a user does, and waits for the route's page: its heading, named
 * as the menu entry. The address changes before the route renders, and the route closes open menus
 * when it does (TopBarMenu); sign-in waits for the landing page the same way (fixtures.ts). So no
 * route settles later and closes a menu under the next clicks.
 */
async function through(page: Page, entries: readonly string[], url: RegExp) {
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const [index, name] of entries.entries()) {
    const last = index === entries.length - 1;
    const entry = last ? menu.getByRole('link', { name }) : menu.getByRole('button', { name, exact: true });
    if (!last && (await entry.getAttribute('aria-expanded')) === 'true') continue;
    await entry.click();
  }
  await expect(page).toHaveURL(url);
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: entries.at(-1), exact: true });
  await expect(heading).toBeVisible();
}

const question = 'Are you sure you want to leave this page? It contains unsaved data.';

test('leaving a changed form asks first, for links and for the back button', async ({ page }) => {
  await signIn(page);
  // Through the menu, so every history entry is one the router made (as a user's clicks are).
  await through(page, ['Maintenance', 'Schools'], /#\/maintenance\/schools$/);
  await through(page, ['Maintenance', 'Security', 'Session Time Limit'], /session-time-limit$/);
  const field = page.getByLabel('Session time limit (minutes)');
  await expect(field).toHaveValue('60');
  await field.fill('75');
  await untilLeaveGuardArmed(page);

  await page.getByRole('link', { name: 'Profile' }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText(question);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/session-time-limit$/);
  await expect(field).toHaveValue('75');

  await page.goBack();
  await expect(prompt).toContainText(question);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/session-time-limit$/);

  await page.goBack();
  await prompt.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/maintenance\/schools$/);
});

test('an unchanged form leaves without a question', async ({ page }) => {
  await signIn(page);
  await page.goto('#/maintenance/security/session-time-limit');
  await expect(page.getByLabel('Session time limit (minutes)')).toHaveValue('60');
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/#\/profile$/);
});

test('closing or reloading the tab with a changed form asks the browser to confirm', async ({ page }) => {
  await signIn(page);
  await through(page, ['Maintenance', 'Security', 'Session Time Limit'], /session-time-limit$/);
  const field = page.getByLabel('Session time limit (minutes)');
  await expect(field).toHaveValue('60');
  await field.click();
  await field.fill('75');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  // The guard arms in effects after the render that turns Save on: closing before them raced them.
  await untilLeaveGuardArmed(page);
  const prompt = await closeTab(page);
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
  // Staying keeps the tab and the change.
  await expect(field).toHaveValue('75');
  expect(page.isClosed()).toBe(false);
});

import { expect, test, type Page } from '@playwright/test';
import { signIn } from './fixtures.ts';

/**
 * Follows menu entries to a route, again if the menu closed under the clicks: a route change closes
 * open menus, and on a loaded machine the landing screen's chunk can still arrive after the first one.
 */
async function through(page: Page, entries: readonly string[], url: RegExp) {
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(async () => {
    for (const [index, name] of entries.entries()) {
      const entry =
        index === entries.length - 1
          ? menu.getByRole('link', { name })
          : menu.getByRole('button', { name, exact: true });
      if (index < entries.length - 1 && (await entry.getAttribute('aria-expanded')) === 'true') continue;
      await entry.click({ timeout: 2000 });
    }
    await expect(page).toHaveURL(url, { timeout: 2000 });
  }).toPass();
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
  // Save turns on with the same render that arms the prompt; closing before it raced that render.
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  const dialog = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const prompt = await dialog;
  expect(prompt.type()).toBe('beforeunload');
  await prompt.dismiss();
});

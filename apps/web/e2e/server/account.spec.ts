import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';

test('admin signs in against the reference server and sees every section', async ({ page }) => {
  await signInAs(page, 'admin');
  await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const section of ['Enrollment', 'Participants', 'Contract', 'Payroll', 'Reports', 'Maintenance']) {
    await expect(menu.getByRole('button', { name: section, exact: true })).toBeVisible();
  }
});

test('a wrong password is refused with the server message and signs nobody in', async ({ page }) => {
  await page.goto('#/login');
  await page.getByLabel('User Name').fill('admin');
  await page.getByLabel('Password').fill('Not-the-password1!');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('The user name or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/#\/login$/);
});

test('viewer has only LOGIN: the menu shows only the sections LOGIN opens', async ({ page }) => {
  await signInAs(page, 'viewer');
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const shown of ['Contract', 'Reports']) {
    await expect(menu.getByRole('button', { name: shown, exact: true })).toBeVisible();
  }
  for (const hidden of ['Enrollment', 'Participants', 'Payroll', 'Maintenance']) {
    await expect(menu.getByRole('button', { name: hidden, exact: true })).toHaveCount(0);
  }
});

test('the profile is saved on the server and shows again after a reload', async ({ page }) => {
  await signInAs(page, 'orgstaff');
  await page.goto('#/profile');
  const first = page.getByLabel('First Name');
  await expect(first).toHaveValue('Darnell');
  await first.fill('Darnel');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Darnel');
});

test('the session time limit is read from and saved to the server', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('#/maintenance/security/session-time-limit');
  const minutes = page.getByLabel('Session time limit (minutes)');
  await expect(minutes).toHaveValue('60');
  await minutes.fill('75');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Session time limit successfully updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Session time limit (minutes)')).toHaveValue('75');
});

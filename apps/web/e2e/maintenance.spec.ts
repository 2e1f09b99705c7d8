import { expect, test } from '@playwright/test';
import { claimsOf, interceptLogin, signIn } from './fixtures.ts';

test('Schools lists the records the API answers, and Add School opens the form', async ({ page }) => {
  await signIn(page);
  await page.goto('#/maintenance/schools');
  await expect(page.getByRole('heading', { name: 'Schools' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Pittsburgh Science & Technology Academy', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add School' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
});

test('a user without MAINTAIN_TAXCODES sees tax codes but no actions', async ({ page }) => {
  await interceptLogin(page, { claims: claimsOf(['LOGIN', 'SCHEDULE_SCREENING']) });
  await signIn(page);
  await page.goto('#/maintenance/tax-codes');
  await expect(page.getByRole('heading', { name: 'Tax Codes' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Tax Codes' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Tax Code' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
});

test('a 401 from a screen call signs out to login with "Your session is expired"', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/income-ranges/search', (route) =>
    route.fulfill({ status: 401, json: { message: 'Token expired' } }),
  );
  await page.goto('#/maintenance/income-ranges');
  await expect(page).toHaveURL(/#\/login(\?returnTo=[^&#]*)?$/);
  await expect(page.getByText('Your session is expired')).toBeVisible();
  await expect(page.getByText('Request data status 401')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout', includeHidden: true })).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { successToast } from './ui.ts';

/** A code no other spec (or earlier run on the shared in-memory seed) uses: capitals and digits. */
function uniqueCode(): string {
  return `E${Date.now().toString(36).toUpperCase().slice(-6)}`;
}

test('Payroll File Types: the demo funding files are listed and a new file type is saved on the server', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('#/payroll/payroll-file-types');
  await expect(page.getByRole('cell', { name: 'FSV Outbound Funding File' }).first()).toBeVisible();
  const code = uniqueCode();
  await page.getByRole('button', { name: 'Add Payroll File Type' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Payroll File Type' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(`Load File ${code}`);
  await dialog.getByRole('combobox', { name: 'Direction' }).click();
  await page.getByRole('option', { name: 'Outbound' }).click();
  await dialog.getByRole('combobox', { name: 'Card Provider' }).click();
  await page.getByRole('option', { name: 'FSV Payment Systems' }).click();
  await dialog.getByRole('textbox', { name: 'File Name Pattern' }).fill(`${code}_{yyyyMMdd}.csv`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Payroll file type successfully created')).toBeVisible();
  await page.reload();
  await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill(code);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('cell', { name: `Load File ${code}`, exact: true })).toBeVisible();
});

test('Card Provider Credentials: a password entered once is never shown, only when it was set', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('#/payroll/fsv-credentials');
  const table = page.getByRole('table', { name: 'Card Provider Credentials' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await table
    .getByRole('button', { name: /^Edit .* Production$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit Card Provider Credential' });
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toHaveValue('');
  await password.fill('Correct-Horse-42');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Card provider credential successfully updated')).toBeVisible();
  const today = new Date().toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' });
  await expect(table.getByRole('cell', { name: `Set on ${today}` }).first()).toBeVisible();
  await expect(page.getByText('Correct-Horse-42')).toHaveCount(0);
});

test('Payroll Calendars: the demo calendars show their periods', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('#/payroll/payroll-calendars');
  await expect(
    page.getByRole('cell', { name: /^\d+ periods: \d\d\/\d\d\/\d{4} – \d\d\/\d\d\/\d{4}$/ }).first(),
  ).toBeVisible();
});

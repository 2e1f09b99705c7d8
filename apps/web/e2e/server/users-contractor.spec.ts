import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { unique } from './ui.ts';

test('a contractor user keeps their contractor: the edit form starts from it and saves it back', async ({ page }) => {
  const userName = unique('e2ec');
  await signInAs(page, 'admin');
  await page.goto('#/maintenance/security/users');
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  await page.getByRole('button', { name: 'Add User' }).click();
  const add = page.getByRole('dialog', { name: 'Add User' });
  await add.getByRole('textbox', { name: 'User Name' }).fill(userName);
  await add.getByRole('textbox', { name: 'First Name' }).fill('Rosa');
  await add.getByRole('textbox', { name: 'Last Name' }).fill('Delgado');
  await add.getByRole('textbox', { name: 'Email' }).fill(`${userName}@example.org`);
  await add.getByRole('combobox', { name: 'User Type' }).click();
  await page.getByRole('option', { name: 'Contractor', exact: true }).click();
  await add.getByRole('combobox', { name: 'Contractor' }).click();
  const option = page.getByRole('option').first();
  const contractorName = (await option.textContent())?.trim() ?? '';
  expect(contractorName).not.toBe('');
  await option.click();
  await add.getByRole('group', { name: 'Roles' }).getByRole('checkbox').first().check();
  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/users') && response.request().method() === 'POST',
  );
  await add.getByRole('button', { name: 'Submit' }).click();
  expect((await created).status()).toBe(201);
  await expect(add).toBeHidden();
  await page.getByRole('dialog', { name: 'Activation Link' }).getByRole('button', { name: 'Done' }).click();

  await page.getByRole('searchbox', { name: 'Grid Quick Search' }).fill(userName);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${userName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  // The user row carries the contractor (User.contractorId): nothing to pick again.
  await expect(edit.getByRole('combobox', { name: 'Contractor' })).toHaveValue(contractorName);
  await edit.getByRole('textbox', { name: 'First Name' }).fill('Rosalind');
  const updated = page.waitForResponse(
    (response) => response.url().includes('/api/users/') && response.request().method() === 'PUT',
  );
  await edit.getByRole('button', { name: 'Submit' }).click();
  expect((await updated).status()).toBe(200);
  await expect(edit).toBeHidden();
});

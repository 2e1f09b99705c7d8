import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { openScreen, search } from './ui.ts';

// The demo data's contracts of Partner4Work: last summer's is Closed, this summer's Active.
const CLOSED = 'P4W-SYEP-2025';
const ACTIVE = 'P4W-SYEP-2026';

test('Contracted Worksites offers no worksite of a Closed contract, in the grid or to link', async ({ page }) => {
  await signInAs(page, 'admin');
  await openScreen(page, '#/contract/contracted-worksites', 'Contracted Worksites');
  const links = page.getByRole('table', { name: 'Contracted Worksites' });

  await search(page, ACTIVE);
  await expect(links.getByRole('cell', { name: ACTIVE, exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(` from ${ACTIVE}$`) }).first()).toBeVisible();

  await search(page, CLOSED);
  await expect(page.getByRole('main').getByText('No records to display')).toBeVisible();
  await expect(links.getByRole('cell', { name: CLOSED, exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Link Worksite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Link Worksite' });
  await dialog.getByRole('combobox', { name: 'Contract', exact: true }).click();
  await expect(page.getByRole('option', { name: new RegExp(`^${ACTIVE} - `) })).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(`^${CLOSED} - `) })).toHaveCount(0);
});

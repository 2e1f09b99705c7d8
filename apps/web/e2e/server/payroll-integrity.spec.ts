import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { successToast, unique } from './ui.ts';

test('Payroll Integrity: the payroll officer sees a period’s findings by name, acknowledges one with a reason, and it is kept', async ({
  page,
}) => {
  await signInAs(page, 'payroll');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await menu.getByRole('button', { name: 'Payroll', exact: true }).click();
  await menu.getByRole('link', { name: 'Payroll Integrity', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Payroll Integrity' })).toBeVisible();

  // The latest period's findings, computed by the server; the period is kept to choose it again.
  const periodSelect = page.getByRole('combobox', { name: 'Pay Period' });
  await expect(page.getByRole('status').filter({ hasText: /findings? in this period/ })).toBeVisible();
  const period = (await periodSelect.innerText()).trim();

  // Participants by name, as links to their records; never a database id as the link's text.
  // An SSN finding: the pre-flight shows none by default (ADR 227), so acknowledging one changes no
  // other spec's file.
  const finding = page
    .getByRole('list', { name: 'SSN findings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Acknowledge / }) })
    .first();
  const participant = finding.getByRole('link').first();
  await expect(participant).toHaveText(/^[^\d]+, [^\d]+$/);
  await expect(participant).toHaveAttribute('href', /^#\/participants\/\d+$/);
  const name = (await finding.getAttribute('aria-label')) ?? '';
  expect(name).toMatch(/ finding of /);

  const reason = `Checked with the caseworker (${unique('e2e')}).`;
  await finding.getByRole('button', { name: `Acknowledge ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Acknowledge Finding' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Integrity finding successfully acknowledged')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Payroll Integrity' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /findings? in this period/ })).toBeVisible();
  if ((await periodSelect.innerText()).trim() !== period) {
    await periodSelect.click();
    await page.getByRole('option', { name: period, exact: true }).click();
  }
  // Who (the payroll officer) and why, on the finding and in the organization's history (newest first).
  await expect(
    page.getByText(new RegExp(`^Acknowledged by payroll on .*: ${reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
  ).toBeVisible();
  const history = page.getByRole('list', { name: 'Acknowledgements' });
  await expect(
    history.getByRole('listitem', { name: /^SSN, acknowledged by payroll on / }).filter({ hasText: `Why: ${reason}` }),
  ).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';

/** The texts of one column of the Applicants grid on the page shown, by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Applicants' });
  // The first row holds the column headers.
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows.first()).toBeVisible();
  const headers = (await table.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
  const index = headers.findIndex((text) => text === header || text.startsWith(`${header}\n`));
  expect(index, `column ${header} in ${headers.join(', ')}`).toBeGreaterThanOrEqual(0);
  const texts: string[] = [];
  for (const row of await rows.all()) texts.push((await row.getByRole('cell').nth(index).innerText()).trim());
  return texts;
}

test.describe('Enrollment > Maintain Applicants against the reference server', () => {
  test('admin lands on Maintain Applicants, filters by status and opens the applicant header', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
    await expect(page.getByRole('heading', { name: 'Maintain Applicants' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Quality Review' }).click();
    await expect.poll(async () => [...new Set(await columnTexts(page, 'Status'))]).toEqual(['Quality Review']);
    for (const ssn of await columnTexts(page, 'SSN')) expect(ssn).toMatch(/^\*{5}\d{4}$/);

    await page
      .getByRole('button', { name: /^Details / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Applicant' });
    await expect(dialog.getByText(/^Last Updated By /)).toBeVisible();
    await expect(dialog.getByText('Quality Review', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^\*{5}\d{4}$/)).toBeVisible();
  });

  test('admin locks an applicant and unlocks it again', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Applied' }).click();
    await expect.poll(async () => [...new Set(await columnTexts(page, 'Status'))]).toEqual(['Applied']);
    const lock = page.getByRole('button', { name: /^Lock / }).first();
    // The button's text is the action and the row's name ("Lock Jasmine Carter").
    const applicant = ((await lock.textContent()) ?? '').trim().replace(/^Lock\s+/, '');
    await lock.click();
    const unlock = page.getByRole('button', { name: `Unlock ${applicant}` });
    await expect(unlock).toBeVisible();
    await unlock.click();
    await expect(page.getByRole('button', { name: `Lock ${applicant}` })).toBeVisible();
  });

  test('orgstaff sees only the applicants of their organization', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect.poll(async () => new Set(await columnTexts(page, 'Organization')).size).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Logout', includeHidden: true }).click({ force: true });

    await signInAs(page, 'orgstaff');
    await page.goto('#/enrollment/maintain-applicants');
    const organizations = new Set(await columnTexts(page, 'Organization'));
    expect(organizations.size).toBe(1);
  });
});

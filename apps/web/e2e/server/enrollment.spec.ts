import { expect, test, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { columnTexts } from './ui.ts';

/** The texts of one column of the Applicants grid on the page shown, by its header. */
function applicants(page: Page, header: string): Promise<string[]> {
  return columnTexts(page.getByRole('table', { name: 'Applicants' }), header);
}

/**
 * The status is part of the administrator's remembered view of this grid (ADR 223): Reset view
 * forgets it, for the specs that land on this screen after this one.
 */
async function resetView(page: Page) {
  const forgotten = page.waitForResponse(
    (response) =>
      response.url().includes('/api/grid-preferences/enrollment.maintain-applicants') &&
      response.request().method() === 'DELETE',
  );
  await page.getByRole('button', { name: 'Reset view' }).click();
  expect((await forgotten).status()).toBe(204);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText(/All Statuses/);
}

test.describe('Enrollment > Maintain Applicants against the reference server', () => {
  test('admin lands on Maintain Applicants, filters by status and opens the applicant header', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect(page).toHaveURL(/#\/enrollment\/maintain-applicants$/);
    await expect(page.getByRole('heading', { name: 'Maintain Applicants' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Quality Review' }).click();
    await expect.poll(async () => [...new Set(await applicants(page, 'Status'))]).toEqual(['Quality Review']);
    const ssns = await applicants(page, 'SSN');
    expect(ssns.length).toBeGreaterThan(0);
    for (const ssn of ssns) expect(ssn).toMatch(/^\*{5}\d{4}$/);

    await page
      .getByRole('button', { name: /^Details / })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Applicant' });
    await expect(dialog.getByText(/^Last Updated By /)).toBeVisible();
    await expect(dialog.getByText('Quality Review', { exact: true })).toBeVisible();
    await expect(dialog.getByText(/^\*{5}\d{4}$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await resetView(page);
  });

  test('admin locks an applicant and unlocks it again', async ({ page }) => {
    await signInAs(page, 'admin');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Applied' }).click();
    await expect.poll(async () => [...new Set(await applicants(page, 'Status'))]).toEqual(['Applied']);
    const lock = page.getByRole('button', { name: /^Lock / }).first();
    // The button's text is the action and the row's name ("Lock Jasmine Carter").
    const applicant = ((await lock.textContent()) ?? '').trim().replace(/^Lock\s+/, '');
    await lock.click();
    const unlock = page.getByRole('button', { name: `Unlock ${applicant}` });
    await expect(unlock).toBeVisible();
    await unlock.click();
    await expect(page.getByRole('button', { name: `Lock ${applicant}` })).toBeVisible();
    await resetView(page);
  });

  test('orgstaff sees only the applicants of their organization', async ({ page }) => {
    await signInAs(page, 'admin');
    await expect.poll(async () => new Set(await applicants(page, 'Organization')).size).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Logout', includeHidden: true }).click({ force: true });

    await signInAs(page, 'orgstaff');
    await page.goto('#/enrollment/maintain-applicants');
    // Empty until the grid's answer arrives; then every row is of orgstaff's one organization.
    await expect.poll(async () => new Set(await applicants(page, 'Organization')).size).toBe(1);
  });
});

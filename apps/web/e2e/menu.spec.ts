import { expect, test, type Page } from '@playwright/test';
import { claimsOf, interceptLogin, signIn } from './fixtures.ts';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Opens a drop-down and returns the names of the entries it shows. */
async function entriesUnder(page: Page, section: string): Promise<string[]> {
  const toggle = mainMenu(page).getByRole('button', { name: section, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.locator(`[id="${(await toggle.getAttribute('aria-controls')) ?? ''}"]`);
  const names = await list.locator(':scope > li > a, :scope > li > button').allTextContents();
  await toggle.click();
  return names.map((name) => name.trim());
}

async function topLevel(page: Page): Promise<string[]> {
  // The first top-level list is the menu tree; Profile and Logout sit in a second one on the right.
  const tree = mainMenu(page).locator('ul[data-level="0"]').first();
  const entries = await tree.locator(':scope > li > a, :scope > li > button').allTextContents();
  return entries.map((name) => name.trim());
}

test('a user with every claim sees the whole menu, without the dynamic items', async ({ page }) => {
  await signIn(page);
  expect(await topLevel(page)).toEqual(['Enrollment', 'Participants', 'Contract', 'Payroll', 'Reports', 'Maintenance']);
  expect(await entriesUnder(page, 'Enrollment')).toEqual([
    'Maintain Applicants',
    'Enroll Applicants',
    'Quality Review',
    'Provider Screening',
    'Enrollment Programs',
    'Recruit/Release',
    'Lottery',
    'Placement',
  ]);
  expect(await entriesUnder(page, 'Participants')).toEqual([
    'Schedule Interviews',
    'Update Interview',
    'Search',
    'Recruit',
    'Release',
    'Add Participant',
  ]);
  expect(await entriesUnder(page, 'Maintenance')).toContain('Security');
});

test('a limited user sees only what the claims allow, and the links work', async ({ page }) => {
  await interceptLogin(page, {
    claims: claimsOf(['LOGIN', 'MAINTAIN_STUDENTS', 'PAYROLL', 'SCHEDULE_SCREENING', 'SECURITY']),
    redirectionUrl: '/contract/contract-code',
  });
  await signIn(page);
  expect(await topLevel(page)).toEqual(['Participants', 'Contract', 'Payroll', 'Reports', 'Maintenance']);
  expect(await entriesUnder(page, 'Participants')).toEqual([
    'Schedule Interviews',
    'Update Interview',
    'Recruit',
    'Release',
    'Add Participant',
  ]);
  expect(await entriesUnder(page, 'Contract')).not.toContain('Contractors');
  expect(await entriesUnder(page, 'Payroll')).toEqual(['Available Timesheets', 'Payroll Reconciliation']);
  expect(await entriesUnder(page, 'Maintenance')).toEqual([
    'Data Dictionary',
    'Find Contractor',
    'Tax Codes',
    'Security',
    'Locations',
  ]);

  await mainMenu(page).getByRole('button', { name: 'Maintenance', exact: true }).click();
  await mainMenu(page).getByRole('button', { name: 'Security', exact: true }).click();
  await expect(mainMenu(page).getByRole('link', { name: 'Session Time Limit' })).toHaveCount(0);
  await mainMenu(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/#\/maintenance\/security\/users$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Users');
});

test('a signed-out visitor sees no menu, no Profile and no Logout', async ({ page }) => {
  await page.goto('#/login');
  expect(await topLevel(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
});

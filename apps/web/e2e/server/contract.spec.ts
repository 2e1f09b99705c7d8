import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, call } from './qualityReview.ts';
import { chooseFirst, openScreen, search, successToast, unique } from './ui.ts';

test('admin creates a worksite pending approval and gives it a contact', async ({ page }) => {
  const name = unique('Larimer Garden ');
  await signInAs(page, 'admin');
  await page.goto('#/contract/worksites');
  await page.getByRole('button', { name: 'Add Worksite' }).click();
  const add = page.getByRole('dialog', { name: 'Add Worksite' });
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await chooseFirst(page, add, 'Contractor');
  await chooseFirst(page, add, 'Job Sector');
  await add.getByRole('textbox', { name: 'Address Line 1' }).fill('700 Larimer Avenue');
  await add.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
  await add.getByRole('textbox', { name: 'Zip Code' }).fill('15206');
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Worksite successfully created')).toBeVisible();

  await search(page, name);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Pending Approval')).toBeVisible();

  await page.getByRole('button', { name: `Contacts ${name}` }).click();
  const contacts = page.getByRole('dialog', { name: `Contacts — ${name}` });
  await contacts.getByRole('button', { name: 'Add Contact' }).click();
  const form = page.getByRole('dialog', { name: 'Add Contact' });
  await chooseFirst(page, form, 'Contact Type');
  await form.getByRole('textbox', { name: 'First Name' }).fill('Tanya');
  await form.getByRole('textbox', { name: 'Last Name' }).fill('Brooks');
  await form.getByRole('textbox', { name: 'Main Phone' }).fill('4125550199');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Contact successfully added')).toBeVisible();
  await expect(contacts.getByRole('cell', { name: 'Brooks', exact: true })).toBeVisible();

  await contacts.getByRole('button', { name: 'Copy Tanya Brooks' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(confirm.getByText('Are you sure you want to copy this contact?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(successToast(page, 'You have copied this contact successfully.')).toBeVisible();
  await expect(contacts.getByRole('cell', { name: 'Brooks', exact: true })).toHaveCount(2);
});

test('contractor sees only their own contractor’s worksites', async ({ page }) => {
  await signInAs(page, 'contractor');
  await page.goto('#/contract/worksites');
  const grid = page.getByRole('table', { name: 'Worksites' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  // Every row's Contractor cell names one and the same contractor: the server's row scope.
  const contractorNames = await grid.evaluate((table) => {
    const headers = Array.from(table.querySelectorAll('[role="columnheader"], th')).map((h) => h.textContent.trim());
    const index = headers.indexOf('Contractor');
    return Array.from(table.querySelectorAll('[role="row"], tr'))
      .slice(1)
      .map((row) =>
        Array.from(row.querySelectorAll('[role="cell"], [role="gridcell"], td'))[index]?.textContent.trim(),
      );
  });
  expect(contractorNames.length).toBeGreaterThan(0);
  expect(new Set(contractorNames).size).toBe(1);
});

test('without MAINTAIN_WORKSITE_CONTACTS a worksite’s contacts are read only, and the server refuses a change', async ({
  page,
  request,
}) => {
  // A worksite with contacts, as the admin sees it; the viewer holds LOGIN only.
  const admin = await apiToken(request);
  const sites = await call<{ items: { id: number; name: string }[] }>(request, admin, 'POST', 'worksites/search', {
    page: 1,
    pageSize: 50,
  });
  let site: { id: number; name: string; contact: { contactId: number; lastName: string } } | undefined;
  for (const candidate of sites.items) {
    const list = await call<{ contactId: number; lastName: string }[]>(
      request,
      admin,
      'GET',
      `contacts/worksites/${String(candidate.id)}`,
    );
    if (list[0]) {
      site = { ...candidate, contact: list[0] };
      break;
    }
  }
  if (!site) throw new Error('the demo data has no worksite with a contact');

  const viewer = await apiToken(request, 'viewer');
  const refused = await request.post(`api/contacts/worksites-create/${String(site.id)}`, {
    headers: { authorization: `Bearer ${viewer}` },
    data: { contactTypeLuid: 1, firstName: 'Not', lastName: 'Allowed' },
  });
  expect(refused.status()).toBe(403);

  await signInAs(page, 'viewer');
  await openScreen(page, '#/contract/worksites', 'Worksites');
  await search(page, site.name);
  await page.getByRole('button', { name: `Contacts ${site.name}` }).click();
  const contacts = page.getByRole('dialog', { name: `Contacts — ${site.name}` });
  await expect(contacts.getByRole('cell', { name: site.contact.lastName, exact: true }).first()).toBeVisible();
  await expect(contacts.getByRole('button', { name: 'Add Contact' })).toHaveCount(0);
  await expect(contacts.getByRole('button', { name: /^(Edit|Delete|Copy) / })).toHaveCount(0);
  await expect(contacts.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { errorToast, search, successToast, unique } from './ui.ts';

const STALE = 'This record was changed by another user. Reload it and try again.';

interface Cycle {
  route: string;
  /** As in the popup title and the toasts, e.g. 'Location'. */
  noun: string;
  name: string;
  fillNew: (dialog: ReturnType<Page['getByRole']>, page: Page) => Promise<void>;
  /** A text field edited twice: by this tab, then (stale) after another tab saved. */
  field: string;
}

/** create → in the grid → edit → a stale edit gets 409 with the typed data kept → delete with confirmation. */
async function wholeCycle(page: Page, context: BrowserContext, cycle: Cycle) {
  const { route, noun, name, field } = cycle;
  const lower = noun.toLowerCase();
  // Toasts name the record in sentence case: "Email template successfully created".
  const subject = `${lower.charAt(0).toUpperCase()}${lower.slice(1)}`;
  await signInAs(page, 'admin');
  await page.goto(route);
  await page.getByRole('button', { name: `Add ${noun}` }).click();
  const add = page.getByRole('dialog', { name: `Add ${noun}` });
  await add.getByRole('textbox', { name: 'Name' }).fill(name);
  await cycle.fillNew(add, page);
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, `${subject} successfully created`)).toBeVisible();
  await expect(add).toBeHidden();

  await search(page, name);
  await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${noun}` });
  await edit.getByRole('textbox', { name: field }).fill('Edited once');
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, `${subject} successfully updated`)).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Edited once', exact: true })).toBeVisible();

  // Open the edit here, change the record in another tab, then save the stale copy.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const stale = page.getByRole('dialog', { name: `Edit ${noun}` });
  await stale.getByRole('textbox', { name: field }).fill('Stale copy');
  const other = await context.newPage();
  await other.goto(route);
  await search(other, name);
  await other.getByRole('button', { name: `Edit ${name}` }).click();
  const otherEdit = other.getByRole('dialog', { name: `Edit ${noun}` });
  await otherEdit.getByRole('textbox', { name: field }).fill('Other tab');
  await otherEdit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(other, `${subject} successfully updated`)).toBeVisible();
  await other.close();
  await stale.getByRole('button', { name: 'Submit' }).click();
  await expect(errorToast(page, STALE)).toBeVisible();
  await expect(stale.getByRole('textbox', { name: field })).toHaveValue('Stale copy');
  await stale.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  // As the message says: reload, so the grid holds the current version again.
  await page.reload();

  await search(page, name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirmation' });
  await expect(confirm.getByText(`Are you sure you want to remove this ${lower}?`)).toBeVisible();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(successToast(page, `${subject} successfully removed`)).toBeVisible();
  await expect(page.getByText('No records to display')).toBeVisible();
}

test('Locations: create → in the grid → edit → a stale edit gets 409 → delete with confirmation', async ({
  page,
  context,
}) => {
  await wholeCycle(page, context, {
    route: '#/maintenance/locations',
    noun: 'Location',
    name: unique('E2E Location '),
    field: 'Street',
    fillNew: async (dialog, p) => {
      await dialog.getByRole('textbox', { name: 'Street' }).fill('1 Federal St');
      await dialog.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
      await dialog.getByRole('combobox', { name: 'State' }).click();
      await p.getByRole('option', { name: 'Pennsylvania' }).click();
      await dialog.getByRole('textbox', { name: 'Zip Code' }).fill('15212');
    },
  });
});

test('Email Templates: create → in the grid → edit → a stale edit gets 409 → delete with confirmation', async ({
  page,
  context,
}) => {
  await wholeCycle(page, context, {
    route: '#/maintenance/email-templates',
    noun: 'Email Template',
    name: unique('E2E Template '),
    field: 'Subject',
    fillNew: async (dialog, p) => {
      await dialog.getByRole('combobox', { name: 'Template Type' }).click();
      await p.getByRole('option', { name: 'General Notice' }).click();
      await dialog.getByRole('textbox', { name: 'Subject' }).fill('Hello {{firstName}}');
      await dialog.getByRole('textbox', { name: 'Body' }).fill('See you at {{locationName}}.');
    },
  });
});

test('Programs: create → in the grid → edit → a stale edit gets 409 → delete with confirmation', async ({
  page,
  context,
}) => {
  const code = unique('E').slice(0, 12);
  await wholeCycle(page, context, {
    route: '#/maintenance/maintain-organizations/programs',
    noun: 'Program',
    name: unique('E2E Program '),
    field: 'Code',
    fillNew: async (dialog, p) => {
      await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
      await dialog.getByRole('combobox', { name: 'Organization' }).click();
      await p.getByRole('option', { name: 'Partner4Work' }).click();
    },
  });
});

test('Organizations: create → in the grid → edit → a stale edit gets 409 → delete with confirmation', async ({
  page,
  context,
}) => {
  await wholeCycle(page, context, {
    route: '#/maintenance/maintain-organizations/organizations',
    noun: 'Organization',
    name: unique('E2E Organization '),
    field: 'City',
    fillNew: async (dialog, p) => {
      await dialog.getByRole('textbox', { name: 'City' }).fill('Pittsburgh');
      await dialog.getByRole('combobox', { name: 'State' }).click();
      await p.getByRole('option', { name: 'Pennsylvania' }).click();
      await dialog.getByRole('textbox', { name: 'Federal Tax Id' }).fill('25-1112223');
    },
  });
});

test('Lookup Options: add an option to a list, edit it, remove it; the spec date message refuses a bad range', async ({
  page,
}) => {
  const text = unique('E2E Sector ');
  await signInAs(page, 'admin');
  await page.goto('#/maintenance/lookup-options');
  // Job Sectors: a list per organization with dates, so every field of the popup is used.
  await page.getByRole('combobox', { name: 'Lookup' }).click();
  await page.getByRole('option', { name: 'Job Sectors' }).click();
  const listName = 'Job Sectors';
  const grid = page.getByRole('table', { name: `${listName} options` });
  await expect(grid.getByRole('columnheader', { name: 'Organization' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Lookup Option' }).click();
  const add = page.getByRole('dialog', { name: 'Add Lookup Option' });
  await add.getByRole('textbox', { name: 'Text' }).fill(text);
  await add.getByRole('combobox', { name: 'Organization' }).fill('Partner');
  await page.getByRole('option', { name: 'Partner4Work' }).click();
  await add.getByRole('textbox', { name: 'Start Date' }).pressSequentially('06012026');
  await add.getByRole('textbox', { name: 'End Date' }).pressSequentially('05012026');
  await add.getByRole('textbox', { name: 'Text' }).click();
  await expect(add.getByText('Start Date must be less then End Date')).toBeVisible();
  await add.getByRole('textbox', { name: 'End Date' }).fill('');
  await add.getByRole('textbox', { name: 'End Date' }).pressSequentially('08312026');
  await add.getByRole('textbox', { name: 'Text' }).click();
  await add.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Lookup option successfully created')).toBeVisible();
  // The list is longer than a page: the grid's quick search finds the new option.
  await search(page, text);
  await expect(grid.getByRole('cell', { name: text, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${text}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lookup Option' });
  await edit.getByRole('textbox', { name: 'Text' }).fill(`${text} edited`);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Lookup option successfully updated')).toBeVisible();
  await expect(grid.getByRole('cell', { name: `${text} edited`, exact: true })).toBeVisible();

  await page.reload();
  await page.getByRole('combobox', { name: 'Lookup' }).click();
  await page.getByRole('option', { name: 'Job Sectors' }).click();
  await search(page, text);
  await expect(
    page.getByRole('table', { name: `${listName} options` }).getByRole('cell', { name: `${text} edited`, exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Delete ${text} edited` }).click();
  await page.getByRole('alertdialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
  await expect(successToast(page, 'Lookup option successfully removed')).toBeVisible();
  await expect(page.getByRole('cell', { name: `${text} edited`, exact: true })).toHaveCount(0);
});

test('viewer sees no Maintenance menu', async ({ page }) => {
  await signInAs(page, 'viewer');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('button', { name: 'Contract', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Maintenance', exact: true })).toHaveCount(0);
});

test('Data Dictionary: edit the texts, and a stale edit gets 409 with the typed data kept', async ({
  page,
  context,
}) => {
  const route = '#/maintenance/data-dictionary';
  const label = unique('Location ZIP ');
  await signInAs(page, 'admin');
  await page.goto(route);
  // The screen is up (its chunk loaded): before that, the landing screen's search box is the one typed into.
  await expect(page.getByRole('heading', { name: 'Data Dictionary', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Data Dictionary Entry' })).toHaveCount(0);
  await search(page, 'zip_code');
  await page.getByRole('button', { name: 'Edit locations.zip_code' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Data Dictionary Entry' });
  await edit.getByRole('textbox', { name: 'Label' }).fill(label);
  await edit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(page, 'Data dictionary entry successfully updated')).toBeVisible();
  await expect(page.getByRole('cell', { name: label, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Edit locations.zip_code' }).click();
  const stale = page.getByRole('dialog', { name: 'Edit Data Dictionary Entry' });
  await stale.getByRole('textbox', { name: 'Label' }).fill('Stale copy');
  const other = await context.newPage();
  await other.goto(route);
  await search(other, 'zip_code');
  await other.getByRole('button', { name: 'Edit locations.zip_code' }).click();
  const otherEdit = other.getByRole('dialog', { name: 'Edit Data Dictionary Entry' });
  await otherEdit.getByRole('textbox', { name: 'Label' }).fill(`${label} (other tab)`);
  await otherEdit.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(other, 'Data dictionary entry successfully updated')).toBeVisible();
  await other.close();
  await stale.getByRole('button', { name: 'Submit' }).click();
  await expect(errorToast(page, STALE)).toBeVisible();
  await expect(stale.getByRole('textbox', { name: 'Label' })).toHaveValue('Stale copy');
});

test('Find Contractor: a server search finds a contractor, View shows its address, contacts and worksites read only', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('#/maintenance/find-contractor');
  await expect(page.getByRole('heading', { name: 'Find Contractor' })).toBeVisible();
  const grid = page.getByRole('table', { name: 'Contractors' });
  // ky streams request bodies, which Playwright does not show: the server's answer is checked instead.
  const searched = page.waitForResponse(
    (response) => response.url().endsWith('/api/contractors/search') && response.request().method() === 'POST',
  );
  await search(page, 'Steel City');
  const found = (await (await searched).json()) as { items: { name: string }[]; total: number };
  expect(found.items.map((item) => item.name)).toContain('Steel City Landscaping');
  await expect(grid.getByRole('cell', { name: 'Steel City Landscaping', exact: true })).toBeVisible();
  await expect(grid.getByRole('cell', { name: '46-2104729', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Add|Edit|Delete) / })).toHaveCount(0);

  await page.getByRole('button', { name: 'View Steel City Landscaping' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contractor — Steel City Landscaping' });
  await expect(dialog.getByText('Pittsburgh, PA 15222')).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Contacts' })).toBeVisible();
  // Eight worksites per demo contractor, every one of this contractor's.
  await expect(dialog.getByRole('table', { name: 'Worksites' })).toHaveAttribute('aria-rowcount', '9');
  await expect(dialog.getByRole('button', { name: /^(Add|Edit|Delete|Copy) / })).toHaveCount(0);
});

test('Online App Configurations: edit a program’s page title, a stale save gets 409 with the typed data kept, then restore', async ({
  page,
  context,
}) => {
  const route = '#/maintenance/maintain-organizations/summer-app-configs';
  const title = unique('About You E2E ');
  await signInAs(page, 'admin');
  await page.goto(route);
  const grid = page.getByRole('table', { name: 'Page Setups' });
  await expect(grid.getByRole('cell').first()).toBeVisible();
  const program = (await grid.getByRole('row').nth(1).getByRole('cell').nth(1).innerText()).trim();

  await page.getByRole('button', { name: `Edit ${program}` }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Page Setup — ${program}` });
  const firstTitle = dialog.getByRole('group').first().getByRole('textbox', { name: 'Title', exact: true });
  const original = await firstTitle.inputValue();
  await firstTitle.fill(title);
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('/api/online-application/page-setup/') && response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { pages: { title: string }[] }).pages[0]?.title).toBe(title);
  await expect(successToast(page, 'Page setup successfully updated')).toBeVisible();

  // This tab reopens the saved version; another tab saves first, so this save is stale.
  await page.reload();
  await page.getByRole('button', { name: `Edit ${program}` }).click();
  await expect(firstTitle).toHaveValue(title);
  const other = await context.newPage();
  await other.goto(page.url());
  await other.getByRole('button', { name: `Edit ${program}` }).click();
  const otherDialog = other.getByRole('dialog', { name: `Edit Page Setup — ${program}` });
  await otherDialog.getByRole('group').first().getByRole('textbox', { name: 'Title', exact: true }).fill(original);
  await otherDialog.getByRole('button', { name: 'Submit' }).click();
  await expect(successToast(other, 'Page setup successfully updated')).toBeVisible();
  await other.close();

  await firstTitle.fill(`${title} stale`);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(errorToast(page, STALE)).toBeVisible();
  await expect(firstTitle).toHaveValue(`${title} stale`);
});

test('Online App Configurations: the environment configuration saves, and an age range the wrong way round is refused', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('#/maintenance/maintain-organizations/summer-app-configs');
  await page.getByRole('button', { name: 'Edit Environment Configuration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Environment Configuration' });
  const message = unique('Applications are closed for now. ');
  const maxAge = dialog.getByRole('textbox', { name: 'Max Age' });
  const original = await maxAge.inputValue();
  await dialog.getByRole('textbox', { name: 'Min Age' }).fill('23');
  await maxAge.fill('15');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Min Age' }).fill('14');
  await maxAge.fill(original);
  await dialog.getByRole('textbox', { name: 'Closed Message' }).fill(message);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/online-application/environment-configuration') &&
      response.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ minAge: 14, maxAge: Number(original), closedMessage: message });
  await expect(successToast(page, 'Environment configuration successfully updated')).toBeVisible();
  await expect(page.getByText(`14 to ${original}`)).toBeVisible();
});

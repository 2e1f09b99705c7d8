import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { closeTab, untilLeaveGuardArmed } from '../leaveGuard.ts';
import { signInAs } from './accounts.ts';
import { apiToken, applicationsInQualityReview, call } from './qualityReview.ts';

const QUESTION = 'Are you sure you want to leave this page? It contains unsaved data.';

/** Opens a menu entry by its path of buttons and its link, as a user does. */
async function menuTo(page: Page, entries: readonly string[]): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Main' });
  for (const [index, name] of entries.entries()) {
    const last = index === entries.length - 1;
    const entry = last ? menu.getByRole('link', { name }) : menu.getByRole('button', { name, exact: true });
    if (!last && (await entry.getAttribute('aria-expanded')) === 'true') continue;
    await entry.click();
  }
}

/** An application in Provider Screening (brought there through the API when none waits). */
async function inProviderScreening(request: APIRequestContext, token: string): Promise<number> {
  const waiting = await call<{ items: { id: number }[] }>(request, token, 'POST', 'enrollment/search', {
    filters: [{ field: 'status', operator: 'eq', value: 'Provider Screening' }],
    sort: [{ field: 'submittedOn', direction: 'asc' }],
    page: 1,
    pageSize: 1,
  });
  const id = waiting.items[0]?.id;
  if (id === undefined) throw new Error('no application in Provider Screening');
  return id;
}

interface PageForm {
  /** The route as the table of paths names it. */
  name: string;
  /** Its address, found through the API when it names a record. */
  address: (request: APIRequestContext) => Promise<string>;
  heading: string;
  /** The field a user changes. */
  field: (page: Page) => Locator;
  value: string;
}

/**
 * Every page-level form of the route table (spec section 2's screens that edit in the page, not in a
 * popup): each guards leaving once changed.
 */
const PAGE_FORMS: readonly PageForm[] = [
  {
    name: 'maintenance/security/session-time-limit',
    address: () => Promise.resolve('#/maintenance/security/session-time-limit'),
    heading: 'Session Time Limit',
    field: (page) => page.getByLabel('Session time limit (minutes)'),
    value: '74',
  },
  {
    name: 'change-password',
    address: () => Promise.resolve('#/change-password'),
    heading: 'Change Password',
    field: (page) => page.getByLabel('Current Password'),
    value: 'typed, not yet saved',
  },
  {
    name: 'profile',
    address: () => Promise.resolve('#/profile'),
    heading: 'Profile',
    field: (page) => page.getByRole('textbox', { name: 'First Name' }),
    value: 'Changed',
  },
  {
    name: 'enrollment/quality-review/:id',
    address: async (request) => {
      const token = await apiToken(request);
      // Read only, from the middle of the queue: the review specs take from its two ends.
      const ids = await applicationsInQualityReview(request, token);
      const id = ids[Math.floor(ids.length / 2)];
      if (id === undefined) throw new Error('no application in Quality Review');
      return `#/enrollment/quality-review/${String(id)}`;
    },
    heading: 'Applicant Review',
    field: (page) => page.getByRole('textbox', { name: 'Comment', exact: true }).and(page.locator(':enabled')).first(),
    value: 'Pay stub missing the employer name.',
  },
  {
    name: 'enrollment/provider-screening/:id',
    address: async (request) =>
      `#/enrollment/provider-screening/${String(await inProviderScreening(request, await apiToken(request)))}`,
    heading: 'Applicant Screening',
    field: (page) => page.getByRole('textbox', { name: 'Decision comment' }),
    value: 'Called the school to confirm enrollment.',
  },
];

for (const form of PAGE_FORMS) {
  test(`${form.name}: a changed form asks before a menu item leaves it; Cancel keeps the data, Yes leaves`, async ({
    page,
    request,
  }) => {
    const address = await form.address(request);
    await signInAs(page, 'admin');
    await page.goto(address);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: form.heading })).toBeVisible();
    const field = form.field(page);
    await expect(field).toBeEditable();
    await field.fill(form.value);
    await untilLeaveGuardArmed(page);

    await menuTo(page, ['Maintenance', 'Schools']);
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText(QUESTION);
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await expect(prompt).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${address.replace(/[/#?]/g, '\\$&')}$`));
    await expect(field).toHaveValue(form.value);

    await menuTo(page, ['Maintenance', 'Schools']);
    await prompt.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/#\/maintenance\/schools$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
  });
}

test('a changed Applicant Review asks before its breadcrumb leaves it', async ({ page, request }) => {
  const address = await PAGE_FORMS.find((form) => form.heading === 'Applicant Review')?.address(request);
  if (address === undefined) throw new Error('no review');
  await signInAs(page, 'admin');
  await page.goto(address);
  const field = page.getByRole('textbox', { name: 'Comment', exact: true }).and(page.locator(':enabled')).first();
  await field.fill('Checked with the school counselor.');
  await untilLeaveGuardArmed(page);
  const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
  await crumbs.getByRole('link').first().click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText(QUESTION);
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(field).toHaveValue('Checked with the school counselor.');
});

test('a changed popup form asks before the back button leaves its page; reloading asks the browser', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  // Both pages through the menu: the back button is held on the entries the app's router made (ADR 178).
  await menuTo(page, ['Maintenance', 'Tax Codes']);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Tax Codes' })).toBeVisible();
  await menuTo(page, ['Maintenance', 'Schools']);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Schools' })).toBeVisible();
  await page.getByRole('button', { name: 'Add School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add School' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Westinghouse Academy Annex');
  // Submit turns on with the render that marks the form changed; the guard is armed in the effects after it.
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeEnabled();
  await untilLeaveGuardArmed(page);

  await page.goBack();
  const prompt = page.getByRole('alertdialog').filter({ hasText: QUESTION });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/#\/maintenance\/schools$/);
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Westinghouse Academy Annex');

  const question = await closeTab(page);
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Westinghouse Academy Annex');
});

test('after Save the page leaves without a question', async ({ page }) => {
  await signInAs(page, 'viewer');
  await page.goto('#/profile');
  const first = page.getByRole('textbox', { name: 'First Name' });
  await expect(first).not.toHaveValue('');
  const original = await first.inputValue();
  await first.fill(`${original}x`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success' }).first()).toBeVisible();
  await menuTo(page, ['Contract', 'Jobs']);
  await expect(page).toHaveURL(/#\/contract\/jobs$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The demo account's name as it was.
  await page.goto('#/profile');
  await first.fill(original);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Success' }).first()).toBeVisible();
});

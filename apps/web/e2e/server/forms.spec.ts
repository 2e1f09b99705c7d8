import { expect, test } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { apiToken, applicationsInQualityReview } from './qualityReview.ts';

test('a select in a popup opens on the first click, Escape closes only its list; Middle Initial takes one character', async ({
  page,
}) => {
  await signInAs(page, 'admin');
  await page.goto('#/contract/worksites');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Worksites' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Contacts / })
    .first()
    .click();
  const contacts = page.getByRole('dialog', { name: /^Contacts — / });
  await contacts.getByRole('button', { name: 'Add Contact' }).click();
  const form = page.getByRole('dialog', { name: 'Add Contact' });

  const type = form.getByRole('combobox', { name: 'Contact Type', exact: true });
  await expect(type).toBeEnabled();
  await type.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('option')).toHaveCount(0);
  await expect(form).toBeVisible();
  await expect(contacts).toBeVisible();

  const initial = form.getByRole('textbox', { name: 'Middle Initial' });
  await initial.pressSequentially('TJ');
  await expect(initial).toHaveValue('T');
  await expect(form.getByText('Maximum length of Middle Initial is 1')).toHaveCount(0);
});

test('the printable review prints what the review holds: no placeholder as data, a dash where nothing was chosen', async ({
  page,
  request,
}) => {
  const token = await apiToken(request);
  // Read only, from the middle of the queue: the review specs take from its two ends.
  const ids = await applicationsInQualityReview(request, token);
  const id = ids[Math.floor(ids.length / 2) + 1] ?? ids[0];
  if (id === undefined) throw new Error('no application in Quality Review');
  await signInAs(page, 'admin');
  await page.goto(`#/quality-review/${String(id)}/print`);
  const review = page.getByRole('article', { name: 'Applicant Review' });
  await expect(review.getByRole('heading', { name: 'Quality Review Summary' })).toBeVisible();
  await expect(review.getByText('Select Value')).toHaveCount(0);
  await expect(review.getByText('No work permit')).toHaveCount(0);
  await expect(review.getByRole('term').filter({ hasText: /^US citizen$/ })).toHaveCount(0);
  await expect(review.getByRole('term').filter({ hasText: /^Answer$/ })).toHaveCount(0);
  // Each item prints its status: the status chosen, or a dash.
  const statuses = review.getByRole('term').filter({ hasText: /^Status$/ });
  expect(await statuses.count()).toBeGreaterThan(0);
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from './accounts.ts';
import { axeViolations } from './axe.ts';
import { apiToken, applicationsInQualityReview, call, uploadPdf } from './qualityReview.ts';

const refusal = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

async function choose(scope: Locator | Page, label: string, option: string, page: Page) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The item fieldsets of the review (each a group named by its item), with their status dropdowns. */
function itemGroups(page: Page) {
  return page.getByRole('group').filter({ has: page.getByRole('combobox', { name: 'Status', exact: true }) });
}

test.describe('Enrollment > Applicant Review against the reference server', () => {
  test('a reviewer works through the review: each submission rule refuses in turn, then the review is submitted and printed', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    // The oldest application waiting in Quality Review with an empty summary; it gets an uploaded PDF of its own.
    let applicantId = 0;
    for (const id of await applicationsInQualityReview(request, token, 'asc')) {
      const review = await call<{ summaryStatus: string | null }>(
        request,
        token,
        'GET',
        `applicant-review/${String(id)}/quality-review-items`,
      );
      if (review.summaryStatus === null) {
        applicantId = id;
        break;
      }
    }
    expect(applicantId).toBeGreaterThan(0);
    await uploadPdf(request, token, applicantId);

    await signInAs(page, 'admin');
    await page.goto(`#/enrollment/quality-review/${String(applicantId)}`);
    await expect(page.getByRole('heading', { name: 'Applicant Review', level: 1 })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Review sections' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    // 1. A dropdown left empty (the summary at least).
    await submit.click();
    await expect(refusal(page, 'Please select a value for all dropdowns!')).toBeVisible();

    // 2. Every item reviewed (the first Incomplete, the rest Complete); an Incomplete summary without a comment.
    const groups = itemGroups(page);
    const count = await groups.count();
    expect(count).toBeGreaterThan(3);
    for (let index = 0; index < count; index += 1) {
      const group = groups.nth(index);
      const status = group.getByRole('combobox', { name: 'Status', exact: true });
      if (await status.isDisabled()) continue;
      await choose(group, 'Status', index === 0 ? 'Incomplete' : 'Complete', page);
    }
    await choose(page, 'Summary Status', 'Incomplete', page);
    await submit.click();
    await expect(refusal(page, 'Please fill out comment for incomplete summary.')).toBeVisible();

    // 3. The comment given; one item is still Incomplete.
    await page.getByRole('textbox', { name: /^Summary Comment/ }).fill('Checked against the originals.');
    await submit.click();
    await expect(refusal(page, 'Please complete all incomplete items before submitting.')).toBeVisible();

    // 4. Every item Complete; the uploaded documents are not reviewed yet.
    await choose(groups.first(), 'Status', 'Complete', page);
    await submit.click();
    await expect(refusal(page, 'Please review all uploaded documents before submitting.')).toBeVisible();

    // Save what is there, then verify each uploaded document with the file shown inline.
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(page.getByRole('status').filter({ hasText: 'Quality review saved' })).toBeVisible();
    // The form starts again from what the server saved: nothing left to save.
    await expect(save).toBeDisabled();
    const documents = page.getByRole('tabpanel');
    const show = documents.getByRole('button', { name: /^Show / }).first();
    await show.click();
    await expect(documents.locator('iframe').first()).toBeVisible();
    while ((await documents.getByRole('button', { name: 'Verify' }).count()) > 0) {
      const before = await documents.getByRole('button', { name: 'Verify' }).count();
      // By the keyboard: Chromium routes a synthetic click made just after scrolling to the PDF viewer's
      // out-of-process frame above the button once the viewer has loaded (the button never hears it).
      await documents.getByRole('button', { name: 'Verify' }).first().press('Enter');
      await expect(page.getByRole('status').filter({ hasText: 'Document verified' }).first()).toBeVisible();
      await expect(documents.getByRole('button', { name: 'Verify' })).toHaveCount(before - 1);
    }

    // Submitted: a Complete summary sends the application on to Provider Screening.
    await choose(page, 'Summary Status', 'Complete', page);
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Quality review submitted' })).toBeVisible();
    await expect(
      page.getByText('This application is Provider Screening; its quality review can no longer be changed.'),
    ).toBeVisible();
    const application = await call<{ status: string }>(request, token, 'GET', `enrollment/${String(applicantId)}`);
    expect(application.status).toBe('Provider Screening');

    // The printable review: every section on paper, the buttons not.
    await page.getByRole('link', { name: 'Printable review' }).click();
    await expect(page).toHaveURL(new RegExp(`#/quality-review/${String(applicantId)}/print$`));
    const review = page.getByRole('article', { name: 'Applicant Review' });
    await expect(review).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const sections = await call<{ number: number; title: string }[]>(
      request,
      token,
      'GET',
      `applicant-review/${String(applicantId)}/sections`,
    );
    await page.emulateMedia({ media: 'print' });
    for (const section of sections) {
      await expect(
        review.getByRole('heading', { name: new RegExp(`^${String(section.number)}\\. ${section.title} — `) }).first(),
      ).toBeVisible();
    }
    await expect(review.getByRole('heading', { name: 'Quality Review Summary' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeHidden();
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const raw = pdf.toString('latin1');
    expect(raw.startsWith('%PDF-')).toBe(true);
    // Letter: 612 × 792 points.
    expect(raw).toMatch(/\/MediaBox \[0 0 612 792\]/);
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(new RegExp(`#/enrollment/quality-review/${String(applicantId)}$`));
  });

  test('an application moved on meanwhile refuses the save with "Enrollment was not successfully updated."', async ({
    page,
    request,
  }) => {
    const token = await apiToken(request);
    const ids = await applicationsInQualityReview(request, token, 'asc');
    // Far from both ends of the queue, so no other spec takes it.
    const applicantId = ids[Math.floor(ids.length / 2)] ?? 0;
    expect(applicantId).toBeGreaterThan(0);
    await signInAs(page, 'admin');
    await page.goto(`#/enrollment/quality-review/${String(applicantId)}`);
    const comment = itemGroups(page).first().getByRole('textbox', { name: 'Comment', exact: true });
    await comment.fill('Seen in the office.');
    // Someone withdraws the application while the review is open.
    const application = await call<{ version: number }>(request, token, 'GET', `enrollment/${String(applicantId)}`);
    await call(request, token, 'POST', `enrollment/${String(applicantId)}/withdraw`, {
      version: application.version,
      comment: 'Withdrawn by the family (applicant review e2e).',
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Enrollment was not successfully updated.' })).toBeVisible();
  });
});

import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, signInWith, stubApi, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { errorToast, successToast } from '../../../kit/testing/locators.ts';
import { ApplicantReview } from './ApplicantReview.tsx';
import { APPLICANT_ID, documents, header, review, reviewApi } from './reviewFixtures.ts';

const REVIEWER: Claim[] = ['QUALITY_REVIEW', 'EDIT_QUALITY_REVIEW', 'VERIFY_REJECT_DOCUMENT'];
const at = `/applicant-review/${String(APPLICANT_ID)}`;

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  toast.clear();
  signInWith(null);
  window.scrollTo(0, 0);
});

async function open(claims: Claim[] = REVIEWER, overrides: Record<string, Handler> = {}) {
  signInWith(claims);
  const api = stubApi(reviewApi(overrides));
  restore = api.restore;
  await render(<KitHarness screen={<ApplicantReview applicantId={APPLICANT_ID} />} />);
  await expect.element(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  return api;
}

const group = (name: string) => page.getByRole('group', { name, exact: true });

async function choose(scope: ReturnType<typeof group> | typeof page, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('ApplicantReview', () => {
  test('lists the sections with count badges and the incomplete items with their count', async () => {
    await open();
    const nav = page.getByRole('navigation', { name: 'Review sections' });
    await expect.element(nav.getByRole('button', { name: 'Eligibility Documents 4 items' })).toBeVisible();
    await expect.element(nav.getByRole('button', { name: 'Documents 1 items' })).toBeVisible();
    // Household income (Incomplete), School status (no status), Work permit (Not Present), the clearance and the summary.
    const incomplete = page.getByRole('region', { name: 'Incomplete items 5 incomplete' });
    await expect.element(incomplete).toBeVisible();
    await expect.element(incomplete.getByRole('button', { name: /^Work permit \(Not Present\)/ })).toBeVisible();
  });

  test('renders every requested-document variant with its fields, editable', async () => {
    await open();
    // [item, its dropdowns, its text fields]
    const fields: [string, string[], string[]][] = [
      ['Citizenship or work authorization', ['First Document', 'Second Document', 'Third Document'], []],
      ['PA child abuse clearance', ['Clearance Company'], ['Clearance Order Number']],
      ['Payment method verification', ['Payment Method', 'Verification Type'], []],
      ['Age/ID', ['Document'], ['Other Document']],
      ['School status', ['Document'], ['Other Document']],
      ['Media usage consent', ['Media Usage'], []],
      ['Household income', ['Income Eligibility Proof'], []],
      ['Signature page', ['Waiver Release', 'Buckley Amendment'], []],
      ['W-4', [], ['Deductions']],
      ['Work permit', ['Work Permit'], ['Work Permit Number']],
    ];
    for (const [item, selects, texts] of fields) {
      for (const name of ['Status', ...selects]) {
        await expect.element(group(item).getByRole('combobox', { name, exact: true })).toBeEnabled();
      }
      for (const name of ['Comment', ...texts]) {
        await expect
          .element(
            group(item).getByRole('textbox', { name, exact: true }).or(group(item).getByRole('spinbutton', { name })),
          )
          .toBeEnabled();
      }
    }
    await expect.element(group('Provider screening summary').getByRole('checkbox')).toBeEnabled();
    await expect
      .element(group('PA child abuse clearance').getByLabelText('Clearance Order Number'))
      .toHaveValue('CO-448120');
    await expect.element(group('Work permit').getByRole('combobox', { name: 'Work Permit' })).toHaveTextContent('Yes');
    await expect
      .element(group('Citizenship or work authorization').getByRole('combobox', { name: 'Second Document' }))
      .toHaveTextContent('Birth Certificate: birth-certificate.pdf');
  });

  test('refuses the submission with each rule of spec section 5 in turn, then submits the fixed review', async () => {
    let verified = false;
    const api = await open(REVIEWER, {
      // After the verify the server lists the document as Verified.
      [`GET ${at}/documents`]: () => ({
        body: documents.map((document) =>
          verified ? { ...document, verificationStatus: 'Verified', version: document.version + 1 } : document,
        ),
      }),
      [`POST ${at}/verify-reject-document`]: () => {
        verified = true;
        return {
          body: {
            documentId: 7002,
            verificationStatus: 'Verified',
            comment: null,
            reviewedBy: 'kcoleman',
            reviewedOn: '2026-06-03T10:00:00Z',
          },
        };
      },
      [`POST ${at}/edit-quality-review`]: { body: { ...review, version: 5 } },
    });
    const submit = page.getByRole('button', { name: 'Submit' });
    const refusal = (text: string) => page.getByRole('alert').getByText(text, { exact: true });

    await submit.click();
    await expect.element(refusal('Please select a value for all dropdowns!')).toBeVisible();
    await choose(group('School status'), 'Status', 'Complete');
    await choose(group('Provider screening summary'), 'Status', 'Not Present');
    await choose(page, 'Summary Status', 'Incomplete');
    await submit.click();
    await expect.element(refusal('Please fill out comment for incomplete summary.')).toBeVisible();
    await page.getByRole('textbox', { name: /^Summary Comment/ }).fill('Everything checked.');
    await choose(page, 'Summary Status', 'Complete');
    await submit.click();
    await expect.element(refusal('Please complete all incomplete items before submitting.')).toBeVisible();
    for (const item of ['Household income', 'Work permit', 'PA child abuse clearance', 'Provider screening summary']) {
      await choose(group(item), 'Status', 'Complete');
    }
    await group('W-4').getByRole('spinbutton', { name: 'Deductions' }).fill('2');
    await submit.click();
    await expect.element(refusal('Please review all uploaded documents before submitting.')).toBeVisible();
    expect(api.calls.filter((call) => call.path.endsWith('/edit-quality-review'))).toEqual([]);

    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.element(successToast('Document verified')).toBeVisible();
    expect(api.calls.find((call) => call.path.endsWith('/verify-reject-document'))?.body).toEqual({
      documentId: 7002,
      version: 0,
      decision: 'Verified',
      comment: null,
    });
    await expect.element(page.getByRole('tab', { name: 'Verified 2 items' })).toBeVisible();
    await submit.click();
    await expect.element(successToast('Quality review submitted')).toBeVisible();
    const sent = api.calls.find((call) => call.path.endsWith('/edit-quality-review'))?.body as {
      submit: boolean;
      summaryStatus: string;
      items: Record<string, unknown>[];
    };
    expect(sent.submit).toBe(true);
    expect(sent.summaryStatus).toBe('Complete');
    expect(sent.items.find((item) => item.id === 908)).toEqual({ id: 908, statusId: 1, comment: null, deductions: 2 });
    expect(sent.items.find((item) => item.id === 910)).toEqual({
      id: 910,
      statusId: 1,
      comment: null,
      clearanceCompanyId: 601,
      clearanceOrderNumber: 'CO-448120',
    });
  });

  test('the age rule: program ages outside the quality-review ages refuse the submission', async () => {
    await open(REVIEWER, {
      [`GET ${at}/info`]: { body: { ...header, minAge: 12 } },
      [`GET ${at}/quality-review-items`]: {
        body: { ...review, summaryStatus: 'Complete', items: review.items.map((item) => ({ ...item, statusId: 1 })) },
      },
      [`GET ${at}/documents`]: { body: [] },
    });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .element(
        page
          .getByRole('alert')
          .getByText(
            /^The enrollment program's ages \(12 to 21\) must sit within the quality-review ages \(14 to 24\)/,
          ),
      )
      .toBeVisible();
  });

  test('an illegal move answered 409 shows "Enrollment was not successfully updated."', async () => {
    await open(REVIEWER, {
      [`POST ${at}/edit-quality-review`]: {
        status: 409,
        body: { message: 'Enrollment was not successfully updated.' },
      },
    });
    await group('SSN').getByRole('textbox', { name: 'Comment' }).fill('Card seen.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(errorToast('Enrollment was not successfully updated.')).toBeVisible();
  });

  test('a rejection needs a comment; the document is shown inline on demand', async () => {
    const api = await open(REVIEWER, {
      'GET /documents/7002/download': { body: { pdf: true } },
    });
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect.element(page.getByText('A rejected document needs a comment.')).toBeVisible();
    expect(api.calls.some((call) => call.path.endsWith('/verify-reject-document'))).toBe(false);
    await page.getByRole('button', { name: 'Show birth-certificate.pdf' }).click();
    await expect.element(page.getByTitle('Document birth-certificate.pdf')).toBeInTheDocument();
  });

  test('without EDIT_QUALITY_REVIEW the review is read-only and documents cannot be decided', async () => {
    await open(['QUALITY_REVIEW']);
    await expect.element(page.getByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
    await expect.element(group('W-4').getByRole('spinbutton', { name: 'Deductions' })).toBeDisabled();
  });
});

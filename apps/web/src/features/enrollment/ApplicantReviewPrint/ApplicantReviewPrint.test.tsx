import { toast } from '@pathway/design-system';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { KitHarness, signInWith, stubApi } from '../../../kit/testing/kitHarness.tsx';
import { APPLICANT_ID, reviewApi } from '../ApplicantReview/reviewFixtures.ts';
import { ApplicantReviewPrint } from './ApplicantReviewPrintScreen.tsx';

let restore: (() => void) | undefined;

afterEach(async () => {
  await cdp().send('Emulation.setEmulatedMedia', { media: '' });
  restore?.();
  toast.clear();
  signInWith(null);
});

describe('ApplicantReviewPrint', () => {
  test('prints every item kind under its section, the summary last, and only the review on paper', async () => {
    signInWith(['QUALITY_REVIEW']);
    restore = stubApi(reviewApi()).restore;
    const onCancel = vi.fn();
    await render(<KitHarness screen={<ApplicantReviewPrint applicantId={APPLICANT_ID} onCancel={onCancel} />} />);
    const review = page.getByRole('article', { name: 'Applicant Review' });
    await expect.element(review.getByText('Jasmine Renee Carter (60214) · Quality Review')).toBeVisible();
    const kinds = [
      '1. Applicant Information — Age/ID',
      '1. Applicant Information — SSN',
      '2. Eligibility Documents — Citizenship or work authorization',
      '2. Eligibility Documents — Household income',
      '2. Eligibility Documents — School status',
      '2. Eligibility Documents — Barrier to employment',
      '3. Employment Forms — Work permit',
      '3. Employment Forms — W-4',
      '3. Employment Forms — Payment method verification',
      '4. Clearances and Consents — PA child abuse clearance',
      '4. Clearances and Consents — Media usage consent',
      '4. Clearances and Consents — Signature page',
      '4. Clearances and Consents — Provider screening summary',
      'Quality Review Summary',
    ];
    for (const name of kinds) await expect.element(review.getByRole('region', { name })).toBeVisible();
    const clearance = review.getByRole('region', { name: '4. Clearances and Consents — PA child abuse clearance' });
    // The lookup's text once the list has arrived, and the order number, under the editor's labels.
    await expect.poll(() => clearance.element().textContent).toContain('Clearance CompanyPA Child Abuse (ChildLine)');
    expect(clearance.element().textContent).toContain('Clearance Order NumberCO-448120');

    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    await expect.element(page.getByRole('button', { name: 'Print', includeHidden: true })).not.toBeVisible();
    await expect.element(review).toBeVisible();
    await cdp().send('Emulation.setEmulatedMedia', { media: '' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalled();
  });

  test('prints what the review holds: the permit it shows, the proof chosen, a dash where nothing was chosen', async () => {
    signInWith(['QUALITY_REVIEW']);
    restore = stubApi(reviewApi()).restore;
    await render(<KitHarness screen={<ApplicantReviewPrint applicantId={APPLICANT_ID} onCancel={vi.fn()} />} />);
    const review = page.getByRole('article', { name: 'Applicant Review' });
    const row = (region: string, label: string) =>
      review.getByRole('region', { name: region }).getByRole('term').filter({ hasText: label });
    const value = async (region: string, label: string) => {
      await expect.element(row(region, label).first()).toBeVisible();
      return row(region, label).first().element().nextElementSibling?.textContent;
    };
    const permit = '3. Employment Forms — Work permit';
    expect(await value(permit, 'Work Permit Number')).toBe('WP-2026-44817');
    expect(await value(permit, 'Status')).toBe('Not Present');
    expect(review.element().textContent).not.toContain('No work permit');
    const income = '2. Eligibility Documents — Household income';
    await expect.poll(() => value(income, 'Income Eligibility Proof')).toBe('Pay stubs');
    // The comment is the reviewer's comment alone, not the proof's value.
    expect(await value(income, 'Comment')).toBe('Only one pay stub.');
    const citizenship = '2. Eligibility Documents — Citizenship or work authorization';
    expect(await value(citizenship, 'Third Document')).toBe('—');
    expect(row(citizenship, 'US citizen').query()).toBeNull();
    const school = '2. Eligibility Documents — School status';
    expect(await value(school, 'Status')).toBe('—');
    expect(await value(school, 'Other Document')).toBe('Letter from school counselor');
    expect(review.element().textContent).not.toContain('Select Value');
    expect(
      review.getByRole('region', { name: '1. Applicant Information — SSN' }).getByText('Answer').query(),
    ).toBeNull();
  });
});

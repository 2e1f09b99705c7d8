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
    // The lookup's text once the list has arrived, and the order number.
    await expect.poll(() => clearance.element().textContent).toContain('ClearancePA Child Abuse (ChildLine)');
    expect(clearance.element().textContent).toContain('ResultOrder CO-448120');
    const permit = review.getByRole('region', { name: '3. Employment Forms — Work permit' });
    expect(permit.element().textContent).toContain('Permit numberWP-2026-44817StatusNot Present');

    await cdp().send('Emulation.setEmulatedMedia', { media: 'print' });
    await expect.element(page.getByRole('button', { name: 'Print', includeHidden: true })).not.toBeVisible();
    await expect.element(review).toBeVisible();
    await cdp().send('Emulation.setEmulatedMedia', { media: '' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(onCancel).toHaveBeenCalled();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { ApplicantReview } from './ApplicantReview.tsx';
import { APPLICANT_ID, header, review, reviewApi } from './reviewFixtures.ts';

const REVIEWER: Claim[] = ['QUALITY_REVIEW', 'EDIT_QUALITY_REVIEW', 'VERIFY_REJECT_DOCUMENT'];
const at = `/applicant-review/${String(APPLICANT_ID)}`;

const meta = {
  title: 'Enrollment/Applicant Review',
  component: ApplicantReview,
  args: { applicantId: APPLICANT_ID },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(REVIEWER, reviewApi()),
} satisfies Meta<typeof ApplicantReview>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every page kind of spec section 3, editable, with the incomplete items listed beside the sections. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Incomplete items 5 incomplete' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Clearance Company' })).toBeEnabled();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(REVIEWER, reviewApi({ [`GET ${at}/quality-review-items`]: never })),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(
    REVIEWER,
    reviewApi({
      [`GET ${at}/quality-review-items`]: { status: 503, body: { message: 'The review is unavailable right now.' } },
    }),
  ),
};

/** The caller may read the review but not edit it (no EDIT_QUALITY_REVIEW, no VERIFY_REJECT_DOCUMENT). */
export const NoRights: Story = {
  beforeEach: storySetup(['QUALITY_REVIEW'], reviewApi()),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Summary', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Verify' })).toBeNull();
  },
};

/** An application past quality review: read-only, with the reason said. */
export const Submitted: Story = {
  beforeEach: storySetup(
    REVIEWER,
    reviewApi({ [`GET ${at}/info`]: { body: { ...header, enrollmentStatus: 'Provider Screening' } } }),
  ),
};

/** Submit with a dropdown left empty: the first rule of spec section 5 refuses it. */
export const SubmissionRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(canvas.getByText('Please select a value for all dropdowns!')).toBeVisible());
    // Clicking Submit scrolled the page by however far it had laid out at that instant (a document
    // still loading above it is shorter): back at the top, the whole review is captured, refusal
    // included, whatever the timing.
    window.scrollTo(0, 0);
  },
};

/** A comment on the SSN item saved: the toast. */
export const ReviewSaved: Story = {
  beforeEach: storySetup(
    REVIEWER,
    reviewApi({ [`POST ${at}/edit-quality-review`]: { body: { ...review, version: 5 } } }),
  ),
  play: async ({ canvas, userEvent }) => {
    const ssn = within(await canvas.findByRole('group', { name: 'SSN' }));
    await userEvent.type(ssn.getByRole('textbox', { name: 'Comment' }), 'Card seen.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await screen.findByText('Quality review saved')).toBeVisible();
    window.scrollTo(0, 0);
  },
};

/** The uploaded document verified: the toast. */
export const DocumentVerified: Story = {
  beforeEach: storySetup(
    REVIEWER,
    reviewApi({
      [`POST ${at}/verify-reject-document`]: {
        body: {
          documentId: 7002,
          verificationStatus: 'Verified',
          comment: null,
          reviewedBy: 'kcoleman',
          reviewedOn: '2026-06-03T10:00:00Z',
        },
      },
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify' }));
    await expect(await screen.findByText('Document verified')).toBeVisible();
    window.scrollTo(0, 0);
  },
};

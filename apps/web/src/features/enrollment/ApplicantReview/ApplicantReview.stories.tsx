import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Claim } from '../../../kit/claims.ts';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { ApplicantReview } from './ApplicantReview.tsx';
import { APPLICANT_ID, header, reviewApi } from './reviewFixtures.ts';

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

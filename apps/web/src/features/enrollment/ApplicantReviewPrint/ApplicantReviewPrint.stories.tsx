import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { APPLICANT_ID, reviewApi } from '../ApplicantReview/reviewFixtures.ts';
import { ApplicantReviewPrint } from './ApplicantReviewPrintScreen.tsx';

const at = `/applicant-review/${String(APPLICANT_ID)}`;

const meta = {
  title: 'Enrollment/Applicant Review Print',
  component: ApplicantReviewPrint,
  args: { applicantId: APPLICANT_ID, onCancel: fn() },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['QUALITY_REVIEW'], reviewApi()),
} satisfies Meta<typeof ApplicantReviewPrint>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every item kind of spec section 2, titled with its section, and the review's summary last. */
export const Filled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Quality Review Summary' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(['QUALITY_REVIEW'], reviewApi({ [`GET ${at}/info`]: never })),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(
    ['QUALITY_REVIEW'],
    reviewApi({ [`GET ${at}/sections`]: { status: 404, body: { message: 'The application was not found.' } } }),
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleReviewItems } from './fixtures.ts';
import { PrintableReview } from './PrintableReview.tsx';

const meta = {
  title: 'Review/PrintableReview',
  component: PrintableReview,
  args: {
    title: 'Applicant Review',
    subtitle: 'Maria Lopez (ID 204518) · Summer Youth Employment 2025',
    items: sampleReviewItems,
    onCancel: fn(),
    onPrint: fn(),
  },
} satisfies Meta<typeof PrintableReview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllItemKinds: Story = {};
export const Complete: Story = {
  args: { items: sampleReviewItems.map((item) => ({ ...item, status: 'Complete', comment: undefined })) },
};
/** Nothing chosen yet: each field of the review prints a dash, never a placeholder. */
export const NothingChosen: Story = {
  args: {
    items: [
      {
        id: 'wp',
        kind: 'workPermit',
        title: 'Work permit',
        status: null,
        fields: [
          { label: 'Work Permit', value: null },
          { label: 'Work Permit Number', value: null },
        ],
      },
      { id: 'std', kind: 'standard', title: 'SSN', status: 'Complete' },
    ],
  },
  play: async ({ canvas }) => {
    const permit = canvas.getByRole('region', { name: 'Work permit' });
    await expect(permit).toHaveTextContent('Work Permit—Work Permit Number—Status—');
    await expect(canvas.queryByText('Select Value')).toBeNull();
  },
};
export const SummaryOnly: Story = { args: { items: sampleReviewItems.filter((item) => item.kind === 'summary') } };
export const PrintAndCancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { queue } from './queueFixtures.ts';
import { QualityReviewScreen } from './QualityReviewScreen.tsx';

const filled = { 'POST /enrollment/quality-review/search': { body: { items: queue, total: queue.length } } };

const meta = {
  title: 'Enrollment/Quality Review',
  component: QualityReviewScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['QUALITY_REVIEW'], filled),
} satisfies Meta<typeof QualityReviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The grid as loaded; what its rows link to and do is the screen's tests' business. */
export const Filled: Story = {};

/** The search panel of the other grid screens: quick search, the Submitted On filter, Export To Excel. */
export const SearchPanel: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'Carter' });
    await expect(canvas.getByRole('searchbox', { name: 'Grid Quick Search' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Submitted On' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export To Excel' })).toBeEnabled();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['QUALITY_REVIEW'], {
    'POST /enrollment/quality-review/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['QUALITY_REVIEW'], { 'POST /enrollment/quality-review/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['QUALITY_REVIEW'], {
    'POST /enrollment/quality-review/search': { status: 503, body: { message: 'The queue is unavailable right now.' } },
  }),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { assignedRows, businessViews } from './businessViewFixtures.ts';
import { BusinessViewsScreen } from './BusinessViewsScreen.tsx';

const CLAIMS = ['BUSINESS_VIEW_MAINTENANCE'] as const;
const filled = {
  'POST /business-views/search': { body: { items: businessViews, total: businessViews.length } },
  'POST /business-views/21/rows': { body: assignedRows },
};

const meta = {
  title: 'Reports/Business Views',
  component: BusinessViewsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof BusinessViewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('status eq Assigned')).toBeVisible();
  },
};

/** A view opened as a grid of its rows. */
export const Opened: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Open Assigned participants' }));
    await expect(await canvas.findByText('Youngblood')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /business-views/search': { body: { items: [], total: 0 } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /business-views/search': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: storySetup(CLAIMS, {
    'POST /business-views/search': { status: 503, body: { message: 'Business views are unavailable.' } },
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Business views are unavailable.')[0]).toBeVisible());
  },
};

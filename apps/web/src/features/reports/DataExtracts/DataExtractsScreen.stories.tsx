import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { businessViewPage, dataExtracts } from './dataExtractFixtures.ts';
import { DataExtractsScreen } from './DataExtractsScreen.tsx';

const CLAIMS = ['REPORTS', 'BUSINESS_VIEW_MAINTENANCE'] as const;
const filled = {
  'POST /data-extracts/search': { body: { items: dataExtracts, total: dataExtracts.length } },
  'POST /business-views/search': { body: businessViewPage },
};

const meta = {
  title: 'Reports/Data Extracts',
  component: DataExtractsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, filled),
} satisfies Meta<typeof DataExtractsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('status eq Assigned')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /data-extracts/search': { body: { items: [], total: 0 } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, { 'POST /data-extracts/search': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: storySetup(CLAIMS, {
    'POST /data-extracts/search': { status: 503, body: { message: 'Extracts are unavailable.' } },
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Extracts are unavailable.')[0]).toBeVisible());
  },
};

/** The edit form: the entity's columns as boxes, the saved filter and format. */
export const EditForm: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Assigned participants' }));
    // The popup renders outside the story's canvas.
    await expect(await screen.findByRole('checkbox', { name: 'Status' })).toBeChecked();
  },
};

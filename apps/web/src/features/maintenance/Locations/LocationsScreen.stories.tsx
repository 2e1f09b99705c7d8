import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { locations } from './locationFixtures.ts';
import { LocationsScreen } from './LocationsScreen.tsx';

const filled = { 'POST /locations/search': { body: { items: locations, total: locations.length } } };

const meta = {
  title: 'Maintenance/Locations',
  component: LocationsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], filled),
} satisfies Meta<typeof LocationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit East Liberty CareerLink' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], { 'POST /locations/search': { body: { items: [], total: 0 } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], { 'POST /locations/search': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], {
    'POST /locations/search': { status: 403, body: {} },
  }),
  play: async ({ canvas }) => {
    const text = 'You do not have access to some of requested data. Issue of your permissions';
    await waitFor(() => expect(canvas.getAllByText(text)[0]).toBeVisible());
  },
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Homewood Library')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Location' })).toBeNull();
  },
};

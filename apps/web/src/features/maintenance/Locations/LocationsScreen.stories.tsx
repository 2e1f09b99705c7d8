import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], { 'POST /locations/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_LOCATIONS'], {
    'POST /locations/search': { status: 403, body: {} },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Homewood Library')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Location' })).toBeNull();
  },
};

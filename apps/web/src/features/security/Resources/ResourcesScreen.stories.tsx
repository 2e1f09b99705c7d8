import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { resources } from '../Groups/groupFixtures.ts';
import { ResourcesScreen } from './ResourcesScreen.tsx';

const filled = { 'POST /resources/search': { body: { items: resources, total: resources.length } } };

const meta = {
  title: 'Security/Resources',
  component: ResourcesScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_RESOURCES'], filled),
} satisfies Meta<typeof ResourcesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Available Timesheets' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Resource' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_RESOURCES'], { 'POST /resources/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_RESOURCES'], { 'POST /resources/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_RESOURCES'], {
    'POST /resources/search': { status: 503, body: { message: 'The list is unavailable right now.' } },
  }),
};

/** Without MAINTAIN_RESOURCES: the rows, no Add, no actions column. */
export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Available Timesheets')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Resource' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

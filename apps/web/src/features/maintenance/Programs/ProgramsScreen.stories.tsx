import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { programs } from './programFixtures.ts';
import { ProgramsScreen } from './ProgramsScreen.tsx';

const filled = { 'POST /programs/search': { body: { items: programs, total: programs.length } } };

const meta = {
  title: 'Maintenance/Programs',
  component: ProgramsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['PROGRAMS'], filled),
} satisfies Meta<typeof ProgramsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Summer Youth Employment Program' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['PROGRAMS'], { 'POST /programs/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['PROGRAMS'], { 'POST /programs/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['PROGRAMS'], {
    'POST /programs/search': { status: 403, body: {} },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Hill District Learn & Earn')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Program' })).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { filledGroups, groups } from './groupFixtures.ts';
import { GroupsScreen } from './GroupsScreen.tsx';

const filled = { 'POST /groups/search': { body: { items: groups, total: groups.length } } };

const meta = {
  title: 'Security/Groups',
  component: GroupsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_GROUPS'], { ...filledGroups, ...filled }),
} satisfies Meta<typeof GroupsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Payroll Clerks' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Group' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_GROUPS'], { 'POST /groups/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_GROUPS'], { 'POST /groups/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_GROUPS'], {
    'POST /groups/search': { status: 503, body: { message: 'The list is unavailable right now.' } },
  }),
};

/** Without MAINTAIN_GROUPS: the rows, no Add, no actions column. */
export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payroll Clerks')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Group' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** A group's resources, the members checked. */
export const ResourcesPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Resources Payroll Clerks' }));
    const dialog = await screen.findByRole('dialog', { name: 'Resources of Payroll Clerks' });
    await waitFor(() => expect(dialog.querySelectorAll('input[type="checkbox"]:checked')).toHaveLength(1));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { permissions } from '../Roles/roleFixtures.ts';
import { PermissionsScreen } from './PermissionsScreen.tsx';

const filled = { 'POST /permissions/search': { body: { items: permissions, total: permissions.length } } };

const meta = {
  title: 'Security/Permissions',
  component: PermissionsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['SECURITY'], filled),
} satisfies Meta<typeof PermissionsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit PAYROLL_PROCESSING' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Permission' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['SECURITY'], { 'POST /permissions/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['SECURITY'], { 'POST /permissions/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['SECURITY'], {
    'POST /permissions/search': { status: 503, body: { message: 'The list is unavailable right now.' } },
  }),
};

/** Without SECURITY: the rows, no Add, no actions column. */
export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('PAYROLL_PROCESSING')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Permission' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

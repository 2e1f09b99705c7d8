import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import type { Claim } from '../../../kit/index.ts';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { filledUsers, userRoles } from './userFixtures.ts';
import { UsersScreen } from './UsersScreen.tsx';

const ALL: Claim[] = [
  'SECURITY',
  'ADD_NEW_USER',
  'EDIT_USER',
  'REMOVE_USER',
  'ACTIVATE_USER',
  'DEACTIVATE_USER',
  'RESET_USER_PASSWORDS',
];

const meta = {
  title: 'Security/Users',
  component: UsersScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(ALL, filledUsers),
} satisfies Meta<typeof UsersScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every action a row allows; the global administrator's row offers no Edit (canEdit false). */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit dwilliams' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit admin' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Add User' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(ALL, { 'POST /users/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(ALL, { 'POST /users/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(ALL, {
    'POST /users/search': { status: 503, body: { message: 'The user list is unavailable right now.' } },
  }),
};

/** SECURITY only: the rows, no Add and no actions column. */
export const NoRights: Story = {
  beforeEach: storySetup(['SECURITY'], filledUsers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('dwilliams')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add User' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** The add popup: at least one role must stay checked. */
export const AddPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await expect(dialog).toBeVisible();
  },
};

/** A user's roles. */
export const RolesPopup: Story = {
  beforeEach: storySetup(ALL, { ...filledUsers, 'GET /users/1187/roles': { body: userRoles } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Roles dwilliams' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of dwilliams' });
    await waitFor(() => expect(dialog.querySelectorAll('input[type="checkbox"]:checked')).toHaveLength(1));
  },
};

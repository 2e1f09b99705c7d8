import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
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

/** A user removed after the question. */
export const Removed: Story = {
  beforeEach: storySetup(ALL, { ...filledUsers, 'DELETE /users/1187': { status: 204 } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete dwilliams' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('User successfully removed')).toBeVisible();
  },
};

/** An inactive user activated after the question. */
export const Activated: Story = {
  beforeEach: storySetup(ALL, { ...filledUsers, 'POST /users/1190/activate': { status: 204 } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate mlopez' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('User successfully activated')).toBeVisible();
  },
};

/** An active user deactivated after the question. */
export const Deactivated: Story = {
  beforeEach: storySetup(ALL, { ...filledUsers, 'POST /users/1187/deactivate': { status: 204 } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Deactivate dwilliams' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('User successfully deactivated')).toBeVisible();
  },
};

/** A password reset after the question: the toast, and the recovery link to hand over once. */
export const PasswordReset: Story = {
  beforeEach: storySetup(ALL, {
    ...filledUsers,
    'POST /users/reset-password': {
      body: {
        message: 'A recovery link was sent.',
        activationLink: {
          purpose: 'password-recovery',
          activationCode: 'K7QM-3XRT-9PWD-HN4B',
          path: '#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true',
          url: 'https://pathway.example.org/#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true',
          expiresAt: '2026-07-14T16:00:00Z',
          message:
            'Hand this link to dwilliams with the contract code of their programme. It works once and expires in 24 hours.',
        },
      },
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Reset Password dwilliams' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('User password successfully reset')).toBeVisible();
    await expect(await screen.findByRole('dialog', { name: 'Activation Link' })).toBeVisible();
  },
};

/** A user's roles changed and saved: the popup closes and says so. */
export const RolesSaved: Story = {
  beforeEach: storySetup(ALL, {
    ...filledUsers,
    'GET /users/1187/roles': { body: userRoles },
    'POST /users/1187/roles': { body: { ...userRoles, version: 3 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Roles dwilliams' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Roles of dwilliams' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Enrollment Specialist' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('User successfully updated')).toBeVisible();
  },
};

/** Every session of a user ended after the question: the server's count in the toast. */
export const SignedOutEverywhere: Story = {
  beforeEach: storySetup(ALL, {
    ...filledUsers,
    'POST /users/1187/sign-out-everywhere': { body: { message: '2 sessions of dwilliams were ended.' } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign Out Everywhere dwilliams' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('2 sessions of dwilliams were ended.')).toBeVisible();
  },
};

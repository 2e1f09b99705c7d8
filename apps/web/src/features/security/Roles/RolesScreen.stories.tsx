import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { filledRoles } from './roleFixtures.ts';
import { RolesScreen } from './RolesScreen.tsx';

const meta = {
  title: 'Security/Roles',
  component: RolesScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['SECURITY'], filledRoles),
} satisfies Meta<typeof RolesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Permissions Payroll Manager' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Role' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['SECURITY'], { 'POST /roles/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['SECURITY'], { 'POST /roles/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['SECURITY'], {
    'POST /roles/search': { status: 503, body: { message: 'The role list is unavailable right now.' } },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filledRoles),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payroll Manager')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Role' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** A role's permissions, the granted ones checked. */
export const PermissionsPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Permissions Payroll Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Permissions of Payroll Manager' });
    await waitFor(() => expect(dialog.querySelectorAll('input[type="checkbox"]:checked')).toHaveLength(2));
  },
};

/** Who holds a role. */
export const UsersPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Users Payroll Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Users of Payroll Manager' });
    await waitFor(() => expect(dialog).toHaveTextContent('kwashington'));
  },
};

/** A role's permissions changed and saved as one set: the popup closes and says so. */
export const PermissionsSaved: Story = {
  beforeEach: storySetup(['SECURITY'], { ...filledRoles, 'PUT /roles/5/permissions': { body: [] } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Permissions Payroll Manager' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Permissions of Payroll Manager' }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'PAYROLL_PROCESSING' })).toBeChecked());
    await userEvent.click(dialog.getByRole('checkbox', { name: 'REPORTS' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Role successfully updated')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { filledUsers } from '../Users/userFixtures.ts';
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

/** A resource added to the group and saved: the popup closes and says so. */
export const ResourcesSaved: Story = {
  beforeEach: storySetup(['MAINTAIN_GROUPS'], {
    ...filledGroups,
    ...filled,
    'PUT /groups/9/resources': {
      body: [
        { resourceId: 31, name: 'Available Timesheets', resourceType: 'Screen' },
        { resourceId: 32, name: 'Worksite Roster', resourceType: 'Report' },
      ],
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Resources Payroll Clerks' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resources of Payroll Clerks' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Worksite Roster (Report)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Group successfully updated')).toBeVisible();
  },
};

/** A user added to the group and saved: the popup closes and says so. */
export const UsersSaved: Story = {
  beforeEach: storySetup(['MAINTAIN_GROUPS'], {
    ...filledGroups,
    ...filled,
    'POST /users/search': filledUsers['POST /users/search'],
    'GET /groups/9/users': {
      body: [
        {
          userId: 1187,
          userName: 'dwilliams',
          firstName: 'Darnell',
          lastName: 'Williams',
          email: 'dwilliams@example.org',
          userType: 'organization',
        },
      ],
    },
    'PUT /groups/9/users': { body: [] },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Users Payroll Clerks' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Users of Payroll Clerks' }));
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'mlopez (Maria Lopez)' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Group successfully updated')).toBeVisible();
  },
};

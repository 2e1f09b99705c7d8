import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { organizations, usStates } from './organizationFixtures.ts';
import { OrganizationsScreen } from './OrganizationsScreen.tsx';

const filled = {
  'POST /organizations/search': { body: { items: organizations, total: organizations.length } },
  'GET /lookups/us-states': { body: usStates },
};

const meta = {
  title: 'Maintenance/Organizations',
  component: OrganizationsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_ORGANIZATION'], filled),
} satisfies Meta<typeof OrganizationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Mon Valley Youth Initiative' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add Organization' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_ORGANIZATION'], {
    'POST /organizations/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_ORGANIZATION'], { 'POST /organizations/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_ORGANIZATION'], {
    'POST /organizations/search': {
      status: 503,
      body: { message: 'The organization list is unavailable right now.' },
    },
  }),
};

/** A user without MAINTAIN_ORGANIZATION (PROGRAMS reads them): the rows, no Add, no Edit or Delete. */
export const NoRights: Story = {
  beforeEach: storySetup(['PROGRAMS'], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mon Valley Youth Initiative')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Organization' })).toBeNull();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** The edit popup with the organization's values. */
export const EditPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Partner4Work' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Organization' });
    await waitFor(() => expect(dialog.querySelector('input[name="federalTaxId"]')).toHaveValue('25-1234567'));
  },
};

/** Removing one still in use: the server's refusal, as it words it. */
export const RemovalRefused: Story = {
  beforeEach: storySetup(['MAINTAIN_ORGANIZATION'], {
    ...filled,
    'DELETE /organizations/8': {
      status: 409,
      body: { message: 'This organization is still used by 2 programs and 3 users and cannot be removed.' },
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Mon Valley Youth Initiative' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expect(
      await screen.findByText('This organization is still used by 2 programs and 3 users and cannot be removed.'),
    ).toBeVisible();
  },
};

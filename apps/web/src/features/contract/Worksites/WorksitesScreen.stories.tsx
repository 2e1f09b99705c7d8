import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { worksiteHandlers } from './worksiteFixtures.ts';
import { WorksitesScreen } from './WorksitesScreen.tsx';

const claims = ['ADD_WORKSITE', 'EDIT_WORKSITE', 'DELETE_WORKSITE', 'MAINTAIN_WORKSITE_CONTACTS'] as const;

const meta = {
  title: 'Contract/Worksites',
  component: WorksitesScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, worksiteHandlers),
} satisfies Meta<typeof WorksitesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Hillcrest Community Center' })).toBeVisible();
    await expect(canvas.getByText('Pending Approval')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(claims, { ...worksiteHandlers, 'POST /worksites/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { ...worksiteHandlers, 'POST /worksites/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    ...worksiteHandlers,
    'POST /worksites/search': { status: 503, body: { message: 'The worksite list is unavailable right now.' } },
  }),
};

/** Without the worksite claims: the rows, Contacts and Notes, no Add, Edit or Delete. */
export const NoRights: Story = {
  beforeEach: storySetup([], worksiteHandlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Hillcrest Community Center' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Worksite' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Contacts Hillcrest Community Center' })).toBeVisible();
  },
};

/** The add popup with the address and the zip mask. */
export const AddPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Worksite' }));
    await expect(await screen.findByRole('dialog', { name: 'Add Worksite' })).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: 'Zip Code' })).toBeVisible();
  },
};

/** A worksite's contacts in the shared dialog. */
export const ContactsOfWorksite: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Contacts Hillcrest Community Center' }));
    await expect(await screen.findByRole('button', { name: 'Edit Renee Morales' })).toBeVisible();
  },
};

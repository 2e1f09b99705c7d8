import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../kit/testing/kitHarness.tsx';
import { contactHandlers } from './contactFixtures.ts';
import { ContactsDialog } from './ContactsDialog.tsx';

const meta = {
  title: 'Shared/Contacts',
  component: ContactsDialog,
  args: { sourceName: 'worksites', sourceId: 208, sourceItemName: 'Hillcrest Community Center', onClose: fn() },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_WORKSITE_CONTACTS'], contactHandlers),
} satisfies Meta<typeof ContactsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A user with MAINTAIN_WORKSITE_CONTACTS: Add Contact, and per row what the contact allows. */
export const Filled: Story = {
  play: async () => {
    await expect(await screen.findByRole('button', { name: 'Edit Renee Morales' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add Contact' })).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Edit Dolores Kaminski' })).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_WORKSITE_CONTACTS'], {
    ...contactHandlers,
    'GET /contacts/worksites/208': { body: [] },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_WORKSITE_CONTACTS'], { ...contactHandlers, 'GET /contacts/worksites/208': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_WORKSITE_CONTACTS'], {
    ...contactHandlers,
    'GET /contacts/worksites/208': { status: 503, body: { message: 'The contacts are unavailable right now.' } },
  }),
};

/** Without MAINTAIN_WORKSITE_CONTACTS: the contacts, no Add and no actions column. */
export const NoRights: Story = {
  beforeEach: storySetup([], contactHandlers),
  play: async () => {
    await expect(await screen.findByText('Whitfield')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add Contact' })).toBeNull();
    await expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
  },
};

/** The add popup of a worksite contact, with the contract code field. */
export const AddPopup: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contact' });
    await waitFor(() => expect(dialog.querySelector('textarea[name="description"]')).toHaveAttribute('rows', '3'));
    await expect(screen.getByRole('combobox', { name: 'Contract Code' })).toBeVisible();
  },
};

/** Editing a contact bound to a contract code: its type is locked. */
export const EditLockedType: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Renee Morales' }));
    await screen.findByRole('dialog', { name: 'Edit Contact' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Contact Type' })).toHaveAttribute('aria-disabled', 'true'),
    );
  },
};

/** The delete confirmation, verbatim. */
export const ConfirmDelete: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Marcus Whitfield' }));
    await expect(await screen.findByText('Are you sure you want to delete this contact?')).toBeVisible();
  },
};

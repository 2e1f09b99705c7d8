import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../kit/testing/kitHarness.tsx';
import { contactHandlers, contacts } from './contactFixtures.ts';
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

/** A worksite contact added with its contract code: the popup closes and says so. */
export const ContactAdded: Story = {
  beforeEach: storySetup(['MAINTAIN_WORKSITE_CONTACTS'], {
    ...contactHandlers,
    'POST /contacts/worksites-create/208': { status: 201, body: { ...contacts[1], contactId: 700 } },
  }),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Contact' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Contact' }));
    await userEvent.type(form.getByRole('textbox', { name: 'First Name' }), 'Tanya');
    await userEvent.type(form.getByRole('textbox', { name: 'Last Name' }), 'Brooks');
    await userEvent.click(form.getByRole('combobox', { name: 'Contact Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Emergency Contact' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Main Phone' }), '4125550199');
    await userEvent.click(form.getByRole('combobox', { name: 'Contract Code' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SYEP-2026-015' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Disclosure Statement' }));
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Contact successfully added')).toBeVisible();
  },
};

/** A contact's last name changed and saved: the popup closes and says so. */
export const ContactUpdated: Story = {
  beforeEach: storySetup(['MAINTAIN_WORKSITE_CONTACTS'], {
    ...contactHandlers,
    'POST /contacts/worksites-update/208': { body: contacts[0] },
  }),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Renee Morales' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Contact' }));
    const lastName = await form.findByRole('textbox', { name: 'Last Name' });
    await waitFor(() => expect(lastName).toHaveValue('Morales'));
    await userEvent.type(lastName, '-Diaz');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Contact successfully updated')).toBeVisible();
  },
};

/** A contact copied after its question. */
export const ContactCopied: Story = {
  beforeEach: storySetup(['MAINTAIN_WORKSITE_CONTACTS'], {
    ...contactHandlers,
    'POST /contacts/copy': { status: 201, body: { ...contacts[2], contactId: 701 } },
  }),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Copy Dolores Kaminski' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('You have copied this contact successfully.')).toBeVisible();
  },
};

/** A contact deleted after its question. */
export const ContactRemoved: Story = {
  beforeEach: storySetup(['MAINTAIN_WORKSITE_CONTACTS'], {
    ...contactHandlers,
    'POST /contacts/delete-contact': { status: 204 },
  }),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Marcus Whitfield' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Contact was successfully removed')).toBeVisible();
  },
};

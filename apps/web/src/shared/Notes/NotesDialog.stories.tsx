import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../kit/testing/kitHarness.tsx';
import { noteHandlers, notes } from './noteFixtures.ts';
import { NotesDialog } from './NotesDialog.tsx';

const meta = {
  title: 'Shared/Notes',
  component: NotesDialog,
  args: { type: 'jobs', sourceId: 512, canEdit: true, onClose: fn() },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['ADD_JOB'], noteHandlers),
} satisfies Meta<typeof NotesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async () => {
    await expect(await screen.findByText('Job description reviewed with the contractor.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Add Note' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['ADD_JOB'], { 'GET /notes/jobs/512': { body: [] } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['ADD_JOB'], { 'GET /notes/jobs/512': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['ADD_JOB'], { 'GET /notes/jobs/512': { status: 503, body: { message: 'Unavailable.' } } }),
};

/** Without the record's write claim: the notes only. */
export const NoRights: Story = {
  args: { canEdit: false },
  play: async () => {
    await expect(await screen.findByText('Job description reviewed with the contractor.')).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Add Note' })).toBeNull();
  },
};

/** The Add Note popup: one required note of 5 rows. */
export const AddNote: Story = {
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Note' });
    await waitFor(() => expect(dialog.querySelector('textarea[name="note"]')).toHaveAttribute('rows', '5'));
  },
};

/** A note written and submitted: the popup closes and says so. */
export const NoteAdded: Story = {
  beforeEach: storySetup(['ADD_JOB'], {
    ...noteHandlers,
    'POST /notes/jobs/512': { body: { ...notes[1], id: 9040, note: 'Worksite visit done.' } },
  }),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Add Note' }));
    const form = within(await screen.findByRole('dialog', { name: 'Add Note' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Note' }), 'Worksite visit done.');
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Note successfully created')).toBeVisible();
  },
};

/** A note removed after its question. */
export const NoteRemoved: Story = {
  beforeEach: storySetup(['ADD_JOB'], { ...noteHandlers, 'DELETE /notes/9002': { status: 204 } }),
  play: async ({ userEvent }) => {
    await userEvent.click(await screen.findByRole('button', { name: /^Delete Job description reviewed/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Note successfully removed')).toBeVisible();
  },
};

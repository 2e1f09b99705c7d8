import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../kit/testing/kitHarness.tsx';
import { documentHandlers, documents } from './documentFixtures.ts';
import { DocumentsDialog, DocumentsPanel } from './DocumentsPanel.tsx';

const meta = {
  title: 'Shared/Documents',
  component: DocumentsPanel,
  args: { type: 'students', sourceId: 48213 },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], documentHandlers),
} satisfies Meta<typeof DocumentsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A participant's documents by type, with Upload, Download and Remove. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'whitfield-work-permit.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove whitfield-work-permit.pdf' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], { 'GET /documents/students/48213': { body: [] } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], { 'GET /documents/students/48213': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], {
    'GET /documents/students/48213': { status: 503, body: { message: 'Unavailable.' } },
  }),
};

/** Without a claim of the upload and delete operations: the list and Download only. */
export const NoRights: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], documentHandlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'whitfield-work-permit.pdf' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download whitfield-work-permit.pdf' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Upload' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove whitfield-work-permit.pdf' })).toBeNull();
  },
};

/** The Upload popup: a document type and the files. */
export const Upload: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    await expect(dialog).toBeVisible();
    await expect(await screen.findByRole('combobox', { name: 'Document Type' })).toBeVisible();
  },
};

/** The large popup other areas open from a row or a button. */
export const Dialog: Story = {
  render: (args) => <DocumentsDialog {...args} onClose={fn()} />,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Documents' });
    await expect(dialog).toBeVisible();
    await expect(await screen.findByRole('cell', { name: 'whitfield-w4-2026.pdf' })).toBeVisible();
  },
};

/** Two PDFs of a type uploaded: the popup closes and says so. */
export const Uploaded: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...documentHandlers,
    'POST /documents/students/48213/4': {
      status: 201,
      body: [documents[2], { ...documents[2], id: 9313 }],
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Documents' });
    const form = within(dialog);
    await userEvent.click(await form.findByRole('combobox', { name: 'Document Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Work Permit' }));
    // A file input has no role: it is found through its visible label, as the picker fills it.
    const label = [...dialog.querySelectorAll('label')].find(
      (candidate) => candidate.textContent.replace('*', '').trim() === 'Files',
    );
    const input = label?.control;
    if (!(input instanceof HTMLInputElement)) throw new globalThis.Error('No file input labelled Files');
    const pdf = (name: string) => new File([new Uint8Array(2048).fill(37)], name, { type: 'application/pdf' });
    await userEvent.upload(input, [pdf('permit-front.pdf'), pdf('permit-back.pdf')]);
    await expect(await form.findByText('permit-front.pdf, permit-back.pdf')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('2 documents successfully created')).toBeVisible();
  },
};

/** A document removed after its question. */
export const Removed: Story = {
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    ...documentHandlers,
    'DELETE /documents/9311': { status: 204 },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove whitfield-birth-certificate.png' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Document successfully removed')).toBeVisible();
  },
};

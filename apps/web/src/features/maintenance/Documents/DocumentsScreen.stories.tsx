import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { KitHarness, never, storySetup, type Handler } from '../../../kit/testing/kitHarness.tsx';
import { documentTypes, organizationList, systemDocuments, youthDocuments } from './documentFixtures.ts';
import { DocumentsScreen } from './DocumentsScreen.tsx';

const filled: Record<string, Handler> = {
  'POST /system-documents/search': { body: { items: systemDocuments, total: systemDocuments.length } },
  'POST /youth-documents/search': { body: { items: youthDocuments, total: youthDocuments.length } },
  'GET /lookups/document-types': { body: documentTypes },
  'GET /organizations': { body: organizationList },
};

const meta = {
  title: 'Maintenance/Documents',
  component: DocumentsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_DOCUMENTS'], filled),
} satisfies Meta<typeof DocumentsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Participant Handbook 2026' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Download Birth certificate' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_DOCUMENTS'], {
    ...filled,
    'POST /system-documents/search': { body: { items: [], total: 0 } },
    'POST /youth-documents/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_DOCUMENTS'], {
    ...filled,
    'POST /system-documents/search': never,
    'POST /youth-documents/search': never,
  }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_DOCUMENTS'], {
    ...filled,
    'POST /system-documents/search': { status: 503, body: { message: 'The document store is unavailable right now.' } },
  }),
};

/** Without MAINTAIN_DOCUMENTS (a stale menu): rows can be downloaded, nothing changed. */
export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Download Participant Handbook 2026' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Document' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Delete Work permit' })).toBeNull();
  },
};

/** The add popup: a new document needs its file. */
export const AddPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Document' });
    await expect(dialog).toBeVisible();
  },
};

/** A system document removed after the question. */
export const SystemDocumentRemoved: Story = {
  beforeEach: storySetup(['MAINTAIN_DOCUMENTS'], { ...filled, 'DELETE /system-documents/72': { status: 204 } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Worksite Supervisor Guide' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Document successfully removed')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { entries } from './dataDictionaryFixtures.ts';
import { DataDictionaryScreen } from './DataDictionaryScreen.tsx';

const filled = { 'POST /data-dictionary/search': { body: { items: entries, total: entries.length } } };

const meta = {
  title: 'Maintenance/Data Dictionary',
  component: DataDictionaryScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_DATA_DICTIONARY'], filled),
} satisfies Meta<typeof DataDictionaryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Edit an entry's label and submit: the popup closes and the success toast says so. */
export const Filled: Story = {
  beforeEach: storySetup(['MAINTAIN_DATA_DICTIONARY'], {
    ...filled,
    'PUT /data-dictionary/87': { body: { ...entries[1], label: 'Participant: SSN', version: 4 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit students.ssn' }));
    const popup = await screen.findByRole('dialog', { name: 'Edit Data Dictionary Entry' });
    // The popup takes focus once open; typing before that would lose the caret.
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    const label = within(popup).getByRole('textbox', { name: 'Label' });
    await expect(label).toHaveValue('Participant: Ssn');
    await userEvent.clear(label);
    await userEvent.type(label, 'Participant: SSN');
    await userEvent.click(within(popup).getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Data dictionary entry successfully updated')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Data Dictionary Entry' })).toBeNull());
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_DATA_DICTIONARY'], {
    'POST /data-dictionary/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_DATA_DICTIONARY'], { 'POST /data-dictionary/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_DATA_DICTIONARY'], {
    'POST /data-dictionary/search': { status: 403, body: {} },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Participant: Ssn')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit students.ssn' })).toBeNull();
  },
};

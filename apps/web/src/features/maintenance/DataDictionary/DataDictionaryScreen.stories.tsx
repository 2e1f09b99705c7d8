import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
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

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit students.ssn' })).toBeVisible();
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

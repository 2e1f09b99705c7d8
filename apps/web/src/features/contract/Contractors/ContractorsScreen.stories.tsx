import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { contractorHandlers } from './contractorFixtures.ts';
import { ContractorsScreen } from './ContractorsScreen.tsx';

const claims = ['VIEW_CONTRACTOR', 'MAINTAIN_CONTRACTOR'] as const;

const meta = {
  title: 'Contract/Contractors',
  component: ContractorsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, contractorHandlers),
} satisfies Meta<typeof ContractorsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(claims, {
    ...contractorHandlers,
    'POST /contractors/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { ...contractorHandlers, 'POST /contractors/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    ...contractorHandlers,
    'POST /contractors/search': { status: 503, body: { message: 'The contractor list is unavailable right now.' } },
  }),
};

/** VIEW_CONTRACTOR only: the rows and their contacts, no changes. */
export const ViewOnly: Story = {
  beforeEach: storySetup(['VIEW_CONTRACTOR'], contractorHandlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'Hill District Youth Partners' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Contractor' })).toBeNull();
  },
};

/** A contractor's contacts in the shared dialog. */
export const ContactsOfContractor: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Contacts Hill District Youth Partners' }));
    await expect(await screen.findByRole('cell', { name: 'Whitfield' })).toBeVisible();
  },
};

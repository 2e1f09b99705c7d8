import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { contractorReplies } from './contractorFixtures.ts';
import { FindContractorScreen } from './FindContractorScreen.tsx';

const meta = {
  title: 'Maintenance/Find Contractor',
  component: FindContractorScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['VIEW_CONTRACTOR'], contractorReplies),
} satisfies Meta<typeof FindContractorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'View Hillcrest Community Services' })).toBeVisible();
    await expect(await canvas.findByText('Three Rivers Youth Works')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['VIEW_CONTRACTOR'], {
    ...contractorReplies,
    'POST /contractors/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['VIEW_CONTRACTOR'], { ...contractorReplies, 'POST /contractors/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['VIEW_CONTRACTOR'], {
    ...contractorReplies,
    'POST /contractors/search': { status: 503, body: { message: 'The contractor list is unavailable right now.' } },
  }),
};

/** A signed-in user without a contractor claim: the restricted-content text, no search. */
export const NoRights: Story = {
  beforeEach: storySetup([], contractorReplies),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You do not have rights to see the page.')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Contractors' })).toBeNull();
  },
};

/** The details popup: address, contacts and worksites of one contractor. */
export const DetailsPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'View Hillcrest Community Services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contractor — Hillcrest Community Services' });
    await waitFor(() => expect(dialog).toHaveTextContent('Denise'));
    await waitFor(() => expect(dialog).toHaveTextContent('Hillcrest Garden Project'));
  },
};

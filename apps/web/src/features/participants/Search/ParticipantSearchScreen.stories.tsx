import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { participantPage } from './participantFixtures.ts';
import { ParticipantSearchScreen } from './ParticipantSearchScreen.tsx';

const filled = { 'POST /students/search': { body: participantPage } };

const meta = {
  title: 'Participants/Search',
  component: ParticipantSearchScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['VIEW_STUDENT'], filled),
} satisfies Meta<typeof ParticipantSearchScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Whitfield' })).toBeVisible();
    await expect(canvas.getByText('*****6781')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], { 'POST /students/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], { 'POST /students/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['VIEW_STUDENT'], {
    'POST /students/search': { status: 503, body: { message: 'The participant search is unavailable right now.' } },
  }),
};

/** The search without the claim: the server refuses it and the grid says so. */
export const NoRights: Story = {
  beforeEach: storySetup([], {
    'POST /students/search': { status: 403, body: { message: 'You do not have permission to view participants.' } },
  }),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getAllByText('You do not have permission to view participants.')[0]).toBeVisible(),
    );
    await expect(canvas.queryByRole('link', { name: 'Whitfield' })).toBeNull();
  },
};

/** Only participants whose clearance or work permit expires within 30 days. */
export const ExpiringWithin30Days: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('combobox', { name: 'Clearance or work permit expiring within' }));
    await userEvent.click(await screen.findByRole('option', { name: '30 days' }));
    await expect(canvas.getByRole('combobox', { name: 'Clearance or work permit expiring within' })).toHaveTextContent(
      '30 days',
    );
  },
};

export const AdditionalColumns: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show Additional Columns' }));
    await expect(await canvas.findByRole('columnheader', { name: 'Zip Code' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { inScreening } from './screeningFixtures.ts';
import { ProviderScreeningScreen } from './ProviderScreeningScreen.tsx';

const claims = ['MAINTAIN_ENROLLEES', 'PROVIDER_SCREENING'] as const;
const filled = { 'POST /enrollment/search': { body: { items: inScreening, total: inScreening.length } } };

const meta = {
  title: 'Enrollment/Provider Screening',
  component: ProviderScreeningScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, filled),
} satisfies Meta<typeof ProviderScreeningScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Carter' })).toHaveAttribute(
      'href',
      '#/enrollment/provider-screening/60214',
    );
  },
};

export const Empty: Story = {
  beforeEach: storySetup(claims, { 'POST /enrollment/search': { body: { items: [], total: 0 } } }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records to display')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { 'POST /enrollment/search': never }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    'POST /enrollment/search': { status: 503, body: { message: 'Applications are unavailable right now.' } },
  }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('Applications are unavailable right now.')[0]).toBeVisible());
  },
};

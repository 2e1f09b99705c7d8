import type { Meta, StoryObj } from '@storybook/react-vite';
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

/** The grid as loaded; what its rows link to and do is the screen's tests' business. */
export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(claims, { 'POST /enrollment/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { 'POST /enrollment/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    'POST /enrollment/search': { status: 503, body: { message: 'Applications are unavailable right now.' } },
  }),
};

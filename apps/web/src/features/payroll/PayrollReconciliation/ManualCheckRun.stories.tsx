import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { checkPaymentPage, checkPayments } from './checkPaymentFixtures.ts';
import { ManualCheckRun } from './ManualCheckRun.tsx';

const CLAIMS = ['MANUAL_CHECK'] as const;
const SEARCH = 'POST /payroll/check-payments/search';

const meta = {
  title: 'Payroll/Manual Check Run',
  component: ManualCheckRun,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(CLAIMS, { [SEARCH]: { body: checkPaymentPage(checkPayments) } }),
} satisfies Meta<typeof ManualCheckRun>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A manual check request, a paper check and a participant paid by check, each with where to mail it. */
export const WithRows: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$1,206.25')).toBeVisible();
    await expect(canvas.getByText('415 Brownsville Rd, Pittsburgh, PA 15210')).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(CLAIMS, { [SEARCH]: { body: checkPaymentPage([]) } }),
};

export const Loading: Story = {
  beforeEach: storySetup(CLAIMS, { [SEARCH]: never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(CLAIMS, { [SEARCH]: { status: 403, body: {} } }),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { fundingSources, incomeRanges, organizations } from './incomeRangeFixtures.ts';
import { IncomeRangesScreen } from './IncomeRangesScreen.tsx';

const lists = {
  'GET /organizations': { body: organizations },
  'GET /lookups/funding-sources': { body: fundingSources },
};
const filled = {
  ...lists,
  'POST /income-ranges/search': { body: { items: incomeRanges, total: incomeRanges.length } },
};

const meta = {
  title: 'Maintenance/Income Ranges',
  component: IncomeRangesScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_INCOME_RANGES'], filled),
} satisfies Meta<typeof IncomeRangesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_INCOME_RANGES'], {
    ...lists,
    'POST /income-ranges/search': { body: { items: [], total: 0 } },
  }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_INCOME_RANGES'], { ...lists, 'POST /income-ranges/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_INCOME_RANGES'], {
    ...lists,
    'POST /income-ranges/search': { status: 500, body: {} },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('$39,300.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Income Range' })).toBeNull();
  },
};

/** From above To: the minMaxInvalid message, Submit disabled. */
export const MinAboveMax: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Edit Family of 3: $0.00 to $32,580.00 (WIOA Youth)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Income Range' });
    const from = dialog.querySelector<HTMLInputElement>('input[name="from"]');
    if (!from) throw new globalThis.Error('No From field');
    await userEvent.clear(from);
    await userEvent.type(from, '40000');
    await waitFor(() => expect(screen.getByText('Min must not be greater than Max')).toBeVisible());
  },
};

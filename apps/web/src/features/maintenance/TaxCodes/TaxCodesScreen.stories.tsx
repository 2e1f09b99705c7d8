import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { taxCodes } from './taxCodeFixtures.ts';
import { TaxCodesScreen } from './TaxCodesScreen.tsx';

const filled = { 'POST /tax-codes/search': { body: { items: taxCodes, total: taxCodes.length } } };

const meta = {
  title: 'Maintenance/Tax Codes',
  component: TaxCodesScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['MAINTAIN_TAXCODES'], filled),
} satisfies Meta<typeof TaxCodesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Edit Pittsburgh Earned Income Tax' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(['MAINTAIN_TAXCODES'], { 'POST /tax-codes/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(['MAINTAIN_TAXCODES'], { 'POST /tax-codes/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(['MAINTAIN_TAXCODES'], {
    'POST /tax-codes/search': { status: 403, body: {} },
  }),
};

export const NoRights: Story = {
  beforeEach: storySetup([], filled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Federal Income Tax')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Tax Code' })).toBeNull();
  },
};

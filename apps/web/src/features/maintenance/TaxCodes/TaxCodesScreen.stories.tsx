import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
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

/** Edit a tax code's rate and submit: the popup closes and the success toast says so. */
export const Filled: Story = {
  beforeEach: storySetup(['MAINTAIN_TAXCODES'], {
    ...filled,
    'PUT /tax-codes/12': { body: { ...taxCodes[1], ratePercent: 3.1, version: 5 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit Pittsburgh Earned Income Tax' }));
    const popup = await screen.findByRole('dialog', { name: 'Edit Tax Code' });
    // The popup takes focus once open; typing before that would lose the caret.
    await waitFor(() => expect(popup).toContainElement(document.activeElement as HTMLElement));
    const rate = within(popup).getByRole('textbox', { name: 'Rate %' });
    await expect(rate).toHaveValue('3');
    await userEvent.clear(rate);
    await userEvent.type(rate, '3.1');
    await userEvent.click(within(popup).getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Tax code successfully updated')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tax Code' })).toBeNull());
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

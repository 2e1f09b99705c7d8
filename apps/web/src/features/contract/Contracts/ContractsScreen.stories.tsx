import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { KitHarness, never, storySetup } from '../../../kit/testing/kitHarness.tsx';
import { contractHandlers, contracts } from './contractFixtures.ts';
import { ContractsScreen } from './ContractsScreen.tsx';

const claims = ['CONTRACT'] as const;

const meta = {
  title: 'Contract/Contracts',
  component: ContractsScreen,
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(claims, contractHandlers),
} satisfies Meta<typeof ContractsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Activate SYEP-2027-003' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Close SYEP-2026-014' })).toBeVisible();
  },
};

export const Empty: Story = {
  beforeEach: storySetup(claims, { ...contractHandlers, 'POST /contracts/search': { body: { items: [], total: 0 } } }),
};

export const Loading: Story = {
  beforeEach: storySetup(claims, { ...contractHandlers, 'POST /contracts/search': never }),
  // Shows loading on purpose: captured once at rest, without waiting for data that never comes.
  parameters: { visual: { settle: false } },
};

export const Error: Story = {
  beforeEach: storySetup(claims, {
    ...contractHandlers,
    'POST /contracts/search': { status: 503, body: { message: 'The contract list is unavailable right now.' } },
  }),
};

/** Without CONTRACT: the contracts only, no Add, Edit, status moves, Copy or Card Delivery. */
export const NoRights: Story = {
  beforeEach: storySetup([], contractHandlers),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('cell', { name: 'SYEP-2026-014' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add Contract' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Activate SYEP-2027-003' })).toBeNull();
  },
};

/** The add popup: the status is no field (a new contract is Draft). */
export const AddPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Contract' });
    await expect(dialog).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: 'Contract Code' })).toBeVisible();
  },
};

/** Activating a Draft asks first. */
export const ActivateConfirmation: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate SYEP-2027-003' }));
    await expect(await screen.findByText('Are you sure you want to activate this contract?')).toBeVisible();
  },
};

/** The copy popup: a new code and period, what to copy along. */
export const CopyPopup: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy SYEP-2026-014' }));
    await expect(await screen.findByRole('dialog', { name: 'Copy SYEP-2026-014' })).toBeVisible();
    await expect(await screen.findByRole('checkbox', { name: 'Copy Jobs' })).not.toBeChecked();
  },
};

/** The card delivery setup of the Active contract, read from the server. */
export const CardDelivery: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Card Delivery SYEP-2026-014' }));
    const dialog = await screen.findByRole('dialog', { name: 'Card Delivery — SYEP-2026-014' });
    await expect(dialog).toBeVisible();
    await expect(await screen.findByRole('textbox', { name: 'Attention To' })).toHaveValue('Angela Brooks');
  },
};

/** A contract copied into a new code and period: the popup closes and says so. */
export const Copied: Story = {
  beforeEach: storySetup(claims, {
    ...contractHandlers,
    'POST /contracts/311/copy': {
      status: 201,
      body: { ...contracts[1], id: 401, contractCode: 'SYEP-2027-011' },
    },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy SYEP-2026-014' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy SYEP-2026-014' }));
    // The dates first: Enter commits a date, and the form is not yet valid to be submitted by it.
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Start Date' }), '06072027{Enter}');
    // Found, not got: once, under load, the fields were out of the accessibility tree just after Enter.
    await userEvent.type(await dialog.findByRole('textbox', { name: 'End Date' }), '08272027{Enter}');
    await userEvent.type(await dialog.findByRole('textbox', { name: 'Contract Code' }), 'SYEP-2027-011');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Contract successfully copied')).toBeVisible();
  },
};

/** A Draft contract's first card delivery setup saved: the popup closes and says so. */
export const CardDeliverySaved: Story = {
  beforeEach: storySetup(claims, {
    ...contractHandlers,
    'PUT /contracts/342/card-delivery': { body: { id: 60, contractId: 342, version: 0 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Card Delivery SYEP-2027-003' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Card Delivery — SYEP-2027-003' }));
    await userEvent.click(await dialog.findByRole('combobox', { name: 'Card Provider' }));
    await userEvent.click(await screen.findByRole('option', { name: 'FSV Payment Systems' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Delivery Method' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pickup at Worksite' }));
    await userEvent.click(dialog.getByRole('combobox', { name: 'Delivery Location' }));
    await userEvent.click(await screen.findByRole('option', { name: 'East Liberty CareerLink' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit' }));
    await expect(await screen.findByText('Card delivery setup successfully saved')).toBeVisible();
  },
};

/** A Draft contract activated after the question. */
export const Activated: Story = {
  beforeEach: storySetup(claims, {
    ...contractHandlers,
    'POST /contracts/342/activate': { body: { ...contracts[1], status: 'Active', version: 1 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Activate SYEP-2027-003' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Contract successfully activated')).toBeVisible();
  },
};

/** An Active contract closed after the question. */
export const Closed: Story = {
  beforeEach: storySetup(claims, {
    ...contractHandlers,
    'POST /contracts/311/close': { body: { ...contracts[0], status: 'Closed', version: 5 } },
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Close SYEP-2026-014' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Contract successfully closed')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { paymentDetailMessages } from '@pathway/validation';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { KitHarness, storySetup } from '../../../../kit/testing/kitHarness.tsx';
import ChangePaymentMethodPopup from './ChangePaymentMethodPopup.tsx';
import { debitOnFile, debitWithoutCard, depositOnFile } from './paymentMethodFixtures.ts';

const meta = {
  title: 'Participants/Details/Change Payment Method',
  component: ChangePaymentMethodPopup,
  args: { studentId: 48213, current: debitOnFile, onClose: fn() },
  decorators: [(Story) => <KitHarness withTheme={false} screen={<Story />} />],
  beforeEach: storySetup(['VIEW_STUDENT', 'MAINTAIN_STUDENT'], {
    'PUT /students/48213/payment-method': {
      status: 422,
      body: { accountNumber: 'This account number is closed at the bank.' },
    },
  }),
} satisfies Meta<typeof ChangePaymentMethodPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => within(await screen.findByRole('dialog', { name: 'Change Payment Method' }));

/** A Debit card on file: its number may be left empty to keep it. */
export const DebitCardOnFile: Story = {};

/** Debit chosen at enrollment, no card yet: the number is required. */
export const DebitWithoutCard: Story = { args: { current: debitWithoutCard } };

/** Paid by Deposit: the bank numbers are typed again, never prefilled. */
export const Deposit: Story = { args: { current: depositOnFile } };

/** A routing number whose check digit is wrong: the rule's message under the field, Submit blocked. */
export const RoutingNumberRefused: Story = {
  args: { current: depositOnFile },
  play: async () => {
    const popup = await dialog();
    const routing = popup.getByRole('textbox', { name: 'Routing Number' });
    await userEvent.type(routing, '043000097');
    await userEvent.tab();
    await expect(routing).toHaveAccessibleDescription(`9 digits ${paymentDetailMessages.routingNumber}`);
    await expect(popup.getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The server refuses the account number: its message under the field, every typed value kept. */
export const ServerRefusesAccount: Story = {
  args: { current: depositOnFile },
  play: async () => {
    const popup = await dialog();
    await userEvent.type(popup.getByRole('textbox', { name: 'Routing Number' }), '043000096');
    await userEvent.type(popup.getByRole('textbox', { name: 'Account Number' }), '44556677');
    await userEvent.click(popup.getByRole('combobox', { name: 'Account Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Savings' }));
    await userEvent.click(popup.getByRole('button', { name: 'Submit' }));
    const account = popup.getByRole('textbox', { name: 'Account Number' });
    await expect(await popup.findByText('This account number is closed at the bank.')).toBeVisible();
    await expect(account).toHaveValue('44556677');
  },
};

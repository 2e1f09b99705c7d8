import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { MaskedInput, type MaskedInputProps } from './MaskedInput.tsx';

const labels: Record<MaskedInputProps['preset'], string> = {
  phone: 'Main phone',
  zip: 'Zip code',
  zipPlus4: 'Zip+4',
  ssn: 'Social security number',
  currency: 'Annual income',
  email: 'Main email',
  date: 'Start date',
  routingNumber: 'Routing number',
  accountNumber: 'Account number',
  cardProxyNumber: 'Card proxy number',
};

const meta = {
  title: 'Inputs/MaskedInput',
  component: MaskedInput,
  render: (args) => (
    <FormField label={labels[args.preset]}>{(control) => <MaskedInput {...args} {...control} />}</FormField>
  ),
  args: { preset: 'phone', onValueChange: fn() },
} satisfies Meta<typeof MaskedInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PhoneEmpty: Story = {};
export const PhoneFilled: Story = { args: { defaultValue: '(718) 555-0143' } };
export const PhoneRejectsZeroAreaCode: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Main phone' });
    await userEvent.type(input, '0123');
    await expect(input).toHaveValue('(123');
  },
};
export const PhoneTyped: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Main phone' });
    await userEvent.type(input, '2125550147');
    await expect(input).toHaveValue('(212) 555-0147');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      value: '(212) 555-0147',
      unmaskedValue: '2125550147',
      complete: true,
    });
  },
};
export const Zip: Story = {
  args: { preset: 'zip' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Zip code' });
    await userEvent.type(input, '10451-22');
    await expect(input).toHaveValue('10451');
  },
};
export const ZipPlus4: Story = {
  args: { preset: 'zipPlus4' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Zip+4' });
    await userEvent.type(input, '230199');
    await expect(input).toHaveValue('2301');
  },
};
export const Ssn: Story = {
  args: { preset: 'ssn' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Social security number' });
    await userEvent.type(input, '078051120');
    await expect(input).toHaveValue('078-05-1120');
  },
};
export const Currency: Story = {
  args: { preset: 'currency' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Annual income' });
    await userEvent.type(input, '38250.5');
    await userEvent.tab();
    await expect(input).toHaveValue('$38,250.50');
  },
};
export const Email: Story = {
  args: { preset: 'email' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Main email' });
    await userEvent.type(input, 'keisha thompson@bronxworks.org');
    await expect(input).toHaveValue('keishathompson@bronxworks.org');
  },
};
export const Disabled: Story = { args: { preset: 'phone', defaultValue: '(347) 555-0188', disabled: true } };
/** The payment numbers take digits only, up to their field's length (ADR 181). */
export const RoutingNumber: Story = {
  args: { preset: 'routingNumber' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Routing number' });
    await userEvent.type(input, '04a3-00009612');
    await expect(input).toHaveValue('043000096');
  },
};
export const AccountNumber: Story = {
  args: { preset: 'accountNumber' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Account number' });
    await userEvent.type(input, '1234 5678 9012 3456 7890');
    await expect(input).toHaveValue('12345678901234567');
  },
};

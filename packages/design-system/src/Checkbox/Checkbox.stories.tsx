import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'Payroll Processing', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const WithError: Story = { args: { error: 'At least one role must be checked' } };
export const Toggles: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByText('Payroll Processing'));
    await expect(canvas.getByRole('checkbox', { name: 'Payroll Processing' })).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith({ checked: true });
  },
};

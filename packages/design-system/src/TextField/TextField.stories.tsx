import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Inputs/TextField',
  component: TextField,
  args: { label: 'First Name', onValueChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Marcus' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'First Name is required' } };
export const WithHint: Story = { args: { label: 'Email', hint: 'We send the activation code here.' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Marcus' } };
export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'Marcus' } };
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('First Name'), 'Ana');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'Ana' });
  },
};
export const ErrorIsAnnounced: Story = {
  args: { required: true, error: 'Maximum length of First Name is 40' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'First Name' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription('Maximum length of First Name is 40');
    await expect(input).toBeRequired();
  },
};

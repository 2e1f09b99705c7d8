import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button.tsx';

const meta = {
  title: 'Basics/Button',
  component: Button,
  args: { children: 'Add Contact', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete Note' } };
export const Link: Story = { args: { variant: 'link', children: 'Forgot Password?' } };
export const Small: Story = { args: { size: 'small', children: 'Export To Excel' } };
export const Disabled: Story = { args: { disabled: true, children: 'Submit' } };
export const Busy: Story = {
  args: { busy: true, children: 'Login' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Login' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Clicks: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Contact' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

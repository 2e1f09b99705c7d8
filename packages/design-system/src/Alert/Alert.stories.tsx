import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert.tsx';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { variant: 'danger', children: 'Request data status 500' },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Warning: Story = {
  args: { variant: 'warning', children: 'Your password has to be updated. Please enter a new one.' },
};
export const Info: Story = { args: { variant: 'info', children: 'Your password expires in 10 days.' } };
export const Success: Story = {
  args: { variant: 'success', title: 'Success', children: 'Contact successfully added' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'Dialogs/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    message: 'Are you sure you want to delete this contact?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirmation' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Focus starts on Cancel, so Enter alone never confirms a deletion.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ source: 'yes' });
  },
};
export const Warning: Story = {
  args: {
    title: 'Warning',
    message:
      'You have made a manual check request. This timesheet will not be submitted to paycheck. Press "Yes" to continue or "No" to do nothing.',
  },
};
export const EscapeCancels: Story = {
  args: { message: 'Are you sure you want to copy this contact?' },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('alertdialog', { name: 'Confirmation' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledWith({ source: 'escape' });
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

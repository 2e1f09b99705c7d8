import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { SessionExpiryWindow } from './SessionExpiryWindow.tsx';

const meta = {
  title: 'Dialogs/SessionExpiryWindow',
  component: SessionExpiryWindow,
  args: { open: true, secondsLeft: 600, onRefresh: fn() },
} satisfies Meta<typeof SessionExpiryWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TenMinutesLeft: Story = {
  play: async () => {
    await expect(await screen.findByRole('timer', { name: 'Time left' })).toHaveTextContent('10:00');
  },
};
export const LastSeconds: Story = {
  args: { secondsLeft: 7 },
  play: async () => {
    await expect(await screen.findByRole('timer', { name: 'Time left' })).toHaveTextContent('00:07');
  },
};
export const Refreshing: Story = { args: { secondsLeft: 312, refreshing: true } };
export const RefreshAndEscape: Story = {
  args: { secondsLeft: 245 },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Session is about to expire' });
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await waitFor(() => expect(refresh).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await userEvent.click(refresh);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

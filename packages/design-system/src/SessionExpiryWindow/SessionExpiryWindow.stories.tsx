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

export const TenMinutesLeft: Story = {};
export const LastSeconds: Story = { args: { secondsLeft: 7 } };
export const Refreshing: Story = { args: { secondsLeft: 312, refreshing: true } };
/** Refresh helps until the session's absolute lifetime, which the window names. */
export const WithLifetimeEnd: Story = {
  args: { secondsLeft: 480, lifetimeEndsAt: '9:41 PM' },
};
/** The lifetime itself ends: no Refresh, an OK that lets the user save their work. */
export const LifetimeEnds: Story = {
  args: { secondsLeft: 420, lifetimeEndsAt: '9:41 PM', final: true, onDismiss: fn() },
  play: async ({ args }) => {
    await expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
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

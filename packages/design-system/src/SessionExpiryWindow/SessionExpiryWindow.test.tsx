import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../theme/index.ts';
import { SessionExpiryWindow, formatCountdown } from './SessionExpiryWindow.tsx';

describe('SessionExpiryWindow', () => {
  test('formats the countdown as mm:ss', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(599)).toBe('09:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-3)).toBe('00:00');
    expect(formatCountdown(12.7)).toBe('00:12');
  });

  test('shows the time left and a Refresh button', async () => {
    const onRefresh = vi.fn();
    await render(
      <ThemeProvider>
        <SessionExpiryWindow open secondsLeft={547} onRefresh={onRefresh} />
      </ThemeProvider>,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Session is about to expire' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('timer', { name: 'Time left' })).toHaveTextContent('09:07');
    await dialog.getByRole('button', { name: 'Refresh' }).click();
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  test('follows secondsLeft as the app ticks', async () => {
    const screen = await render(
      <ThemeProvider>
        <SessionExpiryWindow open secondsLeft={60} onRefresh={vi.fn()} />
      </ThemeProvider>,
    );
    const timer = page.getByRole('timer', { name: 'Time left' });
    await expect.element(timer).toHaveTextContent('01:00');
    await screen.rerender(
      <ThemeProvider>
        <SessionExpiryWindow open secondsLeft={59} onRefresh={vi.fn()} />
      </ThemeProvider>,
    );
    await expect.element(timer).toHaveTextContent('00:59');
  });

  test('Escape does not close it', async () => {
    await render(
      <ThemeProvider>
        <SessionExpiryWindow open secondsLeft={300} onRefresh={vi.fn()} />
      </ThemeProvider>,
    );
    const dialog = page.getByRole('alertdialog', { name: 'Session is about to expire' });
    await expect.element(dialog.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeVisible();
    expect(page.getByRole('alertdialog').elements()).toHaveLength(1);
  });

  test('renders nothing when closed', async () => {
    await render(
      <ThemeProvider>
        <SessionExpiryWindow open={false} secondsLeft={300} onRefresh={vi.fn()} />
      </ThemeProvider>,
    );
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });
});

import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { Toaster } from './Toaster.tsx';
import { toast } from './toast.ts';

// Hovering pauses toasts, and the pointer stays wherever an earlier test file left it, which may
// be where the region appears (top left here, where the theme's variables are missing); start
// every test with the pointer in the bottom right corner.
async function movePointerAway() {
  const root = document.documentElement;
  await userEvent.hover(root, { position: { x: root.clientWidth - 1, y: root.clientHeight - 1 } });
}

beforeEach(movePointerAway);

afterEach(() => {
  vi.useRealTimers();
  toast.clear();
});

/**
 * A toast's life (its duration, then a second on its way out) on a fake clock the test moves: a
 * short toast is still up when first looked for, and gone once its time is passed, however slow
 * the machine.
 */
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

/**
 * Moves the fake clock on a quarter second at a time until `text` has left the page: between steps
 * React renders what the last step started (the dismissal), and schedules the next timer (removal).
 */
async function untilGone(text: string) {
  await expect
    .poll(
      async () => {
        await vi.advanceTimersByTimeAsync(250);
        return document.body.textContent.includes(text);
      },
      { timeout: 10_000 },
    )
    .toBe(false);
}

test('success and error toasts carry the titles Success and Error', async () => {
  await render(<Toaster />);
  // Called outside any component, as the HTTP error handler does.
  toast.success('Contact was successfully removed');
  toast.error('You do not have access to some of requested data. Issue of your permissions');
  const success = page.getByRole('status');
  await expect.element(success.getByText('Success', { exact: true })).toBeVisible();
  await expect.element(success.getByText('Contact was successfully removed')).toBeVisible();
  const error = page.getByRole('alert');
  await expect.element(error.getByText('Error', { exact: true })).toBeVisible();
  await expect
    .element(error.getByText('You do not have access to some of requested data. Issue of your permissions'))
    .toBeVisible();
});

test('toasts stack and dismiss themselves', async () => {
  fakeClock();
  await render(<Toaster />);
  toast.info('First', { duration: 200 });
  toast.warning('Second', { duration: 60_000 });
  await expect.element(page.getByText('First')).toBeVisible();
  await expect.element(page.getByText('Second')).toBeVisible();
  await untilGone('First');
  await expect.element(page.getByText('Second')).toBeVisible();
});

test('a toast id replaces the earlier toast instead of stacking', async () => {
  await render(<Toaster />);
  toast.error('Request data status 500', { id: 'http' });
  toast.error('Request data status 502', { id: 'http' });
  await expect.element(page.getByText('Request data status 502')).toBeVisible();
  expect(page.getByRole('alert').elements()).toHaveLength(1);
});

test('a region unmounted while hovered does not leave later toasts paused', async () => {
  const first = await render(<Toaster />);
  toast.info('Hovered', { duration: 60_000 });
  await userEvent.hover(page.getByText('Hovered'));
  await first.unmount();
  toast.clear();
  await movePointerAway();
  fakeClock();
  await render(<Toaster />);
  toast.info('Short-lived', { duration: 200 });
  await expect.element(page.getByText('Short-lived')).toBeVisible();
  await untilGone('Short-lived');
});

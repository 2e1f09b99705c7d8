import { afterEach, beforeEach, expect, test } from 'vitest';
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
  toast.clear();
});

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
  await render(<Toaster />);
  toast.info('First', { duration: 200 });
  toast.warning('Second', { duration: 60_000 });
  await expect.element(page.getByText('First')).toBeVisible();
  await expect.element(page.getByText('Second')).toBeVisible();
  await expect.poll(() => document.body.textContent.includes('First'), { timeout: 3000 }).toBe(false);
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
  await render(<Toaster />);
  toast.info('Short-lived', { duration: 200 });
  await expect.element(page.getByText('Short-lived')).toBeVisible();
  await expect.poll(() => document.body.textContent.includes('Short-lived'), { timeout: 3000 }).toBe(false);
});

import { afterEach, expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { Toaster } from './Toaster.tsx';
import { toast } from './toast.ts';

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

import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { ConfirmDialog } from './ConfirmDialog.tsx';

test('asks with the caller title and text, and answers Yes or Cancel', async () => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  await render(
    <ConfirmDialog
      open
      title="Warning"
      message="Are you sure you want to remove this role?"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  const dialog = page.getByRole('alertdialog', { name: 'Warning' });
  await expect.element(dialog.getByText('Are you sure you want to remove this role?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(onCancel).toHaveBeenCalledWith({ source: 'cancel' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  expect(onConfirm).toHaveBeenCalledWith({ source: 'yes' });
});

test('is titled Confirmation by default', async () => {
  await render(
    <ConfirmDialog open message="Are you sure you want to copy this contact?" onConfirm={vi.fn()} onCancel={vi.fn()} />,
  );
  await expect.element(page.getByRole('alertdialog', { name: 'Confirmation' })).toBeVisible();
});

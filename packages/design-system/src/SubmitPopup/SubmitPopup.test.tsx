import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { SubmitPopup } from './SubmitPopup.tsx';

function popup(props: { dirty?: boolean; valid?: boolean }, onSubmit = vi.fn()) {
  return (
    <SubmitPopup open title="Add Note" onSubmit={onSubmit} onCancel={vi.fn()} {...props}>
      <label>
        Note <textarea />
      </label>
    </SubmitPopup>
  );
}

test('Submit is disabled until the form has changed and is valid', async () => {
  const onSubmit = vi.fn();
  const screen = await render(popup({ dirty: false, valid: true }, onSubmit));
  await expect.element(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await screen.rerender(popup({ dirty: true, valid: false }, onSubmit));
  await expect.element(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await screen.rerender(popup({ dirty: true, valid: true }, onSubmit));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('accepts a react-hook-form formState', async () => {
  await render(
    <SubmitPopup
      open
      title="Edit Contact"
      onSubmit={vi.fn()}
      onCancel={vi.fn()}
      formState={{ isDirty: true, isValid: true }}
    >
      <p>Denise Alvarez</p>
    </SubmitPopup>,
  );
  await expect.element(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
});

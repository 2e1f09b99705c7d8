import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { TextField } from './TextField.tsx';

test('labels the input and reports typed values', async () => {
  const onValueChange = vi.fn();
  const onChange = vi.fn();
  const screen = await render(<TextField label="Last Name" onValueChange={onValueChange} onChange={onChange} />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Ortiz');
  expect(onValueChange).toHaveBeenLastCalledWith({ value: 'Ortiz' });
  // The native handler still receives events, so react-hook-form's register() works.
  expect(onChange).toHaveBeenCalledTimes(5);
});

test('shows the required mark and describes itself with the error', async () => {
  const screen = await render(<TextField label="Email" required error="Incorrect Email" />);
  const input = screen.getByRole('textbox', { name: 'Email' });
  await expect.element(input).toBeRequired();
  await expect.element(input).toHaveAttribute('aria-invalid', 'true');
  await expect.element(input).toHaveAccessibleDescription('Incorrect Email');
  await expect.element(screen.getByText('*')).toBeVisible();
});

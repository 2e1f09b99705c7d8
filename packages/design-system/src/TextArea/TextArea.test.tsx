import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { TextArea } from './TextArea.tsx';

test('has the requested rows and reports what is typed', async () => {
  const onValueChange = vi.fn();
  const screen = await render(<TextArea label="Note" rows={5} required onValueChange={onValueChange} />);
  const area = screen.getByRole('textbox', { name: 'Note' });
  await expect.element(area).toHaveAttribute('rows', '5');
  await expect.element(area).toBeRequired();
  await userEvent.type(area, 'Left voicemail');
  expect(onValueChange).toHaveBeenLastCalledWith({ value: 'Left voicemail' });
});

test('defaults to three rows and shows its error', async () => {
  const screen = await render(<TextArea label="Description" error="Max: 2000" />);
  const area = screen.getByRole('textbox', { name: 'Description' });
  await expect.element(area).toHaveAttribute('rows', '3');
  await expect.element(area).toHaveAccessibleDescription('Max: 2000');
});

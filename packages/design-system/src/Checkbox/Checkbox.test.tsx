import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Checkbox } from './Checkbox.tsx';

test('toggles from its label and reports the new state', async () => {
  const onCheckedChange = vi.fn();
  const screen = await render(<Checkbox label="Security" onCheckedChange={onCheckedChange} />);
  await screen.getByText('Security').click();
  await expect.element(screen.getByRole('checkbox', { name: 'Security' })).toBeChecked();
  expect(onCheckedChange).toHaveBeenCalledWith({ checked: true });
});

test('describes itself with its error', async () => {
  const screen = await render(<Checkbox label="Payroll" error="At least one role must be checked" />);
  const box = screen.getByRole('checkbox', { name: 'Payroll' });
  await expect.element(box).toHaveAccessibleDescription('At least one role must be checked');
  await expect.element(box).toHaveAttribute('aria-invalid', 'true');
});

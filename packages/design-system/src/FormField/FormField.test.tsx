import { expect, test } from 'vitest';
import { render } from 'vitest-browser-react';
import { FormField } from './FormField.tsx';

test('wires label, hint and error to the control', async () => {
  const screen = await render(
    <FormField label="Description" hint="Up to 2000 characters" error="Max: 2000">
      {(control) => <textarea {...control} />}
    </FormField>,
  );
  const control = screen.getByRole('textbox', { name: 'Description' });
  await expect.element(control).toHaveAccessibleDescription('Up to 2000 characters Max: 2000');
  await expect.element(control).toHaveAttribute('aria-invalid', 'true');
});

test('without an error the control is valid and undescribed', async () => {
  const screen = await render(<FormField label="Salutation">{(control) => <input {...control} />}</FormField>);
  const control = screen.getByRole('textbox', { name: 'Salutation' });
  await expect.element(control).not.toHaveAttribute('aria-invalid');
  await expect.element(control).not.toHaveAttribute('aria-describedby');
});

import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../theme/index.ts';
import { toast } from '../Toast/index.ts';
import { AgeBoundedDateInput, ageBounds, type AgeBoundedDateInputProps } from './AgeBoundedDateInput.tsx';

// Ages 14 to 24 on the programme start, 06/01/2025.
const bounds = ageBounds({ minAge: 14, maxAge: 24, on: new Date(2025, 5, 1) });

afterEach(() => {
  toast.clear();
});

async function setup(props: Partial<AgeBoundedDateInputProps> = {}) {
  await render(
    <ThemeProvider>
      <AgeBoundedDateInput label="Birth date" required {...bounds} {...props} />
      <button type="button">Save</button>
    </ThemeProvider>,
  );
  return page.getByRole('textbox', { name: 'Birth date' });
}

describe('AgeBoundedDateInput', () => {
  test('ageBounds turns ages into birth dates', () => {
    expect(bounds.maxDate).toEqual(new Date(2011, 5, 1));
    expect(bounds.minDate).toEqual(new Date(2000, 5, 2));
  });

  test('a day inside the bounds is accepted without a message', async () => {
    const onValueChange = vi.fn();
    const input = await setup({ onValueChange });
    await userEvent.type(input, '04122008');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(input).toHaveValue('04/12/2008');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '04/12/2008', date: new Date(2008, 3, 12), error: null });
  });

  test('too young shows Max: {date} and keeps the value', async () => {
    const onValueChange = vi.fn();
    const input = await setup({ onValueChange });
    await userEvent.type(input, '09302012');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(input).toHaveValue('09/30/2012');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Max: 06/01/2011');
    expect(onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ error: 'Max: 06/01/2011' }));
  });

  test('too old shows Min: {date}', async () => {
    const input = await setup();
    await userEvent.type(input, '06012000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(input).toHaveAccessibleDescription('Min: 06/02/2000');
  });

  test('the bounds themselves are allowed', async () => {
    const input = await setup({ defaultValue: '06/02/2000' });
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(input);
    await userEvent.type(input, '06012011');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.element(input).not.toHaveAttribute('aria-invalid');
  });

  test('the picker opens on the latest allowed month and greys out later days', async () => {
    await setup();
    await page.getByRole('button', { name: 'Choose Birth date' }).click();
    await expect.element(page.getByRole('gridcell', { name: 'Choose Wednesday, June 1, 2011' })).toHaveFocus();
    await expect.element(page.getByRole('gridcell', { name: 'Not available Thursday, June 2, 2011' })).toBeVisible();
  });

  test('a caller error shows when the day is in range', async () => {
    const input = await setup({ error: 'Required' });
    await expect.element(input).toHaveAccessibleDescription('Required');
  });
});

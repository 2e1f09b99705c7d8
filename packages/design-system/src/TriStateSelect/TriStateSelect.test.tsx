import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { TriStateSelect } from './TriStateSelect.tsx';

describe('TriStateSelect', () => {
  test('offers Select Value, Yes and No', async () => {
    await render(<TriStateSelect label="US citizen" />);
    const select = page.getByRole('combobox', { name: 'US citizen' });
    await expect.element(select).toHaveTextContent('Select Value');
    await select.click();
    // The open list loads with the first click (the select's live part is lazy): wait for it.
    await expect.element(page.getByRole('option', { name: 'No' })).toBeVisible();
    const labels = page
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(labels).toEqual(['Select Value', 'Yes', 'No']);
  });

  test('reports true, false and null', async () => {
    const onValueChange = vi.fn();
    await render(<TriStateSelect label="Has work permit" onValueChange={onValueChange} />);
    const select = page.getByRole('combobox', { name: 'Has work permit' });
    await select.click();
    await page.getByRole('option', { name: 'Yes' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: true, state: 'positive' });
    await select.click();
    await page.getByRole('option', { name: 'No' }).click();
    await expect.element(select).toHaveTextContent('No');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: false, state: 'negative' });
    await select.click();
    await page.getByRole('option', { name: 'Select Value' }).click();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: null, state: 'default' });
  });

  test('shows a controlled value and picks by keyboard', async () => {
    const onValueChange = vi.fn();
    await render(<TriStateSelect label="Selective service registered" value={false} onValueChange={onValueChange} />);
    const select = page.getByRole('combobox', { name: 'Selective service registered' });
    await expect.element(select).toHaveTextContent('No');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: true, state: 'positive' });
  });
});

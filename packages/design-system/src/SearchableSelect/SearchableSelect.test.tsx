import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { SelectItem } from '../SingleSelect/index.ts';
import { SearchableSelect } from './SearchableSelect.tsx';

const schools: SelectItem<number>[] = [
  { value: 1, label: 'Brooklyn Technical High School' },
  { value: 2, label: 'Bronx High School of Science' },
  { value: 3, label: 'Stuyvesant High School' },
  { value: 4, label: 'Fannie Lou Hamer Freedom High School' },
  { value: 5, label: 'Brooklyn Latin School' },
];

const manyWorksites: SelectItem<number>[] = Array.from({ length: 2500 }, (_, i) => ({
  value: i + 1,
  label: `Worksite ${String(i + 1).padStart(4, '0')}`,
}));

describe('SearchableSelect', () => {
  test('filters by the typed text, case-insensitively', async () => {
    await render(<SearchableSelect label="School" items={schools} />);
    const input = page.getByRole('combobox', { name: 'School' });
    await userEvent.type(input, 'brooklyn');
    await expect.element(page.getByRole('option', { name: 'Brooklyn Latin School' })).toBeVisible();
    const options = page
      .getByRole('option')
      .elements()
      .map((option) => option.textContent);
    expect(options).toEqual(['Brooklyn Technical High School', 'Brooklyn Latin School']);
  });

  test('shows No items to display when nothing matches', async () => {
    await render(<SearchableSelect label="School" items={schools} />);
    await userEvent.type(page.getByRole('combobox', { name: 'School' }), 'Queens');
    await expect.element(page.getByRole('status')).toHaveTextContent('No items to display');
    await expect.element(page.getByRole('option')).not.toBeInTheDocument();
  });

  test('renders at most 600 items and narrows by typing', async () => {
    await render(<SearchableSelect label="Worksite" items={manyWorksites} />);
    const input = page.getByRole('combobox', { name: 'Worksite' });
    await input.click();
    await expect.element(page.getByRole('option', { name: 'Worksite 0600' })).toBeInTheDocument();
    expect(page.getByRole('option').elements()).toHaveLength(600);
    await userEvent.type(input, '2499');
    await expect.element(page.getByRole('option', { name: 'Worksite 2499' })).toBeVisible();
    expect(page.getByRole('option').elements()).toHaveLength(1);
  });

  test('chooses by keyboard and clears with the Clear button', async () => {
    const onValueChange = vi.fn();
    await render(<SearchableSelect label="School" items={schools} onValueChange={onValueChange} />);
    const input = page.getByRole('combobox', { name: 'School' });
    await userEvent.type(input, 'high');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect.element(input).toHaveValue('Bronx High School of Science');
    await expect.poll(() => onValueChange.mock.lastCall).toEqual([{ value: 2, item: schools[1] }]);
    await page.getByRole('button', { name: 'Clear School' }).click();
    await expect.element(input).toHaveValue('');
    await expect.element(input).toHaveFocus();
    // downshift reports selection changes from an effect, just after the render.
    await expect.poll(() => onValueChange.mock.lastCall).toEqual([{ value: null, item: null }]);
  });

  test('reopening after a choice lists everything again', async () => {
    await render(<SearchableSelect label="School" items={schools} defaultValue={3} />);
    const input = page.getByRole('combobox', { name: 'School' });
    await expect.element(input).toHaveValue('Stuyvesant High School');
    await page.getByRole('button', { name: 'Show School options' }).click();
    await expect
      .element(page.getByRole('option', { name: 'Stuyvesant High School' }))
      .toHaveAttribute('aria-selected', 'true');
    expect(page.getByRole('option').elements()).toHaveLength(5);
  });
});

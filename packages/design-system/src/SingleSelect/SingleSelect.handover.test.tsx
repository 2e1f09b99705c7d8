import { expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SingleSelect, type SelectItem } from './SingleSelect.tsx';

const programs: SelectItem<number>[] = [
  { value: 11, label: 'Summer Youth Employment 2025' },
  { value: 12, label: 'Work Experience Program' },
];

// A file of its own: downshift is not loaded when it starts, and every select renders at rest.
test('keys typed and a click made while downshift loads act once it has, with focus kept', async () => {
  const onValueChange = vi.fn();
  await render(
    <>
      <SingleSelect label="Program" items={programs} defaultText="Select Program" onValueChange={onValueChange} />
      <SingleSelect label="Season" items={programs} defaultText="Select Season" />
    </>,
  );
  const program = page.getByRole('combobox', { name: 'Program' });
  // Focus starts the download; the keys come before it has finished.
  await userEvent.tab();
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(page.getByRole('listbox', { name: 'Program' })).toBeVisible();
  await expect.element(program).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
  await expect.element(program).toHaveTextContent('Work Experience Program');
  expect(onValueChange).toHaveBeenLastCalledWith({ value: 12, item: programs[1] });

  // The second select is still at rest: its first click opens its list once it has handed over.
  const season = page.getByRole('combobox', { name: 'Season' });
  await season.click();
  await expect.element(page.getByRole('option', { name: 'Summer Youth Employment 2025' })).toBeVisible();
  await expect.element(season).toHaveFocus();
});

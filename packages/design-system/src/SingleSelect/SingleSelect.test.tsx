import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SingleSelect, type SelectItem } from './SingleSelect.tsx';

const programs: SelectItem<number>[] = [
  { value: 11, label: 'Summer Youth Employment 2025' },
  { value: 12, label: 'Work Experience Program' },
  { value: 13, label: 'Ladders for Leaders', disabled: true },
  { value: 14, label: 'Youth Career Academy' },
];

describe('SingleSelect', () => {
  // First in the file: downshift has not been downloaded yet (ADR 087).
  test('at rest it has the markup it has once downshift has loaded, which focus hands over to', async () => {
    const screen = await render(
      <SingleSelect id="program" label="Program" items={programs} defaultText="Select Program" hint="Pick one" />,
    );
    const resting = document.getElementById('program');
    const markup = screen.container.innerHTML;
    await userEvent.tab();
    await expect.poll(() => document.getElementById('program')).not.toBe(resting);
    expect(screen.container.innerHTML).toBe(markup);
    await expect.element(page.getByRole('combobox', { name: 'Program' })).toHaveFocus();
  });

  test('shows the default text until something is chosen, and picks by mouse', async () => {
    const onValueChange = vi.fn();
    await render(
      <SingleSelect label="Program" items={programs} defaultText="Select Program" onValueChange={onValueChange} />,
    );
    const select = page.getByRole('combobox', { name: 'Program' });
    await expect.element(select).toHaveTextContent('Select Program');
    await select.click();
    await page.getByRole('option', { name: 'Work Experience Program' }).click();
    await expect.element(select).toHaveTextContent('Work Experience Program');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 12, item: programs[1] });
  });

  test('is keyboard operable and skips disabled items', async () => {
    const onValueChange = vi.fn();
    await render(
      <SingleSelect label="Program" items={programs} defaultText="Select Program" onValueChange={onValueChange} />,
    );
    const select = page.getByRole('combobox', { name: 'Program' });
    await userEvent.tab();
    await expect.element(select).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    // Nothing is highlighted on open; then Select Program, Summer, Work, (Ladders is disabled) Youth.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect.element(select).toHaveTextContent('Youth Career Academy');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 14, item: programs[3] });
    await userEvent.keyboard('{ArrowDown}{Home}{Enter}');
    await expect.element(select).toHaveTextContent('Select Program');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: null, item: null });
  });

  test('Escape closes the list without choosing', async () => {
    await render(<SingleSelect label="Program" items={programs} defaultValue={11} />);
    const select = page.getByRole('combobox', { name: 'Program' });
    await select.click();
    await expect.element(page.getByRole('option', { name: 'Youth Career Academy' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect.element(page.getByRole('option')).not.toBeInTheDocument();
    await expect.element(select).toHaveTextContent('Summer Youth Employment 2025');
  });

  test('shows the no-items text and cannot open when there are no items', async () => {
    await render(
      <SingleSelect
        label="Worksite"
        items={[]}
        defaultText="Select Worksite"
        noItemsText="No worksites for this program"
      />,
    );
    const select = page.getByRole('combobox', { name: 'Worksite' });
    await expect.element(select).toHaveTextContent('No worksites for this program');
    await expect.element(select).toHaveAttribute('aria-disabled', 'true');
    await select.click({ force: true });
    await expect.element(page.getByRole('option')).not.toBeInTheDocument();
  });

  test('a required select describes its error', async () => {
    await render(
      <SingleSelect label="Program" items={programs} defaultText="Select Program" required error="Required" />,
    );
    const select = page.getByRole('combobox', { name: 'Program' });
    await expect.element(select).toHaveAttribute('aria-required', 'true');
    await expect.element(select).toHaveAttribute('aria-invalid', 'true');
    await expect.element(select).toHaveAccessibleDescription('Required');
  });
});

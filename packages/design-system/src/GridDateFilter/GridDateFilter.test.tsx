import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { GridDateFilter } from './GridDateFilter.tsx';

function Harness({ onApply }: { onApply: (args: { value: string | null }) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <GridDateFilter
        label="Week Ending"
        value={value}
        onApply={(args) => {
          onApply(args);
          setValue(args.value);
        }}
      />
      <button type="button" onClick={() => setValue(null)}>
        Clear All
      </button>
    </>
  );
}

describe('GridDateFilter', () => {
  test('places the slashes and applies only once the text has 10 characters', async () => {
    const onApply = vi.fn();
    const screen = await render(<Harness onApply={onApply} />);
    const input = screen.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(input, '061420');
    await expect.element(input).toHaveValue('06/14/20');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.type(input, '24');
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ value: '06/14/2024' });
  });

  test('a 10-character text that is no real date shows an error and applies nothing', async () => {
    const onApply = vi.fn();
    const screen = await render(<Harness onApply={onApply} />);
    const input = screen.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(input, '13/01/2024');
    await expect.element(input).toHaveAccessibleDescription('Week Ending is invalid.');
    await userEvent.clear(input);
    await userEvent.type(input, '12/31/1899');
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
  });

  test('Reset clears the text and removes the filter; so does emptying the box', async () => {
    const onApply = vi.fn();
    const screen = await render(<Harness onApply={onApply} />);
    const input = screen.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(input, '06142024');
    await screen.getByRole('button', { name: 'Reset Week Ending' }).click();
    await expect.element(input).toHaveValue('');
    expect(onApply).toHaveBeenLastCalledWith({ value: null });
    await userEvent.type(input, '06142024');
    await userEvent.clear(input);
    expect(onApply).toHaveBeenLastCalledWith({ value: null });
  });

  test('follows the grid when it drops the filter', async () => {
    const screen = await render(<Harness onApply={() => undefined} />);
    const input = screen.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(input, '06142024');
    await screen.getByRole('button', { name: 'Clear All' }).click();
    await expect.element(input).toHaveValue('');
  });
});

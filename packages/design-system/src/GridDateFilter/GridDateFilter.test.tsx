import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../theme/index.ts';
import { toast } from '../Toast/index.ts';
import { GridDateFilter } from './GridDateFilter.tsx';

function Harness({
  onApply,
  initial = null,
}: {
  onApply: (args: { value: string | null }) => void;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ThemeProvider>
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
      <output aria-label="Applied">{value ?? 'none'}</output>
    </ThemeProvider>
  );
}

afterEach(() => {
  toast.clear();
});

async function setup(initial: string | null = null) {
  const onApply = vi.fn();
  const screen = await render(<Harness onApply={onApply} initial={initial} />);
  return { screen, onApply, input: screen.getByRole('textbox', { name: 'Week Ending' }) };
}

describe('GridDateFilter', () => {
  test('masks as it is typed and applies once the date has 10 characters', async () => {
    const { onApply, input } = await setup();
    await userEvent.type(input, '061420');
    await expect.element(input).toHaveValue('06/14/20');
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.type(input, '24');
    expect(onApply).toHaveBeenCalledExactlyOnceWith({ value: '06/14/2024' });
  });

  test('a short date typed with slashes is read as the day it names, not its digits run together', async () => {
    const { screen, onApply, input } = await setup();
    await userEvent.type(input, '2/4/2009');
    await expect.element(input).toHaveValue('2/4/2009');
    await userEvent.keyboard('{Enter}');
    await expect.element(input).toHaveValue('02/04/2009');
    expect(onApply).toHaveBeenLastCalledWith({ value: '02/04/2009' });
    await expect.element(screen.getByRole('status', { name: 'Applied' })).toHaveTextContent('02/04/2009');
  });

  test('a two-digit year is refused rather than given a century', async () => {
    const { onApply, input } = await setup();
    await userEvent.type(input, '2/4/09');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('alert').getByText('Incorrect date: 2/4/09', { exact: true })).toBeVisible();
    await expect.element(input).toHaveValue('');
    expect(onApply).not.toHaveBeenCalled();
  });

  test.each([
    ['02302009', '02/30/2009'],
    ['13452009', '13/45/2009'],
  ])(
    'an impossible date (%s) is shown as typed, refused with the text typed, and no filter is applied (issue 45)',
    async (keys, typed) => {
      const { screen, onApply, input } = await setup();
      await userEvent.type(input, keys);
      await expect.element(input).toHaveValue(typed);
      expect(onApply).not.toHaveBeenCalled();
      await userEvent.keyboard('{Enter}');
      await expect
        .element(page.getByRole('alert').getByText(`Incorrect date: ${typed}`, { exact: true }))
        .toBeVisible();
      await expect.element(input).toHaveValue('');
      expect(onApply).not.toHaveBeenCalled();
      await expect.element(screen.getByRole('status', { name: 'Applied' })).toHaveTextContent('none');
    },
  );

  test('a leap day, 02/29/2008, is applied as typed', async () => {
    const { screen, onApply, input } = await setup();
    await userEvent.type(input, '02292008');
    await userEvent.keyboard('{Enter}');
    await expect.element(input).toHaveValue('02/29/2008');
    expect(onApply).toHaveBeenLastCalledWith({ value: '02/29/2008' });
    await expect.element(screen.getByRole('status', { name: 'Applied' })).toHaveTextContent('02/29/2008');
    expect(page.getByRole('alert').query()).toBeNull();
  });

  test('an incomplete date gives the incorrect-date message, empties the box and applies nothing', async () => {
    const { onApply, input } = await setup();
    await userEvent.type(input, '02042');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('alert').getByText('Incorrect date: 02/04/2', { exact: true })).toBeVisible();
    await expect.element(input).toHaveValue('');
    expect(onApply).not.toHaveBeenCalled();
  });

  test('a date out of range gives the message and removes the filter that was applied', async () => {
    const { onApply, input } = await setup('06/14/2024');
    await userEvent.clear(input);
    await userEvent.type(input, '07041850');
    await userEvent.keyboard('{Enter}');
    await expect
      .element(page.getByRole('alert').getByText('Incorrect date: 07/04/1850', { exact: true }))
      .toBeVisible();
    await expect.element(input).toHaveValue('');
    expect(onApply).toHaveBeenLastCalledWith({ value: null });
  });

  test('a day picked in the calendar is applied', async () => {
    const { screen, onApply, input } = await setup('06/14/2024');
    await screen.getByRole('button', { name: 'Choose Week Ending' }).click();
    await screen.getByRole('gridcell', { name: 'Choose Friday, June 21, 2024' }).click();
    await expect.element(input).toHaveValue('06/21/2024');
    expect(onApply).toHaveBeenLastCalledWith({ value: '06/21/2024' });
  });

  test('Reset clears the box and removes the filter; so does emptying the box', async () => {
    const { screen, onApply, input } = await setup();
    await userEvent.type(input, '06142024');
    await screen.getByRole('button', { name: 'Reset Week Ending' }).click();
    await expect.element(input).toHaveValue('');
    expect(onApply).toHaveBeenLastCalledWith({ value: null });
    await userEvent.type(input, '06142024');
    await userEvent.clear(input);
    await userEvent.keyboard('{Enter}');
    expect(onApply).toHaveBeenLastCalledWith({ value: null });
  });

  test('Reset removes a filter the grid applied before', async () => {
    const { screen, onApply, input } = await setup('06/14/2024');
    await expect.element(input).toHaveValue('06/14/2024');
    await screen.getByRole('button', { name: 'Reset Week Ending' }).click();
    await expect.element(input).toHaveValue('');
    expect(onApply).toHaveBeenLastCalledWith({ value: null });
  });

  test('follows the grid when it drops the filter', async () => {
    const { screen, input } = await setup();
    await userEvent.type(input, '06142024');
    await screen.getByRole('button', { name: 'Clear All' }).click();
    await expect.element(input).toHaveValue('');
  });
});

import { useState } from 'react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeProvider } from '../theme/index.ts';
import { toast } from '../Toast/index.ts';
import { DateInput, type DateInputProps, type DateValueChange } from './DateInput.tsx';

function Field(props: DateInputProps) {
  return (
    <ThemeProvider>
      <label htmlFor="start-date">Start date</label>
      <DateInput id="start-date" pickerLabel="Choose start date" {...props} />
      <button type="button">Save</button>
    </ThemeProvider>
  );
}

afterEach(() => {
  toast.clear();
});

async function setup(props: DateInputProps = {}) {
  const screen = await render(<Field {...props} />);
  return { screen, input: screen.getByRole('textbox', { name: 'Start date' }) };
}

describe('DateInput', () => {
  test('has the mm/dd/yyyy placeholder and masks what is typed', async () => {
    const { input } = await setup();
    await expect.element(input).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await userEvent.type(input, '03152024');
    await expect.element(input).toHaveValue('03/15/2024');
  });

  test('the mask moves no digit and corrects no month or day while typing', async () => {
    const { input } = await setup();
    await userEvent.type(input, '3');
    await expect.element(input).toHaveValue('3');
    await userEvent.clear(input);
    await userEvent.type(input, '13452009');
    await expect.element(input).toHaveValue('13/45/2009');
    await userEvent.clear(input);
    await userEvent.type(input, '2/4/2009');
    await expect.element(input).toHaveValue('2/4/2009');
  });

  test('a whole date typed as it stays counts before the field is left, and leaving does not report it again', async () => {
    const onValueChange = vi.fn();
    const { screen, input } = await setup({ onValueChange });
    await userEvent.type(input, '0315202');
    expect(onValueChange).not.toHaveBeenCalled();
    await userEvent.type(input, '4');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '03/15/2024', date: new Date(2024, 2, 15) });
    await expect.element(input).toHaveFocus();
    await screen.getByRole('button', { name: 'Save' }).click();
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  test('a one-digit month and day typed with slashes are written with their zeros on leaving', async () => {
    const onValueChange = vi.fn();
    const { screen, input } = await setup({ onValueChange });
    await userEvent.type(input, '2/4/2009');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(input).toHaveValue('02/04/2009');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '02/04/2009', date: new Date(2009, 1, 4) });
  });

  test('a two-digit year is refused, not given a century', async () => {
    const { screen, input } = await setup();
    await userEvent.type(input, '02/04/09');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert').getByText('Incorrect date: 02/04/09', { exact: true })).toBeVisible();
    await expect.element(input).toHaveValue('');
  });

  test('an invalid date shows an error toast with what was entered and clears the field', async () => {
    const onValueChange = vi.fn();
    const { input } = await setup({ defaultValue: '06/01/2025', onValueChange });
    await userEvent.clear(input);
    await userEvent.type(input, '07041850');
    await userEvent.keyboard('{Enter}');
    // Vitest 5's toHaveTextContent compares the whole text (title, message and the × button).
    const alert = page.getByRole('alert').filter({ hasText: 'Incorrect date: 07/04/1850' });
    await expect.element(alert).toBeVisible();
    await expect.element(alert.getByText('Error', { exact: true })).toBeVisible();
    await expect.element(input).toHaveValue('');
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '', date: null });
  });

  test('an incomplete date is refused the same way', async () => {
    const { screen, input } = await setup();
    await userEvent.type(input, '0704');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(page.getByRole('alert').getByText('Incorrect date: 07/04', { exact: true })).toBeVisible();
    await expect.element(input).toHaveValue('');
  });

  describe('in a form, an impossible date is refused and never corrected (issue 45)', () => {
    /** A form's date field: what the form holds is shown beside it. */
    function BirthDateForm({ onValueChange }: { onValueChange: DateInputProps['onValueChange'] }) {
      const [value, setValue] = useState('');
      return (
        <ThemeProvider>
          {/* Enter in the field also submits the form, as in the app; the page must stay. */}
          <form aria-label="Participant" onSubmit={(event) => event.preventDefault()}>
            <label htmlFor="birth-date">Birth date</label>
            <DateInput
              id="birth-date"
              value={value}
              onValueChange={(change) => {
                onValueChange?.(change);
                setValue(change.value);
              }}
            />
            <output aria-label="Birth date held">{value || 'not set'}</output>
          </form>
        </ThemeProvider>
      );
    }

    async function form() {
      const onValueChange = vi.fn<(change: DateValueChange) => void>();
      const screen = await render(<BirthDateForm onValueChange={onValueChange} />);
      return {
        onValueChange,
        input: screen.getByRole('textbox', { name: 'Birth date' }),
        held: screen.getByRole('status', { name: 'Birth date held' }),
      };
    }

    test.each([
      ['02302009', '02/30/2009'],
      ['13452009', '13/45/2009'],
      ['02292009', '02/29/2009'],
    ])('%s + Enter: the box shows %s as typed, the toast quotes it, no date is set', async (keys, typed) => {
      const { onValueChange, input, held } = await form();
      await userEvent.type(input, keys);
      await expect.element(input).toHaveValue(typed);
      await userEvent.keyboard('{Enter}');
      await expect
        .element(page.getByRole('alert').getByText(`Incorrect date: ${typed}`, { exact: true }))
        .toBeVisible();
      await expect.element(input).toHaveValue('');
      await expect.element(held).toHaveTextContent('not set');
      expect(onValueChange.mock.calls.map(([change]) => change.date)).not.toContainEqual(expect.any(Date));
    });

    test('02/29/2008, a leap day, is set as typed', async () => {
      const { onValueChange, input, held } = await form();
      await userEvent.type(input, '02292008');
      await userEvent.keyboard('{Enter}');
      await expect.element(input).toHaveValue('02/29/2008');
      await expect.element(held).toHaveTextContent('02/29/2008');
      expect(onValueChange).toHaveBeenLastCalledWith({ value: '02/29/2008', date: new Date(2008, 1, 29) });
      expect(page.getByRole('alert').query()).toBeNull();
    });
  });

  test('accepts the ends of the allowed range', async () => {
    const { screen, input } = await setup();
    await userEvent.type(input, '01011900');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(input).toHaveValue('01/01/1900');
    await userEvent.clear(input);
    await userEvent.type(input, '01012100');
    await screen.getByRole('button', { name: 'Save' }).click();
    await expect.element(input).toHaveValue('01/01/2100');
  });

  test('the picker opens on the selected month, and picking fills the field', async () => {
    const onValueChange = vi.fn();
    const { screen, input } = await setup({ defaultValue: '03/15/2024', onValueChange });
    await screen.getByRole('button', { name: 'Choose start date' }).click();
    const calendar = screen.getByRole('dialog', { name: 'Choose start date' });
    await expect.element(calendar).toBeVisible();
    await expect.element(calendar.getByRole('gridcell', { name: 'Choose Friday, March 15, 2024' })).toHaveFocus();
    await calendar.getByRole('gridcell', { name: 'Choose Monday, March 25, 2024' }).click();
    await expect.element(input).toHaveValue('03/25/2024');
    await expect.element(calendar).not.toBeInTheDocument();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: '03/25/2024', date: new Date(2024, 2, 25) });
  });

  test('the picker works by keyboard and Escape returns to the button', async () => {
    const { screen, input } = await setup({ openToDate: new Date(2025, 5, 1) });
    const button = screen.getByRole('button', { name: 'Choose start date' });
    await button.click();
    await expect.element(screen.getByRole('dialog', { name: 'Choose start date' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect.element(input).toHaveValue('06/02/2025');
  });

  test('the picker does not offer days outside min and max', async () => {
    const { screen } = await setup({
      openToDate: new Date(2024, 2, 1),
      minDate: new Date(2024, 2, 10),
      maxDate: new Date(2024, 2, 20),
    });
    await screen.getByRole('button', { name: 'Choose start date' }).click();
    await expect.element(screen.getByRole('gridcell', { name: 'Not available Saturday, March 9, 2024' })).toBeVisible();
    await expect.element(screen.getByRole('gridcell', { name: 'Choose Sunday, March 10, 2024' })).toBeVisible();
  });

  test('read-only shows the value without a picker', async () => {
    const { screen, input } = await setup({ value: '09/01/2025', readOnly: true });
    await expect.element(input).toHaveValue('09/01/2025');
    await expect.element(input).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Choose start date' }).query()).toBeNull();
  });

  test('a controlled value follows its owner', async () => {
    function Owner() {
      const [value, setValue] = useState('01/15/2025');
      return (
        <ThemeProvider>
          <label htmlFor="end-date">End date</label>
          <DateInput id="end-date" value={value} onValueChange={(change) => setValue(change.value)} />
          <button type="button" onClick={() => setValue('12/31/2025')}>
            End of year
          </button>
          <output>{value || 'empty'}</output>
        </ThemeProvider>
      );
    }
    const screen = await render(<Owner />);
    const input = screen.getByRole('textbox', { name: 'End date' });
    await screen.getByRole('button', { name: 'End of year' }).click();
    await expect.element(input).toHaveValue('12/31/2025');
    await userEvent.clear(input);
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(screen.getByRole('status').filter({ hasText: 'empty' })).toBeVisible();
  });
});

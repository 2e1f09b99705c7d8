import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { DateInput } from './DateInput.tsx';

const meta = {
  title: 'Inputs/DateInput',
  component: DateInput,
  render: (args) => (
    <div style={{ maxWidth: 320, minHeight: 360 }}>
      <FormField label="Program start date">{(control) => <DateInput {...args} {...control} />}</FormField>
      <button type="button">Save</button>
    </div>
  ),
  args: {
    pickerLabel: 'Choose program start date',
    // Fixed month so the calendar never depends on the day the story runs.
    openToDate: new Date(2025, 6, 1),
    onValueChange: fn(),
  },
} satisfies Meta<typeof DateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '07/07/2025' } };
export const ReadOnly: Story = { args: { value: '07/07/2025', readOnly: true } };
export const Disabled: Story = { args: { defaultValue: '07/07/2025', disabled: true } };

/** 02/30 is refused as typed, never moved to 02/28 (issue 45): the toast quotes it, the field empties. */
export const ImpossibleDateRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Program start date' });
    await userEvent.type(input, '02302025');
    await expect(input).toHaveValue('02/30/2025');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Incorrect date: 02/30/2025')).toBeVisible();
    // The toast can paint a frame before the mask writes the cleared value into the input.
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(args.onValueChange).not.toHaveBeenCalledWith(expect.objectContaining({ value: '02/28/2025' }));
  },
};

export const InvalidDateClears: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Program start date' });
    await userEvent.type(input, '07041850');
    await userEvent.keyboard('{Enter}');
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent(/Incorrect date: 07\/04\/1850/);
    // The toast can paint a frame before the mask writes the cleared value into the input.
    await waitFor(() => expect(input).toHaveValue(''));
  },
};

export const PickerOpen: Story = {
  args: { defaultValue: '07/07/2025' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose program start date' }));
    const calendar = await screen.findByRole('dialog', { name: 'Choose program start date' });
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'Choose Monday, July 7, 2025' })).toHaveFocus());
    await expect(calendar).toBeVisible();
  },
};

export const PickByKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Choose program start date' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.getByRole('gridcell', { name: 'Choose Tuesday, July 1, 2025' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Program start date' })).toHaveValue('07/08/2025');
  },
};

export const EscapeClosesPicker: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Choose program start date' });
    await userEvent.click(button);
    const calendar = await screen.findByRole('dialog', { name: 'Choose program start date' });
    // Escape from the calendar's day, where the opening puts the keyboard.
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

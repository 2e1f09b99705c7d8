import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { GridDateFilter } from './GridDateFilter.tsx';
import type { GridDateFilterProps } from './GridDateFilter.tsx';

/** Holds the applied value like a grid does. */
function Controlled(props: GridDateFilterProps) {
  const [value, setValue] = useState(props.value);
  return (
    <GridDateFilter
      {...props}
      value={value}
      onApply={(args) => {
        props.onApply(args);
        setValue(args.value);
      }}
    />
  );
}

const meta = {
  title: 'Data/GridDateFilter',
  component: GridDateFilter,
  args: { label: 'Week Ending', value: null, onApply: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof GridDateFilter>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Applied: Story = { args: { value: '06/14/2024' } };

/** Nothing is applied until the text has 10 characters. */
export const AppliesAtTenCharacters: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(input, '0614202');
    await expect(input).toHaveValue('06/14/202');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.type(input, '4');
    await expect(args.onApply).toHaveBeenLastCalledWith({ value: '06/14/2024' });
  },
};

/** "2/4/2009" is the day it names, written with its zeros when Enter is pressed (or the box is left). */
export const ShortDateWrittenInFull: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(input, '2/4/2009');
    await userEvent.keyboard('{Enter}');
    // The mask rewrites the box after the key's events settle; on a busy machine that is a frame later.
    await waitFor(() => expect(input).toHaveValue('02/04/2009'));
    await expect(args.onApply).toHaveBeenLastCalledWith({ value: '02/04/2009' });
  },
};

/** 13/45/2009 stays as typed in the box and the toast quotes it; no filter is applied (issue 45). */
export const ImpossibleDateRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(input, '13452009');
    await expect(input).toHaveValue('13/45/2009');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Incorrect date: 13/45/2009')).toBeVisible();
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** An incomplete date: the spec's incorrect-date toast names it, the box is emptied, nothing applies. */
export const IncompleteDate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(input, '02042');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Incorrect date: 02/04/2')).toBeVisible();
    await waitFor(() => expect(input).toHaveValue(''));
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** A day outside 1900–2100 over an applied filter: the toast, and the filter comes off. */
export const InvalidDate: Story = {
  args: { value: '06/14/2024' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.clear(input);
    await userEvent.type(input, '07041850');
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByText('Incorrect date: 07/04/1850')).toBeVisible();
    // The dropped filter empties the box by a fresh input: look it up again.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Week Ending' })).toHaveValue(''));
    await expect(args.onApply).toHaveBeenLastCalledWith({ value: null });
  },
};

/** The forms' calendar: a day picked is applied. */
export const CalendarOpen: Story = {
  args: { value: '06/14/2024' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Week Ending' }));
    await userEvent.click(await screen.findByRole('gridcell', { name: 'Choose Friday, June 21, 2024' }));
    await expect(canvas.getByRole('textbox', { name: 'Week Ending' })).toHaveValue('06/21/2024');
    await expect(args.onApply).toHaveBeenLastCalledWith({ value: '06/21/2024' });
  },
};

export const Reset: Story = {
  args: { value: '06/14/2024' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Week Ending' }));
    // The mask writes the emptied value into the box a frame after the grid drops the filter.
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Week Ending' })).toHaveValue(''));
    await expect(args.onApply).toHaveBeenLastCalledWith({ value: null });
  },
};

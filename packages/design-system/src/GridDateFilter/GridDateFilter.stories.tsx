import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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

export const InvalidDate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Week Ending' }), '02302024');
    await expect(canvas.getByText('Week Ending is invalid.')).toBeVisible();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const Reset: Story = {
  args: { value: '06/14/2024' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Week Ending' }));
    await expect(canvas.getByRole('textbox', { name: 'Week Ending' })).toHaveValue('');
    await expect(args.onApply).toHaveBeenLastCalledWith({ value: null });
  },
};

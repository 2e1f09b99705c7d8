import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TriStateSelect } from './TriStateSelect.tsx';

const meta = {
  title: 'Inputs/TriStateSelect',
  component: TriStateSelect,
  render: (args) => (
    <div style={{ maxWidth: 320, minHeight: 200 }}>
      <TriStateSelect {...args} />
    </div>
  ),
  args: { label: 'US citizen', onValueChange: fn() },
} satisfies Meta<typeof TriStateSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectValue: Story = {};
export const Yes: Story = { args: { defaultValue: true } };
export const No: Story = { args: { defaultValue: false } };
export const RequiredWithError: Story = { args: { label: 'Has working papers', required: true, error: 'Required' } };
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'US citizen' }));
    // The list opens once downshift has loaded (on the first hover, focus or press; ADR 087).
    const labels = (await canvas.findAllByRole('option')).map((option) => option.textContent);
    await expect(labels).toEqual(['Select Value', 'Yes', 'No']);
  },
};
export const ChooseNoByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}{End}{Enter}');
    await expect(canvas.getByRole('combobox', { name: 'US citizen' })).toHaveTextContent('No');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: false, state: 'negative' });
  },
};

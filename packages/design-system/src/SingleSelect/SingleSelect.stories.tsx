import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SingleSelect } from './SingleSelect.tsx';

const programs = [
  { value: 11, label: 'Summer Youth Employment 2025' },
  { value: 12, label: 'Work Experience Program' },
  { value: 13, label: 'Ladders for Leaders', disabled: true },
  { value: 14, label: 'Youth Career Academy' },
];

const meta = {
  title: 'Inputs/SingleSelect',
  component: SingleSelect<number>,
  render: (args) => (
    <div style={{ maxWidth: 360, minHeight: 260 }}>
      <SingleSelect {...args} />
    </div>
  ),
  args: { label: 'Program', items: programs, defaultText: 'Select Program', onValueChange: fn() },
} satisfies Meta<typeof SingleSelect<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultText: Story = {};
export const Selected: Story = { args: { defaultValue: 12 } };
export const NoDefaultText: Story = { args: { defaultText: undefined, defaultValue: 11 } };
export const NoItems: Story = {
  args: { label: 'Worksite', items: [], defaultText: 'Select Worksite', noItemsText: 'No worksites for this program' },
};
export const RequiredWithError: Story = { args: { required: true, error: 'Required' } };
export const Disabled: Story = { args: { defaultValue: 14, disabled: true } };
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Program' }));
    // The list opens once downshift has loaded (on the first hover, focus or press; ADR 087).
    await expect(await canvas.findByRole('option', { name: 'Ladders for Leaders' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};
export const KeyboardSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Program' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    // Opening highlights nothing; then Select Program, Summer, Work, and Youth (Ladders is disabled).
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(select).toHaveTextContent('Youth Career Academy');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 14, item: programs[3] });
  },
};

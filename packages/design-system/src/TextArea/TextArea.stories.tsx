import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: 'Note', rows: 5, required: true, onValueChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoteFiveRows: Story = {};
export const DescriptionThreeRows: Story = {
  args: {
    label: 'Description',
    rows: 3,
    required: false,
    maxLength: 2000,
    defaultValue: 'Worksite supervisor at Eastside Community Garden; prefers calls after 3 pm.',
  },
};
export const WithError: Story = { args: { error: 'Required' } };
export const Typing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Note' });
    await expect(area).toHaveAttribute('rows', '5');
    await userEvent.type(area, 'Met with participant');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ value: 'Met with participant' });
  },
};

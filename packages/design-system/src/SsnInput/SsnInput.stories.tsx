import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FormField } from '../FormField/FormField.tsx';
import { SsnInput } from './SsnInput.tsx';

const meta = {
  title: 'Inputs/SsnInput',
  component: SsnInput,
  render: (args) => (
    <>
      <FormField label="Applicant SSN">{(control) => <SsnInput {...args} {...control} />}</FormField>
      <button type="button">Next</button>
    </>
  ),
  args: { onValueChange: fn() },
} satisfies Meta<typeof SsnInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const HiddenWhenComplete: Story = {
  args: { defaultValue: '078-05-1120' },
};
export const ShownWhileEditing: Story = {
  args: { defaultValue: '078-05-1120' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Applicant SSN' });
    await userEvent.click(input);
    await expect(canvas.getByRole('textbox', { name: 'Applicant SSN' })).toHaveValue('078-05-1120');
    await expect(canvas.getByRole('textbox', { name: 'Applicant SSN' })).toHaveFocus();
  },
};
export const TypeThenLeave: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Applicant SSN' });
    await userEvent.type(input, '219099999');
    await expect(input).toHaveValue('219-09-9999');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('textbox', { name: 'Applicant SSN' })).toHaveValue('*****9999');
  },
};
export const Incomplete: Story = { args: { defaultValue: '219-09' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './FormField.tsx';

const meta = {
  title: 'Inputs/FormField',
  component: FormField,
  args: {
    label: 'Contact Type',
    children: (control) => (
      <select {...control} defaultValue="">
        <option value="">Select Value</option>
        <option value="1">Parent/Guardian</option>
        <option value="2">Worksite Supervisor</option>
      </select>
    ),
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { required: true, error: 'Required' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Contact Type' });
    await expect(select).toHaveAccessibleDescription('Required');
    await expect(select).toHaveAttribute('aria-invalid', 'true');
  },
};
export const WithHintAndError: Story = {
  args: { hint: 'Locked when editing unless the type is editable.', error: 'Required' },
};

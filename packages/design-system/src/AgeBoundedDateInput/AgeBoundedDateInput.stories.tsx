import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AgeBoundedDateInput, ageBounds } from './AgeBoundedDateInput.tsx';

// A summer programme for ages 14 to 24 on its start date, 07/07/2025.
const bounds = ageBounds({ minAge: 14, maxAge: 24, on: new Date(2025, 6, 7) });

const meta = {
  title: 'Inputs/AgeBoundedDateInput',
  component: AgeBoundedDateInput,
  render: (args) => (
    <div style={{ maxWidth: 320, minHeight: 360 }}>
      <AgeBoundedDateInput {...args} />
      <button type="button">Save</button>
    </div>
  ),
  args: { label: 'Birth date', required: true, ...bounds, onValueChange: fn() },
} satisfies Meta<typeof AgeBoundedDateInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const InRange: Story = { args: { defaultValue: '04/17/2008' } };
export const WithHint: Story = { args: { hint: 'Applicants must be 14 to 24 years old on 07/07/2025.' } };
export const TooYoung: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Birth date' });
    await userEvent.type(input, '09302012');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAccessibleDescription('Max: 07/07/2011');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ error: 'Max: 07/07/2011' }));
  },
};
export const TooOld: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Birth date' });
    await userEvent.type(input, '01151999');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(input).toHaveAccessibleDescription('Min: 07/08/2000');
  },
};
export const ReadOnly: Story = { args: { value: '04/17/2008', readOnly: true } };

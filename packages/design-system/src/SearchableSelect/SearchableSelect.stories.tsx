import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SearchableSelect } from './SearchableSelect.tsx';

const schools = [
  { value: 1, label: 'Brooklyn Technical High School' },
  { value: 2, label: 'Bronx High School of Science' },
  { value: 3, label: 'Stuyvesant High School' },
  { value: 4, label: 'Fannie Lou Hamer Freedom High School' },
  { value: 5, label: 'Brooklyn Latin School' },
  { value: 6, label: 'High School for Health Professions and Human Services' },
];

const worksites = Array.from({ length: 2500 }, (_, i) => ({
  value: i + 1,
  label: `Worksite ${String(i + 1).padStart(4, '0')}`,
}));

const meta = {
  title: 'Inputs/SearchableSelect',
  component: SearchableSelect<number>,
  render: (args) => (
    <div style={{ maxWidth: 420, minHeight: 340 }}>
      <SearchableSelect {...args} />
    </div>
  ),
  args: { label: 'School', items: schools, placeholder: 'Type to search', onValueChange: fn() },
} satisfies Meta<typeof SearchableSelect<number>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { defaultValue: 3 } };
export const RequiredWithError: Story = { args: { required: true, error: 'Required' } };
export const Filtering: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'School' }), 'brooklyn');
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(2));
  },
};
export const NoItemsToDisplay: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'School' }), 'Staten Island');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No items to display');
  },
};
export const CappedAt600: Story = {
  args: { label: 'Worksite', items: worksites },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Worksite' }));
    await waitFor(() => expect(canvas.getAllByRole('option')).toHaveLength(600));
  },
};
export const KeyboardAndClear: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('combobox', { name: 'School' });
    await userEvent.type(input, 'high');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Bronx High School of Science');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear School' }));
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith({ value: null, item: null }));
  },
};

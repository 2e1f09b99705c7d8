import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceholderTablePage } from './PlaceholderTablePage.tsx';

const meta = {
  title: 'Layout/PlaceholderTablePage',
  component: PlaceholderTablePage,
  args: { title: 'Payroll Reconciliation' },
} satisfies Meta<typeof PlaceholderTablePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Payroll Reconciliation' })).toBeInTheDocument();
    await expect(canvas.getByText('Table HTML')).toBeVisible();
    await expect(canvas.getByText('Footer')).toBeVisible();
  },
};
export const WithoutTitle: Story = { args: { title: undefined } };

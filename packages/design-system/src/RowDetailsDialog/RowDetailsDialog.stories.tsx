import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { RowDetailsDialog } from './RowDetailsDialog.tsx';

const meta = {
  title: 'Data/RowDetailsDialog',
  component: RowDetailsDialog,
  args: {
    open: true,
    title: 'Okafor',
    onClose: fn(),
    fields: [
      { label: 'Timesheet', value: 'TS-000015' },
      { label: 'Last Name', value: 'Okafor' },
      { label: 'First Name', value: 'Jasmine' },
      { label: 'SSN', value: '*****4317' },
      { label: 'Worksite', value: 'Riverside Food Bank' },
      { label: 'Week Ending', value: '08/30/2024' },
      { label: 'Hourly Rate', value: '$17.50' },
      { label: 'Hours', value: '32' },
      { label: 'Gross Pay', value: '$560.00' },
      { label: 'Supervisor', value: 'D. Ramirez' },
      { label: 'Notes', value: 'Completed forklift safety orientation. Transportation stipend requested.' },
      { label: 'Approved On', value: '' },
    ],
  },
} satisfies Meta<typeof RowDetailsDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const ClosesOnEscape: Story = {
  play: async ({ userEvent, args }) => {
    await expect(await screen.findByRole('dialog', { name: 'Okafor' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { RecordHistory, type RecordHistoryItem } from './RecordHistory.tsx';

const entries: RecordHistoryItem[] = [
  {
    id: 918273,
    occurredAt: '2026-06-30T13:12:44',
    userName: 'dwilliams',
    label: 'Update',
    changes: [
      { field: 'mainPhone', before: '(412) 555-0134', after: '(412) 555-0199' },
      { field: 'ssn', before: '*****6781', after: '*****6782' },
    ],
  },
  {
    id: 918102,
    occurredAt: '2026-06-18T09:41:27',
    userName: 'kwashington',
    label: 'Paper check',
    changes: [{ field: 'paperCheck', before: false, after: true }],
  },
  {
    id: 917554,
    occurredAt: '2026-03-02T14:05:11',
    userName: 'jmorales',
    label: 'Create',
    changes: [
      { field: 'lastName', before: null, after: 'Whitfield' },
      { field: 'birthDate', before: null, after: '2009-04-17' },
    ],
  },
];

const labels: Record<string, string> = { mainPhone: 'Main Phone', ssn: 'SSN', birthDate: 'Birth Date' };

const meta = {
  title: 'Data/RecordHistory',
  component: RecordHistory,
  args: {
    items: entries,
    total: entries.length,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
    fieldLabel: (field: string) => labels[field] ?? field,
  },
} satisfies Meta<typeof RecordHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const update = canvas.getByRole('table', { name: /Update by dwilliams on 06\/30\/2026 1:12 PM/ });
    await expect(update).toHaveTextContent('Main Phone(412) 555-0134(412) 555-0199');
    await expect(update).toHaveTextContent('SSN*****6781*****6782');
    await expect(canvas.getByRole('table', { name: /Create by jmorales/ })).toHaveTextContent('Birth Date—04/17/2009');
    await expect(canvas.queryByRole('navigation', { name: 'History pages' })).toBeNull();
  },
};

export const Empty: Story = {
  args: { items: [], total: 0 },
};

export const Loading: Story = {
  args: { items: [], total: 0, loading: true },
  parameters: { visual: { settle: false } },
};

export const Failed: Story = {
  args: { items: [], total: 0, error: 'You do not have rights to do this (it needs VIEW_RECORD_HISTORY).' },
};

/** Three pages of one entry each: Older and Newer move through them. */
export const Paged: Story = {
  args: { total: 3, pageSize: 1 },
  render: function PagedHistory(args) {
    const [page, setPage] = useState(1);
    return (
      <RecordHistory
        {...args}
        page={page}
        items={entries.slice(page - 1, page)}
        onPageChange={(change) => {
          args.onPageChange(change);
          setPage(change.page);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Older' }));
    await expect(args.onPageChange).toHaveBeenCalledWith({ page: 2 });
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(canvas.getByRole('table', { name: /Paper check by kwashington/ })).toHaveTextContent(
      'paperCheckNoYes',
    );
  },
};

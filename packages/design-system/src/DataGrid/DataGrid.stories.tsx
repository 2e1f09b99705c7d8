import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { DataGrid } from './DataGrid.tsx';
import { makeTimesheets, timesheetColumns, timesheetColumnsWithAdditional } from './DataGrid.fixtures.ts';
import type { TimesheetRow } from './DataGrid.fixtures.ts';
import type { GridQuery } from './DataGrid.types.ts';

const timesheets = makeTimesheets(120);
const tenThousand = makeTimesheets(10_000);

const meta = {
  title: 'Data/DataGrid',
  component: DataGrid<TimesheetRow>,
  args: {
    label: 'Timesheets',
    columns: timesheetColumns,
    rows: timesheets,
    getRowId: (row: TimesheetRow) => row.id,
    maxHeight: 420,
  },
} satisfies Meta<typeof DataGrid<TimesheetRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 120 timesheets, 50 per page, with the search panel, Excel export and row details. */
export const Default: Story = {
  args: {
    searchPanel: { export: { kind: 'client' } },
    rowDetails: { title: (row: TimesheetRow) => row.lastName },
  },
};

export const Empty: Story = {
  args: { rows: [], searchPanel: true },
};

export const Loading: Story = { args: { rows: [], loading: true }, parameters: { visual: { settle: false } } };

export const ErrorState: Story = {
  name: 'Error',
  args: { rows: [], error: 'Timesheets could not be loaded. Please try again later.' },
};

/** 10,000 rows in one virtualised list: only the rows in view are in the DOM. */
export const ManyRows: Story = {
  args: { rows: tenThousand, pagination: false, searchPanel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Timesheets' })).toHaveAttribute('aria-rowcount', '10001');
    await expect(canvas.getAllByRole('row').length).toBeLessThan(40);
  },
};

/** Thirty rows fit on one page, so the pager is hidden. */
export const HiddenPager: Story = {
  args: { rows: timesheets.slice(0, 30), hidePagerOnSinglePage: true },
};

/** Hourly Rate, Status and Supervisor appear with Show Additional Columns. */
export const WithAdditionalColumns: Story = {
  args: { columns: timesheetColumnsWithAdditional, searchPanel: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Hourly Rate' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show Additional Columns' }));
    await expect(canvas.getByRole('columnheader', { name: 'Hourly Rate' })).toBeVisible();
  },
};

/** The notes text column is 1000 px wide; the grid scrolls sideways. */
export const NotesColumnWidth: Story = {
  args: {
    columns: timesheetColumnsWithAdditional.filter((column) => ['lastName', 'weekEnding', 'notes'].includes(column.id)),
  },
};

export const QuickFilter: Story = {
  args: { searchPanel: true },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('searchbox', { name: 'Grid Quick Search' });
    await userEvent.type(box, 'Riverside{Enter}');
    const table = canvas.getByRole('table', { name: 'Timesheets' });
    const riverside = timesheets.filter((row) => row.worksite === 'Riverside Food Bank').length;
    await expect(table).toHaveAttribute('aria-rowcount', String(riverside + 1));
    await userEvent.clear(box);
    await userEvent.type(box, '{Backspace}');
    await expect(table).toHaveAttribute('aria-rowcount', '121');
    await userEvent.type(box, '06/14/2024{Enter}');
    const week = timesheets.filter((row) => row.weekEnding === '2024-06-14').length;
    await expect(table).toHaveAttribute('aria-rowcount', String(week + 1));
  },
};

export const RowDetails: Story = {
  args: { columns: timesheetColumnsWithAdditional, rowDetails: { title: (row: TimesheetRow) => row.lastName } },
  play: async ({ canvas, userEvent }) => {
    const [details] = canvas.getAllByRole('button', { name: 'Details for Alvarez' });
    if (!details) throw new Error('No Details button');
    await userEvent.click(details);
    const dialog = await screen.findByRole('dialog', { name: 'Alvarez' });
    await expect(dialog).toHaveTextContent('Eastside Community Library');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(details).toHaveFocus();
  },
};

/** Sorts, pages and filters on the "server": a data source that answers each query. */
function ServerGrid({ onQueryChange }: { onQueryChange: (query: GridQuery) => void }) {
  const [page, setPage] = useState<{ rows: TimesheetRow[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(true);
  const load = (query: GridQuery) => {
    onQueryChange(query);
    setLoading(true);
    let rows = tenThousand;
    const search = query.quickSearch?.text.toLowerCase();
    if (search)
      rows = rows.filter((row) => `${row.lastName} ${row.firstName} ${row.worksite}`.toLowerCase().includes(search));
    if (query.sort) {
      const { columnId, direction } = query.sort;
      const key = columnId as keyof TimesheetRow;
      rows = [...rows].sort(
        (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (direction === 'asc' ? 1 : -1),
      );
    }
    const start = (query.page - 1) * query.pageSize;
    // A resolved promise stands in for the request, so the story stays deterministic.
    void Promise.resolve().then(() => {
      setPage({ rows: rows.slice(start, start + query.pageSize), total: rows.length });
      setLoading(false);
    });
  };
  return (
    <DataGrid
      label="Timesheets"
      columns={timesheetColumns}
      rows={page.rows}
      rowCount={page.total}
      mode="server"
      loading={loading}
      onQueryChange={load}
      searchPanel
      maxHeight={420}
    />
  );
}

export const ServerMode: Story = {
  args: { mode: 'server', rowCount: 0, onQueryChange: fn() },
  render: (args) => <ServerGrid onQueryChange={(query) => args.onQueryChange?.(query)} />,
  play: async ({ canvas, userEvent, args }) => {
    await waitFor(() => expect(canvas.getByRole('navigation')).toHaveTextContent('1–50 of 10000 rows'));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getByRole('navigation')).toHaveTextContent('51–100 of 10000 rows'));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, pageSize: 50 }));
  },
};

const statusTone = (row: TimesheetRow) =>
  row.status === 'Approved' || row.status === 'Processed'
    ? ('success' as const)
    : row.status === 'Rejected'
      ? ('danger' as const)
      : ('neutral' as const);

/** Row actions (Edit only on drafts), a link and a status badge per row, and an Add button in the panel. */
export const RowActionsLinksAndBadges: Story = {
  args: {
    rows: timesheets.slice(0, 12),
    columns: [
      {
        id: 'id',
        header: 'Timesheet',
        value: (row: TimesheetRow) => row.id,
        kind: { type: 'link', href: (row: TimesheetRow) => `#/payroll/timesheets/${row.id}` },
      },
      { id: 'lastName', header: 'Last Name', value: (row: TimesheetRow) => row.lastName },
      {
        id: 'status',
        header: 'Status',
        value: (row: TimesheetRow) => row.status,
        kind: { type: 'badge', tone: statusTone },
      },
    ],
    rowActions: {
      name: (row: TimesheetRow) => row.id,
      actions: [
        { id: 'edit', label: 'Edit', visible: (row: TimesheetRow) => row.status === 'Draft', onAction: fn() },
        { id: 'delete', label: 'Delete', onAction: fn() },
      ],
    },
    searchPanel: { toolbar: <Button size="small">Add</Button> },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: 'TS-000001' })).toHaveAttribute(
      'href',
      '#/payroll/timesheets/TS-000001',
    );
    const drafts = timesheets.slice(0, 12).filter((row) => row.status === 'Draft');
    await expect(canvas.getAllByRole('button', { name: /^Edit / })).toHaveLength(drafts.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete TS-000002' }));
    await expect(args.rowActions?.actions[1]?.onAction).toHaveBeenCalledWith(timesheets[1]);
  },
};

/**
 * A remembered view (ADR 198): the saved search, sort, page and additional columns are there from
 * the first paint, with Reset view to return to the defaults.
 */
export const RemembersAView: Story = {
  args: {
    columns: timesheetColumnsWithAdditional,
    searchPanel: true,
    view: {
      initial: {
        quickSearch: 'TS-0',
        filters: {},
        sort: { columnId: 'lastName', direction: 'desc' },
        page: 2,
        pageSize: 50,
        additionalColumns: true,
      },
      onChange: fn(),
      onReset: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Grid Quick Search' })).toHaveValue('TS-0');
    await expect(canvas.getByRole('columnheader', { name: 'Last Name' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('button', { name: 'Show Additional Columns' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('navigation')).toHaveTextContent(/Page 2 of \d/);
    await expect(canvas.getByRole('button', { name: 'Reset view' })).toBeVisible();
  },
};

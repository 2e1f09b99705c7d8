import { describe, expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DataGrid } from './DataGrid.tsx';
import { makeTimesheets, timesheetColumns } from './DataGrid.fixtures.ts';
import type { GridColumn } from './DataGrid.types.ts';
import type { TimesheetRow } from './DataGrid.fixtures.ts';

/** The timesheet columns with the id as a link to the record, as record grids have it. */
const linkedColumns: GridColumn<TimesheetRow>[] = timesheetColumns.map((column) =>
  column.id === 'id' ? { ...column, kind: { type: 'link', href: (row) => `#timesheet-${row.id}` } } : column,
);
const rows = makeTimesheets(120);

const focusedText = () => document.activeElement?.textContent ?? '';

/** ADR 199: a table, not an ARIA grid; its links and buttons are in the Tab order, every row's too. */
describe('DataGrid by keyboard', () => {
  test('is a table with column headers and cells, and promises no arrow-key grid', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={linkedColumns} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Timesheets' });
    await expect.element(table).toBeVisible();
    expect(screen.getByRole('grid').query()).toBeNull();
    await expect.element(screen.getByRole('columnheader', { name: 'Week Ending' })).toBeVisible();
    await expect.element(screen.getByRole('row', { name: /TS-000001/ })).toHaveAttribute('aria-rowindex', '2');
  });

  test('Tab walks every row of the page, past the rows first rendered, and back with Shift+Tab', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={linkedColumns} rows={rows} maxHeight={400} />);
    const first = screen.getByRole('link', { name: 'TS-000001' });
    await expect.element(first).toBeVisible();
    // Fewer rows are in the DOM than the page holds: the rest come as focus moves down.
    expect(screen.container.querySelectorAll('a').length).toBeLessThan(50);
    (first.element() as HTMLElement).focus();
    for (let index = 2; index <= 50; index++) {
      await userEvent.tab();
      expect(focusedText()).toBe(`TS-${String(index).padStart(6, '0')}`);
    }
    // After the page's last row: the pager (First and Previous are off on page 1).
    await userEvent.tab();
    expect(focusedText()).toBe('Next');
    await userEvent.tab({ shift: true });
    expect(focusedText()).toBe('TS-000050');
  });

  test('Enter follows a cell link and presses a sort header', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={linkedColumns} rows={rows} />);
    const link = screen.getByRole('link', { name: 'TS-000003' });
    (link.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => window.location.hash).toBe('#timesheet-TS-000003');

    const sort = screen.getByRole('button', { name: 'Last Name' });
    (sort.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect
      .element(screen.getByRole('columnheader', { name: 'Last Name' }))
      .toHaveAttribute('aria-sort', 'ascending');
  });
});

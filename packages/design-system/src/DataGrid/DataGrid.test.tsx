import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { readZipText } from '../excel/readZip.ts';
import { ThemeProvider } from '../theme/index.ts';
import { toast } from '../Toast/index.ts';
import { DataGrid } from './DataGrid.tsx';
import { makeTimesheets, timesheetColumns, timesheetColumnsWithAdditional } from './DataGrid.fixtures.ts';
import type { TimesheetRow } from './DataGrid.fixtures.ts';
import type { GridColumn, GridQuery } from './DataGrid.types.ts';

const rows120 = makeTimesheets(120);

/** The text of each rendered body row's cells, in DOM order. */
function bodyRows(container: HTMLElement): string[][] {
  return [...container.querySelectorAll('[role="row"]')]
    .map((row) => [...row.querySelectorAll('[role="cell"]')].map((cell) => cell.textContent))
    .filter((cells) => cells.length > 0);
}

function columnValues(container: HTMLElement, header: string): string[] {
  const headers = [...container.querySelectorAll('[role="columnheader"]')].map((cell) => cell.textContent);
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return bodyRows(container).map((cells) => cells[index] ?? '');
}

/** Captures what a download would save: the blob handed to createObjectURL and the link's name. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    if (object instanceof Blob) blobs.push(object);
    return 'blob:captured';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => {
  vi.restoreAllMocks();
  toast.clear();
});

describe('DataGrid', () => {
  test('shows headers, formatted currency and date cells, and a row count', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120} />);
    const table = screen.getByRole('table', { name: 'Timesheets' });
    await expect.element(table).toHaveAttribute('aria-rowcount', '121');
    await expect.element(screen.getByRole('columnheader', { name: 'Gross Pay' })).toHaveAttribute('aria-sort', 'none');
    const first = bodyRows(screen.container)[0];
    // Row 1: rate 15.00 × 10 hours; week ending Friday 06/07/2024; SSN masked to the last four.
    expect(first).toEqual([
      'TS-000001',
      'Alvarez',
      'Aaliyah',
      '*****1000',
      'Eastside Community Library',
      '06/07/2024',
      '10',
      '$150.00',
    ]);
  });

  test('pages 50 rows at a time and moves between pages', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120} />);
    const pager = screen.getByRole('navigation', { name: 'Timesheets pages' });
    await expect.element(pager).toMatchTextContent('1–50 of 120 rows');
    await expect.element(pager).toMatchTextContent('Page 1 of 3');
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.element(pager).toMatchTextContent('51–100 of 120 rows');
    expect(columnValues(screen.container, 'Timesheet')[0]).toBe('TS-000051');
    await screen.getByRole('button', { name: 'Last' }).click();
    await expect.element(pager).toMatchTextContent('Page 3 of 3');
    await expect.element(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(columnValues(screen.container, 'Timesheet')).toContain('TS-000120');
    await screen.getByRole('button', { name: 'Previous' }).click();
    await expect.element(pager).toMatchTextContent('Page 2 of 3');
  });

  test('a new page starts at the top, and a page past the end of new data falls back to the last one', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120} />);
    const viewport = screen.getByRole('table').element().parentElement;
    if (!viewport) throw new Error('no viewport');
    viewport.scrollTop = 800;
    await expect.poll(() => columnValues(screen.container, 'Timesheet')).toContain('TS-000040');
    await screen.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => viewport.scrollTop).toBe(0);
    expect(columnValues(screen.container, 'Timesheet')[0]).toBe('TS-000051');
    await screen.getByRole('button', { name: 'Last' }).click();
    await screen.rerender(<DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120.slice(0, 70)} />);
    const pager = screen.getByRole('navigation', { name: 'Timesheets pages' });
    await expect.element(pager).toMatchTextContent('Page 2 of 2');
    await expect.element(pager).toMatchTextContent('51–70 of 70 rows');
  });

  test('hides the pager when asked and everything fits on one page', async () => {
    const screen = await render(
      <DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120.slice(0, 30)} hidePagerOnSinglePage />,
    );
    await expect.element(screen.getByRole('table', { name: 'Timesheets' })).toHaveAttribute('aria-rowcount', '31');
    await expect.element(screen.getByRole('navigation', { name: 'Timesheets pages' })).not.toBeInTheDocument();
    await screen.rerender(
      <DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120} hidePagerOnSinglePage />,
    );
    await expect.element(screen.getByRole('navigation', { name: 'Timesheets pages' })).toBeVisible();
  });

  test('puts rows without a value last when ascending and first when descending', async () => {
    interface Person {
      id: string;
      name: string;
      city?: string;
    }
    const people: Person[] = [
      { id: '1', name: 'Ann', city: 'Denver' },
      { id: '2', name: 'Bo' },
      { id: '3', name: 'Cy', city: 'Austin' },
      { id: '4', name: 'Di', city: '' },
      { id: '5', name: 'Ed', city: 'boston' },
    ];
    const columns: GridColumn<Person>[] = [
      { id: 'name', header: 'Name', value: (row) => row.name },
      { id: 'city', header: 'City', value: (row) => row.city },
    ];
    const screen = await render(<DataGrid label="People" columns={columns} rows={people} getRowId={(row) => row.id} />);
    await screen.getByRole('button', { name: 'City' }).click();
    await expect.element(screen.getByRole('columnheader', { name: 'City' })).toHaveAttribute('aria-sort', 'ascending');
    expect(columnValues(screen.container, 'City')).toEqual(['Austin', 'boston', 'Denver', '', '']);
    expect(columnValues(screen.container, 'Name').slice(3)).toEqual(['Bo', 'Di']);
    await screen.getByRole('button', { name: 'City' }).click();
    await expect.element(screen.getByRole('columnheader', { name: 'City' })).toHaveAttribute('aria-sort', 'descending');
    expect(columnValues(screen.container, 'City')).toEqual(['', '', 'Denver', 'boston', 'Austin']);
  });

  test('sorts by a column header, ascending then descending', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120} />);
    await screen.getByRole('button', { name: 'Gross Pay' }).click();
    await expect
      .element(screen.getByRole('columnheader', { name: 'Gross Pay' }))
      .toHaveAttribute('aria-sort', 'ascending');
    const ascending = columnValues(screen.container, 'Gross Pay').map((text) => Number(text.replace(/[$,]/g, '')));
    expect(ascending[0]).toBe(Math.min(...rows120.map((row) => row.grossPay)));
    expect([...ascending].sort((a, b) => a - b)).toEqual(ascending);
    await screen.getByRole('button', { name: 'Gross Pay' }).click();
    await expect
      .element(screen.getByRole('columnheader', { name: 'Gross Pay' }))
      .toHaveAttribute('aria-sort', 'descending');
    expect(columnValues(screen.container, 'Gross Pay')[0]).toBe(
      `$${Math.max(...rows120.map((row) => row.grossPay)).toFixed(2)}`,
    );
  });

  test('runs the quick filter on Enter, and again on Backspace once the box is empty', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120} searchPanel />);
    const box = screen.getByRole('searchbox', { name: 'Grid Quick Search' });
    await expect.element(box).toHaveAttribute('placeholder', 'Grid Quick Search');
    await userEvent.type(box, 'okafor');
    // Typing alone does not filter.
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '121');
    await userEvent.keyboard('{Enter}');
    const matching = rows120.filter((row) => row.lastName === 'Okafor').length;
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(matching + 1));
    expect(new Set(columnValues(screen.container, 'Last Name'))).toEqual(new Set(['Okafor']));
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}');
    // One character left: still filtered. The last Backspace empties the box and shows every row.
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(matching + 1));
    await userEvent.keyboard('{Backspace}');
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '121');
  });

  test('the Search button runs the quick filter too', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120} searchPanel />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Grid Quick Search' }), 'Metro Animal');
    await screen.getByRole('button', { name: 'Search', exact: true }).click();
    expect(new Set(columnValues(screen.container, 'Worksite'))).toEqual(new Set(['Metro Animal Shelter']));
  });

  test('a 10-character date matches date columns only', async () => {
    const rows: TimesheetRow[] = makeTimesheets(24).map((row, index) =>
      // Row 1 mentions the date in its notes but its week ends on another day.
      index === 0 ? { ...row, notes: 'Corrected on 06/14/2024 after review' } : row,
    );
    const screen = await render(
      <DataGrid label="Timesheets" columns={timesheetColumnsWithAdditional} rows={rows} searchPanel />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Grid Quick Search' }), '06/14/2024{Enter}');
    const weeks = columnValues(screen.container, 'Week Ending');
    expect(weeks.length).toBe(rows.filter((row) => row.weekEnding === '2024-06-14').length);
    expect(new Set(weeks)).toEqual(new Set(['06/14/2024']));
    expect(columnValues(screen.container, 'Timesheet')).not.toContain('TS-000001');
  });

  test('Clear All empties the quick search and the date filter and shows every row', async () => {
    const screen = await render(<DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120} searchPanel />);
    const box = screen.getByRole('searchbox', { name: 'Grid Quick Search' });
    await userEvent.type(box, 'Riverside{Enter}');
    const dateFilter = screen.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(dateFilter, '06142024');
    await expect.element(dateFilter).toHaveValue('06/14/2024');
    const both = rows120.filter((row) => row.worksite.startsWith('Riverside') && row.weekEnding === '2024-06-14');
    expect(both.length).toBeGreaterThan(0);
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', String(both.length + 1));
    await screen.getByRole('button', { name: 'Clear All' }).click();
    await expect.element(box).toHaveValue('');
    await expect.element(dateFilter).toHaveValue('');
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '121');
  });

  test.each([
    ['02302009', '02/30/2009'],
    ['13452009', '13/45/2009'],
  ])('a date filter given %s refuses it as typed and filters no row (issue 45)', async (keys, typed) => {
    // The theme mounts the toast region the refusal is shown in.
    const screen = await render(
      <ThemeProvider>
        <DataGrid label="Timesheets" columns={timesheetColumns} rows={rows120} searchPanel />
      </ThemeProvider>,
    );
    const dateFilter = screen.getByRole('textbox', { name: 'Week Ending' });
    await userEvent.type(dateFilter, keys);
    await expect.element(dateFilter).toHaveValue(typed);
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('alert').getByText(`Incorrect date: ${typed}`, { exact: true })).toBeVisible();
    await expect.element(dateFilter).toHaveValue('');
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '121');
    await expect.element(screen.getByRole('button', { name: 'Reset Week Ending' })).toBeDisabled();
  });

  test('Show Additional Columns reveals the columns marked additional', async () => {
    const screen = await render(
      <DataGrid label="Timesheets" columns={timesheetColumnsWithAdditional} rows={rows120} searchPanel />,
    );
    const toggle = screen.getByRole('button', { name: 'Show Additional Columns' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByRole('columnheader', { name: 'Hourly Rate' })).not.toBeInTheDocument();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect.element(screen.getByRole('columnheader', { name: 'Hourly Rate' })).toBeVisible();
    expect(columnValues(screen.container, 'Hourly Rate')[0]).toBe('$15.00');
  });

  test('the toggle can be hidden', async () => {
    const screen = await render(
      <DataGrid
        label="Timesheets"
        columns={timesheetColumnsWithAdditional}
        rows={rows120}
        searchPanel={{ additionalColumnsToggle: false, quickSearch: false }}
      />,
    );
    await expect.element(screen.getByRole('button', { name: 'Clear All' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Show Additional Columns' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('searchbox', { name: 'Grid Quick Search' })).not.toBeInTheDocument();
  });

  test('gives the notes column its 1000 px width', async () => {
    const screen = await render(
      <DataGrid label="Timesheets" columns={timesheetColumnsWithAdditional} rows={rows120} />,
    );
    const notes = screen.getByRole('columnheader', { name: 'Notes' }).element();
    expect(notes.getBoundingClientRect().width).toBe(1000);
  });

  test('Export To Excel saves a workbook named after the grid holding the filtered rows and visible columns', async () => {
    const downloads = captureDownloads();
    const screen = await render(
      <DataGrid
        label="Timesheets"
        columns={timesheetColumnsWithAdditional}
        rows={rows120}
        searchPanel={{ export: { kind: 'client' } }}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox', { name: 'Grid Quick Search' }), 'Okafor{Enter}');
    await screen.getByRole('button', { name: 'Export To Excel' }).click();
    await expect.poll(() => downloads.names).toEqual(['timesheets.xlsx']);
    const [blob] = downloads.blobs;
    expect(blob?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    if (!blob) throw new Error('no blob');
    const files = await readZipText(blob);
    expect([...files.keys()]).toContain('xl/worksheets/sheet1.xml');
    const sheet = [...files.values()].join('\n');
    const okafor = rows120.filter((row) => row.lastName === 'Okafor');
    for (const row of okafor) expect(sheet).toContain(row.id);
    expect(sheet).not.toContain(rows120.find((row) => row.lastName !== 'Okafor')?.id);
    expect(sheet).toContain('Gross Pay');
    expect(sheet).toContain('Notes');
    // Hidden additional columns are not exported.
    expect(sheet).not.toContain('Hourly Rate');
    const rowsInSheet = (files.get('xl/worksheets/sheet1.xml') ?? '').match(/<row /g)?.length;
    expect(rowsInSheet).toBe(okafor.length + 1);
  });

  test("server export asks for the file under the grid's name and saves the base64 file so", async () => {
    const downloads = captureDownloads();
    const request = vi
      .fn<(args: { query: GridQuery; fileName: string }) => Promise<{ base64: string; fileName?: string | null }>>()
      .mockResolvedValue({ base64: btoa('PK-server-bytes'), fileName: 'timesheets-week-24.xlsx' });
    const screen = await render(
      <DataGrid
        label="Week 24 Timesheets"
        columns={timesheetColumns}
        rows={rows120.slice(0, 50)}
        mode="server"
        rowCount={120}
        onQueryChange={() => undefined}
        searchPanel={{ export: { kind: 'server', request } }}
      />,
    );
    await screen.getByRole('button', { name: 'Export To Excel' }).click();
    // One place names every export: the grid, whatever name the server would give it.
    await expect.poll(() => downloads.names).toEqual(['week-24-timesheets.xlsx']);
    expect(await downloads.blobs[0]?.text()).toBe('PK-server-bytes');
    expect(request).toHaveBeenCalledWith({
      query: { page: 1, pageSize: 50, sort: null, quickSearch: null, filters: {} },
      fileName: 'week-24-timesheets',
    });
  });

  test.each([
    ['Participants', 'participants.xlsx'],
    ['Recruit/Release', 'recruit-release.xlsx'],
    ['Worksite/Job Approvals', 'worksite-job-approvals.xlsx'],
    ['Genders options', 'genders-options.xlsx'],
    ['—', 'export.xlsx'],
  ])('a grid labelled %s exports %s', async (label, fileName) => {
    const downloads = captureDownloads();
    const screen = await render(
      <DataGrid
        label={label}
        columns={timesheetColumns}
        rows={rows120.slice(0, 3)}
        searchPanel={{ export: { kind: 'client' } }}
      />,
    );
    await screen.getByRole('button', { name: 'Export To Excel' }).click();
    await expect.poll(() => downloads.names).toEqual([fileName]);
  });

  test('a custom export gets the query and the ids of the visible columns, the additional ones once shown', async () => {
    const downloads = captureDownloads();
    const file = vi
      .fn<(args: { query: GridQuery; columns: readonly string[]; fileName: string }) => Promise<{ blob: Blob }>>()
      .mockResolvedValue({ blob: new Blob(['PK']) });
    const screen = await render(
      <DataGrid
        label="Timesheets"
        columns={timesheetColumnsWithAdditional}
        rows={rows120.slice(0, 50)}
        mode="server"
        rowCount={120}
        onQueryChange={() => undefined}
        searchPanel={{ export: { kind: 'custom', file } }}
      />,
    );
    const shown = ['id', 'lastName', 'firstName', 'ssn', 'worksite', 'weekEnding', 'hours', 'grossPay', 'notes'];
    const query = { page: 1, pageSize: 50, sort: null, quickSearch: null, filters: {} };
    await screen.getByRole('button', { name: 'Export To Excel' }).click();
    await expect.poll(() => downloads.names).toEqual(['timesheets.xlsx']);
    expect(file).toHaveBeenLastCalledWith({ query, columns: shown, fileName: 'timesheets' });
    await screen.getByRole('button', { name: 'Show Additional Columns' }).click();
    await screen.getByRole('button', { name: 'Export To Excel' }).click();
    await expect.poll(() => downloads.names).toHaveLength(2);
    expect(file).toHaveBeenLastCalledWith({
      query,
      columns: [...shown.slice(0, -1), 'hourlyRate', 'status', 'supervisor', 'notes'],
      fileName: 'timesheets',
    });
  });

  test('a failed export says so instead of failing silently', async () => {
    const screen = await render(
      <DataGrid
        label="Timesheets"
        columns={timesheetColumns}
        rows={rows120}
        searchPanel={{ export: { kind: 'server', request: () => Promise.resolve({ base64: 'not base64!' }) } }}
      />,
    );
    await screen.getByRole('button', { name: 'Export To Excel' }).click();
    await expect.element(screen.getByRole('alert')).toMatchTextContent('the server did not send base64 content');
  });

  test('opens a row-details dialog keyed on the row and closes it', async () => {
    const screen = await render(
      <DataGrid
        label="Timesheets"
        columns={timesheetColumnsWithAdditional}
        rows={rows120}
        rowDetails={{ title: (row) => row.lastName }}
      />,
    );
    const details = screen.getByRole('button', { name: 'Details for Alvarez' }).first();
    await details.click();
    const dialog = screen.getByRole('dialog', { name: 'Alvarez' });
    await expect.element(dialog).toBeVisible();
    // Hidden additional columns are part of the details.
    await expect.element(dialog).toMatchTextContent('Hourly Rate$15.00');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(details).toHaveFocus();
    await details.click();
    await screen.getByRole('button', { name: 'Close' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('renders only a window of 100,000 rows and reaches the last one by scrolling', async () => {
    const rows = makeTimesheets(100_000);
    const screen = await render(
      <DataGrid label="Timesheets" columns={timesheetColumns} rows={rows} pagination={false} />,
    );
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '100001');
    const rendered = bodyRows(screen.container).length;
    expect(rendered).toBeGreaterThan(10);
    expect(rendered).toBeLessThan(60);
    const viewport = screen.getByRole('table').element().parentElement;
    if (!viewport) throw new Error('no viewport');
    viewport.scrollTop = viewport.scrollHeight;
    await expect.poll(() => columnValues(screen.container, 'Timesheet')).toContain('TS-100000');
    expect(bodyRows(screen.container).length).toBeLessThan(60);
    await expect.element(screen.getByRole('row', { name: /TS-100000/ })).toHaveAttribute('aria-rowindex', '100001');
  });

  test('server mode asks the data source and shows its rows as given', async () => {
    const onQueryChange = vi.fn<(query: GridQuery) => void>();
    // The source's order, deliberately not sorted: the grid must not reorder it.
    const page = [rows120[5], rows120[1], rows120[9]].filter((row) => row !== undefined);
    const screen = await render(
      <DataGrid
        label="Timesheets"
        columns={timesheetColumns}
        rows={page}
        mode="server"
        rowCount={120}
        onQueryChange={onQueryChange}
        searchPanel
      />,
    );
    expect(onQueryChange).toHaveBeenLastCalledWith({
      page: 1,
      pageSize: 50,
      sort: null,
      quickSearch: null,
      filters: {},
    });
    await expect.element(screen.getByRole('navigation')).toMatchTextContent('Page 1 of 3');
    await screen.getByRole('button', { name: 'Last Name' }).click();
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, sort: { columnId: 'lastName', direction: 'asc' } }),
    );
    expect(columnValues(screen.container, 'Timesheet')).toEqual(['TS-000006', 'TS-000002', 'TS-000010']);
    await screen.getByRole('button', { name: 'Next' }).click();
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2, pageSize: 50 }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Grid Quick Search' }), '06/07/2024{Enter}');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ page: 1, quickSearch: { text: '06/07/2024', kind: 'date' } }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Week Ending' }), '06/14/2024');
    expect(onQueryChange).toHaveBeenLastCalledWith(expect.objectContaining({ filters: { weekEnding: '06/14/2024' } }));
  });

  test('shows empty, loading and error states', async () => {
    const columns: GridColumn<TimesheetRow>[] = timesheetColumns;
    const screen = await render(<DataGrid label="Timesheets" columns={columns} rows={[]} />);
    await expect.element(screen.getByRole('status')).toMatchTextContent('No records to display');
    await screen.rerender(<DataGrid label="Timesheets" columns={columns} rows={[]} loading />);
    await expect.element(screen.getByRole('status')).toMatchTextContent('Loading…');
    await expect.element(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await screen.rerender(
      <DataGrid label="Timesheets" columns={columns} rows={rows120} error="Timesheets could not be loaded." />,
    );
    await expect.element(screen.getByRole('alert')).toMatchTextContent('Timesheets could not be loaded.');
    expect(bodyRows(screen.container)).toEqual([]);
  });
});

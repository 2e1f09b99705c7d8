/**
 * The grids our DataGrid is compared with in `pnpm bench:grid`, on the same rows and the same eight
 * columns with the same display text (formatCell): AG Grid Community with its default (Quartz)
 * theme, and bare TanStack Table (its row models and a plain <table>: no virtualisation, no search
 * panel, no caches, no styles). Each exposes what the bench drives: a handle to filter and sort.
 */
import { AllCommunityModule, ModuleRegistry, type ColDef, type GridApi } from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import {
  functionalUpdate,
  useTable,
  type ColumnDef,
  type PaginationState,
  type SortingState,
} from '@tanstack/react-table';
import { useState, type Ref } from 'react';
import { useImperativeHandle } from 'react';
import type { TimesheetRow } from '../src/DataGrid/DataGrid.fixtures.ts';
import { timesheetColumns } from '../src/DataGrid/DataGrid.fixtures.ts';
import { formatCell } from '../src/DataGrid/gridText.ts';
// Our grid's own feature set, so bare TanStack builds the same row models and the bench compares
// the rendering around them.
import { gridFeatures as tanstackFeatures } from '../src/DataGrid/gridTable.ts';

ModuleRegistry.registerModules([AllCommunityModule]);

const PAGE_SIZE = 50;

/** What the bench asks of a contender once it is mounted. */
export interface ContenderHandle {
  /** Applies a quick filter over every column's shown text. */
  quickFilter: (text: string) => void;
  /** Sorts by one column. */
  sort: (columnId: string, direction: 'asc' | 'desc') => void;
}

export interface ContenderProps {
  rows: readonly TimesheetRow[];
  paginate: boolean;
  handle: Ref<ContenderHandle>;
}

const agColumns: ColDef<TimesheetRow>[] = timesheetColumns.map((column) => ({
  colId: column.id,
  headerName: column.header,
  width: column.width,
  valueGetter: ({ data }) => (data ? column.value(data) : null),
  valueFormatter: ({ value }) => formatCell(value as ReturnType<typeof column.value>, column.format),
  // Search the text the cell shows, as our grid does.
  getQuickFilterText: ({ value }) => formatCell(value as ReturnType<typeof column.value>, column.format),
  sortable: true,
}));

/** AG Grid Community, client-side row model, default theme. */
export function AgGridContender({ rows, paginate, handle }: ContenderProps) {
  const [api, setApi] = useState<GridApi<TimesheetRow>>();
  useImperativeHandle(
    handle,
    () => ({
      quickFilter: (text) => api?.setGridOption('quickFilterText', text),
      sort: (columnId, direction) =>
        api?.applyColumnState({ state: [{ colId: columnId, sort: direction }], defaultState: { sort: null } }),
    }),
    [api],
  );
  return (
    <div style={{ height: 800, width: 1200 }}>
      <AgGridReact<TimesheetRow>
        rowData={rows as TimesheetRow[]}
        columnDefs={agColumns}
        getRowId={({ data }) => data.id}
        pagination={paginate}
        paginationPageSize={PAGE_SIZE}
        paginationPageSizeSelector={false}
        onGridReady={({ api: ready }) => setApi(ready)}
      />
    </div>
  );
}

const compare = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));

const tanstackColumns: ColumnDef<typeof tanstackFeatures, TimesheetRow>[] = timesheetColumns.map((column) => ({
  id: column.id,
  header: column.header,
  accessorFn: (row) => column.value(row),
  sortFn: (a, b) => compare(column.value(a.original), column.value(b.original)),
}));

/** Bare TanStack Table: its row models and every row of the page in a plain table. */
export function BareTanstackContender({ rows, paginate, handle }: ContenderProps) {
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  useImperativeHandle(
    handle,
    () => ({
      quickFilter: (text) => {
        setGlobalFilter(text);
        setPagination((previous) => ({ ...previous, pageIndex: 0 }));
      },
      sort: (columnId, direction) => setSorting([{ id: columnId, desc: direction === 'desc' }]),
    }),
    [],
  );
  const table = useTable({
    features: tanstackFeatures,
    columns: tanstackColumns,
    data: rows,
    getRowId: (row) => row.id,
    state: { sorting, globalFilter, pagination },
    onSortingChange: (updater) => setSorting((previous) => functionalUpdate(updater, previous)),
    onPaginationChange: (updater) => setPagination((previous) => functionalUpdate(updater, previous)),
    globalFilterFn: (row, _columnId, text: string) => {
      const search = text.toLowerCase();
      return timesheetColumns.some((column) =>
        formatCell(column.value(row.original), column.format).toLowerCase().includes(search),
      );
    },
    getColumnCanGlobalFilter: (column) => column.id === 'id',
    manualPagination: !paginate,
  });
  const rowCount = table.getPrePaginatedRowModel().rows.length;
  return (
    <table aria-rowcount={rowCount + 1}>
      <thead>
        <tr>
          {timesheetColumns.map((column) => {
            const sorted = sorting[0]?.id === column.id ? (sorting[0].desc ? 'descending' : 'ascending') : 'none';
            return (
              <th key={column.id} data-column={column.id} aria-sort={sorted}>
                {column.header}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {timesheetColumns.map((column) => (
              <td key={column.id} data-column={column.id}>
                {formatCell(column.value(row.original), column.format)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

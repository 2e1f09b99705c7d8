import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { functionalUpdate, useTable } from '@tanstack/react-table';
import type { ColumnDef, ColumnFiltersState, PaginationState, RowData, SortingState } from '@tanstack/react-table';
import { GridDateFilter } from '../GridDateFilter/GridDateFilter.tsx';
import { GridSearchPanel } from '../GridSearchPanel/GridSearchPanel.tsx';
import { RowDetailsDialog } from '../RowDetailsDialog/RowDetailsDialog.tsx';
import { GridPrintPage, Root } from './DataGrid.styles.ts';
import type {
  GridQuery,
  GridQuickSearch,
  GridRowActions,
  GridRowDetails,
  GridSearchPanelOptions,
  GridChoiceFilter,
  GridColumn,
  GridViewBinding,
} from './DataGrid.types.ts';
import { DataGridPager } from './DataGridPager.tsx';
import { DataGridTable } from './DataGridTable.tsx';
import { DataGridToolbar } from './DataGridToolbar.tsx';
import { exportGrid } from './gridExport.ts';
import {
  ALIGN_END,
  gridFeatures,
  toFilterRecord,
  toGridSort,
  type GridFeatures,
  type VisibleColumn,
} from './gridTable.ts';
import { CellTextCache, parseQuickSearch, SortKeyCache } from './gridText.ts';
import { DEFAULT_VIEW_STATE, restoreView, toView, type GridChoices, type GridViewState } from './gridView.ts';

/** Default rows per page (spec section 9). */
export const DEFAULT_PAGE_SIZE = 50;

interface DataGridCommonProps<TRow extends RowData> extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The columns, in display order. */
  columns: readonly GridColumn<TRow>[];
  /** Client mode: every row. Server mode: the rows of the current page as the source returned them. */
  rows: readonly TRow[];
  /** The table's accessible name, e.g. "Participants". */
  label: string;
  /** A stable id per row; the row's position when absent. */
  getRowId?: (row: TRow, index: number) => string;
  /** Rows per page; 50 when absent. */
  pageSize?: number;
  /** Splits rows into pages; when false every row sits in one virtualised list. True when absent. */
  pagination?: boolean;
  /** Hides the pager when everything fits on one page. */
  hidePagerOnSinglePage?: boolean;
  /** Shows the search panel above the grid (true for the defaults). */
  searchPanel?: boolean | GridSearchPanelOptions;
  /** Adds a Details button per row that opens a dialog with every column of that row. */
  rowDetails?: GridRowDetails<TRow>;
  /**
   * Adds an Actions column (first) with a button per action a row allows, each named after the row
   * ("Edit Lincoln High School"). No actions, no column. Keep the object stable (memoise it).
   */
  rowActions?: GridRowActions<TRow>;
  /** Shows the loading state instead of rows. */
  loading?: boolean;
  /** Shows an error instead of rows. */
  error?: ReactNode;
  /** Text of the empty state; "No records to display" when absent. */
  emptyMessage?: ReactNode;
  /** Height limit of the scrolling area in pixels; 600 when absent. */
  maxHeight?: number;
  /**
   * Remembers the view: starts from `view.initial` (quick search, date filters, sort, page, Show
   * Additional Columns), reports each change the user makes, and adds a Reset view button to the
   * search panel. Keep the object's functions stable.
   */
  view?: GridViewBinding;
  /**
   * A filter the screen holds itself, outside the grid's view (a status an action needs, a choice
   * the screen requires): when this value changes the grid goes back to page 1, as it does for its
   * own filters. Compared with `Object.is`; pass a string or number, not a new object each render.
   */
  firstPageOn?: unknown;
}

/** The caller's data source sorts, pages and filters; the grid reports what it wants. */
interface DataGridServerProps {
  /** Server mode: sorting, paging and filtering are done by the data source. */
  mode: 'server';
  /** How many rows the source holds for the current filters. */
  rowCount: number;
  /** Called on mount and whenever page, page size, sort, quick search or filters change. */
  onQueryChange: (query: GridQuery) => void;
}

interface DataGridClientProps {
  /** Client mode (the default): the grid sorts, pages and filters the rows it is given. */
  mode?: 'client';
  rowCount?: never;
  onQueryChange?: never;
}

export type DataGridProps<TRow extends RowData> = DataGridCommonProps<TRow> &
  (DataGridServerProps | DataGridClientProps);

const NO_CHOICE_FILTERS: readonly GridChoiceFilter[] = [];

function resolvePanel(searchPanel: DataGridCommonProps<RowData>['searchPanel']): GridSearchPanelOptions | null {
  if (searchPanel === undefined || searchPanel === false) return null;
  return searchPanel === true ? {} : searchPanel;
}

/**
 * The data grid: TanStack Table for sorting, filtering, paging and column visibility, and only the
 * rows in view in the DOM. Client mode processes the rows it holds; server mode reports each query
 * to the caller's data source through `onQueryChange`. This component holds the state (the view,
 * the query, the remembered view) and composes the parts: the toolbar (DataGridToolbar), the table
 * (DataGridTable, its rows in DataGridBody) and the pager (DataGridPager).
 */
export function DataGrid<TRow extends RowData>(props: DataGridProps<TRow>) {
  const {
    columns,
    rows,
    label,
    getRowId,
    pageSize: initialPageSize = DEFAULT_PAGE_SIZE,
    pagination: paginate = true,
    hidePagerOnSinglePage = false,
    searchPanel,
    rowDetails,
    rowActions: rowActionsProp,
    loading = false,
    error,
    emptyMessage = 'No records to display',
    maxHeight = 600,
    mode = 'client',
    rowCount,
    onQueryChange,
    view,
    firstPageOn,
    style,
    ...rest
  } = props;
  const server = mode === 'server';
  const panel = resolvePanel(searchPanel);
  const choiceFilters = panel?.choices ?? NO_CHOICE_FILTERS;
  const hasChoices = choiceFilters.length > 0;
  const rowActions = rowActionsProp && rowActionsProp.actions.length > 0 ? rowActionsProp : null;

  // A remembered view is applied before the first query and the first rows: the user never sees
  // the defaults flash by. While it is still being read the grid waits (loading, no query).
  const viewKnown = view === undefined || view.initial !== undefined;
  const [start] = useState(() => (viewKnown ? restoreView(view?.initial, columns, choiceFilters) : DEFAULT_VIEW_STATE));
  const [restored, setRestored] = useState(viewKnown);
  const [sorting, setSorting] = useState<SortingState>(start.sorting);
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: start.pageIndex, pageSize: initialPageSize });
  const [quickSearch, setQuickSearch] = useState<GridQuickSearch | null>(start.quickSearch);
  const [dateFilters, setDateFilters] = useState<ColumnFiltersState>(start.dateFilters);
  const [choices, setChoices] = useState<GridChoices>(start.choices);
  const [showAdditional, setShowAdditional] = useState(start.showAdditional);
  const [detailsIndex, setDetailsIndex] = useState<number | null>(null);
  const applyViewState = (state: GridViewState) => {
    setSorting(state.sorting);
    setPaging((previous) => ({ ...previous, pageIndex: state.pageIndex }));
    setQuickSearch(state.quickSearch);
    setDateFilters(state.dateFilters);
    setChoices(state.choices);
    setShowAdditional(state.showAdditional);
  };
  if (!restored && viewKnown) {
    setRestored(true);
    applyViewState(restoreView(view?.initial, columns, choiceFilters));
  }
  // The screen's own filter changed: its rows are another search, whose first page comes first.
  const [pageOwner, setPageOwner] = useState(firstPageOn);
  if (!Object.is(pageOwner, firstPageOn)) {
    setPageOwner(firstPageOn);
    setPaging((previous) => (previous.pageIndex === 0 ? previous : { ...previous, pageIndex: 0 }));
  }

  const cache = useMemo(() => new CellTextCache<TRow>(columns), [columns]);
  const sortKeys = useMemo(() => new SortKeyCache(rows, columns), [rows, columns]);
  // Sort ranks first: idle callbacks run in order, and each column's ranks take one sort of its
  // keys (a few ms for 10,000 rows) where the quick-search text of every row takes several times that.
  useEffect(() => (server ? undefined : sortKeys.warm()), [sortKeys, server]);
  const quickSearchEnabled = panel !== null && panel.quickSearch !== false;
  useEffect(
    () => (server || !quickSearchEnabled ? undefined : cache.warm(rows)),
    [cache, rows, server, quickSearchEnabled],
  );

  const columnDefs = useMemo(
    () =>
      columns.map((column, index): ColumnDef<GridFeatures, TRow> => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: TRow) => column.value(row),
        enableSorting: column.sortable !== false,
        // Keys and ranks are computed once per data set and column (gridText's SortKeyCache) and
        // compared by row index. The keys already put empty values last, so TanStack's own check
        // for undefined (on by default: two getValue calls in each of ~130,000 comparisons for
        // 10,000 rows, about half of a sort's time) is off.
        sortFn: (a, b) => sortKeys.compare(index, a.index, b.index),
        sortUndefined: false,
        filterFn: (row, _columnId, value) => cache.text(row.original, index) === value,
      })),
    [columns, cache, sortKeys],
  );

  const firstColumnId = columns[0]?.id;
  const table = useTable({
    features: gridFeatures,
    columns: columnDefs,
    data: rows,
    getRowId,
    state: {
      sorting,
      pagination: paging,
      globalFilter: quickSearch,
      columnFilters: dateFilters,
    },
    onSortingChange: (updater) => {
      setSorting((previous) => functionalUpdate(updater, previous));
      setPaging((previous) => ({ ...previous, pageIndex: 0 }));
    },
    onPaginationChange: (updater) => setPaging((previous) => functionalUpdate(updater, previous)),
    // One whole-row match per row instead of one call per column: the quick search compares
    // every column (a date search only date columns), so only the first column takes part.
    globalFilterFn: (row, _columnId, search: GridQuickSearch) => cache.matches(row.original, search),
    getColumnCanGlobalFilter: (column) => column.id === firstColumnId,
    enableMultiSort: false,
    autoResetPageIndex: false,
    manualSorting: server,
    manualFiltering: server,
    // Without paging, "manual" keeps the client from slicing: every row goes to the virtualiser.
    manualPagination: server || !paginate,
    rowCount: server ? rowCount : undefined,
  });

  const query = useMemo<GridQuery>(
    () => ({
      page: paging.pageIndex + 1,
      pageSize: paging.pageSize,
      sort: toGridSort(sorting),
      quickSearch,
      filters: toFilterRecord(dateFilters),
      ...(hasChoices ? { choices: { ...choices } } : {}),
    }),
    [paging, sorting, quickSearch, dateFilters, choices, hasChoices],
  );
  const onQueryChangeRef = useRef(onQueryChange);
  useEffect(() => {
    onQueryChangeRef.current = onQueryChange;
  });
  useEffect(() => {
    if (server && restored) onQueryChangeRef.current?.(query);
  }, [server, query, restored]);

  const currentView = useMemo(
    () =>
      toView(
        { sorting, pageIndex: paging.pageIndex, quickSearch, dateFilters, choices, showAdditional },
        paging.pageSize,
        hasChoices,
      ),
    [sorting, paging, quickSearch, dateFilters, choices, showAdditional, hasChoices],
  );
  // The view last restored or reported, as JSON: only a real change by the user is reported, not
  // the restore itself nor a re-render with equal state.
  const reportedView = useRef<string | null>(null);
  const onViewChangeRef = useRef(view?.onChange);
  useEffect(() => {
    onViewChangeRef.current = view?.onChange;
  });
  useEffect(() => {
    if (!restored) return;
    const json = JSON.stringify(currentView);
    if (reportedView.current === null) {
      reportedView.current = json;
      return;
    }
    if (json === reportedView.current) return;
    reportedView.current = json;
    onViewChangeRef.current?.({ view: currentView });
  }, [currentView, restored]);

  const defaultView = JSON.stringify(toView(DEFAULT_VIEW_STATE, paging.pageSize, hasChoices));
  const atDefaults = JSON.stringify(currentView) === defaultView;
  const resetView = () => {
    applyViewState(DEFAULT_VIEW_STATE);
    reportedView.current = defaultView;
    view?.onReset();
  };

  const applyQuickSearch = useCallback(({ text }: { text: string }) => {
    const next = parseQuickSearch(text);
    setQuickSearch((previous) => (previous?.text === next?.text && previous?.kind === next?.kind ? previous : next));
    setPaging((previous) => (previous.pageIndex === 0 ? previous : { ...previous, pageIndex: 0 }));
  }, []);

  const applyDateFilter = (columnId: string, value: string | null) => {
    setDateFilters((previous) => {
      const others = previous.filter((filter) => filter.id !== columnId);
      return value === null ? others : [...others, { id: columnId, value }];
    });
    setPaging((previous) => ({ ...previous, pageIndex: 0 }));
  };

  // A narrower or wider choice starts again from the first page, as a quick search does.
  const applyChoice = (filterId: string, value: string | number | null) => {
    setChoices((previous) => {
      const others = Object.fromEntries(Object.entries(previous).filter(([id]) => id !== filterId));
      return value === null ? others : { ...others, [filterId]: value };
    });
    setPaging((previous) => ({ ...previous, pageIndex: 0 }));
  };

  // Every filter the panel has: the quick search, the date filters and the choices.
  const clearAll = () => {
    setQuickSearch(null);
    setDateFilters([]);
    setChoices(DEFAULT_VIEW_STATE.choices);
    setPaging((previous) => ({ ...previous, pageIndex: 0 }));
  };

  const visibleColumns = useMemo(
    () =>
      columns
        .map((column, index): VisibleColumn<TRow> => ({
          column,
          index,
          alignEnd: column.format !== undefined && ALIGN_END.has(column.format),
        }))
        .filter(({ column }) => !column.additional || showAdditional),
    [columns, showAdditional],
  );

  const rowModel = table.getRowModel();
  const pageRows = rowModel.rows;
  const totalRows = server ? (rowCount ?? rows.length) : table.getPrePaginatedRowModel().rows.length;
  const pageCount = paginate ? Math.max(1, Math.ceil(totalRows / paging.pageSize)) : 1;
  const firstRowNumber = paginate ? paging.pageIndex * paging.pageSize : 0;
  // Fewer rows than before (new data, a narrower filter, a remembered page of a search that finds
  // fewer rows now) can leave the page past the end: go to the last page that exists rather than
  // show an empty one, none too ("0 rows, Page 2 of 1" with Previous enabled, issue 45). Not while
  // loading: a restored page waits for the count of the rows it pages.
  if (paginate && !loading && restored && paging.pageIndex > pageCount - 1) {
    setPaging({ ...paging, pageIndex: pageCount - 1 });
  }

  const exportRows = async () => {
    if (!panel?.export) return;
    await exportGrid({
      label,
      settings: panel.export,
      query,
      visibleColumns,
      rows: table.getPrePaginatedRowModel().rows.map((row) => row.original),
      cache,
    });
  };

  const detailsRow = detailsIndex === null ? undefined : pageRows[detailsIndex]?.original;
  const busy = loading || !restored;
  const showPager = paginate && !(hidePagerOnSinglePage && pageCount <= 1);

  return (
    <Root data-component="DataGrid" style={style} {...rest}>
      <GridPrintPage />
      {panel ? (
        <DataGridToolbar
          label={label}
          panel={panel}
          columns={columns}
          quickSearchText={quickSearch?.text ?? ''}
          dateFilters={query.filters}
          choiceFilters={choiceFilters}
          choices={choices}
          restoring={!restored}
          showAdditional={showAdditional}
          onQuickSearch={applyQuickSearch}
          onDateFilter={applyDateFilter}
          onChoice={applyChoice}
          onClearAll={clearAll}
          onShowAdditionalChange={setShowAdditional}
          // Offered when there is something to reset: a grid on its defaults shows no extra button.
          onResetView={view && !atDefaults ? resetView : undefined}
          onExport={panel.export ? exportRows : undefined}
        />
      ) : null}
      <DataGridTable
        label={label}
        table={table}
        pageRows={pageRows}
        firstRowNumber={firstRowNumber}
        totalRows={totalRows}
        visibleColumns={visibleColumns}
        cache={cache}
        rowDetails={rowDetails}
        onDetails={setDetailsIndex}
        rowActions={rowActions}
        maxHeight={maxHeight}
        busy={busy}
        error={error}
        emptyMessage={emptyMessage}
      />
      {showPager ? (
        <DataGridPager
          label={label}
          pageIndex={paging.pageIndex}
          pageSize={paging.pageSize}
          pageCount={pageCount}
          totalRows={totalRows}
          onPageIndexChange={(pageIndex) => table.setPageIndex(pageIndex)}
        />
      ) : null}
      {rowDetails ? (
        <RowDetailsDialog
          open={detailsRow !== undefined}
          title={detailsRow === undefined ? '' : rowDetails.title(detailsRow)}
          fields={
            detailsRow === undefined
              ? []
              : columns.map((column, index) => ({ label: column.header, value: cache.text(detailsRow, index) }))
          }
          onClose={() => setDetailsIndex(null)}
        />
      ) : null}
    </Root>
  );
}

DataGrid.SearchPanel = GridSearchPanel;
DataGrid.DateFilter = GridDateFilter;
DataGrid.RowDetailsDialog = RowDetailsDialog;

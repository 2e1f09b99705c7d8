import { flushSync } from 'react-dom';
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type {
  ColumnDef,
  ColumnFiltersState,
  PaginationState,
  Row as TanstackRow,
  RowData,
  SortingState,
} from '@tanstack/react-table';
import { GridDateFilter } from '../GridDateFilter/GridDateFilter.tsx';
import { GridSearchPanel } from '../GridSearchPanel/GridSearchPanel.tsx';
import { RowDetailsDialog } from '../RowDetailsDialog/RowDetailsDialog.tsx';
import {
  Body,
  Head,
  HeaderCell,
  Pager,
  PagerButton,
  ROW_HEIGHT,
  Root,
  Row,
  SortButton,
  StateMessage,
  Table,
  Viewport,
  VisuallyHidden,
} from './DataGrid.styles.ts';
import type {
  GridColumn,
  GridQuery,
  GridQuickSearch,
  GridRowAction,
  GridRowActions,
  GridRowDetails,
  GridSearchPanelOptions,
  GridSort,
  GridViewBinding,
} from './DataGrid.types.ts';
import { CellTextCache, parseQuickSearch, SortKeyCache } from './gridText.ts';
import { DEFAULT_VIEW_STATE, restoreView, toView, type GridViewState } from './gridView.ts';
import { saveBlob } from '../excel/saveBlob.ts';

/** Default rows per page (spec section 9). */
export const DEFAULT_PAGE_SIZE = 50;
const DEFAULT_COLUMN_WIDTH = 160;
const DETAILS_COLUMN_WIDTH = 96;
/** Room for one row-action button ("Delete" is the longest usual label) and the cell's padding. */
const ACTION_WIDTH = 68;
const ACTIONS_PADDING = 16;

// Registered once at module scope: the feature object is a model input and must stay stable.
const features = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
type Features = typeof features;

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

function resolvePanel(searchPanel: DataGridCommonProps<RowData>['searchPanel']): GridSearchPanelOptions | null {
  if (searchPanel === undefined || searchPanel === false) return null;
  return searchPanel === true ? {} : searchPanel;
}

function toGridSort(sorting: SortingState): GridSort | null {
  const first = sorting[0];
  return first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}

function toFilterRecord(filters: ColumnFiltersState): Record<string, string> {
  const record: Record<string, string> = {};
  for (const filter of filters) if (typeof filter.value === 'string') record[filter.id] = filter.value;
  return record;
}

const ALIGN_END = new Set(['currency', 'number']);

interface BodyRowProps<TRow extends RowData> {
  row: TRow;
  rowIndex: number;
  start: number;
  ariaRowIndex: number;
  visibleColumns: readonly VisibleColumn<TRow>[];
  cache: CellTextCache<TRow>;
  detailsTitle: string | null;
  onDetails: ((index: number) => void) | null;
  rowActions: GridRowActions<TRow> | null;
}

interface VisibleColumn<TRow> {
  column: GridColumn<TRow>;
  /** Position among all columns: the cache's key. */
  index: number;
  alignEnd: boolean;
}

/** The buttons of one row: the actions this row allows, each named "<label> <row name>". */
function RowActionsCell<TRow>({ row, rowActions }: { row: TRow; rowActions: GridRowActions<TRow> }) {
  const name = rowActions.name(row);
  return (
    <div role="cell" data-part="actions">
      {rowActions.actions.map((action: GridRowAction<TRow>) =>
        action.visible === undefined || action.visible(row) ? (
          <button key={action.id} type="button" data-part="action" onClick={() => action.onAction(row)}>
            {action.label}
            <span data-part="hidden"> {name}</span>
          </button>
        ) : null,
      )}
    </div>
  );
}

/** A cell's content: its text, or the link, badge or custom content its column's kind asks for. */
function cellContent<TRow>(column: GridColumn<TRow>, row: TRow, text: string): ReactNode {
  const kind = column.kind;
  if (kind === undefined || text === '') return text;
  switch (kind.type) {
    case 'text':
      return text;
    case 'link':
      return <a href={kind.href(row)}>{text}</a>;
    case 'badge':
      return (
        <span data-part="badge" data-tone={kind.tone?.(row) ?? 'neutral'}>
          {text}
        </span>
      );
    case 'custom':
      return kind.render(row, text);
  }
}

function BodyRowView<TRow extends RowData>({
  row,
  rowIndex,
  start,
  ariaRowIndex,
  visibleColumns,
  cache,
  detailsTitle,
  onDetails,
  rowActions,
}: BodyRowProps<TRow>) {
  return (
    <Row role="row" data-part="body" aria-rowindex={ariaRowIndex} style={{ transform: `translateY(${start}px)` }}>
      {onDetails && detailsTitle !== null ? (
        <div role="cell">
          <button type="button" data-part="details" onClick={() => onDetails(rowIndex)}>
            Details<span data-part="hidden"> for {detailsTitle}</span>
          </button>
        </div>
      ) : null}
      {rowActions ? <RowActionsCell row={row} rowActions={rowActions} /> : null}
      {visibleColumns.map(({ column, index, alignEnd }) => {
        const text = cache.text(row, index);
        return (
          <div key={column.id} role="cell" data-align={alignEnd ? 'end' : undefined} title={text}>
            {cellContent(column, row, text)}
          </div>
        );
      })}
    </Row>
  );
}

/** Memoised: while scrolling, rows that stay in the window keep every prop and do not render. */
const BodyRow = memo(BodyRowView) as typeof BodyRowView;

function appliedDate(filters: ColumnFiltersState, columnId: string): string | null {
  const value = filters.find((filter) => filter.id === columnId)?.value;
  return typeof value === 'string' ? value : null;
}

/**
 * The data grid: TanStack Table for sorting, filtering, paging and column visibility, TanStack
 * Virtual so only the rows in view are in the DOM. Client mode processes the rows it holds;
 * server mode reports each query to the caller's data source through `onQueryChange`.
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
    style,
    ...rest
  } = props;
  const server = mode === 'server';
  const panel = resolvePanel(searchPanel);
  const rowActions = rowActionsProp && rowActionsProp.actions.length > 0 ? rowActionsProp : null;
  const actionsWidth = rowActions ? ACTIONS_PADDING + rowActions.actions.length * ACTION_WIDTH : 0;

  // A remembered view is applied before the first query and the first rows: the user never sees
  // the defaults flash by. While it is still being read the grid waits (loading, no query).
  const viewKnown = view === undefined || view.initial !== undefined;
  const [start] = useState(() => (viewKnown ? restoreView(view?.initial, columns) : DEFAULT_VIEW_STATE));
  const [restored, setRestored] = useState(viewKnown);
  const [sorting, setSorting] = useState<SortingState>(start.sorting);
  const [paging, setPaging] = useState<PaginationState>({ pageIndex: start.pageIndex, pageSize: initialPageSize });
  const [quickSearch, setQuickSearch] = useState<GridQuickSearch | null>(start.quickSearch);
  const [dateFilters, setDateFilters] = useState<ColumnFiltersState>(start.dateFilters);
  const [showAdditional, setShowAdditional] = useState(start.showAdditional);
  const [detailsIndex, setDetailsIndex] = useState<number | null>(null);
  const applyViewState = (state: GridViewState) => {
    setSorting(state.sorting);
    setPaging((previous) => ({ ...previous, pageIndex: state.pageIndex }));
    setQuickSearch(state.quickSearch);
    setDateFilters(state.dateFilters);
    setShowAdditional(state.showAdditional);
  };
  if (!restored && viewKnown) {
    setRestored(true);
    applyViewState(restoreView(view?.initial, columns));
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
      columns.map((column, index): ColumnDef<Features, TRow> => ({
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
    features,
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
    }),
    [paging, sorting, quickSearch, dateFilters],
  );
  const onQueryChangeRef = useRef(onQueryChange);
  useEffect(() => {
    onQueryChangeRef.current = onQueryChange;
  });
  useEffect(() => {
    if (server && restored) onQueryChangeRef.current?.(query);
  }, [server, query, restored]);

  const currentView = useMemo(
    () => toView({ sorting, pageIndex: paging.pageIndex, quickSearch, dateFilters, showAdditional }, paging.pageSize),
    [sorting, paging, quickSearch, dateFilters, showAdditional],
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

  const atDefaults = JSON.stringify(currentView) === JSON.stringify(toView(DEFAULT_VIEW_STATE, paging.pageSize));
  const resetView = () => {
    applyViewState(DEFAULT_VIEW_STATE);
    reportedView.current = JSON.stringify(toView(DEFAULT_VIEW_STATE, paging.pageSize));
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

  const clearAll = () => {
    setQuickSearch(null);
    setDateFilters([]);
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
  // Fewer rows than before (new data, a narrower filter) can leave the page past the end: go to
  // the last page that exists rather than show an empty one.
  // Not while loading (a restored page waits for the rows it pages), and in server mode only once
  // the source has counted some rows.
  if (paginate && !loading && restored && paging.pageIndex > pageCount - 1 && (!server || (rowCount ?? 0) > 0)) {
    setPaging({ ...paging, pageIndex: pageCount - 1 });
  }

  const exportRows = async () => {
    const settings = panel?.export;
    if (!settings) return;
    // The workbook writer (write-excel-file, fflate) loads on the first export, not with every grid.
    const { exportToExcel, saveServerFile } = await import('../excel/excel.ts');
    if (settings.kind === 'custom') {
      saveBlob(await settings.file({ query, columns: visibleColumns.map(({ column }) => column.id) }));
      return;
    }
    if (settings.kind === 'server') {
      saveServerFile(await settings.request({ query }));
      return;
    }
    await exportToExcel({
      fileName: settings.fileName,
      rows: table.getPrePaginatedRowModel().rows.map((row) => row.original),
      columns: visibleColumns.map(({ column, index }) => ({
        header: column.header,
        width: Math.max(10, Math.round((column.width ?? DEFAULT_COLUMN_WIDTH) / 8)),
        value: (row: TRow) => {
          const raw = column.value(row);
          // Amounts stay numbers so the sheet can total them; everything else as displayed.
          if ((column.format === 'currency' || column.format === 'number') && typeof raw === 'number') return raw;
          return cache.text(row, index);
        },
      })),
    });
  };

  const template = useMemo(() => {
    const widths = visibleColumns.map(({ column }) => `${column.width ?? DEFAULT_COLUMN_WIDTH}px`);
    if (rowActions) widths.unshift(`${actionsWidth}px`);
    if (rowDetails) widths.unshift(`${DETAILS_COLUMN_WIDTH}px`);
    const total =
      visibleColumns.reduce((sum, { column }) => sum + (column.width ?? DEFAULT_COLUMN_WIDTH), 0) +
      (rowDetails ? DETAILS_COLUMN_WIDTH : 0) +
      actionsWidth;
    // On paper each column keeps its share of the screen width: px widths become fr shares.
    const shares = widths.map((width) => `minmax(0, ${width.replace('px', 'fr')})`);
    return { columns: widths.join(' '), printColumns: shares.join(' '), width: `${total}px` };
  }, [visibleColumns, rowDetails, rowActions, actionsWidth]);

  const detailsRow = detailsIndex === null ? undefined : pageRows[detailsIndex]?.original;
  const busy = loading || !restored;
  const showRows = !busy && !error && pageRows.length > 0;
  const hasAdditional = columns.some((column) => column.additional);
  const showPager = paginate && !(hidePagerOnSinglePage && pageCount <= 1);

  return (
    <Root data-component="DataGrid" style={style} {...rest}>
      {panel ? (
        <GridSearchPanel
          // Named after the grid: two grids on one screen must not give two search landmarks one name.
          aria-label={`${label} search`}
          defaultText={quickSearch?.text ?? ''}
          restoring={!restored}
          // Offered when there is something to reset: a grid on its defaults shows no extra button.
          onResetView={view && !atDefaults ? resetView : undefined}
          quickSearch={panel.quickSearch !== false}
          onQuickSearch={applyQuickSearch}
          onClearAll={clearAll}
          additionalColumnsToggle={hasAdditional && panel.additionalColumnsToggle !== false}
          additionalColumnsShown={showAdditional}
          onAdditionalColumnsChange={({ shown }) => setShowAdditional(shown)}
          onExport={panel.export ? exportRows : undefined}
          toolbar={panel.toolbar}
          filters={columns
            .filter((column) => column.dateFilter)
            .map((column) => (
              <GridDateFilter
                key={column.id}
                label={column.header}
                value={appliedDate(dateFilters, column.id)}
                onApply={({ value }) => applyDateFilter(column.id, value)}
              />
            ))}
        />
      ) : null}
      <Viewport
        data-scroll-container
        style={{ '--data-grid-max-height': `${maxHeight}px` }}
        data-loading={busy || undefined}
      >
        <Table
          role="table"
          aria-label={label}
          aria-rowcount={busy ? -1 : totalRows + 1}
          aria-colcount={visibleColumns.length + (rowDetails ? 1 : 0) + (rowActions ? 1 : 0)}
          aria-busy={busy || undefined}
          style={{
            '--data-grid-columns': template.columns,
            '--data-grid-print-columns': template.printColumns,
            '--data-grid-width': template.width,
          }}
        >
          <Head role="rowgroup">
            <Row role="row" aria-rowindex={1}>
              {rowDetails ? (
                <HeaderCell role="columnheader">
                  <VisuallyHidden>Details</VisuallyHidden>
                </HeaderCell>
              ) : null}
              {rowActions ? <HeaderCell role="columnheader">Actions</HeaderCell> : null}
              {visibleColumns.map(({ column, alignEnd }) => {
                const tanstackColumn = table.getColumn(column.id);
                const direction = tanstackColumn?.getIsSorted() ?? false;
                const canSort = tanstackColumn?.getCanSort() ?? false;
                return (
                  <HeaderCell
                    key={column.id}
                    role="columnheader"
                    data-align={alignEnd ? 'end' : undefined}
                    aria-sort={
                      direction === 'asc'
                        ? 'ascending'
                        : direction === 'desc'
                          ? 'descending'
                          : canSort
                            ? 'none'
                            : undefined
                    }
                  >
                    {canSort ? (
                      <SortButton
                        type="button"
                        data-sort={direction || undefined}
                        onClick={() => tanstackColumn?.toggleSorting(direction === 'asc')}
                      >
                        {column.header}
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </HeaderCell>
                );
              })}
            </Row>
          </Head>
          {showRows ? (
            <VirtualBody
              maxHeight={maxHeight}
              rows={pageRows}
              firstRowNumber={firstRowNumber}
              visibleColumns={visibleColumns}
              cache={cache}
              detailsTitle={rowDetails?.title}
              onDetails={rowDetails ? setDetailsIndex : null}
              rowActions={rowActions}
            />
          ) : null}
        </Table>
        {busy ? (
          <StateMessage role="status">Loading…</StateMessage>
        ) : error ? (
          <StateMessage role="alert" data-tone="danger">
            {error}
          </StateMessage>
        ) : pageRows.length === 0 ? (
          <StateMessage role="status">{emptyMessage}</StateMessage>
        ) : null}
      </Viewport>
      {showPager ? (
        <Pager aria-label={`${label} pages`}>
          <span>
            {totalRows === 0
              ? '0 rows'
              : `${firstRowNumber + 1}–${Math.min(firstRowNumber + paging.pageSize, totalRows)} of ${totalRows} rows`}
          </span>
          <PagerButton type="button" disabled={paging.pageIndex === 0} onClick={() => table.firstPage()}>
            First
          </PagerButton>
          <PagerButton type="button" disabled={paging.pageIndex === 0} onClick={() => table.previousPage()}>
            Previous
          </PagerButton>
          <span aria-live="polite">
            Page {paging.pageIndex + 1} of {pageCount}
          </span>
          <PagerButton
            type="button"
            disabled={paging.pageIndex >= pageCount - 1}
            onClick={() => table.setPageIndex(paging.pageIndex + 1)}
          >
            Next
          </PagerButton>
          <PagerButton
            type="button"
            disabled={paging.pageIndex >= pageCount - 1}
            onClick={() => table.setPageIndex(pageCount - 1)}
          >
            Last
          </PagerButton>
        </Pager>
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

interface VirtualBodyProps<TRow extends RowData> {
  maxHeight: number;
  rows: readonly TanstackRow<Features, TRow>[];
  firstRowNumber: number;
  visibleColumns: readonly VisibleColumn<TRow>[];
  cache: CellTextCache<TRow>;
  detailsTitle: ((row: TRow) => string) | undefined;
  onDetails: ((index: number) => void) | null;
  rowActions: GridRowActions<TRow> | null;
}

/** The header row's height: the body's rows start below it inside the same scroll container. */
const HEADER_HEIGHT = ROW_HEIGHT + 1;
/** Rows rendered beyond each edge of the view, so a short scroll never shows a blank strip. */
const OVERSCAN = 4;

/** The first and last row index to render, the view's edges widened by the overscan. */
function rowWindow(count: number, scrollTop: number, viewHeight: number): { first: number; last: number } {
  if (count === 0) return { first: 0, last: -1 };
  const top = Math.max(0, scrollTop - HEADER_HEIGHT);
  const firstInView = Math.min(count - 1, Math.floor(top / ROW_HEIGHT));
  const lastInView = Math.min(count - 1, Math.floor((top + Math.max(0, viewHeight - 1)) / ROW_HEIGHT));
  return { first: Math.max(0, firstInView - OVERSCAN), last: Math.min(count - 1, lastInView + OVERSCAN) };
}

/**
 * Whether the page is being printed: then every row of the page is rendered, not only the window in
 * view. `beforeprint` renders synchronously, before the browser lays out the sheets.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = window.matchMedia('print');
    const update = () => setPrinting(media.matches);
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(media.matches);
    update();
    media.addEventListener('change', update);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      media.removeEventListener('change', update);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}

/**
 * The rows in view plus a few either side. Every row has the same height, so the window is plain
 * arithmetic on the scroll position: no measurement table to build per data set (a general
 * virtualiser builds one entry per row, 100,000 on a large grid) and no library in the bundle.
 * Its own component so scrolling re-renders only it, and only when the window moves.
 */
function VirtualBody<TRow extends RowData>({
  maxHeight,
  rows,
  firstRowNumber,
  visibleColumns,
  cache,
  detailsTitle,
  onDetails,
  rowActions,
}: VirtualBodyProps<TRow>) {
  const bodyRef = useRef<HTMLDivElement>(null);
  // Assume the full height until measured, so the very first paint already holds rows.
  const [view, setView] = useState({ scrollTop: 0, height: maxHeight });
  const count = rows.length;
  const printing = usePrinting();
  const { first, last } = printing ? { first: 0, last: count - 1 } : rowWindow(count, view.scrollTop, view.height);
  useLayoutEffect(() => {
    // Found from the body itself: the body's ref is attached before this component's layout
    // effects run, the Viewport's (an ancestor) only after them.
    const scroller = bodyRef.current?.closest<HTMLElement>('[data-scroll-container]');
    if (!scroller) return undefined;
    const update = () => {
      const next = { scrollTop: scroller.scrollTop, height: scroller.clientHeight };
      // Re-render only when the rendered window changes, not on every scrolled pixel.
      setView((previous) => {
        const before = rowWindow(count, previous.scrollTop, previous.height);
        const after = rowWindow(count, next.scrollTop, next.height);
        return before.first === after.first && before.last === after.last ? previous : next;
      });
    };
    update();
    scroller.addEventListener('scroll', update, { passive: true });
    const resize = new ResizeObserver(update);
    resize.observe(scroller);
    return () => {
      scroller.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [count]);
  // A new row model (another page, sort or filter) starts at the top, not where the last one was left.
  useLayoutEffect(() => {
    const scroller = bodyRef.current?.closest<HTMLElement>('[data-scroll-container]');
    if (scroller && scroller.scrollTop !== 0) scroller.scrollTop = 0;
  }, [rows]);
  const rendered: ReactNode[] = [];
  for (let index = first; index <= last; index++) {
    const row = rows[index];
    if (row === undefined) continue;
    rendered.push(
      <BodyRow
        key={row.id}
        row={row.original}
        rowIndex={index}
        start={index * ROW_HEIGHT}
        ariaRowIndex={firstRowNumber + index + 2}
        visibleColumns={visibleColumns}
        cache={cache}
        detailsTitle={detailsTitle ? detailsTitle(row.original) : null}
        onDetails={onDetails}
        rowActions={rowActions}
      />,
    );
  }
  return (
    <Body ref={bodyRef} role="rowgroup" style={{ '--data-grid-body-height': `${count * ROW_HEIGHT}px` }}>
      {rendered}
    </Body>
  );
}

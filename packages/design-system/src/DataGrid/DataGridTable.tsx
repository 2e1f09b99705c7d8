import { useMemo, type ReactNode } from 'react';
import type { ReactTable, Row as TanstackRow, RowData } from '@tanstack/react-table';
import { Head, HeaderCell, Row, SortButton, StateMessage, Table, Viewport, VisuallyHidden } from './DataGrid.styles.ts';
import type { GridRowActions, GridRowDetails } from './DataGrid.types.ts';
import { VirtualBody } from './DataGridBody.tsx';
import {
  ACTION_WIDTH,
  ACTIONS_PADDING,
  DEFAULT_COLUMN_WIDTH,
  DETAILS_COLUMN_WIDTH,
  type GridFeatures,
  type VisibleColumn,
} from './gridTable.ts';
import type { CellTextCache } from './gridText.ts';

export interface DataGridTableProps<TRow extends RowData> {
  /** The table's accessible name. */
  label: string;
  /** The TanStack table: the header reads and toggles each column's sort through it. */
  table: ReactTable<GridFeatures, TRow>;
  /** The rows of the current page (every row when the grid does not page). */
  pageRows: readonly TanstackRow<GridFeatures, TRow>[];
  /** How many rows come before the page: the rows' aria-rowindex counts from it. */
  firstRowNumber: number;
  /** Every row after filtering: the table's aria-rowcount. */
  totalRows: number;
  visibleColumns: readonly VisibleColumn<TRow>[];
  cache: CellTextCache<TRow>;
  rowDetails: GridRowDetails<TRow> | undefined;
  onDetails: (index: number) => void;
  rowActions: GridRowActions<TRow> | null;
  maxHeight: number;
  /** Loading, or a remembered view still being read: no rows, and the table says it is busy. */
  busy: boolean;
  error: ReactNode;
  emptyMessage: ReactNode;
}

type SortDirection = 'asc' | 'desc' | false;

function ariaSort(direction: SortDirection, canSort: boolean) {
  if (direction === 'asc') return 'ascending';
  if (direction === 'desc') return 'descending';
  return canSort ? 'none' : undefined;
}

/**
 * The table part of the grid: the scrolling viewport, the header row (a sort button per sortable
 * column), the virtualised body and the loading, error or empty message in place of rows. A table
 * of rows, not an ARIA grid (ADR 199): each cell's buttons are ordinary tab stops.
 */
export function DataGridTable<TRow extends RowData>({
  label,
  table,
  pageRows,
  firstRowNumber,
  totalRows,
  visibleColumns,
  cache,
  rowDetails,
  onDetails,
  rowActions,
  maxHeight,
  busy,
  error,
  emptyMessage,
}: DataGridTableProps<TRow>) {
  const showRows = !busy && !error && pageRows.length > 0;
  const actionsWidth = rowActions ? ACTIONS_PADDING + rowActions.actions.length * ACTION_WIDTH : 0;
  const template = useMemo(() => {
    const widths = visibleColumns.map(({ column }) => `${column.width ?? DEFAULT_COLUMN_WIDTH}px`);
    if (rowActions) widths.unshift(`${actionsWidth}px`);
    if (rowDetails) widths.unshift(`${DETAILS_COLUMN_WIDTH}px`);
    const total =
      visibleColumns.reduce((sum, { column }) => sum + (column.width ?? DEFAULT_COLUMN_WIDTH), 0) +
      (rowDetails ? DETAILS_COLUMN_WIDTH : 0) +
      actionsWidth;
    return { columns: widths.join(' '), width: `${total}px` };
  }, [visibleColumns, rowDetails, rowActions, actionsWidth]);
  return (
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
                  aria-sort={ariaSort(direction, canSort)}
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
            onDetails={rowDetails ? onDetails : null}
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
  );
}

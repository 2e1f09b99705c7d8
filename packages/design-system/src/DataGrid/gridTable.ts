import {
  columnFilteringFeature,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  globalFilteringFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import type { GridColumn, GridSort } from './DataGrid.types.ts';

// What the grid's parts share about its TanStack table: the features, the column widths, and the
// conversions between TanStack's state and the grid's query.

export const DEFAULT_COLUMN_WIDTH = 160;
export const DETAILS_COLUMN_WIDTH = 96;
/** Room for one row-action button ("Delete" is the longest usual label) and the cell's padding. */
export const ACTION_WIDTH = 68;
export const ACTIONS_PADDING = 16;

// Registered once at module scope: the feature object is a model input and must stay stable.
export const gridFeatures = tableFeatures({
  columnFilteringFeature,
  globalFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
export type GridFeatures = typeof gridFeatures;

export function toGridSort(sorting: SortingState): GridSort | null {
  const first = sorting[0];
  return first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : null;
}

export function toFilterRecord(filters: ColumnFiltersState): Record<string, string> {
  const record: Record<string, string> = {};
  for (const filter of filters) if (typeof filter.value === 'string') record[filter.id] = filter.value;
  return record;
}

export const ALIGN_END = new Set(['currency', 'number']);

export interface VisibleColumn<TRow> {
  column: GridColumn<TRow>;
  /** Position among all columns: the cache's key. */
  index: number;
  alignEnd: boolean;
}

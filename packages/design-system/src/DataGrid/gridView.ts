import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import type { GridColumn, GridQuickSearch, GridView } from './DataGrid.types.ts';
import { parseQuickSearch } from './gridText.ts';

/** A view as the grid's own state holds it. */
export interface GridViewState {
  sorting: SortingState;
  pageIndex: number;
  quickSearch: GridQuickSearch | null;
  dateFilters: ColumnFiltersState;
  showAdditional: boolean;
}

export const DEFAULT_VIEW_STATE: GridViewState = {
  sorting: [],
  pageIndex: 0,
  quickSearch: null,
  dateFilters: [],
  showAdditional: false,
};

const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * The grid state of a saved view. A view outlives the screen's columns: a sort or filter on a
 * column the grid no longer has (or no longer sorts or filters) is dropped, not an error, and
 * whatever else the view holds still applies.
 */
export function restoreView<TRow>(
  view: GridView | null | undefined,
  columns: readonly GridColumn<TRow>[],
): GridViewState {
  if (!view) return DEFAULT_VIEW_STATE;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const sortColumn = view.sort ? byId.get(view.sort.columnId) : undefined;
  const sorting: SortingState =
    view.sort && sortColumn && sortColumn.sortable !== false
      ? [{ id: sortColumn.id, desc: view.sort.direction === 'desc' }]
      : [];
  const dateFilters: ColumnFiltersState = Object.entries(view.filters)
    .filter(([id, value]) => byId.get(id)?.dateFilter === true && DATE.test(value))
    .map(([id, value]) => ({ id, value }));
  const page = Number.isInteger(view.page) && view.page >= 1 ? view.page : 1;
  return {
    sorting,
    pageIndex: page - 1,
    quickSearch: parseQuickSearch(view.quickSearch),
    dateFilters,
    showAdditional: view.additionalColumns && columns.some((column) => column.additional),
  };
}

/** The view to save for the grid's state. */
export function toView(state: GridViewState, pageSize: number): GridView {
  const first = state.sorting[0];
  const filters: Record<string, string> = {};
  for (const filter of state.dateFilters) if (typeof filter.value === 'string') filters[filter.id] = filter.value;
  return {
    quickSearch: state.quickSearch?.text ?? '',
    filters,
    sort: first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : null,
    page: state.pageIndex + 1,
    pageSize,
    additionalColumns: state.showAdditional,
  };
}

import type { ColumnFiltersState, SortingState } from '@tanstack/react-table';
import type { GridChoiceFilter, GridColumn, GridQuickSearch, GridView } from './DataGrid.types.ts';
import { parseQuickSearch } from './gridText.ts';

/** The chosen value of each choice filter that has one, by filter id. */
export type GridChoices = Readonly<Record<string, string | number>>;

/** A view as the grid's own state holds it. */
export interface GridViewState {
  sorting: SortingState;
  pageIndex: number;
  quickSearch: GridQuickSearch | null;
  dateFilters: ColumnFiltersState;
  choices: GridChoices;
  showAdditional: boolean;
}

const NO_CHOICES: GridChoices = {};

export const DEFAULT_VIEW_STATE: GridViewState = {
  sorting: [],
  pageIndex: 0,
  quickSearch: null,
  dateFilters: [],
  choices: NO_CHOICES,
  showAdditional: false,
};

const DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** The saved choices the grid still offers: a filter it no longer has, or a value no longer listed, is dropped. */
function restoreChoices(saved: GridView['choices'], filters: readonly GridChoiceFilter[]): GridChoices {
  if (!saved) return NO_CHOICES;
  const choices: Record<string, string | number> = {};
  for (const filter of filters) {
    if (!Object.hasOwn(saved, filter.id)) continue;
    const value = saved[filter.id];
    if (filter.items.some((item) => item.value === value) && value !== undefined) choices[filter.id] = value;
  }
  return choices;
}

/**
 * The grid state of a saved view. A view outlives the screen's columns and filters: a sort or filter
 * on a column the grid no longer has (or no longer sorts or filters), or a choice it no longer
 * offers, is dropped, not an error, and whatever else the view holds still applies.
 */
export function restoreView<TRow>(
  view: GridView | null | undefined,
  columns: readonly GridColumn<TRow>[],
  choiceFilters: readonly GridChoiceFilter[] = [],
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
    choices: restoreChoices(view.choices, choiceFilters),
    showAdditional: view.additionalColumns && columns.some((column) => column.additional),
  };
}

/**
 * The view to save for the grid's state; `withChoices` when the grid has choice filters (a grid
 * without any saves the view it always did).
 */
export function toView(state: GridViewState, pageSize: number, withChoices = false): GridView {
  const first = state.sorting[0];
  const filters: Record<string, string> = {};
  for (const filter of state.dateFilters) if (typeof filter.value === 'string') filters[filter.id] = filter.value;
  return {
    quickSearch: state.quickSearch?.text ?? '',
    filters,
    ...(withChoices ? { choices: { ...state.choices } } : {}),
    sort: first ? { columnId: first.id, direction: first.desc ? 'desc' : 'asc' } : null,
    page: state.pageIndex + 1,
    pageSize,
    additionalColumns: state.showAdditional,
  };
}

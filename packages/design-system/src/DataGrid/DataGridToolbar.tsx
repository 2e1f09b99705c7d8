import type { RowData } from '@tanstack/react-table';
import { GridDateFilter } from '../GridDateFilter/GridDateFilter.tsx';
import { GridSearchPanel } from '../GridSearchPanel/GridSearchPanel.tsx';
import type { GridColumn, GridSearchPanelOptions } from './DataGrid.types.ts';

export interface DataGridToolbarProps<TRow extends RowData> {
  /** The grid's accessible name: the panel is "<label> search". */
  label: string;
  panel: GridSearchPanelOptions;
  columns: readonly GridColumn<TRow>[];
  /** The applied quick search's text; empty for none. */
  quickSearchText: string;
  /** Applied date filters by column id, each mm/dd/yyyy. */
  dateFilters: Readonly<Record<string, string>>;
  /** The grid is still reading its remembered view. */
  restoring: boolean;
  showAdditional: boolean;
  onQuickSearch: (args: { text: string }) => void;
  onDateFilter: (columnId: string, value: string | null) => void;
  onClearAll: () => void;
  onShowAdditionalChange: (shown: boolean) => void;
  /** Absent while there is no remembered view, or it is already the default one. */
  onResetView: (() => void) | undefined;
  /** Absent when the panel offers no export. */
  onExport: (() => Promise<void>) | undefined;
}

/**
 * The toolbar part of the grid: its search panel with the quick search, a date filter per column
 * that asks for one, Clear All, Show Additional Columns, Export To Excel, Reset view and the screen's
 * own buttons.
 */
export function DataGridToolbar<TRow extends RowData>({
  label,
  panel,
  columns,
  quickSearchText,
  dateFilters,
  restoring,
  showAdditional,
  onQuickSearch,
  onDateFilter,
  onClearAll,
  onShowAdditionalChange,
  onResetView,
  onExport,
}: DataGridToolbarProps<TRow>) {
  const hasAdditional = columns.some((column) => column.additional);
  return (
    <GridSearchPanel
      // Named after the grid: two grids on one screen must not give two search landmarks one name.
      aria-label={`${label} search`}
      defaultText={quickSearchText}
      restoring={restoring}
      onResetView={onResetView}
      quickSearch={panel.quickSearch !== false}
      onQuickSearch={onQuickSearch}
      onClearAll={onClearAll}
      additionalColumnsToggle={hasAdditional && panel.additionalColumnsToggle !== false}
      additionalColumnsShown={showAdditional}
      onAdditionalColumnsChange={({ shown }) => onShowAdditionalChange(shown)}
      onExport={onExport}
      toolbar={panel.toolbar}
      filters={columns
        .filter((column) => column.dateFilter)
        .map((column) => (
          <GridDateFilter
            key={column.id}
            label={column.header}
            value={dateFilters[column.id] ?? null}
            onApply={({ value }) => onDateFilter(column.id, value)}
          />
        ))}
    />
  );
}

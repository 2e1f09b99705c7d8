import type { RowData } from '@tanstack/react-table';
import { GridDateFilter } from '../GridDateFilter/GridDateFilter.tsx';
import { GridSearchPanel } from '../GridSearchPanel/GridSearchPanel.tsx';
import { SingleSelect } from '../SingleSelect/SingleSelect.tsx';
import { ChoiceField } from './DataGrid.styles.ts';
import type { GridChoiceFilter, GridColumn, GridSearchPanelOptions } from './DataGrid.types.ts';
import type { GridChoices } from './gridView.ts';

export interface DataGridToolbarProps<TRow extends RowData> {
  /** The grid's accessible name: the panel is "<label> search". */
  label: string;
  panel: GridSearchPanelOptions;
  columns: readonly GridColumn<TRow>[];
  /** The applied quick search's text; empty for none. */
  quickSearchText: string;
  /** Applied date filters by column id, each mm/dd/yyyy. */
  dateFilters: Readonly<Record<string, string>>;
  /** The panel's choice filters, and what is chosen in each. */
  choiceFilters: readonly GridChoiceFilter[];
  choices: GridChoices;
  /** The grid is still reading its remembered view. */
  restoring: boolean;
  showAdditional: boolean;
  onQuickSearch: (args: { text: string }) => void;
  onDateFilter: (columnId: string, value: string | null) => void;
  onChoice: (filterId: string, value: string | number | null) => void;
  onClearAll: () => void;
  onShowAdditionalChange: (shown: boolean) => void;
  /** Absent while there is no remembered view, or it is already the default one. */
  onResetView: (() => void) | undefined;
  /** Absent when the panel offers no export. */
  onExport: (() => Promise<void>) | undefined;
}

/**
 * The toolbar part of the grid: its search panel with the screen's own buttons, its choice filters,
 * the quick search, a date filter per column that asks for one, Clear All, Show Additional Columns,
 * Export To Excel and Reset view.
 */
export function DataGridToolbar<TRow extends RowData>({
  label,
  panel,
  columns,
  quickSearchText,
  dateFilters,
  choiceFilters,
  choices,
  restoring,
  showAdditional,
  onQuickSearch,
  onDateFilter,
  onChoice,
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
      toolbar={
        choiceFilters.length === 0 ? (
          panel.toolbar
        ) : (
          <>
            {panel.toolbar}
            {choiceFilters.map((filter) => (
              <ChoiceField key={filter.id}>
                <SingleSelect
                  label={filter.label}
                  items={filter.items}
                  defaultText={filter.defaultText}
                  value={choices[filter.id] ?? null}
                  disabled={restoring}
                  onValueChange={({ value }) => onChoice(filter.id, value)}
                />
              </ChoiceField>
            ))}
          </>
        )
      }
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

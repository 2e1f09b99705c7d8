import type { ReactNode } from 'react';
import type { SelectItem } from '../SingleSelect/SingleSelect.tsx';

/** A raw cell value as rows hold it; dates may be ISO strings or Date objects. */
export type GridCellValue = string | number | boolean | Date | null | undefined;

/**
 * How a column shows its values. `currency` is USD with the symbol and 2 decimals, `date` is
 * mm/dd/yyyy, `ssn` shows only the last 4 digits.
 */
export type GridColumnFormat = 'text' | 'number' | 'currency' | 'date' | 'ssn';

/** One grid column. */
export interface GridColumn<TRow> {
  /** Stable id: the key of sort and filters in server queries. */
  id: string;
  /** Header text. */
  header: string;
  /** Reads the cell's raw value from a row. */
  value: (row: TRow) => GridCellValue;
  /** Display format; `text` when absent. */
  format?: GridColumnFormat;
  /** Width in pixels (the notes text column uses 1000); 160 when absent. */
  width?: number;
  /** Hidden until the user turns on Show Additional Columns. */
  additional?: boolean;
  /** Whether the header sorts; true when absent. */
  sortable?: boolean;
  /** Adds a date filter (applied at 10 characters) for this column; only for `date` columns. */
  dateFilter?: boolean;
  /**
   * What the cell holds: its text (the default), a link to `href(row)` with the text, or a status
   * badge with the text in `tone(row)`. Search, sort and export still use the formatted text.
   */
  kind?: GridCellKind<TRow>;
  /**
   * How an export made by the server (ADR 096) reads this column from the row when the cell is not
   * simply the row field named by `id`: another `field`, and the text shown for a value (`labels`,
   * keyed by the value as text, e.g. `{ true: 'Active', false: 'Inactive' }`).
   */
  exportAs?: GridColumnExport;
}

/** What a server-side export writes for a column: see `GridColumn.exportAs`. */
export interface GridColumnExport {
  /** The row field to read; the column's id when absent. */
  field?: string;
  /** The text written for a value, keyed by the value as text. */
  labels?: Readonly<Record<string, string>>;
}

/** The tone of a status badge. */
export type GridBadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** How a cell renders its formatted text. */
export type GridCellKind<TRow> =
  | { type: 'text' }
  | {
      type: 'link';
      /** The link's target (a hash route such as `#/participants/7`, or a URL). */
      href: (row: TRow) => string;
    }
  | {
      type: 'badge';
      /** The badge's tone for this row; neutral when absent. */
      tone?: (row: TRow) => GridBadgeTone;
    }
  | {
      /** Anything else; keep it cheap, it runs for every visible cell of the column. */
      type: 'custom';
      render: (row: TRow, text: string) => ReactNode;
    };

/** One button of the row-actions column, e.g. Edit or Delete. */
export interface GridRowAction<TRow> {
  /** Stable id, e.g. `edit`. */
  id: string;
  /** The button's text; its accessible name adds the row's name: "Edit Lincoln High School". */
  label: string;
  /** Whether this row offers the action (e.g. the record is editable); every row when absent. */
  visible?: (row: TRow) => boolean;
  /** Runs the action for the row. */
  onAction: (row: TRow) => void;
}

/** The row-actions column: its buttons and how each row is named in their accessible names. */
export interface GridRowActions<TRow> {
  actions: readonly GridRowAction<TRow>[];
  /** The row's name, e.g. the school's name. */
  name: (row: TRow) => string;
}

/** A column sort as the grid reports it. */
export interface GridSort {
  /** The column's id. */
  columnId: string;
  /** Ascending or descending. */
  direction: 'asc' | 'desc';
}

/** The quick search as the grid applies it: free text, or a date when 10 characters long. */
export interface GridQuickSearch {
  /** The text as typed (trimmed). */
  text: string;
  /** `date` when the text is a 10-character mm/dd/yyyy date, which matches date columns only. */
  kind: 'text' | 'date';
}

/** What a server-mode grid asks its data source for. */
export interface GridQuery {
  /** One-based page number. */
  page: number;
  /** Rows per page. */
  pageSize: number;
  /** The active sort, or null for the source's natural order. */
  sort: GridSort | null;
  /** The applied quick search, or null when there is none. */
  quickSearch: GridQuickSearch | null;
  /** Date filters by column id, each mm/dd/yyyy. */
  filters: Record<string, string>;
  /**
   * The choice of each choice filter that has one, by filter id; present when the search panel has
   * choice filters (see `GridSearchPanelOptions.choices`).
   */
  choices?: Record<string, string | number>;
}

/**
 * A filter of the search panel chosen from a list (e.g. "Clearance or work permit expiring within"):
 * the grid shows it as a select, holds its choice as part of the view (remembered, cleared by Clear
 * All and Reset view, back to page 1 on a change) and reports it in the query's `choices`. The data
 * source applies it, so it is for server-mode grids (ADR 223).
 */
export interface GridChoiceFilter {
  /** Stable id: the key of its choice in the query and the saved view (the server's filter field). */
  id: string;
  /** The select's label. */
  label: string;
  /** The choices; a remembered choice that is no longer one of them is dropped. */
  items: readonly SelectItem[];
  /** Shown when nothing is chosen (every row), and offered first to undo a choice. */
  defaultText: string;
}

/**
 * How Export To Excel produces its file. Whatever makes it, the file is saved under the grid's name:
 * its label in lower case, words joined by hyphens ("Eligible Applicants" → eligible-applicants.xlsx),
 * so every grid's export is named after it and a new one needs nothing (issue 45).
 */
export type GridExport =
  | {
      /** The browser writes the rows (filtered and sorted, every page) and visible columns. */
      kind: 'client';
    }
  | {
      /** The server produces the file as base64. */
      kind: 'server';
      /** Fetches the file for the current query; `fileName` is the name the grid saves it under. */
      request: (args: { query: GridQuery; fileName: string }) => Promise<{ base64: string }>;
    }
  | {
      /** The caller produces the file (e.g. from every matching row of a server source); the grid saves it. */
      kind: 'custom';
      /**
       * The file for the current query and the ids of the visible columns, in order; `fileName` is
       * the name (without extension) the grid saves it under, for a server that names the file too.
       * The button stays busy until it is ready.
       */
      file: (args: { query: GridQuery; columns: readonly string[]; fileName: string }) => Promise<{ blob: Blob }>;
    };

/** Which parts of the grid search panel to show. */
export interface GridSearchPanelOptions {
  /** Shows the quick search box and its search button; true when absent. */
  quickSearch?: boolean;
  /** Shows the Show Additional Columns toggle (only when some column is additional); true when absent. */
  additionalColumnsToggle?: boolean;
  /** Shows Export To Excel and says how it exports; absent hides the button. */
  export?: GridExport;
  /** Buttons of the screen shown first in the panel, e.g. an Add button. */
  toolbar?: ReactNode;
  /**
   * Filters chosen from a list, shown after the toolbar; their choices are part of the grid's view
   * and query. Keep the array stable (memoise it or declare it outside the component).
   */
  choices?: readonly GridChoiceFilter[];
}

/** Opens a details dialog per row. */
export interface GridRowDetails<TRow> {
  /** The dialog title and the row's name in its Details button, e.g. the last name. */
  title: (row: TRow) => string;
}

/**
 * What a user set on a grid, as a screen saves and restores it (ADR 198, 223): the applied quick
 * search, the date filters, the choice filters, the sort, the page and Show Additional Columns.
 */
export interface GridView {
  /** The applied quick search text; empty for none. */
  quickSearch: string;
  /** Applied date filters by column id, each mm/dd/yyyy. */
  filters: Record<string, string>;
  /** The choice filters' choices by filter id; present when the grid has choice filters. */
  choices?: Record<string, string | number>;
  /** The sort, or null for the source's natural order. */
  sort: GridSort | null;
  /** One-based page number. */
  page: number;
  /** Rows per page when the view was saved. */
  pageSize: number;
  /** Whether Show Additional Columns is on. */
  additionalColumns: boolean;
}

/** How a grid restores and reports its view; see `DataGridProps.view`. */
export interface GridViewBinding {
  /**
   * The view to start from: null for the defaults, undefined while it is still being read (the grid
   * shows its loading state and asks its source for nothing until it is known). Read once.
   */
  initial: GridView | null | undefined;
  /** Called after the user changes the view (not when it is restored). */
  onChange: (args: { view: GridView }) => void;
  /** Called when the user presses Reset view; the grid has already returned to its defaults. */
  onReset: () => void;
}

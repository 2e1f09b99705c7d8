import type { RowData } from '@tanstack/react-table';
import { saveBlob } from '../excel/saveBlob.ts';
import type { GridExport, GridQuery } from './DataGrid.types.ts';
import { DEFAULT_COLUMN_WIDTH, type VisibleColumn } from './gridTable.ts';
import type { CellTextCache } from './gridText.ts';

/**
 * The name (without extension) of a grid's export: its label in lower case, each run of other
 * characters a hyphen ("Recruit/Release" → recruit-release), `export` for a label without letters
 * or digits. The one place a grid export's file name comes from (issue 45).
 */
export function exportName(label: string): string {
  const words = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  // Spec section 9's name, for a label with nothing to name the file by (excel.ts loads on export only).
  return words === '' ? 'export' : words;
}

/**
 * Exports what the grid shows, as the panel's export says: a file the screen builds, one the server
 * makes for the query, or a workbook of every filtered row (every page) in the visible columns;
 * saved under the grid's name.
 */
export async function exportGrid<TRow extends RowData>({
  label,
  settings,
  query,
  visibleColumns,
  rows,
  cache,
}: {
  /** The grid's label, which names the file. */
  label: string;
  settings: GridExport;
  query: GridQuery;
  visibleColumns: readonly VisibleColumn<TRow>[];
  /** Every row after filtering and sorting, before paging. */
  rows: readonly TRow[];
  cache: CellTextCache<TRow>;
}) {
  // The workbook writer (write-excel-file, fflate) loads on the first export, not with every grid.
  const { exportToExcel, saveServerFile } = await import('../excel/excel.ts');
  const fileName = exportName(label);
  if (settings.kind === 'custom') {
    const { blob } = await settings.file({ query, columns: visibleColumns.map(({ column }) => column.id), fileName });
    saveBlob({ blob, fileName: `${fileName}.xlsx` });
    return;
  }
  if (settings.kind === 'server') {
    const { base64 } = await settings.request({ query, fileName });
    saveServerFile({ base64, fileName: `${fileName}.xlsx` });
    return;
  }
  await exportToExcel({
    fileName,
    rows,
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
}

import type { RowData } from '@tanstack/react-table';
import { saveBlob } from '../excel/saveBlob.ts';
import type { GridExport, GridQuery } from './DataGrid.types.ts';
import { DEFAULT_COLUMN_WIDTH, type VisibleColumn } from './gridTable.ts';
import type { CellTextCache } from './gridText.ts';

/**
 * Exports what the grid shows, as the panel's export says: a file the screen builds, one the server
 * makes for the query, or a workbook of every filtered row (every page) in the visible columns.
 */
export async function exportGrid<TRow extends RowData>({
  settings,
  query,
  visibleColumns,
  rows,
  cache,
}: {
  settings: GridExport;
  query: GridQuery;
  visibleColumns: readonly VisibleColumn<TRow>[];
  /** Every row after filtering and sorting, before paging. */
  rows: readonly TRow[];
  cache: CellTextCache<TRow>;
}) {
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

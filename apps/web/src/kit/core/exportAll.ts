import {
  MAX_PAGE_SIZE,
  type DownloadableFile,
  type ExcelExportRequest,
  type Resource,
  type ResourcePath,
  type RowOf,
  type SearchRequest,
} from '@pathway/api-client';
import { maskSsn, type GridCellValue, type GridColumn, type GridColumnFormat } from '@pathway/design-system';
import { api } from '../../lib/api.ts';

type ExcelColumnFormat = ExcelExportRequest['columns'][number]['format'];
type ExcelCell = ExcelExportRequest['rows'][number][number];

const EXCEL_FORMAT: Record<GridColumnFormat, ExcelColumnFormat> = {
  text: 'text',
  number: 'number',
  currency: 'currency',
  date: 'date',
  ssn: 'text',
};

/** A cell as the export call wants it: numbers stay numbers, dates yyyy-mm-dd, an SSN masked. */
export function excelCell(value: GridCellValue, format: GridColumnFormat = 'text'): ExcelCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (format === 'ssn') return maskSsn(value);
  if (format === 'date' && typeof value === 'string') return value.slice(0, 10);
  return value;
}

/** The export request for rows and (visible) columns. */
export function excelRequest<Row>(
  columns: readonly GridColumn<Row>[],
  rows: readonly Row[],
  fileName: string,
  sheetName: string,
): ExcelExportRequest {
  return {
    fileName,
    sheetName,
    columns: columns.map((column) => ({
      field: column.id,
      title: column.header,
      format: EXCEL_FORMAT[column.format ?? 'text'],
    })),
    rows: rows.map((row) => columns.map((column) => excelCell(column.value(row), column.format))),
  };
}

/**
 * Export To Excel of a server-mode grid: every row matching the current search and sort (read in
 * pages of the contract's maximum), turned into a workbook by `POST /export/excel`; the grid saves it.
 */
export async function exportAll<B extends ResourcePath>(
  resource: Resource<B>,
  request: SearchRequest,
  columns: readonly GridColumn<RowOf<B>>[],
  { fileName, sheetName }: { fileName: string; sheetName: string },
): Promise<DownloadableFile> {
  const rows: RowOf<B>[] = [];
  for (let page = 1; ; page++) {
    const result = await resource.search({ ...request, page, pageSize: MAX_PAGE_SIZE });
    rows.push(...result.items);
    if (result.items.length < MAX_PAGE_SIZE || rows.length >= result.total) break;
  }
  return api.exports.excel(excelRequest(columns, rows, fileName, sheetName));
}

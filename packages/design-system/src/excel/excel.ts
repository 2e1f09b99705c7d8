/**
 * Grid export to Excel (spec section 9, "Grid export: Excel file named export"). Two modes:
 * the browser writes a real .xlsx of the rows and columns it holds, or it saves a file the
 * server already produced as base64 under the server's file name.
 */
import writeXlsxFile from 'write-excel-file/browser';
import type { SheetData } from 'write-excel-file/browser';
import { saveBlob } from './saveBlob.ts';

/** The MIME type of an .xlsx workbook. */
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file name used when the caller or the server names none. */
export const DEFAULT_EXPORT_NAME = 'export';

/** One exported column: its header and, per row, the text or number written to the cell. */
export interface ExcelColumn<TRow> {
  /** Header text written in the first row. */
  header: string;
  /** The cell value; numbers stay numbers so Excel can sum them. */
  value: (row: TRow) => string | number | null;
  /** Width in characters; defaults to the header's length, at least 10. */
  width?: number;
}

function withXlsxExtension(name: string): string {
  return /\.xlsx$/i.test(name) ? name : `${name}.xlsx`;
}

/** Builds the workbook (one sheet: headers, then one row per data row) as a Blob. */
export async function buildXlsx<TRow>({
  columns,
  rows,
  sheetName = 'Export',
}: {
  columns: readonly ExcelColumn<TRow>[];
  rows: readonly TRow[];
  sheetName?: string;
}): Promise<Blob> {
  const header = columns.map((column) => ({ value: column.header, fontWeight: 'bold' as const }));
  const data: SheetData = [header];
  for (const row of rows) {
    data.push(columns.map((column) => column.value(row)));
  }
  return writeXlsxFile(data, {
    sheet: sheetName,
    columns: columns.map((column) => ({ width: column.width ?? Math.max(10, column.header.length + 2) })),
  }).toBlob();
}

/**
 * Writes the rows and columns to an .xlsx file and saves it. The name defaults to `export`
 * (saved as export.xlsx).
 */
export async function exportToExcel<TRow>({
  columns,
  rows,
  fileName = DEFAULT_EXPORT_NAME,
}: {
  columns: readonly ExcelColumn<TRow>[];
  rows: readonly TRow[];
  fileName?: string;
}): Promise<void> {
  const blob = await buildXlsx({ columns, rows });
  saveBlob({ blob, fileName: withXlsxExtension(fileName) });
}

/** A file produced by the server: base64 content and, when the server names it, a file name. */
export interface ServerFile {
  /** The file's bytes as base64 (a `data:` URL prefix is tolerated). */
  base64: string;
  /** The name the server gave it; export.xlsx when absent or empty. */
  fileName?: string | null;
}

/** Decodes a base64 payload; throws a clear error when it is not base64. */
export function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const payload = base64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(payload) || payload.length % 4 === 1) {
    throw new Error('The exported file could not be read: the server did not send base64 content.');
  }
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Saves a server-produced base64 file under the server's file name (default export.xlsx). */
export function saveServerFile({ base64, fileName }: ServerFile): void {
  const name = fileName?.trim() ? fileName.trim() : `${DEFAULT_EXPORT_NAME}.xlsx`;
  const type = /\.xlsx$/i.test(name) ? XLSX_MIME : 'application/octet-stream';
  saveBlob({ blob: new Blob([decodeBase64(base64)], { type }), fileName: name });
}

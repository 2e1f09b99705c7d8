import type { components } from '@pathway/api-client/schema';
import ExcelJS from 'exceljs';
import type { Handlers } from '../../http/context.ts';
import { unprocessable } from '../../core/errors.ts';

type ExcelExportRequest = components['schemas']['ExcelExportRequest'];
type ExcelColumn = components['schemas']['ExcelColumn'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Excel's number formats for the grid's column formats (dates as the app shows them). */
const FORMATS: Partial<Record<NonNullable<ExcelColumn['format']>, string>> = {
  number: '#,##0.##',
  currency: '"$"#,##0.00',
  date: 'mm/dd/yyyy',
};

/** A cell as Excel should hold it: real dates and numbers, so sorting and sums work in the file. */
function cellValue(value: ExcelExportRequest['rows'][number][number], format: ExcelColumn['format'] | undefined) {
  if (value === null) return null;
  if (format === 'date' && typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  }
  if ((format === 'number' || format === 'currency') && typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  if (format === 'boolean' && typeof value === 'boolean') return value ? 'Yes' : 'No';
  return value;
}

/** Every row has one cell per column (the grid's visible columns, in order). */
function checkShape(body: ExcelExportRequest) {
  if (body.columns.length === 0) throw unprocessable({ columns: 'Choose at least one column to export.' });
  const wrong = body.rows.findIndex((row) => row.length !== body.columns.length);
  if (wrong >= 0) {
    throw unprocessable({
      rows: `Row ${String(wrong + 1)} has ${String(body.rows[wrong]?.length ?? 0)} cells; the export has ${String(body.columns.length)} columns.`,
    });
  }
}

/** The workbook of a grid: a bold frozen header, typed cells, widths from the content. */
export async function buildWorkbook(body: ExcelExportRequest): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pathway';
  // A fixed stamp: the same grid gives the same file.
  workbook.created = new Date(Date.UTC(2026, 0, 1));
  workbook.modified = workbook.created;
  const sheet = workbook.addWorksheet(
    (body.sheetName ?? 'Export').replace(/[[\]*?:/\\]/g, ' ').slice(0, 31) || 'Export',
    {
      views: [{ state: 'frozen', ySplit: 1 }],
    },
  );
  sheet.columns = body.columns.map((column) => ({
    header: column.title,
    key: column.field,
    width: Math.min(
      60,
      Math.max(
        10,
        column.title.length + 2,
        ...body.rows.slice(0, 500).map((row) => String(row[body.columns.indexOf(column)] ?? '').length + 2),
      ),
    ),
    ...(FORMATS[column.format] ? { style: { numFmt: FORMATS[column.format] } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of body.rows) {
    sheet.addRow(row.map((value, index) => cellValue(value, body.columns[index]?.format)));
  }
  if (body.rows.length > 0) {
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: body.columns.length } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const exportHandlers: Handlers = {
  async exportExcel({ body }) {
    checkShape(body);
    const content = await buildWorkbook(body);
    // The contract's default (export) is documentation: bodies are not filled with defaults.
    const name = (body as { fileName?: string }).fileName ?? 'export';
    return { fileName: `${name}.xlsx`, contentType: XLSX, content: content.toString('base64') };
  },
};

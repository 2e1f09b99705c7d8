import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FileResult } from '../../http/context.ts';
import { csvRecord, numberCell, type CsvCell } from '../../lib/filesForPeople.ts';
import type { ReportCell, ReportColumn, ReportRow, ReportSeries } from './catalog.ts';
import { ownEntry } from '../../lib/allowList.ts';

/** A table to write to a file: its columns, rows, an optional totals row and chart series. */
export interface Table {
  title: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  totals?: ReportRow;
  series?: readonly ReportSeries[];
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER_FORMATS: Partial<Record<ReportColumn['type'], string>> = {
  money: '"$"#,##0.00',
  hours: '#,##0.00',
  int: '#,##0',
  date: 'mm/dd/yyyy',
};

/** A file name from a title: "Hours and pay by period" → "hours-and-pay-by-period". */
export function fileNameOf(title: string): string {
  return (
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'report'
  );
}

/** A cell as Excel should hold it: real dates and numbers so sorting and sums work in the file. */
function excelValue(value: ReportCell, type: ReportColumn['type']): ExcelJS.CellValue {
  if (value === null) return null;
  if (type === 'date' && typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  }
  if ((type === 'money' || type === 'hours' || type === 'int') && typeof value === 'string') return Number(value);
  return value;
}

/**
 * The xlsx of a table, streamed: ExcelJS's WorkbookWriter commits each row to the zip as it is
 * written, so a 100,000-row extract never sits in memory as a workbook. The first sheet holds the
 * table (bold frozen header, totals last), the second the chart series as label/value rows.
 */
export function xlsxFile(table: Table, fileName: string): FileResult {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Pathway';
  const write = async () => {
    const sheet = workbook.addWorksheet('Report', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = table.columns.map((column) => ({
      header: column.label,
      key: column.key,
      width: Math.max(12, column.label.length + 4),
      ...(NUMBER_FORMATS[column.type] ? { style: { numFmt: NUMBER_FORMATS[column.type] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const row of table.rows) {
      sheet.addRow(table.columns.map((column) => excelValue(ownEntry(row, column.key) ?? null, column.type))).commit();
    }
    if (table.totals && Object.keys(table.totals).length > 0) {
      const totals = table.totals;
      const line = sheet.addRow(
        table.columns.map((column, index) =>
          index === 0 && !Object.hasOwn(totals, column.key)
            ? 'Total'
            : excelValue(ownEntry(totals, column.key) ?? null, column.type),
        ),
      );
      line.font = { bold: true };
      line.commit();
    }
    sheet.commit();
    if (table.series && table.series.length > 0) {
      const chart = workbook.addWorksheet('Chart data');
      chart.columns = [
        { header: 'Series', key: 'series', width: 30 },
        { header: 'Label', key: 'label', width: 30 },
        { header: 'Value', key: 'value', width: 14 },
      ];
      chart.getRow(1).font = { bold: true };
      chart.getRow(1).commit();
      for (const series of table.series) {
        for (const point of series.points) chart.addRow([series.name, point.label, point.value]).commit();
      }
      chart.commit();
    }
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return { kind: 'file', fileName: `${fileName}.xlsx`, contentType: XLSX, content: out };
}

/** A cell as the CSV holds it: a numeric column's value is a number, everything else text (ADR 216). */
function csvCell(value: ReportCell, type: ReportColumn['type']): CsvCell {
  if (value === null) return null;
  return type === 'money' || type === 'hours' || type === 'int' ? numberCell(value) : String(value);
}

/** The CSV of a table (header, rows, totals), money and hours as the exact decimals the database gave. */
export function csvFile(table: Table, fileName: string): FileResult {
  const out = new PassThrough();
  const lines = function* () {
    yield csvRecord(table.columns.map((column) => column.label));
    for (const row of table.rows)
      yield csvRecord(table.columns.map((column) => csvCell(ownEntry(row, column.key) ?? null, column.type)));
    const totals = table.totals;
    if (totals && Object.keys(totals).length > 0) {
      yield csvRecord(
        table.columns.map((column, index) =>
          index === 0 && !Object.hasOwn(totals, column.key)
            ? 'Total'
            : csvCell(ownEntry(totals, column.key) ?? null, column.type),
        ),
      );
    }
  };
  const iterator = lines();
  // Written as the socket drains, a thousand lines at a time.
  const pump = () => {
    let chunk = '';
    for (let count = 0; count < 1000; count += 1) {
      const next = iterator.next();
      if (next.done) {
        out.end(chunk);
        return;
      }
      chunk += next.value;
    }
    if (out.write(chunk)) setImmediate(pump);
    else out.once('drain', pump);
  };
  pump();
  return { kind: 'file', fileName: `${fileName}.csv`, contentType: 'text/csv; charset=utf-8', content: out };
}

/** PDF text: Latin-1 only (the standard Helvetica font), with its three special characters escaped. */
function pdfText(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

/**
 * A plain PDF of the table: US Letter landscape, Helvetica, the title, a header row and the rows
 * in fixed-width columns, totals last, as many pages as it takes. Written by hand (the format's
 * text-and-xref subset) so no rendering service is needed.
 */
export function pdfFile(table: Table, fileName: string): FileResult {
  const width = 792;
  const height = 612;
  const margin = 36;
  const lineHeight = 12;
  const linesPerPage = Math.floor((height - 2 * margin - 30) / lineHeight);
  const columnWidth = (width - 2 * margin) / Math.max(1, table.columns.length);
  const maxChars = Math.max(4, Math.floor(columnWidth / 4.6));
  const cell = (value: ReportCell) => {
    const text = value === null ? '' : String(value);
    return text.length > maxChars ? `${text.slice(0, maxChars - 1)}~` : text;
  };
  const header = table.columns.map((column) => column.label);
  const body = table.rows.map((row) => table.columns.map((column) => cell(ownEntry(row, column.key) ?? null)));
  const totals = table.totals;
  if (totals && Object.keys(totals).length > 0) {
    body.push(
      table.columns.map((column, index) =>
        index === 0 && !Object.hasOwn(totals, column.key) ? 'Total' : cell(ownEntry(totals, column.key) ?? null),
      ),
    );
  }
  const pages: string[][][] = [];
  for (let start = 0; start < Math.max(1, body.length); start += linesPerPage) {
    pages.push(body.slice(start, start + linesPerPage));
  }
  const streams = pages.map((lines, pageIndex) => {
    const ops = [
      `BT /F2 12 Tf ${String(margin)} ${String(height - margin)} Td (${pdfText(`${table.title}  (page ${String(pageIndex + 1)} of ${String(pages.length)})`)}) Tj ET`,
    ];
    const rowAt = (cells: string[], y: number, font: string) =>
      cells.forEach((text, index) =>
        ops.push(
          `BT /${font} 8 Tf ${(margin + index * columnWidth).toFixed(1)} ${String(y)} Td (${pdfText(text)}) Tj ET`,
        ),
      );
    let y = height - margin - 24;
    rowAt(header.map(cell), y, 'F2');
    for (const line of lines) {
      y -= lineHeight;
      rowAt(line, y, 'F1');
    }
    return ops.join('\n');
  });
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 5 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${String(id)} 0 R`).join(' ')}] /Count ${String(pages.length)} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  streams.forEach((content, index) => {
    const pageId = 5 + index * 2;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${String(width)} ${String(height)}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${String(pageId + 1)} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${String(Buffer.byteLength(content, 'latin1'))} >>\nstream\n${content}\nendstream`;
  });
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = Buffer.byteLength(pdf, 'latin1');
    pdf += `${String(id)} 0 obj\n${objects[id] ?? ''}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${String(objects.length)}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) pdf += `${String(offsets[id] ?? 0).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${String(objects.length)} /Root 1 0 R >>\nstartxref\n${String(xref)}\n%%EOF\n`;
  return {
    kind: 'file',
    fileName: `${fileName}.pdf`,
    contentType: 'application/pdf',
    content: Buffer.from(pdf, 'latin1'),
  };
}

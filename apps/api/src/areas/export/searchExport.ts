import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { components } from '@pathway/api-client/schema';
import ExcelJS from 'exceljs';
import { authorize } from '../../http/authorize.ts';
import { signedIn, type FileResult, type HandlerContext } from '../../http/context.ts';
import { HttpError, unprocessable } from '../../core/errors.ts';
import type { OpenApiDocument, SchemaObject, SpecOperation } from '../../core/spec.ts';
import { ownEntry } from '../../lib/allowList.ts';

type ExportColumn = components['schemas']['SearchExportColumn'];
type SearchHandler = (context: unknown) => Promise<unknown>;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The bounds of an export (ADR 096): at most `rows` rows (more is a 422), read `batch` rows per call
 * of the search: 50 reads of the search's own query for 100,000 rows, and one batch (a few MB) is
 * all the export ever holds. Tests narrow them to reach the limit and many batches on a small seed.
 */
export const exportLimits = { rows: 100_000, batch: 2_000 };

const exportMessages = {
  tooMany: (total: number, limit: number) =>
    `The search matches ${total.toLocaleString('en-US')} rows; at most ${limit.toLocaleString('en-US')} rows can be exported. Narrow the search and export again.`,
  notASearch: (path: string) => `${path} is not a search that can be exported.`,
  notAField: (field: string, path: string) => `${field} is not a field of the rows of ${path}.`,
};

/** Excel number formats of the column formats (dates as the app shows them). */
const NUMBER_FORMATS: Partial<Record<NonNullable<ExportColumn['format']>, string>> = {
  number: '#,##0.##',
  currency: '"$"#,##0.00',
  date: 'mm/dd/yyyy',
};
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

type Scalar = string | number | boolean;

/** A field's value as one scalar: a list as its items' labels (or names) joined, as the grids show it. */
function scalarOf(value: unknown): Scalar | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    return value
      .map((item: unknown) => {
        const text = scalarOf(item !== null && typeof item === 'object' ? nameOf(item) : item);
        return text === null ? '' : String(text);
      })
      .join(', ');
  }
  return JSON.stringify(value);
}

/** A list item's text: its label (what a person reads, e.g. a report parameter's) or its name. */
function nameOf(item: object): unknown {
  const named = item as { name?: unknown; label?: unknown };
  return named.label ?? named.name ?? JSON.stringify(item);
}

/**
 * One cell from a row's field, as the grid shows it but typed for Excel: dates are dates, numbers
 * and amounts numbers, an SSN keeps only its last four digits (`*****6781`, as the grid masks
 * it), a list its names, a yes/no field Yes or No; `labels` name a value's text (true → Active).
 */
export function exportCell(
  raw: unknown,
  // The wire may leave out format (text by default).
  column: { format?: ExportColumn['format']; labels?: ExportColumn['labels'] },
): Date | string | number | null {
  const value = scalarOf(raw);
  if (value === null) return null;
  const label = column.labels ? ownEntry(column.labels, String(value)) : undefined;
  if (label !== undefined) return label;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  switch (column.format) {
    case 'ssn': {
      const digits = String(value).replace(/\D/g, '');
      return digits.length < 4 ? null : `*****${digits.slice(-4)}`;
    }
    case 'date': {
      const match = typeof value === 'string' ? ISO_DATE.exec(value) : null;
      if (match) return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
      return value;
    }
    case 'number':
    case 'currency': {
      const parsed = typeof value === 'number' ? value : Number(value);
      return value !== '' && Number.isFinite(parsed) ? parsed : value;
    }
    default:
      return value;
  }
}

/** A cell's length as text, to size its column. */
function cellLength(cell: Date | string | number | null): number {
  if (cell === null) return 0;
  return cell instanceof Date ? 10 : String(cell).length;
}

function resolve(spec: OpenApiDocument, schema: SchemaObject | undefined): SchemaObject | undefined {
  const ref = schema?.$ref;
  if (typeof ref === 'string') return resolve(spec, spec.components.schemas[ref.replace('#/components/schemas/', '')]);
  return schema;
}

/** The wire fields of a schema, through $ref and allOf. */
function fieldsOf(spec: OpenApiDocument, schema: SchemaObject | undefined, into = new Set<string>()): Set<string> {
  const resolved = resolve(spec, schema);
  if (!resolved) return into;
  for (const name of Object.keys((resolved.properties as Record<string, unknown> | undefined) ?? {})) into.add(name);
  for (const part of (resolved.allOf as SchemaObject[] | undefined) ?? []) fieldsOf(spec, part, into);
  return into;
}

/** The row fields of a search operation: the properties of its answer's `items`. */
function rowFieldsOf(spec: OpenApiDocument, op: SpecOperation): Set<string> | undefined {
  const page = resolve(spec, op.operation.responses['200']?.content?.['application/json']?.schema);
  const items = (page?.properties as Record<string, SchemaObject> | undefined)?.items;
  if (items?.type !== 'array') return undefined;
  return fieldsOf(spec, items.items as SchemaObject);
}

/** A search operation the export may run: `POST <path>` taking the contract's SearchRequest. */
function searchOperation(operations: readonly SpecOperation[], path: string): SpecOperation {
  const op = operations.find((candidate) => candidate.method === 'post' && candidate.path === path);
  const body = op?.operation.requestBody?.content['application/json']?.schema;
  if (!op || body?.$ref !== '#/components/schemas/SearchRequest') {
    throw unprocessable({ search: exportMessages.notASearch(path) });
  }
  return op;
}

interface Page {
  items: Record<string, unknown>[];
  total: number;
}

function isPage(value: unknown): value is Page {
  return (
    value !== null &&
    typeof value === 'object' &&
    Array.isArray((value as Page).items) &&
    typeof (value as Page).total === 'number'
  );
}

const safeSheetName = (name: string | undefined) =>
  (name ?? 'Export').replace(/[[\]*?:/\\]/g, ' ').slice(0, 31) || 'Export';

/**
 * Export To Excel of a server-mode grid (ADR 096): the named search's own handler, called in the
 * caller's claims and scope with the grid's filters, quick search and sort, batch after batch over
 * every matching row, each batch written by ExcelJS's streaming WorkbookWriter and let go. Like
 * every search it runs outside a transaction, each batch a read of its own (on PGlite's one
 * connection other requests run between batches). The file is written to a temporary file and
 * streamed from there once the last batch is in; the file is removed when the answer is sent.
 */
export async function exportSearch(context: HandlerContext<'exportSearch'>): Promise<FileResult> {
  const { body, request } = context;
  const user = signedIn(context.user);
  const { operations, handlers, spec } = request.server.pathway;
  const op = searchOperation(operations, body.search);
  // The named search's own claims, checked as the framework checks them on the search itself.
  authorize(op, user);
  const fields = rowFieldsOf(spec, op);
  if (!fields) throw unprocessable({ search: exportMessages.notASearch(body.search) });
  for (const column of body.columns) {
    if (!fields.has(column.field))
      throw unprocessable({ columns: exportMessages.notAField(column.field, body.search) });
  }
  const handler = handlers[op.operation.operationId as keyof typeof handlers] as SearchHandler | undefined;
  const limits = { ...exportLimits };
  if (!handler) throw new HttpError(501, `${op.operation.operationId} is not implemented yet.`);

  const search = async (page: number): Promise<Page> => {
    const result = await handler({
      ...context,
      params: {},
      query: {},
      body: { ...body.request, page, pageSize: limits.batch },
      operation: op,
    });
    if (!isPage(result)) throw unprocessable({ search: exportMessages.notASearch(body.search) });
    return result;
  };

  const first = await search(1);
  if (first.total > limits.rows) throw unprocessable(exportMessages.tooMany(first.total, limits.rows));

  const dir = await mkdtemp(join(tmpdir(), 'pathway-export-'));
  const file = join(dir, 'export.xlsx');
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: file,
      useStyles: true,
      useSharedStrings: false,
    });
    workbook.creator = 'Pathway';
    const sheet = workbook.addWorksheet(safeSheetName(body.sheetName), { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = body.columns.map((column, index) => ({
      header: column.title,
      key: `c${String(index)}`,
      // Widths from the title and the first batch: later rows are never held to measure them.
      width: Math.min(
        60,
        Math.max(
          10,
          column.title.length + 2,
          ...first.items.slice(0, 500).map((row) => cellLength(exportCell(row[column.field], column)) + 2),
        ),
      ),
      ...(NUMBER_FORMATS[column.format] ? { style: { numFmt: NUMBER_FORMATS[column.format] } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    if (first.total > 0) {
      sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: body.columns.length } };
    }

    let batch = first;
    let written = 0;
    for (let page = 1; ;) {
      for (const row of batch.items) {
        sheet.addRow(body.columns.map((column) => exportCell(row[column.field], column))).commit();
      }
      written += batch.items.length;
      if (written >= first.total || batch.items.length === 0) break;
      // A short batch before the total means the search pages differently than asked: fail rather
      // than write a file with rows missing.
      if (batch.items.length !== limits.batch) {
        throw new Error(
          `${op.operation.operationId} answered ${String(batch.items.length)} rows for a batch of ${String(limits.batch)}.`,
        );
      }
      page += 1;
      batch = await search(page);
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  const content = createReadStream(file);
  content.once('close', () => {
    void rm(dir, { recursive: true, force: true });
  });
  // The contract's default (export) is documentation: bodies are not filled with defaults.
  const given = (body as { fileName?: string }).fileName?.trim() ?? '';
  const name = given === '' ? 'export' : given;
  return { kind: 'file', fileName: `${name}.xlsx`, contentType: XLSX, content };
}

import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import type { TestServer } from './support/server.ts';

export interface Definition {
  id: number;
  name: string;
  category: string;
  reportPath: string;
  formats: string[];
  parameterDefinitions: { name: string; isRequired: boolean }[];
  version: number;
}

export async function rows<T = Record<string, unknown>>(server: TestServer, query: ReturnType<typeof sql>) {
  return (await query.execute(server.database.db)).rows as T[];
}

/** RFC 4180 CSV back to rows of fields (quoted fields, doubled quotes, CRLF). */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text.charAt(i + 1) === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n') {
      row.push(field.replace(/\r$/, ''));
      out.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) out.push([...row, field]);
  return out;
}

/** A CSV file as objects keyed by its header, and its last (totals) line apart when asked. */
export function csvObjects(text: string): Record<string, string>[] {
  const [header = [], ...body] = parseCsv(text);
  return body.map((line) => Object.fromEntries(header.map((name, index) => [name, line[index] ?? ''])));
}

export async function readWorkbook(raw: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as an ArrayBuffer; the bytes of the file are exactly that.
  await workbook.xlsx.load(raw.buffer.slice(raw.byteOffset, raw.byteOffset + raw.byteLength) as ArrayBuffer);
  return workbook;
}

export async function definitionsByPath(server: TestServer, token: string): Promise<Map<string, Definition>> {
  const response = await server.call('POST', '/api/report-definitions/search', {
    token,
    body: { page: 1, pageSize: 100 },
  });
  if (response.status !== 200) throw new Error(`definitions: ${String(response.status)}`);
  const items = (response.body as { items: Definition[] }).items;
  return new Map(items.map((item) => [item.reportPath, item]));
}

export function runReport(
  server: TestServer,
  token: string,
  id: number,
  format: 'CSV' | 'Excel' | 'PDF',
  parameterValues: { name: string; value: string | number | boolean | null }[] = [],
) {
  return server.call('POST', `/api/reports/${String(id)}/run`, { token, body: { format, parameterValues } });
}

/** Gives the case-worker role (orgstaff) every report category, so organization scope can be seen. */
export async function grantReportClaims(server: TestServer) {
  await sql`insert into role_permissions (role_id, permission_id)
    select 2, p.id from permissions p
    where p.name in ('MGT_REPORTS', 'PAYROLL REPORTS', 'ADMIN REPORTS', 'CONTRACTOR REPORTS', 'BUSINESS_VIEW_MAINTENANCE')
      and not exists (select 1 from role_permissions rp where rp.role_id = 2 and rp.permission_id = p.id)`.execute(
    server.database.db,
  );
}

import ExcelJS from 'exceljs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportCell, exportLimits } from '../src/areas/export/searchExport.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

interface Page<T> {
  items: T[];
  total: number;
}
interface Student {
  id: number;
  lastName: string;
  firstName: string;
  ssn: string;
  birthDate: string;
  status: string;
  paperCheck: boolean;
  organizationName: string;
}
interface User {
  userName: string;
  isActive: boolean;
  organizations: { id: number; name: string }[];
}

/** The first sheet of an exported workbook: header texts and the data rows' cell values. */
async function readSheet(raw: Buffer): Promise<{ name: string; header: unknown[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(raw as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet.');
  const values: unknown[][] = [];
  sheet.eachRow((row) => {
    // ExcelJS rows are 1-based: drop the empty slot 0.
    values.push((row.values as unknown[]).slice(1));
  });
  const [header = [], ...rows] = values;
  return { name: sheet.name, header, rows };
}

const utcDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00.000Z`);
const masked = (ssn: string) => `*****${ssn.slice(-4)}`;

const STUDENT_COLUMNS = [
  { field: 'id', title: 'Id', format: 'number' },
  { field: 'lastName', title: 'Last Name' },
  { field: 'firstName', title: 'First Name' },
  { field: 'ssn', title: 'SSN', format: 'ssn' },
  { field: 'birthDate', title: 'Birth Date', format: 'date' },
  { field: 'paperCheck', title: 'Paper Check' },
];

/** A student row as its export line should read. */
const studentLine = (row: Student) => [
  row.id,
  row.lastName,
  row.firstName,
  masked(row.ssn),
  utcDate(row.birthDate),
  row.paperCheck ? 'Yes' : 'No',
];

describe.each(ENGINES)('grid export on %s', (engine) => {
  let server: TestServer;
  const tokens: Record<string, string> = {};
  const saved = { ...exportLimits };

  const call = (user: string, url: string, body: unknown) => server.call('POST', url, { token: tokens[user], body });
  const search = async <T>(user: string, url: string, body: Record<string, unknown>) =>
    (await call(user, url, { ...body, page: 1, pageSize: 500 })).body as Page<T>;

  beforeAll(async () => {
    server = await startTestServer({ engine });
    for (const user of ['admin', 'orgstaff', 'contractor', 'viewer']) tokens[user] = await server.login(user);
  });
  afterEach(() => {
    Object.assign(exportLimits, saved);
  });
  afterAll(async () => {
    await server.close();
  });

  it("writes the search's rows in its order, filters and sort, as typed cells of the visible columns", async () => {
    const request = {
      filters: [{ field: 'status', operator: 'in', value: ['Assigned', 'Enrolled'] }],
      sort: [{ field: 'birthDate', direction: 'desc' }],
    };
    const expected = await search<Student>('admin', '/api/students/search', request);
    expect(expected.total).toBeGreaterThan(3);
    // Small batches: the rows cross several of them and keep the search's order.
    exportLimits.batch = 7;
    const response = await call('admin', '/api/export/search', {
      search: '/students/search',
      request,
      columns: STUDENT_COLUMNS,
      fileName: 'participants',
      sheetName: 'Participants',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain('filename="participants.xlsx"');
    const sheet = await readSheet(response.raw);
    expect(sheet.name).toBe('Participants');
    expect(sheet.header).toEqual(['Id', 'Last Name', 'First Name', 'SSN', 'Birth Date', 'Paper Check']);
    expect(sheet.rows).toEqual(expected.items.map(studentLine));
    // Never a full SSN in the file.
    for (const row of sheet.rows) expect(String(row[3])).toMatch(/^\*{5}\d{4}$/);
  });

  it('applies the quick search, and names the file export.xlsx when the grid names none', async () => {
    const all = await search<Student>('admin', '/api/students/search', {});
    const lastName = all.items[0]?.lastName ?? '';
    const expected = await search<Student>('admin', '/api/students/search', { quickSearch: lastName });
    const response = await call('admin', '/api/export/search', {
      search: '/students/search',
      request: { quickSearch: lastName },
      columns: [{ field: 'lastName', title: 'Last Name' }],
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('filename="export.xlsx"');
    const sheet = await readSheet(response.raw);
    expect(sheet.rows).toEqual(expected.items.map((row) => [row.lastName]));
    expect(sheet.rows.length).toBeLessThan(all.total);
  });

  it("exports only the caller's rows: an organization user's and a contractor's own participants", async () => {
    const everyone = (await search<Student>('admin', '/api/students/search', {})).total;
    for (const user of ['orgstaff', 'contractor']) {
      const own = await search<Student>(user, '/api/students/search', {});
      expect(own.total).toBeLessThan(everyone);
      const response = await call(user, '/api/export/search', {
        search: '/students/search',
        columns: [{ field: 'id', title: 'Id', format: 'number' }],
      });
      expect(response.status).toBe(200);
      const sheet = await readSheet(response.raw);
      expect(sheet.rows).toEqual(own.items.map((row) => [row.id]));
    }
  });

  it('needs the claims of the named search: 403 otherwise', async () => {
    const viewer = await call('viewer', '/api/export/search', {
      search: '/students/search',
      columns: [{ field: 'id', title: 'Id' }],
    });
    expect(viewer.status).toBe(403);
    expect(viewer.body).toEqual({
      message: 'You do not have rights to do this (it needs VIEW_STUDENT or MAINTAIN_STUDENTS).',
    });
    const users = await call('contractor', '/api/export/search', {
      search: '/users/search',
      columns: [{ field: 'userName', title: 'User Name' }],
    });
    expect(users.status).toBe(403);
  });

  it('writes lists as their names and yes/no fields with the labels the grid shows', async () => {
    const request = { sort: [{ field: 'userName', direction: 'asc' }] };
    const expected = await search<User>('admin', '/api/users/search', request);
    const response = await call('admin', '/api/export/search', {
      search: '/users/search',
      request,
      columns: [
        { field: 'userName', title: 'User Name' },
        { field: 'organizations', title: 'Organizations' },
        { field: 'isActive', title: 'Status', labels: { true: 'Active', false: 'Inactive' } },
      ],
    });
    expect(response.status).toBe(200);
    const sheet = await readSheet(response.raw);
    expect(sheet.rows).toEqual(
      expected.items.map((user) => [
        user.userName,
        // An empty list is an empty cell, which ExcelJS leaves out of the row.
        ...(user.organizations.length > 0 ? [user.organizations.map((o) => o.name).join(', ')] : [undefined]),
        user.isActive ? 'Active' : 'Inactive',
      ]),
    );
  });

  it("reads a column from another field with labels, and a list of labelled items (the report definitions' grid)", async () => {
    const request = { sort: [{ field: 'name', direction: 'asc' }] };
    const expected = await search<{
      name: string;
      category: string;
      parameterDefinitions: { label: string }[];
    }>('admin', '/api/report-definitions/search', request);
    expect(expected.total).toBeGreaterThan(0);
    const labels: Record<string, string> = { Payroll: 'PAYROLL REPORTS', Admin: 'ADMIN REPORTS' };
    const response = await call('admin', '/api/export/search', {
      search: '/report-definitions/search',
      request,
      columns: [
        { field: 'name', title: 'Name' },
        { field: 'category', title: 'Seen With', labels },
        { field: 'parameterDefinitions', title: 'Parameters' },
      ],
    });
    expect(response.status).toBe(200);
    const sheet = await readSheet(response.raw);
    expect(sheet.rows).toEqual(
      expected.items.map((row) => {
        const parameters = row.parameterDefinitions.map((parameter) => parameter.label).join(', ');
        const line: unknown[] = [row.name, labels[row.category] ?? row.category];
        // An empty cell at the end of a row is not in ExcelJS's row values.
        return parameters === '' ? line : [...line, parameters];
      }),
    );
  });

  it('refuses more rows than the limit with a clear 422, and fields or searches it does not know', async () => {
    const total = (await search<Student>('admin', '/api/students/search', {})).total;
    exportLimits.rows = total - 1;
    const over = await call('admin', '/api/export/search', {
      search: '/students/search',
      columns: [{ field: 'id', title: 'Id' }],
    });
    expect(over.status).toBe(422);
    expect(over.body).toEqual({
      message: `The search matches ${String(total)} rows; at most ${String(total - 1)} rows can be exported. Narrow the search and export again.`,
    });
    const unknownField = await call('admin', '/api/export/search', {
      search: '/students/search',
      columns: [{ field: 'fullSsn', title: 'SSN' }],
    });
    expect(unknownField.status).toBe(422);
    expect(unknownField.body).toEqual({ columns: 'fullSsn is not a field of the rows of /students/search.' });
    const notASearch = await call('admin', '/api/export/search', {
      search: '/students/nothing/search',
      columns: [{ field: 'id', title: 'Id' }],
    });
    expect(notASearch.status).toBe(422);
    expect(notASearch.body).toEqual({ search: '/students/nothing/search is not a search that can be exported.' });
    const badFilter = await call('admin', '/api/export/search', {
      search: '/students/search',
      request: { filters: [{ field: 'passwordHash', operator: 'eq', value: 'x' }] },
      columns: [{ field: 'id', title: 'Id' }],
    });
    expect(badFilter.status).toBe(422);
  });
});

describe('exportCell', () => {
  it('types cells: dates, numbers, masked SSNs, lists, yes/no and labels', () => {
    expect(exportCell('2009-04-17', { format: 'date' })).toEqual(new Date(Date.UTC(2009, 3, 17)));
    expect(exportCell('2026-06-18T09:41:27Z', { format: 'date' })).toEqual(new Date(Date.UTC(2026, 5, 18)));
    expect(exportCell('12.50', { format: 'currency' })).toBe(12.5);
    expect(exportCell(32, { format: 'number' })).toBe(32);
    expect(exportCell('123-45-6789', { format: 'ssn' })).toBe('*****6789');
    expect(exportCell('*****6781', { format: 'ssn' })).toBe('*****6781');
    expect(
      exportCell(
        [
          { id: 1, name: 'Partner4Work' },
          { id: 2, name: 'Urban League' },
        ],
        {},
      ),
    ).toBe('Partner4Work, Urban League');
    expect(exportCell(['Excel', 'CSV'], {})).toBe('Excel, CSV');
    expect(exportCell([{ name: 'startDate', label: 'Start date' }], {})).toBe('Start date');
    expect(exportCell(false, {})).toBe('No');
    expect(exportCell('organization', { labels: { organization: 'Organization' } })).toBe('Organization');
    expect(exportCell(null, { format: 'date' })).toBeNull();
    expect(exportCell('n/a', { format: 'number' })).toBe('n/a');
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { csvObjects, grantReportClaims, readWorkbook, rows } from './reports-support.ts';

let server: TestServer;
let admin: string;
let orgstaff: string;
let contractor: string;
let viewer: string;

beforeAll(async () => {
  server = await startTestServer();
  await grantReportClaims(server);
  admin = await server.login('admin');
  orgstaff = await server.login('orgstaff');
  contractor = await server.login('contractor');
  viewer = await server.login('viewer');
});
afterAll(async () => {
  await server.close();
});

interface View {
  id: number;
  name: string;
  viewName: string;
  columns: { name: string; label: string; dataType: string }[];
  version: number;
}
interface Extract {
  id: number;
  businessViewId: number;
  businessViewName: string;
  lastRunOn: string | null;
  version: number;
}

const studentsView = {
  name: 'Participants for the funder',
  description: 'Names, masked SSN, status and organization.',
  viewName: 'students',
  columns: [
    { name: 'lastName', label: 'Last name', dataType: 'text' },
    { name: 'firstName', label: 'First name', dataType: 'text' },
    { name: 'ssn', label: 'SSN', dataType: 'text' },
    { name: 'status', label: 'Status', dataType: 'text' },
    { name: 'organizationId', label: 'Organization', dataType: 'number' },
    { name: 'birthDate', label: 'Birth date', dataType: 'date' },
  ],
  isActive: true,
};

async function createView(body: object = studentsView): Promise<View> {
  const response = await server.call('POST', '/api/business-views', { token: admin, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as View;
}

async function createExtract(body: object): Promise<Extract> {
  const response = await server.call('POST', '/api/data-extracts', { token: admin, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as Extract;
}

const run = (id: number, token = admin) => server.call('POST', `/api/data-extracts/${String(id)}/run`, { token });

describe('business views (BUSINESS_VIEW_MAINTENANCE)', () => {
  it('offers only the server’s entities and their allow-listed columns (no full SSN column exists)', async () => {
    const unknownView = await server.call('POST', '/api/business-views', {
      token: admin,
      body: { ...studentsView, viewName: 'users' },
    });
    expect(unknownView.status).toBe(422);
    expect((unknownView.body as { viewName: string }).viewName).toMatch(/^users is not a view the server offers/);
    const secret = await server.call('POST', '/api/business-views', {
      token: admin,
      body: { ...studentsView, columns: [{ name: 'passwordHash', label: 'x', dataType: 'text' }] },
    });
    expect(secret.body).toEqual({ columns: 'passwordHash is not a column of students.' });
    const wrongType = await server.call('POST', '/api/business-views', {
      token: admin,
      body: { ...studentsView, columns: [{ name: 'birthDate', label: 'Born', dataType: 'money' }] },
    });
    expect(wrongType.body).toEqual({ columns: 'birthDate is date, not money.' });
  });

  it('creates, updates with its version, refuses a stale one, and refuses a delete while extracts read it', async () => {
    const view = await createView();
    const url = `/api/business-views/${String(view.id)}`;
    expect((await server.call('GET', url, { token: admin })).body).toEqual(view);
    const updated = await server.call('PUT', url, {
      token: admin,
      body: { ...studentsView, name: 'Participants (funder)', version: 0 },
    });
    expect(updated.body).toMatchObject({ name: 'Participants (funder)', version: 1 });
    expect((await server.call('PUT', url, { token: admin, body: { ...studentsView, version: 0 } })).status).toBe(409);

    const extract = await createExtract({
      name: 'Funder list',
      businessViewId: view.id,
      columns: ['lastName', 'status'],
      filters: [],
      format: 'CSV',
    });
    const used = await server.call('DELETE', `${url}?version=1`, { token: admin });
    expect(used.status).toBe(409);
    expect(used.body).toEqual({ message: 'Data extracts still read this business view.' });
    const narrowed = await server.call('PUT', url, {
      token: admin,
      body: { ...studentsView, columns: studentsView.columns.filter((c) => c.name !== 'status'), version: 1 },
    });
    expect(narrowed.status).toBe(409);
    expect(narrowed.body).toEqual({ message: 'The data extract Funder list still reads status.' });

    expect(
      (await server.call('DELETE', `/api/data-extracts/${String(extract.id)}?version=0`, { token: admin })).status,
    ).toBe(204);
    expect((await server.call('DELETE', `${url}?version=1`, { token: admin })).status).toBe(204);
    expect((await server.call('GET', url, { token: admin })).status).toBe(404);
  });

  it('needs BUSINESS_VIEW_MAINTENANCE; the seeded views are searchable by name', async () => {
    expect((await server.call('POST', '/api/business-views/search', { token: viewer, body: {} })).status).toBe(403);
    const search = await server.call('POST', '/api/business-views/search', {
      token: admin,
      body: { filters: [{ field: 'viewName', operator: 'eq', value: 'timesheets' }] },
    });
    expect((search.body as { items: View[] }).items.map((item) => item.name)).toEqual(['Timesheets']);
  });
});

describe('data extracts', () => {
  it('refuses columns the view does not expose and filters on fields it does not have or with bad values', async () => {
    const view = await createView();
    const column = await server.call('POST', '/api/data-extracts', {
      token: admin,
      body: { name: 'x', businessViewId: view.id, columns: ['city'], filters: [], format: 'CSV' },
    });
    expect(column.body).toEqual({ columns: 'city is not a column of Participants for the funder.' });
    const filter = await server.call('POST', '/api/data-extracts', {
      token: admin,
      body: {
        name: 'x',
        businessViewId: view.id,
        columns: ['lastName'],
        filters: [{ field: 'city', operator: 'eq', value: 'Pittsburgh' }],
        format: 'CSV',
      },
    });
    expect(filter.status).toBe(422);
    expect(filter.body).toEqual({ filters: 'city is not a field this search can filter.' });
    const value = await server.call('POST', '/api/data-extracts', {
      token: admin,
      body: {
        name: 'x',
        businessViewId: view.id,
        columns: ['lastName'],
        filters: [{ field: 'birthDate', operator: 'gte', value: 'soon' }],
        format: 'CSV',
      },
    });
    expect(value.body).toEqual({ birthDate: 'birthDate is invalid.' });
    const missing = await server.call('POST', '/api/data-extracts', {
      token: admin,
      body: { name: 'x', businessViewId: 999_999, columns: ['lastName'], filters: [], format: 'CSV' },
    });
    expect(missing.body).toEqual({ businessViewId: 'The business view was not found.' });
  });

  it('runs to CSV: the filtered rows in the chosen columns, SSNs masked, and stamps lastRunOn', async () => {
    const view = await createView();
    const extract = await createExtract({
      name: 'Enrolled, org 1',
      businessViewId: view.id,
      columns: ['lastName', 'ssn', 'status', 'birthDate'],
      filters: [
        { field: 'status', operator: 'eq', value: 'Assigned' },
        { field: 'organizationId', operator: 'eq', value: 1 },
      ],
      format: 'CSV',
    });
    expect(extract).toMatchObject({ businessViewName: 'Participants for the funder', lastRunOn: null });
    const response = await run(extract.id);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain('enrolled-org-1.csv');
    const lines = csvObjects(response.raw.toString('utf8'));
    const expected = await rows<{ last_name: string; ssn: string; birth_date: string }>(
      server,
      sql`select last_name, ssn, birth_date from students where status = 'Assigned' and organization_id = 1 order by id`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(lines).toEqual(
      expected.map((row) => ({
        'Last name': row.last_name,
        SSN: `*****${row.ssn.slice(-4)}`,
        Status: 'Assigned',
        'Birth date': row.birth_date,
      })),
    );
    expect(response.raw.toString('utf8')).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    const after = await server.call('GET', `/api/data-extracts/${String(extract.id)}`, { token: admin });
    expect((after.body as Extract).lastRunOn).not.toBeNull();
  });

  it('runs to xlsx that exceljs reads back, money as numbers with two decimals, in the caller’s scope', async () => {
    const views = await server.call('POST', '/api/business-views/search', {
      token: admin,
      body: { filters: [{ field: 'viewName', operator: 'eq', value: 'timesheets' }] },
    });
    const timesheets = (views.body as { items: View[] }).items[0];
    if (!timesheets) throw new Error('no seeded timesheets view');
    const extract = await createExtract({
      name: 'Pay lines',
      businessViewId: timesheets.id,
      columns: ['id', 'worksiteName', 'workedHours', 'hourlyRate', 'grossPay'],
      filters: [{ field: 'periodStartDate', operator: 'between', value: '2026-01-01', valueTo: '2026-12-31' }],
      format: 'Excel',
    });
    const response = await run(extract.id, contractor);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = await readWorkbook(response.raw);
    const sheet = workbook.getWorksheet('Report');
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'Timesheet id',
      'Worksite',
      'Worked hours',
      'Hourly rate',
      'Gross pay',
    ]);
    const expected = await rows<{ id: number; worksite: string; gross: string }>(
      server,
      sql`select t.id, w.name as worksite, round(t.worked_hours * t.hourly_rate, 2)::text as gross
        from timesheets t join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
        join worksites w on w.id = j.worksite_id
        where w.contractor_id = 1 and t.period_start_date between '2026-01-01' and '2026-12-31' order by t.id`,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect((sheet?.rowCount ?? 0) - 1).toBe(expected.length);
    const first = expected[0];
    expect(sheet?.getRow(2).getCell(1).value).toBe(first?.id);
    expect(sheet?.getRow(2).getCell(2).value).toBe(first?.worksite);
    expect(sheet?.getRow(2).getCell(5).value).toBe(Number(first?.gross));
    expect(sheet?.getRow(2).getCell(5).numFmt).toBe('"$"#,##0.00');
  });

  it('runs in the caller’s scope: an organization user’s file holds their organizations’ rows only', async () => {
    const view = await createView();
    const extract = await createExtract({
      name: 'Everyone',
      businessViewId: view.id,
      columns: ['organizationId'],
      filters: [],
      format: 'CSV',
    });
    const lines = csvObjects((await run(extract.id, orgstaff)).raw.toString('utf8'));
    const [own] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from students where organization_id = 1`,
    );
    expect(lines).toHaveLength(own?.n ?? -1);
    expect(new Set(lines.map((line) => line.Organization))).toEqual(new Set(['1']));
  });

  it('the payroll officer (REPORTS) lists and runs extracts; defining one needs REPORT_DEFINITIONS (ADR 200)', async () => {
    const payroll = await server.login('payroll');
    const view = await createView();
    const body = { name: 'Payroll run', businessViewId: view.id, columns: ['lastName'], filters: [], format: 'CSV' };
    const extract = await createExtract(body);
    const url = `/api/data-extracts/${String(extract.id)}`;
    const listed = await server.call('POST', '/api/data-extracts/search', {
      token: payroll,
      body: { page: 1, pageSize: 500 },
    });
    expect(listed.status).toBe(200);
    expect((listed.body as { items: { id: number }[] }).items.map((item) => item.id)).toContain(extract.id);
    expect((await server.call('GET', url, { token: payroll })).status).toBe(200);
    expect((await run(extract.id, payroll)).status).toBe(200);
    expect((await server.call('POST', '/api/data-extracts', { token: payroll, body })).status).toBe(403);
    expect((await server.call('PUT', url, { token: payroll, body: { ...body, version: 0 } })).status).toBe(403);
    expect((await server.call('DELETE', `${url}?version=0`, { token: payroll })).status).toBe(403);
    const after = await server.call('GET', url, { token: admin });
    expect(after.body).toMatchObject({ name: 'Payroll run', version: 0 });
  });

  it('updates with its version (409 when stale) and needs REPORTS', async () => {
    const view = await createView();
    const body = { name: 'v', businessViewId: view.id, columns: ['lastName'], filters: [], format: 'CSV' };
    const extract = await createExtract(body);
    const url = `/api/data-extracts/${String(extract.id)}`;
    const updated = await server.call('PUT', url, { token: admin, body: { ...body, format: 'Excel', version: 0 } });
    expect(updated.body).toMatchObject({ format: 'Excel', version: 1 });
    expect((await server.call('PUT', url, { token: admin, body: { ...body, version: 0 } })).status).toBe(409);
    expect((await server.call('GET', url, { token: viewer })).status).toBe(403);
    expect((await run(extract.id, viewer)).status).toBe(403);
  });
});

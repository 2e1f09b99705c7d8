import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';
import { csvObjects, definitionsByPath, parseCsv, readWorkbook, rows, runReport } from './reports-support.ts';

// The key flows on PGlite and on PostgreSQL 18: the reports' SQL (time zones, date_trunc, lateral
// values, numeric sums as text) and an extract's streamed xlsx must answer the same on both.
describe.each(ENGINES)('reports on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let contractor: string;
  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.login('admin');
    contractor = await server.login('contractor');
  });
  afterAll(async () => {
    await server.close();
  });

  it('every seeded report runs; hours and pay totals equal the timesheets to the cent', async () => {
    const byPath = await definitionsByPath(server, admin);
    expect(byPath.size).toBe(6);
    const year = [
      { name: 'startDate', value: '2026-01-01' },
      { name: 'endDate', value: '2026-12-31' },
    ];
    for (const definition of byPath.values()) {
      const response = await runReport(server, admin, definition.id, 'CSV', year);
      expect(response.status, `${definition.name}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(parseCsv(response.raw.toString('utf8')).at(-1)?.[0]).toBe('Total');
    }
    const hours = byPath.get('/Pathway/Payroll/HoursAndPay');
    if (!hours) throw new Error('no hours and pay report');
    const totals = csvObjects((await runReport(server, admin, hours.id, 'CSV', year)).raw.toString('utf8')).at(-1);
    const [expected] = await rows<{ total: string; hours: string }>(
      server,
      sql`select sum(round(worked_hours * hourly_rate, 2) + incentive_amount)::numeric(14,2)::text as total,
          sum(worked_hours)::numeric(12,2)::text as hours
        from timesheets where period_start_date between '2026-01-01' and '2026-12-31'`,
    );
    expect(totals?.['Total pay']).toBe(expected?.total);
    expect(totals?.['Worked hours']).toBe(expected?.hours);
  });

  it('a seeded extract runs to xlsx in the contractor’s scope', async () => {
    const search = await server.call('POST', '/api/data-extracts/search', {
      token: admin,
      body: { quickSearch: 'Worksites' },
    });
    const extract = (search.body as { items: { id: number; businessViewId: number; version: number }[] }).items[0];
    if (!extract) throw new Error('no seeded worksites extract');
    const body = {
      name: 'Worksites - all',
      businessViewId: extract.businessViewId,
      columns: ['id', 'name'],
      filters: [],
      format: 'Excel',
      version: extract.version,
    };
    expect((await server.call('PUT', `/api/data-extracts/${String(extract.id)}`, { token: admin, body })).status).toBe(
      200,
    );
    const response = await server.call('POST', `/api/data-extracts/${String(extract.id)}/run`, { token: contractor });
    expect(response.status).toBe(200);
    const sheet = (await readWorkbook(response.raw)).getWorksheet('Report');
    const theirs = await rows<{ id: number; name: string }>(
      server,
      sql`select id, name from worksites where contractor_id = 1 order by id`,
    );
    expect(theirs.length).toBeGreaterThan(0);
    const read: { id: unknown; name: unknown }[] = [];
    sheet?.eachRow((row, index) => {
      if (index > 1) read.push({ id: row.getCell(1).value, name: row.getCell(2).value });
    });
    expect(read).toEqual(theirs);
  });
});

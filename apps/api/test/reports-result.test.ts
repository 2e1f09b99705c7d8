import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { csvObjects, definitionsByPath, runReport, type Definition } from './reports-support.ts';

/** POST /reports/{id}/result: the same run as the file, answered as the table and chart (ADR 125). */

interface Result {
  title: string;
  columns: { key: string; label: string; type: string }[];
  rows: Record<string, string | number | null>[];
  totals: Record<string, string | number | null>;
  series: { name: string; points: { label: string; value: number }[] }[];
}

let server: TestServer;
let admin: string;
let orgstaff: string;
let contractor: string;
let byPath: Map<string, Definition>;
const YEAR = [
  { name: 'startDate', value: '2026-01-01' },
  { name: 'endDate', value: '2026-12-31' },
];

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  orgstaff = await server.login('orgstaff');
  contractor = await server.login('contractor');
  byPath = await definitionsByPath(server, admin);
});
afterAll(async () => {
  await server.close();
});

const idOf = (path: string) => {
  const found = byPath.get(path);
  if (!found) throw new Error(`no definition for ${path}`);
  return found.id;
};
const result = (token: string, id: number, parameterValues: { name: string; value: string | number }[] = YEAR) =>
  server.call('POST', `/api/reports/${String(id)}/result`, { token, body: { format: 'Excel', parameterValues } });

describe('a report run as data', () => {
  it('answers the same rows and totals as the CSV file of the same run', async () => {
    const id = idOf('/Pathway/Payroll/HoursAndPay');
    const response = await result(admin, id);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = response.body as Result;
    expect(body.title).toBe('Hours and Pay by Period, Worksite and Contract');
    expect(body.columns.map((c) => c.type)).toEqual([
      'date',
      'date',
      'text',
      'text',
      'int',
      'hours',
      'money',
      'money',
      'money',
    ]);
    expect(body.rows.length).toBeGreaterThan(0);

    const csv = await runReport(server, admin, id, 'CSV', YEAR);
    const lines = csvObjects(csv.raw.toString('utf8'));
    expect(lines.length - 1).toBe(body.rows.length);
    expect(lines.at(-1)?.['Total pay']).toBe(body.totals.totalPay);
    expect(lines.at(-1)?.Timesheets).toBe(String(body.totals.timesheets));

    // The totals add the rows to the cent, and the chart's one series sums the same money.
    const cents = body.rows.reduce((sum, row) => sum + Math.round(Number(row.totalPay) * 100), 0);
    expect(Math.round(Number(body.totals.totalPay) * 100)).toBe(cents);
    expect(body.series.map((s) => s.name)).toEqual(['Total pay']);
    const charted = body.series[0]?.points.reduce((sum, p) => sum + Math.round(p.value * 100), 0);
    expect(charted).toBe(cents);
  });

  it('narrows with the parameters: one month has no more rows than the year', async () => {
    const id = idOf('/Pathway/Management/Interviews');
    const year = (await result(admin, id)).body as Result;
    const month = await result(admin, id, [
      { name: 'startDate', value: '2026-07-01' },
      { name: 'endDate', value: '2026-07-31' },
    ]);
    expect(month.status).toBe(200);
    const body = month.body as Result;
    expect(Number(body.totals.interviews)).toBeLessThanOrEqual(Number(year.totals.interviews));
    for (const row of body.rows)
      expect(String(row.week) >= '2026-06-29' && String(row.week) <= '2026-07-31').toBe(true);
  });

  it('applies the run checks: 403 without the category claim, 422 for a format not offered or a missing date', async () => {
    expect((await result(contractor, idOf('/Pathway/Payroll/HoursAndPay'))).status).toBe(403);
    const created = await server.call('POST', '/api/report-definitions', {
      token: admin,
      body: {
        name: 'Interviews as CSV only',
        category: 'Management',
        reportPath: '/Pathway/Management/Interviews',
        formats: ['CSV'],
        parameterDefinitions: [],
        isActive: true,
      },
    });
    expect(created.status).toBe(201);
    expect((await result(admin, (created.body as Definition).id)).status).toBe(422);
    expect((await result(admin, idOf('/Pathway/Payroll/HoursAndPay'), [])).status).toBe(422);
  });

  it('lets organization staff (REPORTS only) see and run the General reports, within their organization', async () => {
    const search = await server.call('POST', '/api/reports/search', { token: orgstaff, body: {} });
    expect(search.status).toBe(200);
    const items = (search.body as { items: { id: number; category: string }[] }).items;
    expect(items.map((item) => item.category)).toEqual(['General']);
    const general = items[0];
    if (!general) throw new Error('no General report');
    const mine = await result(orgstaff, general.id);
    expect(mine.status).toBe(200);
    const everyone = (await result(admin, general.id)).body as Result;
    expect(Number((mine.body as Result).totals.applicants)).toBeLessThan(Number(everyone.totals.applicants));
  });
});

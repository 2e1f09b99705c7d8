import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import {
  csvObjects,
  definitionsByPath,
  grantReportClaims,
  readWorkbook,
  rows,
  runReport,
  type Definition,
} from './reports-support.ts';

let server: TestServer;
let admin: string;
let orgstaff: string;
let contractor: string;
let viewer: string;
let byPath: Map<string, Definition>;
const YEAR = [
  { name: 'startDate', value: '2026-01-01' },
  { name: 'endDate', value: '2026-12-31' },
];

beforeAll(async () => {
  server = await startTestServer();
  await grantReportClaims(server);
  admin = await server.login('admin');
  orgstaff = await server.login('orgstaff');
  contractor = await server.login('contractor');
  viewer = await server.login('viewer');
  byPath = await definitionsByPath(server, admin);
});
afterAll(async () => {
  await server.close();
});

const definition = (path: string) => {
  const found = byPath.get(path);
  if (!found) throw new Error(`no definition for ${path}`);
  return found;
};

async function csvReport(token: string, path: string, parameters: { name: string; value: string | number }[] = YEAR) {
  const response = await runReport(server, token, definition(path).id, 'CSV', parameters);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  const objects = csvObjects(response.raw.toString('utf8'));
  const totals = objects.at(-1);
  if (!totals) throw new Error('no totals line');
  return { lines: objects.slice(0, -1), totals };
}

const sumOf = (lines: Record<string, string>[], field: string) =>
  lines.reduce((sum, line) => sum + Number(line[field] ?? 0), 0);

describe('the reports a user may see', () => {
  it('lists the seven seeded definitions to an administrator and only Contractor and General reports to a contractor', async () => {
    const all = await server.call('POST', '/api/reports/search', { token: admin, body: {} });
    expect(all.status).toBe(200);
    const names = (all.body as { items: { name: string; category: string }[] }).items.map((item) => item.category);
    expect(names.sort()).toEqual(['Admin', 'Contractor', 'General', 'Management', 'Management', 'Payroll', 'Payroll']);

    const mine = await server.call('POST', '/api/reports/search', { token: contractor, body: {} });
    expect((mine.body as { items: { category: string }[] }).items.map((item) => item.category)).toEqual([
      'Contractor',
      'General',
    ]);
  });

  it('answers 403 to a user without a report claim, and to one running a category they do not hold', async () => {
    expect((await server.call('POST', '/api/reports/search', { token: viewer, body: {} })).status).toBe(403);
    const payroll = await runReport(server, contractor, definition('/Pathway/Payroll/HoursAndPay').id, 'CSV', YEAR);
    expect(payroll.status).toBe(403);
  });

  it('hides an inactive report (404) and filters by category', async () => {
    const search = await server.call('POST', '/api/reports/search', {
      token: admin,
      body: { filters: [{ field: 'category', operator: 'eq', value: 'Payroll' }] },
    });
    expect((search.body as { total: number }).total).toBe(2);
    const created = await server.call('POST', '/api/report-definitions', {
      token: admin,
      body: {
        name: 'Old interviews',
        category: 'Management',
        reportPath: '/Pathway/Management/Interviews',
        formats: ['CSV'],
        parameterDefinitions: [],
        isActive: false,
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body as Definition).id;
    expect((await runReport(server, admin, id, 'CSV')).status).toBe(404);
  });
});

describe('each report against the rows it summarises', () => {
  it('hours and pay: hours, gross pay (hours × rate to the cent) and incentives equal the timesheets', async () => {
    const { lines, totals } = await csvReport(admin, '/Pathway/Payroll/HoursAndPay');
    const [expected] = await rows<Record<string, string | number>>(
      server,
      sql`select count(*)::int as n, sum(worked_hours)::numeric(12,2)::text as hours,
          sum(round(worked_hours * hourly_rate, 2))::numeric(14,2)::text as gross,
          sum(incentive_amount)::numeric(14,2)::text as incentives,
          sum(round(worked_hours * hourly_rate, 2) + incentive_amount)::numeric(14,2)::text as total
        from timesheets where period_start_date between '2026-01-01' and '2026-12-31'`,
    );
    expect(expected?.n).toBeGreaterThan(0);
    expect(totals).toMatchObject({
      'Period start': 'Total',
      Timesheets: String(expected?.n),
      'Worked hours': expected?.hours,
      'Gross pay': expected?.gross,
      Incentives: expected?.incentives,
      'Total pay': expected?.total,
    });
    expect(sumOf(lines, 'Timesheets')).toBe(expected?.n);
    // Money keeps its two decimals on every line.
    for (const line of lines) expect(line['Gross pay']).toMatch(/^\d+\.\d{2}$/);

    // One line checked against its own timesheets.
    const line = lines[0];
    const [own] = await rows<{ gross: string }>(
      server,
      sql`select sum(round(t.worked_hours * t.hourly_rate, 2))::numeric(14,2)::text as gross
        from timesheets t join student_jobs sj on sj.id = t.student_job_id join jobs j on j.id = sj.job_id
        join worksites w on w.id = j.worksite_id join contracts c on c.id = j.contract_id
        where t.period_start_date = ${line?.['Period start']}::date and w.name = ${line?.Worksite}
          and c.contract_code = ${line?.Contract}`,
    );
    expect(line?.['Gross pay']).toBe(own?.gross);
  });

  it('enrollment funnel: applicants by week and state add up to the applications submitted in the range', async () => {
    const { lines, totals } = await csvReport(admin, '/Pathway/Management/EnrollmentFunnel', []);
    const [count] = await rows<{ n: number }>(server, sql`select count(*)::int as n from applicants`);
    expect(count?.n).toBeGreaterThan(0);
    expect(Number(totals.Applicants)).toBe(count?.n);
    expect(sumOf(lines, 'Applicants')).toBe(count?.n);
    const [enrolled] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from applicants where status = 'Enrolled'`,
    );
    expect(
      sumOf(
        lines.filter((line) => line.State === 'Enrolled'),
        'Applicants',
      ),
    ).toBe(enrolled?.n);
    // Each week is a Monday (date_trunc's ISO week) in the programmes' time zone.
    for (const line of lines) expect(new Date(`${line['Week of'] ?? ''}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('participants by worksite, job and status: each line is the distinct participants of that job and status', async () => {
    const { lines } = await csvReport(admin, '/Pathway/Contractor/ParticipantsByWorksite', []);
    const expected = await rows<{ worksite: string; job: string; status: string; n: number }>(
      server,
      sql`select w.name as worksite, j.title as job, sj.status, count(distinct sj.student_id)::int as n
        from student_jobs sj join jobs j on j.id = sj.job_id join worksites w on w.id = j.worksite_id
        group by w.id, w.name, j.id, j.title, sj.status`,
    );
    expect(sumOf(lines, 'Participants')).toBe(expected.reduce((sum, row) => sum + row.n, 0));
    expect(lines).toHaveLength(expected.length);
  });

  it('payroll totals by card-provider file: amounts equal the outbound files’ payment lines', async () => {
    const { lines, totals } = await csvReport(admin, '/Pathway/Payroll/CardProviderFileTotals', []);
    const [expected] = await rows<{ n: number; amount: string; files: number }>(
      server,
      sql`select count(*)::int as n, sum(l.amount)::numeric(14,2)::text as amount, count(distinct f.id)::int as files
        from card_provider_file_lines l join card_provider_files f on f.id = l.card_provider_file_id
        where f.direction = 'Outbound'`,
    );
    expect(lines).toHaveLength(expected?.files ?? -1);
    expect(totals.Payments).toBe(String(expected?.n));
    expect(totals.Amount).toBe(expected?.amount ?? '0.00');
  });

  it('clearance and work-permit expiries: one count per expiry date on file within the dates', async () => {
    const { totals } = await csvReport(admin, '/Pathway/Admin/ClearanceExpiries', YEAR);
    const [expected] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from students s cross join lateral (values (s.child_abuse_clearance_expires),
          (s.fbi_clearance_expires), (s.pa_state_criminal_clearance_expires), (s.work_permit_expires)) v(d)
        where v.d between '2026-01-01' and '2026-12-31'`,
    );
    expect(expected?.n).toBeGreaterThan(0);
    expect(totals.Participants).toBe(String(expected?.n));
  });

  it('interviews: scheduled interviews by week and outcome add up to the interviews', async () => {
    const { lines, totals } = await csvReport(admin, '/Pathway/Management/Interviews', []);
    const [expected] = await rows<{ n: number; attended: number }>(
      server,
      sql`select count(*)::int as n, (count(*) filter (where outcome = 'Attended'))::int as attended from interviews`,
    );
    expect(totals.Interviews).toBe(String(expected?.n));
    expect(
      sumOf(
        lines.filter((line) => line.Outcome === 'Attended'),
        'Interviews',
      ),
    ).toBe(expected?.attended);
  });
});

describe('row scope and parameters', () => {
  it('an organization user counts their organizations only; a contractor their worksites only', async () => {
    const { totals } = await csvReport(orgstaff, '/Pathway/Management/EnrollmentFunnel', []);
    const [own] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from applicants where organization_id = 1`,
    );
    expect(own?.n).toBeGreaterThan(0);
    expect(Number(totals.Applicants)).toBe(own?.n);

    const { lines } = await csvReport(contractor, '/Pathway/Contractor/ParticipantsByWorksite', []);
    const theirs = new Set(
      (await rows<{ name: string }>(server, sql`select name from worksites where contractor_id = 1`)).map(
        (w) => w.name,
      ),
    );
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(theirs.has(line.Worksite ?? '')).toBe(true);
  });

  it('an organization user’s payroll and assignment reports count their participants only', async () => {
    const { totals } = await csvReport(orgstaff, '/Pathway/Payroll/HoursAndPay');
    const [own] = await rows<{ total: string; n: number }>(
      server,
      sql`select count(*)::int as n,
          sum(round(t.worked_hours * t.hourly_rate, 2) + t.incentive_amount)::numeric(14,2)::text as total
        from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
        where s.organization_id = 1 and t.period_start_date between '2026-01-01' and '2026-12-31'`,
    );
    expect(own?.n).toBeGreaterThan(0);
    expect(totals).toMatchObject({ Timesheets: String(own?.n), 'Total pay': own?.total });

    const assignments = await csvReport(orgstaff, '/Pathway/Contractor/ParticipantsByWorksite', []);
    const [assigned] = await rows<{ n: number }>(
      server,
      sql`select count(*)::int as n from (select distinct sj.job_id, sj.status, sj.student_id
        from student_jobs sj join students s on s.id = sj.student_id where s.organization_id = 1) x`,
    );
    expect(Number(assignments.totals.Participants)).toBe(assigned?.n);
  });

  it('organization and program narrow a report', async () => {
    const [program] = await rows<{ program_id: number; n: number }>(
      server,
      sql`select ep.program_id, count(*)::int as n from applicants a join enrollment_programs ep on ep.id = a.enrollment_program_id
        where a.organization_id = 2 group by ep.program_id order by ep.program_id limit 1`,
    );
    const { totals } = await csvReport(admin, '/Pathway/Management/EnrollmentFunnel', [
      { name: 'organizationId', value: 2 },
      { name: 'programId', value: String(program?.program_id) },
    ]);
    expect(program?.n).toBeGreaterThan(0);
    expect(Number(totals.Applicants)).toBe(program?.n);
  });

  it('refuses bad parameters with 422, naming each', async () => {
    const id = definition('/Pathway/Payroll/HoursAndPay').id;
    const missing = await runReport(server, admin, id, 'CSV', []);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ startDate: 'Start date is required.', endDate: 'End date is required.' });

    const wrong = await runReport(server, admin, id, 'CSV', [
      { name: 'startDate', value: '2026-02-30' },
      { name: 'endDate', value: '2026-03-01' },
      { name: 'organizationId', value: 'Partner4Work' },
      { name: 'weekday', value: 'Monday' },
    ]);
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      startDate: 'Start date must be a date (yyyy-mm-dd).',
      organizationId: 'Organization must be an id.',
      weekday: 'weekday is not a parameter of this report.',
    });

    const backwards = await runReport(server, admin, id, 'CSV', [
      { name: 'startDate', value: '2026-08-01' },
      { name: 'endDate', value: '2026-07-01' },
    ]);
    expect(backwards.body).toEqual({ endDate: 'The end date must be on or after the start date.' });

    const otherOrganization = await runReport(server, orgstaff, id, 'CSV', [
      ...YEAR,
      { name: 'organizationId', value: 2 },
    ]);
    expect(otherOrganization.status).toBe(422);
    expect(otherOrganization.body).toEqual({ organizationId: 'You cannot report on this organization.' });

    const schema = await server.call('POST', `/api/reports/${String(id)}/run`, {
      token: admin,
      body: { format: 'Word', parameterValues: [] },
    });
    expect(schema.status).toBe(422);
  });
});

describe('report files', () => {
  it('Excel parses back with the table, a totals row equal to the CSV and the chart series', async () => {
    const id = definition('/Pathway/Payroll/HoursAndPay').id;
    const response = await runReport(server, admin, id, 'Excel', YEAR);
    expect(response.status).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'hours-and-pay-by-period-worksite-and-contract-2026-01-01-2026-12-31.xlsx',
    );
    const workbook = await readWorkbook(response.raw);
    const sheet = workbook.getWorksheet('Report');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Period start');
    const { totals } = await csvReport(admin, '/Pathway/Payroll/HoursAndPay');
    const last = sheet?.getRow(sheet.rowCount);
    expect(last?.getCell(1).value).toBe('Total');
    expect(last?.getCell(9).value).toBe(Number(totals['Total pay']));
    expect(sheet?.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    const chart = workbook.getWorksheet('Chart data');
    expect(chart?.getRow(1).values).toEqual([undefined, 'Series', 'Label', 'Value']);
    let charted = 0;
    chart?.eachRow((row, index) => {
      if (index > 1) charted += Number(row.getCell(3).value);
    });
    expect(charted).toBeCloseTo(Number(totals['Total pay']), 2);
  });

  it('PDF is a PDF document; a format the definition does not offer is refused', async () => {
    const id = definition('/Pathway/Management/Interviews').id;
    const pdf = await runReport(server, admin, id, 'PDF');
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    expect(pdf.raw.toString('latin1')).toContain('(Interviews Scheduled and Outcomes');

    const created = await server.call('POST', '/api/report-definitions', {
      token: admin,
      body: {
        name: 'Interviews, CSV only',
        category: 'Management',
        reportPath: '/Pathway/Management/Interviews',
        formats: ['CSV'],
        parameterDefinitions: [],
        isActive: true,
      },
    });
    const refused = await runReport(server, admin, (created.body as Definition).id, 'Excel');
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ format: 'This report is offered as CSV.' });
  });
});

describe('report definitions (REPORT_DEFINITIONS)', () => {
  const body = {
    name: 'Payroll by period (finance)',
    description: null,
    category: 'Payroll',
    reportPath: '/Pathway/Payroll/HoursAndPay',
    formats: ['Excel', 'CSV'],
    parameterDefinitions: [
      { name: 'startDate', label: 'From', fieldType: 'date', isRequired: true, lookupName: null },
      { name: 'endDate', label: 'To', fieldType: 'date', isRequired: true, lookupName: null },
    ],
    isActive: true,
  };

  it('creates, reads, updates with its version and deletes; stale versions get 409', async () => {
    const created = await server.call('POST', '/api/report-definitions', { token: admin, body });
    expect(created.status).toBe(201);
    const saved = created.body as Definition & { createUser: string };
    expect(saved).toMatchObject({ name: body.name, version: 0, createUser: 'admin' });
    const url = `/api/report-definitions/${String(saved.id)}`;
    expect((await server.call('GET', url, { token: admin })).body).toEqual(saved);

    const updated = await server.call('PUT', url, { token: admin, body: { ...body, name: 'Renamed', version: 0 } });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Renamed', version: 1, lastUpdateUser: 'admin' });
    const stale = await server.call('PUT', url, { token: admin, body: { ...body, version: 0 } });
    expect(stale.status).toBe(409);

    expect((await server.call('DELETE', `${url}?version=0`, { token: admin })).status).toBe(409);
    expect((await server.call('DELETE', `${url}?version=1`, { token: admin })).status).toBe(204);
    expect((await server.call('GET', url, { token: admin })).status).toBe(404);
  });

  it('refuses a path the server cannot compute and parameters its reports do not take', async () => {
    const path = await server.call('POST', '/api/report-definitions', {
      token: admin,
      body: { ...body, reportPath: '/Pathway/Payroll/Unknown' },
    });
    expect(path.status).toBe(422);
    expect((path.body as { reportPath: string }).reportPath).toMatch(/^There is no report at this path/);
    const parameter = await server.call('POST', '/api/report-definitions', {
      token: admin,
      body: {
        ...body,
        parameterDefinitions: [
          { name: 'weekday', label: 'Day', fieldType: 'text', isRequired: false, lookupName: null },
        ],
      },
    });
    expect(parameter.status).toBe(422);
    expect((parameter.body as { parameterDefinitions: string }).parameterDefinitions).toMatch(
      /^weekday is not a parameter reports take/,
    );
  });

  it('needs REPORT_DEFINITIONS', async () => {
    const search = await server.call('POST', '/api/report-definitions/search', { token: orgstaff, body: {} });
    expect(search.status).toBe(403);
  });
});

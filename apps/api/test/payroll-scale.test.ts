import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSeededInbound, run } from './payroll-fixtures.ts';
import { memorySealers } from '../src/lib/sealer.ts';
import { seedPayrollScale, type SeededScale } from './support/payrollScale.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Issue 25: a file of 30,000 timesheets, well past the 21,845 at which the pre-flight's id lists
 * broke PostgreSQL's and PGlite's 65,535 bind parameters (a 500). Seeded straight into PGlite,
 * then approve → pre-flight → generate → send → load through the API. Asserts the result is
 * right, not how fast it came (`pnpm bench:payroll` measures that).
 */
const YOUTHS = 30_000;

describe(`a pay period of ${String(YOUTHS)} timesheets on PGlite`, () => {
  let server: TestServer;
  let admin: string;
  let seeded: SeededScale;
  const organizationId = 2;
  beforeAll(async () => {
    server = await startTestServer({ engine: 'pglite' });
    admin = await server.login('admin');
    expect((await loadSeededInbound(server, admin)).status).toBe(200);
    seeded = await seedPayrollScale(server.database.db, memorySealers, {
      youths: YOUTHS,
      organizationId,
      start: '2026-10-05',
      end: '2026-10-18',
      status: 'Submitted for Payroll',
      paidPeriods: 1,
    });
    await run(
      server,
      sql`update payroll_settings set file_total_limit = 100000000 where organization_id = ${organizationId}`,
    );
  }, 600_000);
  afterAll(async () => {
    await server.close();
  });

  it('approves, pre-flights, writes, sends and loads the file, paying every youth once to the cent', async () => {
    const processId = seeded.processId ?? 0;
    const body = { organizationId, companyEntryProcessIds: [processId] };
    const approved = await server.call('POST', '/api/timesheets/approve', { token: admin, body });
    expect(approved.status).toBe(200);
    expect(approved.body).toEqual({ updatedCount: YOUTHS });

    const fileBody = { cardProviderId: 1, payrollFileTypeId: 1, ...body };
    const preflight = await server.call('POST', '/api/payroll/card-provider-files/preflight', {
      token: admin,
      body: fileBody,
    });
    expect(preflight.status).toBe(200);
    expect(preflight.body).toMatchObject({ errors: [], recordCount: YOUTHS, canGenerate: true });
    expect((preflight.body as { totalAmount: number }).totalAmount).toBe(seeded.total);

    let generated = await server.call('POST', '/api/payroll/card-provider-files/generate', {
      token: admin,
      body: fileBody,
    });
    // Findings to acknowledge (none expected of this data) are acknowledged by generating again.
    if (generated.status === 409) {
      generated = await server.call('POST', '/api/payroll/card-provider-files/generate', {
        token: admin,
        body: fileBody,
      });
    }
    expect(generated.status).toBe(201);
    const file = generated.body as { id: number; recordCount: number; totalAmount: number; version: number };
    expect(file.recordCount).toBe(YOUTHS);
    expect(file.totalAmount).toBe(seeded.total);

    const sent = await server.call('POST', `/api/payroll/card-provider-files/${String(file.id)}/send`, {
      token: admin,
      body: { version: file.version },
    });
    expect(sent.status).toBe(200);
    const loaded = await server.call('POST', '/api/payroll/card-provider-files/load-inbound', {
      token: admin,
      body: { cardProviderId: 1 },
    });
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({
      recordsMatched: YOUTHS,
      recordsRejected: 0,
      exceptions: [],
      summary: `${String(YOUTHS)} matched`,
    });

    const [totals] = await run(
      server,
      sql`select count(*)::int as n, count(*) filter (where t.status = 'Payrolled')::int as paid,
          sum(t.payrolled_amount) as payrolled, count(distinct ft.timesheet_id)::int as in_file
        from timesheets t join student_jobs sj on sj.id = t.student_job_id
        left join card_provider_file_timesheets ft on ft.timesheet_id = t.id and ft.card_provider_file_id = ${file.id}
        where sj.student_id between ${seeded.studentIds.from} and ${seeded.studentIds.to}
          and t.period_start_date = '2026-10-05'`,
    );
    expect(totals).toEqual({ n: YOUTHS, paid: YOUTHS, payrolled: seeded.total, in_file: YOUTHS });
    const [process] = await run(server, sql`select status from payroll_processes where id = ${processId}`);
    expect(process?.status).toBe('Payrolled');
  }, 600_000);
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTIVE_FILE_MESSAGE } from '../src/areas/payroll/cardFiles.ts';
import { loadSeededInbound, run } from './payroll-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let admin: string;
let processId = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  // The seed leaves one file Sent; its answer completes it, so a new file may be made.
  expect((await loadSeededInbound(server, admin)).status).toBe(200);
  const [process] = await run(
    server,
    sql`select id from payroll_processes where organization_id = 2 and period_start_date = '2026-07-13'`,
  );
  processId = Number(process?.id);
});
afterAll(async () => {
  await server.close();
});

const body = () => ({
  cardProviderId: 1,
  payrollFileTypeId: 1,
  organizationId: 2,
  companyEntryProcessIds: [processId],
});
const preflight = (token: string) =>
  server.call('POST', '/api/payroll/card-provider-files/preflight', { token, body: body() });
const generate = (token: string) =>
  server.call('POST', '/api/payroll/card-provider-files/generate', { token, body: body() });

interface Report {
  errors: string[];
  warnings: string[];
  notes: string[];
  recordCount: number;
  totalAmount: number;
  fileTotalLimit: number;
  overLimit: boolean;
  approvedBy: string[];
  secondApproverRequired: boolean;
  canGenerate: boolean;
}

describe('payroll process summaries', () => {
  it('name their organization and carry the version that changes with each action', async () => {
    const page = (
      await server.call('POST', '/api/payroll/processing/search', {
        token: admin,
        body: { filters: [{ field: 'payrollProcessId', operator: 'eq', value: processId }] },
      })
    ).body as { items: { organizationId: number; organizationName: string; version: number }[] };
    const [organization] = await run(server, sql`select name from organizations where id = 2`);
    expect(page.items).toEqual([
      expect.objectContaining({ organizationId: 2, organizationName: String(organization?.name) }),
    ]);
    expect(page.items[0]?.version).toBeGreaterThanOrEqual(0);
  });
});

describe('the payroll pre-flight call (ADR 069)', () => {
  it('notes the participants paid by check, with their amount, without asking to acknowledge them', async () => {
    const report = (await preflight(admin)).body as Report;
    const money = (amount: number) =>
      `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const [check] = await run(
      server,
      sql`select count(distinct sj.student_id)::int as people,
          coalesce(sum(round(t.worked_hours * t.hourly_rate, 2) + t.incentive_amount), 0)::float8 as amount
        from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
        where t.payroll_process_id = ${processId} and t.status = 'Approved for Payroll'
          and (t.manual_check or s.payment_method = 'Check' or s.paper_check)`,
    );
    const people = Number(check?.people);
    // The demo's processes have participants paid by check: the rule is seen, not skipped.
    expect(people).toBeGreaterThan(0);
    expect(report.notes).toEqual([
      `${String(people)} participant(s) of these processes, ${money(Number(check?.amount))} in all, are paid by check, not by a file: they are listed in Payroll Reconciliation's Manual Check Run.`,
    ]);
    expect(report.warnings.filter((warning) => warning.includes('paid by check'))).toEqual([]);
  });

  it('reports without generating; over the limit a second user who ran it may generate', async () => {
    await run(server, sql`update payroll_settings set file_total_limit = 100 where organization_id = 2`);
    const first = await preflight(admin);
    expect(first.status).toBe(200);
    const report = first.body as Report;
    expect(report).toMatchObject({
      errors: [],
      fileTotalLimit: 100,
      overLimit: true,
      approvedBy: [],
      secondApproverRequired: true,
      canGenerate: false,
    });
    expect(report.recordCount).toBeGreaterThan(0);
    const [sum] = await run(
      server,
      sql`select sum(round(t.worked_hours * t.hourly_rate, 2) + t.incentive_amount)::float8 as total from timesheets t
        where t.payroll_process_id = ${processId} and t.status = 'Approved for Payroll' and not t.manual_check`,
    );
    expect(report.totalAmount).toBe(Number(sum?.total));
    const files = await run(server, sql`select count(*)::int as n from card_provider_files where status = 'Pending'`);
    expect(files[0]?.n).toBe(0);

    // The same user cannot be both approvers.
    expect((await generate(admin)).status).toBe(409);

    const payroll = await server.login('payroll');
    const second = (await preflight(payroll)).body as Report;
    expect(second).toMatchObject({ approvedBy: ['admin'], secondApproverRequired: false, canGenerate: true });
    const made = await generate(payroll);
    expect(made.status).toBe(201);
    const [file] = await run(
      server,
      sql`select second_approver from card_provider_files where id = ${(made.body as { id: number }).id}`,
    );
    expect(file?.second_approver).toBe('payroll');

    // The 3171 rule holds for the pre-flight too.
    await run(server, sql`update payroll_settings set file_total_limit = 50000 where organization_id = 2`);
    const again = await preflight(admin);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: ACTIVE_FILE_MESSAGE });
  });

  it('is refused without FSV_FILES', async () => {
    const viewer = await server.login('viewer');
    expect((await preflight(viewer)).status).toBe(403);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentRunningOn, entry, loadSeededInbound, run, type Assignment } from './payroll-fixtures.ts';
import { answerFile, readLedger, readViolations, type AnswerChange } from './payroll-ledger.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

interface Sheet {
  id: number;
  version: number;
  status: string;
  entryProcessId: number | null;
}

interface File {
  id: number;
  version: number;
  recordCount: number;
  totalAmount: number;
  status: string;
}

const ok = (status: number) => status >= 200 && status < 300;

/**
 * Issue 25: payroll you can trust with money, through the API on both engines. Each case works in
 * a pay period of its own, so its payroll processes and files hold only its own timesheets.
 */
describe.each(ENGINES)('payroll integrity on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let payroll: string;
  const students: number[] = [];
  const call = (token: string, method: string, url: string, body?: unknown) =>
    server.call(method, url, { token, ...(body === undefined ? {} : { body }) });

  beforeAll(async () => {
    server = await startTestServer({ engine });
    admin = await server.login('admin');
    payroll = await server.login('payroll');
    expect((await loadSeededInbound(server, admin)).status).toBe(200);
    // Answers come from the tests (answerFile), not from the sandbox provider at send.
    await run(server, sql`update card_providers set sftp_host = 'sftp.fsv.example.com' where id = 1`);
    await run(server, sql`update payroll_settings set file_total_limit = 1000000`);
  });
  afterAll(async () => {
    await server.close();
  });

  /**
   * A card-paid participant's assignment running from `day`, with only paid history: its entered
   * and submitted demo timesheets go, so every cap total the case reads is its own. Unless the case
   * sets caps itself, they are raised out of the way.
   */
  async function assignment(day: string, options: { caps?: boolean } = {}) {
    const found = await assignmentRunningOn(server, day, { organizationId: 2, except: [] });
    students.push(found.studentId);
    await run(server, sql`update student_jobs set start_date = '2026-01-01' where id = ${found.studentJobId}`);
    await run(
      server,
      sql`delete from timesheets t using student_jobs sj where sj.id = t.student_job_id and sj.student_id = ${found.studentId}
        and t.status in ('Pending', 'Submitted for Payroll')`,
    );
    if (options.caps !== false) {
      await run(
        server,
        sql`insert into student_contracts (student_id, contract_id, start_date, end_date, max_hours, max_incentive_amount,
            create_user)
          values (${found.studentId}, ${found.contractId}, '2026-01-01', '2026-12-31', 9999, 1000000, 'test')`,
      );
    }
    return found;
  }

  async function enter(a: Assignment, start: string, end: string, hours: number, incentive = 0) {
    return call(admin, 'POST', `/api/students/${String(a.studentId)}/timesheets`, {
      ...entry(a, start, end, hours),
      incentiveAmount: incentive,
    });
  }

  async function submitAndApprove(sheets: readonly Sheet[], organizationId: number) {
    const submitted = await call(admin, 'POST', '/api/timesheets/submit', {
      items: sheets.map(({ id, version }) => ({ id, version })),
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const processIds = [
      ...new Set(
        (submitted.body as { items: { id: number }[] }).items.map(
          (row) => sheets.find((sheet) => sheet.id === row.id)?.id ?? 0,
        ),
      ),
    ];
    const processes = await run(
      server,
      sql`select distinct payroll_process_id as id from timesheets where id = any(${processIds}::int4[])`,
    );
    const ids = processes.map((row) => Number(row.id));
    const approved = await call(admin, 'POST', '/api/timesheets/approve', {
      organizationId,
      companyEntryProcessIds: ids,
    });
    return { approved, processIds: ids };
  }

  async function generate(organizationId: number, processIds: readonly number[]) {
    const body = { cardProviderId: 1, payrollFileTypeId: 1, organizationId, companyEntryProcessIds: processIds };
    let generated = await call(admin, 'POST', '/api/payroll/card-provider-files/generate', body);
    if (generated.status === 409 && (generated.body as { message: string }).message.startsWith('Pre-flight')) {
      generated = await call(admin, 'POST', '/api/payroll/card-provider-files/generate', body);
    }
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    return generated.body as File;
  }

  async function sendAndLoad(file: File, changes: readonly AnswerChange[] = []) {
    expect(
      (await call(admin, 'POST', `/api/payroll/card-provider-files/${String(file.id)}/send`, { version: file.version }))
        .status,
    ).toBe(200);
    await answerFile(server, file.id, changes);
    return call(admin, 'POST', '/api/payroll/card-provider-files/load-inbound', { cardProviderId: 1 });
  }

  async function sheet(id: number) {
    return (await call(admin, 'POST', '/api/timesheets/get', { id })).body as Sheet & {
      workedHours: number;
      incentiveAmount: number;
    };
  }

  async function expectInvariants() {
    const ledger = await readLedger(server);
    expect(ledger.approved).toBe(ledger.inFiles + ledger.heldBack);
    expect(ledger.inFiles).toBe(ledger.lineAmounts);
    expect(ledger.sent).toBe(ledger.paid + ledger.open + ledger.closed);
    expect(ledger.payrolledInFiles).toBe(ledger.paidOnLines);
    expect(await readViolations(server, students)).toEqual({
      lostCardPay: [],
      filedButNotCounted: [],
      paidTwice: [],
      overCap: [],
      unaudited: [],
    });
  }

  it('keeps one timesheet per job assignment and period, answering which one is there', async () => {
    const a = await assignment('2026-09-21');
    const first = await enter(a, '2026-09-21', '2026-10-04', 12);
    expect(first.status).toBe(201);
    const id = (first.body as Sheet).id;
    const again = await enter(a, '2026-09-28', '2026-10-11', 70);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: `This job already has timesheet ${String(id)} for 09/21/2026-10/04/2026 (Pending): change that timesheet, or correct it with an adjustment, instead of entering a second one.`,
    });
    const allowance = (
      await call(
        admin,
        'GET',
        `/api/students/${String(a.studentId)}/timesheet-allowance?studentJobId=${String(a.studentJobId)}&periodStartDate=2026-09-28&periodEndDate=2026-10-11`,
      )
    ).body as { existingTimesheet: { id: number; status: string } | null };
    expect(allowance.existingTimesheet).toMatchObject({ id, status: 'Pending' });
    // The database holds the rule too, whoever writes.
    await expect(
      run(
        server,
        sql`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours, create_user)
          values (${a.studentJobId}, '2026-10-01', '2026-10-02', 12, 5, 'test')`,
      ),
    ).rejects.toThrow(/timesheets_one_per_period/);
    await expectInvariants();
  });

  it('holds the caps at entry to the cent and to the hundredth of an hour, and at approval counts what was paid', async () => {
    const a = await assignment('2026-10-05', { caps: false });
    await run(
      server,
      sql`insert into student_contracts (student_id, contract_id, start_date, end_date, max_hours, max_incentive_amount, create_user)
        values (${a.studentId}, ${a.contractId}, '2026-01-01', '2026-12-31',
          (select coalesce(sum(t.worked_hours), 0) + 20 from timesheets t join student_jobs sj on sj.id = t.student_job_id
            join jobs j on j.id = sj.job_id where sj.student_id = ${a.studentId} and j.contract_id = ${a.contractId}),
          (select coalesce(sum(t.incentive_amount), 0) + 100 from timesheets t join student_jobs sj on sj.id = t.student_job_id
            join jobs j on j.id = sj.job_id where sj.student_id = ${a.studentId} and j.contract_id = ${a.contractId}),
          'test')`,
    );
    const allowanceUrl = (start: string, end: string) =>
      `/api/students/${String(a.studentId)}/timesheet-allowance?studentJobId=${String(a.studentJobId)}&periodStartDate=${start}&periodEndDate=${end}`;
    expect((await call(admin, 'GET', allowanceUrl('2026-10-05', '2026-10-11'))).body).toMatchObject({
      remainingHours: 20,
      remainingIncentiveAmount: 100,
      existingTimesheet: null,
    });
    const firstWeek = await enter(a, '2026-10-05', '2026-10-11', 10, 50);
    expect(firstWeek.status).toBe(201);
    const overByHundredth = await enter(a, '2026-10-12', '2026-10-18', 10.01, 0);
    expect(overByHundredth.status, JSON.stringify(overByHundredth.body)).toBe(422);
    expect((overByHundredth.body as { workedHours: string }).workedHours).toMatch(
      /^Participant Hours cannot exceed [\d,.]+ hours under contract .+ would have [\d,.]+\. 10 hours remain\.$/,
    );
    const overByCent = await enter(a, '2026-10-12', '2026-10-18', 10, 50.01);
    expect(overByCent.status).toBe(422);
    expect((overByCent.body as { incentiveAmount: string }).incentiveAmount).toMatch(
      /^Participant Incentive Amount cannout exceed \$[\d,.]+ under contract .+\. \$50\.00 remains\.$/,
    );
    // Exactly on both caps is allowed.
    const onCap = await enter(a, '2026-10-12', '2026-10-18', 10, 50);
    expect(onCap.status).toBe(201);
    const [w1, w2] = [firstWeek.body as Sheet, onCap.body as Sheet];
    // Pay the first week, then approve the second against what was paid.
    const { processIds: firstProcess } = await submitAndApprove([w1], a.organizationId);
    const file = await generate(a.organizationId, firstProcess);
    expect((await sendAndLoad(file)).status).toBe(200);
    expect((await sheet(w1.id)).status).toBe('Payrolled');
    const submitted = await call(admin, 'POST', '/api/timesheets/submit', {
      items: [{ id: w2.id, version: w2.version }],
    });
    expect(submitted.status).toBe(200);
    const process = (await sheet(w2.id)).entryProcessId ?? 0;
    const approve = () =>
      call(admin, 'POST', '/api/timesheets/approve', {
        organizationId: a.organizationId,
        companyEntryProcessIds: [process],
      });
    await run(
      server,
      sql`update student_contracts set max_hours = max_hours - 0.01 where create_user = 'test'
      and student_id = ${a.studentId}`,
    );
    const refused = await approve();
    expect(refused.status).toBe(422);
    expect((refused.body as { message: string }).message).toMatch(/^Participant Hours cannot exceed /);
    await run(
      server,
      sql`update student_contracts set max_hours = max_hours + 0.01 where create_user = 'test'
      and student_id = ${a.studentId}`,
    );
    expect((await approve()).status).toBe(200);
    await expectInvariants();
  });

  it('turns a short payment into an open exception that the next file re-pays', async () => {
    const a = await assignment('2026-10-19');
    const created = (await enter(a, '2026-10-19', '2026-11-01', 21.5)).body as Sheet;
    const { approved, processIds } = await submitAndApprove([created], a.organizationId);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const file = await generate(a.organizationId, processIds);
    const loaded = await sendAndLoad(file, [{ kind: 'short', line: 0, cents: 2500 }]);
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({
      recordsMatched: file.recordCount - 1,
      recordsRejected: 1,
      exceptions: [{ kind: 'Short', count: 1, amount: 25 }],
      summary: `${String(file.recordCount - 1)} matched, 1 short by $25.00`,
    });
    expect((await sheet(created.id)).status).toBe('Payroll Exception');
    const info = (await call(admin, 'GET', `/api/students/${String(a.studentId)}/info`)).body as {
      openPayrollExceptions: { count: number; outstanding: number };
    };
    expect(info.openPayrollExceptions).toEqual({ count: 1, outstanding: 25 });
    const exceptions = (
      await call(payroll, 'POST', '/api/payroll/exceptions/search', {
        filters: [
          { field: 'studentId', operator: 'eq', value: a.studentId },
          { field: 'open', operator: 'eq', value: true },
        ],
      })
    ).body as { items: { id: number; version: number; kind: string; outstanding: number }[] };
    expect(exceptions.items).toEqual([expect.objectContaining({ kind: 'Short', outstanding: 25 })]);
    await expectInvariants();

    // The next pre-flight of the organization shows it; a re-pay puts it in the next file.
    const next = (await enter(a, '2026-11-02', '2026-11-15', 8)).body as Sheet;
    const { processIds: nextProcesses } = await submitAndApprove([next], a.organizationId);
    const preflight = (
      await call(admin, 'POST', '/api/payroll/card-provider-files/preflight', {
        cardProviderId: 1,
        payrollFileTypeId: 1,
        organizationId: a.organizationId,
        companyEntryProcessIds: nextProcesses,
      })
    ).body as { warnings: string[] };
    expect(preflight.warnings.join('\n')).toMatch(
      /has an open payroll exception \(Short, \$25\.00 owed, .+ line \d+\)/,
    );
    const exception = exceptions.items[0];
    if (!exception) throw new Error('no exception');
    const repay = await call(payroll, 'POST', `/api/payroll/exceptions/${String(exception.id)}/resolve`, {
      action: 'Repay',
      reason: 'Provider confirmed the load failed.',
      version: exception.version,
    });
    expect(repay.status).toBe(200);
    expect(repay.body).toMatchObject({ status: 'Repay Requested' });
    const second = await generate(a.organizationId, nextProcesses);
    const lines = await run(
      server,
      sql`select amount, exception_id from card_provider_file_lines where card_provider_file_id = ${second.id}
        and exception_id is not null`,
    );
    expect(lines).toEqual([{ amount: 25, exception_id: exception.id }]);
    const exceptionStatus = async () =>
      (
        (
          await call(payroll, 'POST', '/api/payroll/exceptions/search', {
            filters: [{ field: 'id', operator: 'eq', value: exception.id }],
          })
        ).body as { items: { status: string }[] }
      ).items[0]?.status;
    expect(await exceptionStatus()).toBe('Repaying');
    // Removed before it is sent, the file hands the re-pay back: the next file carries it again.
    const removed = await call(
      admin,
      'DELETE',
      `/api/payroll/card-provider-files/${String(second.id)}?version=${String(second.version)}`,
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    expect(await exceptionStatus()).toBe('Repay Requested');
    await expectInvariants();
    const third = await generate(a.organizationId, nextProcesses);
    const thirdLines = await run(
      server,
      sql`select amount, exception_id from card_provider_file_lines where card_provider_file_id = ${third.id}
        and exception_id is not null`,
    );
    expect(thirdLines).toEqual([{ amount: 25, exception_id: exception.id }]);
    expect((await sendAndLoad(third)).status).toBe(200);
    const after = (
      await call(payroll, 'POST', '/api/payroll/exceptions/search', {
        filters: [{ field: 'id', operator: 'eq', value: exception.id }],
      })
    ).body as { items: { status: string; outstanding: number }[] };
    expect(after.items[0]).toMatchObject({ status: 'Resolved', outstanding: 0 });
    const paid = await sheet(created.id);
    expect(paid.status).toBe('Payrolled');
    const [row] = await run(
      server,
      sql`select payrolled_amount, round(worked_hours * hourly_rate, 2) + incentive_amount as pay from timesheets
        where id = ${created.id}`,
    );
    expect(row?.payrolled_amount).toBe(row?.pay);
    await expectInvariants();
  });

  it('opens an exception for every other difference, and closes one with a reason', async () => {
    const sheets: Sheet[] = [];
    for (const day of ['2026-11-16', '2026-11-16', '2026-11-16']) {
      const a = await assignment(day);
      sheets.push((await enter(a, '2026-11-16', '2026-11-29', 10)).body as Sheet);
    }
    const { processIds } = await submitAndApprove(sheets, 2);
    const file = await generate(2, processIds);
    const loaded = await sendAndLoad(file, [
      { kind: 'over', line: 0, cents: 1000 },
      { kind: 'reject', line: 1 },
      { kind: 'drop', line: 2 },
      { kind: 'duplicate', line: 0 },
      { kind: 'unknown', cents: 4200 },
    ]);
    expect(loaded.status).toBe(200);
    const summary = (loaded.body as { summary: string }).summary;
    expect(summary).toContain('1 over by $10.00');
    expect(summary).toContain('1 rejected');
    expect(summary).toContain('1 missing');
    expect(summary).toContain('1 unknown');
    expect(summary).toContain('1 duplicate');
    await expectInvariants();
    const open = (
      await call(payroll, 'POST', '/api/payroll/exceptions/search', {
        filters: [
          { field: 'cardProviderFileId', operator: 'eq', value: file.id },
          { field: 'kind', operator: 'eq', value: 'Unknown' },
        ],
      })
    ).body as { items: { id: number; version: number; outstanding: number }[] };
    const unknown = open.items[0];
    expect(unknown?.outstanding).toBe(-42);
    const refused = await call(payroll, 'POST', `/api/payroll/exceptions/${String(unknown?.id)}/resolve`, {
      action: 'Repay',
      reason: 'x',
      version: unknown?.version,
    });
    expect(refused.status).toBe(422);
    const closed = await call(payroll, 'POST', `/api/payroll/exceptions/${String(unknown?.id)}/resolve`, {
      action: 'Close',
      reason: 'The provider reversed the load.',
      version: unknown?.version,
    });
    expect(closed.body).toMatchObject({
      status: 'Closed',
      resolution: 'The provider reversed the load.',
      resolvedBy: 'payroll',
    });
    const audit = await run(
      server,
      sql`select action, user_name from audit_log where entity = 'PayrollException' and entity_id = ${String(unknown?.id)}
        order by id`,
    );
    expect(audit).toEqual([
      { action: 'open', user_name: 'admin' },
      { action: 'close', user_name: 'payroll' },
    ]);
    await expectInvariants();
  });

  it('corrects a paid timesheet with a signed adjustment that is paid on its own line', async () => {
    const a = await assignment('2026-11-30');
    const created = (await enter(a, '2026-11-30', '2026-12-13', 10)).body as Sheet;
    const { processIds } = await submitAndApprove([created], a.organizationId);
    expect((await sendAndLoad(await generate(a.organizationId, processIds))).status).toBe(200);
    const paid = await sheet(created.id);
    const url = `/api/students/${String(a.studentId)}/timesheets/${String(created.id)}/adjustments`;
    const tooMuch = await call(admin, 'POST', url, {
      workedHours: -10.25,
      incentiveAmount: 0,
      comments: 'Overstated.',
      version: paid.version,
    });
    expect(tooMuch.status).toBe(422);
    const adjustment = await call(admin, 'POST', url, {
      workedHours: 2.5,
      incentiveAmount: 0,
      comments: 'Saturday event left off.',
      version: paid.version,
    });
    expect(adjustment.status).toBe(201);
    expect(adjustment.body).toMatchObject({ adjustsTimesheetId: created.id, workedHours: 2.5, status: 'Pending' });
    const { processIds: adjusted } = await submitAndApprove([adjustment.body as Sheet], a.organizationId);
    const file = await generate(a.organizationId, adjusted);
    expect(file.totalAmount).toBe(Math.round(2.5 * a.hourlyRate * 100) / 100);
    expect((await sendAndLoad(file)).status).toBe(200);
    await expectInvariants();
  });

  it('lists the payments no file carries for the manual check run, with where to mail them', async () => {
    const a = await assignment('2026-09-07');
    const created = await call(admin, 'POST', `/api/students/${String(a.studentId)}/timesheets`, {
      ...entry(a, '2026-09-07', '2026-09-20', 12),
      manualCheck: true,
    });
    expect(created.status).toBe(201);
    const { approved } = await submitAndApprove([created.body as Sheet], a.organizationId);
    expect(approved.status).toBe(200);
    const run = (
      await call(payroll, 'POST', '/api/payroll/check-payments/search', {
        filters: [
          { field: 'studentId', operator: 'eq', value: a.studentId },
          { field: 'periodStartDate', operator: 'eq', value: '2026-09-07' },
        ],
      })
    ).body as { items: { amount: number; reason: string; status: string; address: string; ssn: string }[] };
    expect(run.items).toEqual([
      expect.objectContaining({
        amount: Math.round(12 * a.hourlyRate * 100) / 100,
        reason: 'Manual check request',
        status: 'Approved for Payroll',
      }),
    ]);
    expect(run.items[0]?.address).toMatch(/, PA \d{5}$/);
    expect(run.items[0]?.ssn).toMatch(/^\*{5}\d{4}$/);
    await expectInvariants();
  });

  it('changes state once when a money action is sent twice, or twenty times at once', async () => {
    const a = await assignment('2026-12-14');
    const created = (await enter(a, '2026-12-14', '2026-12-27', 6)).body as Sheet;
    const twenty = <T>(make: () => Promise<T>) => Promise.all(Array.from({ length: 20 }, make));
    const submits = await twenty(() =>
      call(admin, 'POST', '/api/timesheets/submit', { items: [{ id: created.id, version: created.version }] }),
    );
    expect(
      submits.filter((r) => ok(r.status)),
      JSON.stringify(submits[0]?.body),
    ).toHaveLength(1);
    const process = (await sheet(created.id)).entryProcessId ?? 0;
    const approves = await twenty(() =>
      call(admin, 'POST', '/api/timesheets/approve', {
        organizationId: a.organizationId,
        companyEntryProcessIds: [process],
      }),
    );
    expect(approves.filter((r) => ok(r.status))).toHaveLength(1);
    const body = {
      cardProviderId: 1,
      payrollFileTypeId: 1,
      organizationId: a.organizationId,
      companyEntryProcessIds: [process],
    };
    // The pre-flight first, as the screen runs it: seeing its findings is what acknowledges them.
    expect((await call(admin, 'POST', '/api/payroll/card-provider-files/preflight', body)).status).toBe(200);
    const generates = await twenty(() => call(admin, 'POST', '/api/payroll/card-provider-files/generate', body));
    expect(generates.filter((r) => r.status >= 500)).toEqual([]);
    const made = generates.filter((r) => r.status === 201);
    expect(made, JSON.stringify(generates.map((r) => r.body))).toHaveLength(1);
    const file = made[0]?.body as File;
    const sends = await twenty(() =>
      call(admin, 'POST', `/api/payroll/card-provider-files/${String(file.id)}/send`, { version: file.version }),
    );
    expect(sends.filter((r) => ok(r.status))).toHaveLength(1);
    await answerFile(server, file.id, [{ kind: 'short', line: 0, cents: 100 }]);
    const loads = await twenty(() =>
      call(admin, 'POST', '/api/payroll/card-provider-files/load-inbound', { cardProviderId: 1 }),
    );
    expect(loads.filter((r) => ok(r.status))).toHaveLength(1);
    const [exception] = await run(
      server,
      sql`select id, version from payroll_exceptions where card_provider_file_id = ${file.id}`,
    );
    const resolves = await twenty(() =>
      call(payroll, 'POST', `/api/payroll/exceptions/${String(exception?.id)}/resolve`, {
        action: 'Repay',
        reason: 'Re-pay the dollar.',
        version: exception?.version,
      }),
    );
    expect(resolves.filter((r) => ok(r.status))).toHaveLength(1);
    const counts = await run(
      server,
      sql`select (select count(*)::int from card_provider_files where parent_file_id = ${file.id}) as inbound,
          (select count(*)::int from payroll_exceptions where card_provider_file_id = ${file.id}) as exceptions,
          (select count(*)::int from card_provider_file_lines where card_provider_file_id = ${file.id}) as lines`,
    );
    expect(counts[0]).toEqual({ inbound: 1, exceptions: 1, lines: file.recordCount });
    await expectInvariants();
  });
});

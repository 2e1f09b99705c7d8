import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeResultFile } from '../src/areas/payroll/cardFileFormat.ts';
import { loadInbound } from '../src/areas/payroll/answers.ts';
import { sendFile } from '../src/areas/payroll/cardFiles.ts';
import { createSealer } from '../src/lib/sealer.ts';
import { STALE_VERSION_MESSAGE } from '../src/core/errors.ts';
import { assignmentRunningOn, entry, loadSeededInbound, makeAge, run, type Assignment } from './payroll-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
});
afterAll(async () => {
  await server.close();
});

interface Sheet {
  id: number;
  status: string;
  version: number;
  entryProcessId: number | null;
}

const create = (assignment: Assignment, body: object, token = admin) =>
  server.call('POST', `/api/students/${String(assignment.studentId)}/timesheets`, { token, body });

/** Lets an assignment run into the autumn term, for periods the seed has no timesheets in. */
const extend = (assignment: Assignment) =>
  run(server, sql`update student_jobs set end_date = '2026-12-31' where id = ${assignment.studentJobId}`);

async function submitted(assignment: Assignment, start: string, end: string, hours: number, incentive = 0) {
  const sheet = (await create(assignment, { ...entry(assignment, start, end, hours), incentiveAmount: incentive }))
    .body as Sheet;
  const response = await server.call('POST', '/api/timesheets/submit', {
    token: admin,
    body: { items: [{ id: sheet.id, version: sheet.version }] },
  });
  expect(response.status).toBe(200);
  const full = (await server.call('POST', '/api/timesheets/get', { token: admin, body: { id: sheet.id } }))
    .body as Sheet;
  return { ...full, processId: full.entryProcessId ?? 0 };
}

describe('youth hour rules at timesheet entry (ADR 068)', () => {
  it('refuses more than a 14-15 year old may work in two summer weeks, naming the rule and the numbers', async () => {
    const assignment = await assignmentRunningOn(server, '2026-08-24');
    await makeAge(server, assignment.studentId, 15, '2026-07-13');
    await run(
      server,
      sql`delete from timesheets where student_job_id = ${assignment.studentJobId}
      and period_start_date = '2026-07-13'`,
    );
    const refused = await create(assignment, entry(assignment, '2026-07-13', '2026-07-26', 85));
    expect(refused.status).toBe(422);
    const message = (refused.body as { workedHours: string }).workedHours;
    expect(message).toContain('Youth hour rule "US federal child labor rules (ages 14-15)"');
    expect(message).toContain(
      'at most 3 hours on a school day, 18 in a school week, 8 on a non-school day and 40 in a non-school week',
    );
    expect(message).toContain('would work 85 hours in 07/13/2026-07/26/2026, above the 80 allowed');
    expect(message).toContain('0 school days and 14 non-school days');
    expect((await create(assignment, entry(assignment, '2026-07-13', '2026-07-26', 80))).status).toBe(201);
  });

  it('counts school weeks by the term calendar, and takes state limits for 16-17 year olds', async () => {
    const assignment = await assignmentRunningOn(server, '2026-08-24');
    await extend(assignment);
    await makeAge(server, assignment.studentId, 14, '2026-09-07');
    const school = await create(assignment, entry(assignment, '2026-09-07', '2026-09-20', 37));
    expect(school.status).toBe(422);
    expect((school.body as { workedHours: string }).workedHours).toContain(
      'above the 36 allowed for its 10 school days and 4 non-school days',
    );
    await makeAge(server, assignment.studentId, 16, '2026-09-07');
    const older = await create(assignment, entry(assignment, '2026-09-07', '2026-09-20', 57));
    expect((older.body as { workedHours: string }).workedHours).toContain(
      'Youth hour rule "Pennsylvania Child Labor Act (ages 16-17)"',
    );
    expect((await create(assignment, entry(assignment, '2026-09-07', '2026-09-20', 56))).status).toBe(201);
  });
});

describe('timesheet entry', () => {
  it('checks the period, the assignment, the rate and the manual-check claim', async () => {
    const assignment = await assignmentRunningOn(server, '2026-08-24', { organizationId: 1 });
    const orgstaff = await server.login('orgstaff');
    const backwards = await create(assignment, entry(assignment, '2026-09-06', '2026-08-24', 10));
    expect(backwards.status).toBe(422);
    expect(backwards.body).toEqual({ periodEndDate: 'Start Date must be less then End Date' });
    const outside = await create(assignment, entry(assignment, '2027-01-04', '2027-01-17', 10));
    expect(outside.status).toBe(422);
    expect(Object.keys(outside.body as object)).toEqual(['periodStartDate']);
    const rate = await create(
      assignment,
      { ...entry(assignment, '2026-08-24', '2026-09-06', 10), hourlyRate: 99 },
      orgstaff,
    );
    expect(rate.status).toBe(422);
    expect((rate.body as { hourlyRate: string }).hourlyRate).toContain('needs the MAINTAIN_HOURLY_RATE permission');
    const manual = await create(
      assignment,
      { ...entry(assignment, '2026-08-24', '2026-09-06', 10), manualCheck: true },
      orgstaff,
    );
    expect(manual.status).toBe(403);
    const viewer = await server.login('viewer');
    expect((await create(assignment, entry(assignment, '2026-08-24', '2026-09-06', 10), viewer)).status).toBe(403);
  });

  it('submits once with the version last read, voids only Pending timesheets, and keeps rows in scope', async () => {
    const assignment = await assignmentRunningOn(server, '2026-08-24', { organizationId: 2 });
    const sheet = (await create(assignment, entry(assignment, '2026-08-24', '2026-09-06', 10))).body as Sheet;
    const stale = await server.call('POST', '/api/timesheets/submit', {
      token: admin,
      body: { items: [{ id: sheet.id, version: sheet.version + 1 }] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE_VERSION_MESSAGE });
    const ok = await server.call('POST', '/api/timesheets/submit', {
      token: admin,
      body: { items: [{ id: sheet.id, version: sheet.version }] },
    });
    expect(ok.status).toBe(200);
    const twice = await server.call('POST', '/api/timesheets/submit', {
      token: admin,
      body: { items: [{ id: sheet.id, version: sheet.version + 1 }] },
    });
    expect(twice.status).toBe(409);
    expect((twice.body as { message: string }).message).toContain('This timesheet is Submitted for Payroll');
    const url = `/api/students/${String(assignment.studentId)}/timesheets/${String(sheet.id)}`;
    const voided = await server.call('DELETE', `${url}?version=${String(sheet.version + 1)}`, { token: admin });
    expect(voided.status).toBe(409);
    expect(voided.body).toEqual({
      message: 'This timesheet is Submitted for Payroll; only a Pending timesheet can be voided.',
    });

    // Organization 2's timesheet is invisible to a user of organization 1 and to contractor 1's user.
    const orgstaff = await server.login('orgstaff');
    expect((await server.call('POST', '/api/timesheets/get', { token: orgstaff, body: { id: sheet.id } })).status).toBe(
      404,
    );
    const contractor = await server.login('contractor');
    const mine = (await server.call('POST', '/api/timesheets/search', { token: contractor, body: { pageSize: 500 } }))
      .body as { items: { id: number }[]; total: number };
    const [owned] = await run(
      server,
      sql`select count(*)::int as n from timesheets t join student_jobs sj on sj.id = t.student_job_id
        join jobs j on j.id = sj.job_id join worksites w on w.id = j.worksite_id where w.contractor_id = 1`,
    );
    expect(mine.total).toBe(owned?.n);
    if (assignment.contractorId !== 1) {
      expect(
        (await server.call('POST', '/api/timesheets/get', { token: contractor, body: { id: sheet.id } })).status,
      ).toBe(404);
    }

    await extend(assignment);
    const pending = (await create(assignment, entry(assignment, '2026-09-07', '2026-09-20', 5))).body as Sheet;
    const gone = await server.call(
      'DELETE',
      `/api/students/${String(assignment.studentId)}/timesheets/${String(pending.id)}?version=${String(pending.version)}`,
      { token: admin },
    );
    expect(gone.status).toBe(204);
  });
});

describe('payroll processing (ADR 066, ADR 018)', () => {
  it('applies the participant caps in the order of ADR 066 with the spec wording', async () => {
    const assignment = await assignmentRunningOn(server, '2026-08-24');
    await extend(assignment);
    const sheet = await submitted(assignment, '2026-09-21', '2026-10-04', 10, 30);
    const approve = () =>
      server.call('POST', '/api/timesheets/approve', {
        token: admin,
        body: { organizationId: assignment.organizationId, companyEntryProcessIds: [sheet.processId] },
      });
    const caps = (hours: number | null, incentive: number | null) =>
      run(
        server,
        sql`insert into student_contracts (student_id, contract_id, start_date, end_date, max_hours,
          max_incentive_amount, create_user)
        values (${assignment.studentId}, ${assignment.contractId}, '2026-09-21', '2026-12-31', ${hours}, ${incentive}, 'test')`,
      );
    const program = (hours: number | null) =>
      run(
        server,
        sql`update enrollment_programs set max_hours_per_student = ${hours} where id = ${assignment.enrollmentProgramId}`,
      );

    await caps(9, null);
    let refused = await approve();
    expect(refused.status).toBe(422);
    expect((refused.body as { message: string }).message).toMatch(
      /^Participant Hours cannot exceed 9 hours under contract /,
    );

    await run(server, sql`delete from student_contracts where create_user = 'test'`);
    await program(5);
    refused = await approve();
    expect((refused.body as { message: string }).message).toMatch(/^Participant Hours cannot exceed 5 hours/);

    await program(null);
    await run(server, sql`update contracts set max_hours_per_student = 7 where id = ${assignment.contractId}`);
    refused = await approve();
    expect((refused.body as { message: string }).message).toMatch(/^Participant Hours cannot exceed 7 hours/);

    await caps(1000, 1);
    refused = await approve();
    expect((refused.body as { message: string }).message).toMatch(
      /^Participant Incentive Amount cannout exceed \$1\.00 under contract .*: .* would have \$\d/,
    );

    await run(server, sql`update student_contracts set max_incentive_amount = 1000 where create_user = 'test'`);
    await program(5);
    const approved = await approve();
    expect(approved.status).toBe(200);
    // Approval answers the count (a period can hold tens of thousands of timesheets); the row says who.
    expect(approved.body).toEqual({ updatedCount: 1 });
    const row = (
      await server.call('POST', '/api/timesheets/search', {
        token: admin,
        body: { filters: [{ field: 'id', operator: 'eq', value: sheet.id }] },
      })
    ).body as { items: { status: string; approvedBy: string }[] };
    expect(row.items[0]).toMatchObject({ status: 'Approved for Payroll', approvedBy: 'admin' });
    const again = await approve();
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toContain('This payroll process is Approved for Payroll');

    // Corrections in processing are capped too, and check the version.
    const full = (await server.call('POST', '/api/timesheets/get', { token: admin, body: { id: sheet.id } }))
      .body as Sheet;
    const over = await server.call('POST', '/api/timesheets/processing-items/save', {
      token: admin,
      body: { id: sheet.id, workedHours: 20, incentiveAmount: 2000, version: full.version },
    });
    expect(over.status).toBe(422);
    expect((over.body as { message: string }).message).toMatch(
      /^Participant Incentive Amount cannout exceed \$1,000\.00/,
    );
    const stale = await server.call('POST', '/api/timesheets/processing-items/save', {
      token: admin,
      body: { id: sheet.id, workedHours: 9, incentiveAmount: 30, version: full.version + 5 },
    });
    expect(stale.status).toBe(409);
    const saved = await server.call('POST', '/api/timesheets/processing-items/save', {
      token: admin,
      body: {
        id: sheet.id,
        workedHours: 9,
        incentiveAmount: 30,
        comments: 'Corrected after supervisor call.',
        version: full.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ workedHours: 9, comments: 'Corrected after supervisor call.' });

    // Move to pending, then reject is no longer possible.
    const body = {
      organizationId: assignment.organizationId,
      companyEntryProcessIds: [sheet.processId],
      comment: 'Recheck hours.',
    };
    const moved = await server.call('POST', '/api/payroll/processing/move-to-pending', { token: admin, body });
    expect(moved.status).toBe(200);
    expect((moved.body as { status: string }[])[0]?.status).toBe('Pending');
    const reject = await server.call('POST', '/api/payroll/processing/reject', { token: admin, body });
    expect(reject.status).toBe(409);
    const orgstaff = await server.login('orgstaff');
    expect((await server.call('POST', '/api/payroll/processing/reject', { token: orgstaff, body })).status).toBe(403);
  });

  it('rejects a submitted process back to Pending', async () => {
    const assignment = await assignmentRunningOn(server, '2026-08-24', { organizationId: 2 });
    await extend(assignment);
    const sheet = await submitted(assignment, '2026-10-05', '2026-10-18', 6);
    const rejected = await server.call('POST', '/api/payroll/processing/reject', {
      token: admin,
      body: { organizationId: assignment.organizationId, companyEntryProcessIds: [sheet.processId], comment: null },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toEqual([
      expect.objectContaining({
        status: 'Pending',
        totalHours: 6,
        studentsNumber: 1,
        payrollProcessId: sheet.processId,
      }),
    ]);
    const foreign = await server.call('POST', '/api/payroll/processing/reject', {
      token: admin,
      body: { organizationId: 1, companyEntryProcessIds: [sheet.processId] },
    });
    expect(foreign.status).toBe(404);
  });
});

describe('card-provider files: pre-flight, second approver, remove (ADR 067, 069)', () => {
  let processId = 0;
  const generate = (token = admin) =>
    server.call('POST', '/api/payroll/card-provider-files/generate', {
      token,
      body: { cardProviderId: 1, payrollFileTypeId: 1, organizationId: 2, companyEntryProcessIds: [processId] },
    });
  const remove = async (id: number, version = 0) =>
    server.call('DELETE', `/api/payroll/card-provider-files/${String(id)}?version=${String(version)}`, {
      token: admin,
    });

  beforeAll(async () => {
    expect((await loadSeededInbound(server, admin)).status).toBe(200);
    const [process] = await run(
      server,
      sql`select id from payroll_processes where organization_id = 2 and period_start_date = '2026-07-13'`,
    );
    processId = Number(process?.id);
  });

  it('stops a file with a duplicate SSN or a participant paid twice in any file, and leaves check payments out', async () => {
    const [line] = await run(
      server,
      sql`select s.id, s.ssn, t.id as timesheet_id, t.student_job_id from timesheets t join student_jobs sj on sj.id = t.student_job_id
        join students s on s.id = sj.student_id where t.payroll_process_id = ${processId} and not t.manual_check order by t.id limit 1`,
    );
    const studentId = Number(line?.id);
    const [other] = await run(server, sql`select id, ssn from students where id <> ${studentId} order by id limit 1`);
    await run(server, sql`update students set ssn = ${String(line?.ssn)} where id = ${Number(other?.id)}`);
    let refused = await generate();
    expect(refused.status).toBe(422);
    expect((refused.body as { message: string }).message).toContain(
      `Duplicate SSN *****${String(line?.ssn).slice(-4)}`,
    );
    await run(server, sql`update students set ssn = ${String(other?.ssn)} where id = ${Number(other?.id)}`);

    // A participant paid by check is not in the card file: the check run pays them.
    const preflight = (token = admin) =>
      server.call('POST', '/api/payroll/card-provider-files/preflight', {
        token,
        body: { cardProviderId: 1, payrollFileTypeId: 1, organizationId: 2, companyEntryProcessIds: [processId] },
      });
    const before = (await preflight()).body as { recordCount: number; errors: string[] };
    await run(server, sql`update students set payment_method = 'Check' where id = ${studentId}`);
    const byCheck = (await preflight()).body as { recordCount: number; errors: string[] };
    expect(byCheck.recordCount).toBe(before.recordCount - 1);
    await run(server, sql`update students set payment_method = 'Debit' where id = ${studentId}`);

    // Paid twice across assignments and files: a Payrolled timesheet of the same job, on another
    // assignment of the participant, covers days of this one.
    const [second] = await run(
      server,
      sql`insert into student_jobs (student_id, job_id, start_date, end_date, hourly_rate, status, create_user)
        select student_id, job_id, start_date, end_date, hourly_rate, 'Completed', 'test' from student_jobs
        where id = ${Number(line?.student_job_id)} returning id`,
    );
    await run(
      server,
      sql`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours,
        status, payrolled_amount, create_user)
      values (${Number(second?.id)}, '2026-07-20', '2026-07-26', 12, 5, 'Payrolled', 60, 'test')`,
    );
    refused = await generate();
    expect((refused.body as { message: string }).message).toMatch(/is paid twice for 07\/13\/2026-07\/26\/2026/);
    await run(server, sql`delete from timesheets where create_user = 'test'`);
    await run(server, sql`delete from student_jobs where create_user = 'test'`);
  });

  it('asks to acknowledge hours far above the median, and a second approver above the limit', async () => {
    const [line] = await run(
      server,
      sql`select t.id from timesheets t join student_jobs sj on sj.id = t.student_job_id
        where t.payroll_process_id = ${processId} and not t.manual_check
          and (select count(*) from timesheets h where h.student_job_id = t.student_job_id and h.status = 'Payrolled') >= 3
        order by t.id limit 1`,
    );
    await run(server, sql`update timesheets set worked_hours = 75 where id = ${Number(line?.id)}`);
    const first = await generate();
    expect(first.status).toBe(409);
    expect((first.body as { message: string }).message).toMatch(/75 hours, more than 2 times their median of/);
    expect((first.body as { message: string }).message).toContain('Generate again to acknowledge these findings.');
    const acknowledged = await generate();
    expect(acknowledged.status).toBe(201);
    const file = acknowledged.body as { id: number; status: string };
    expect(file.status).toBe('Pending');
    expect((await remove(file.id)).status).toBe(204);
    const back = await run(server, sql`select status from payroll_processes where id = ${processId}`);
    expect(back[0]?.status).toBe('Approved for Payroll');

    await run(server, sql`update payroll_settings set file_total_limit = 100 where organization_id = 2`);
    const limited = await generate();
    expect(limited.status).toBe(409);
    expect((limited.body as { message: string }).message).toMatch(
      /above the payroll limit of \$100\.00: a second approver \(another user holding PAYROLL_PROCESSING\) must generate it/,
    );
    expect((await generate()).status).toBe(409);
    const payroll = await server.login('payroll');
    const second = await generate(payroll);
    expect(second.status).toBe(201);
    const sent = await server.call(
      'POST',
      `/api/payroll/card-provider-files/${String((second.body as { id: number }).id)}/send`,
      {
        token: admin,
        body: { version: 0 },
      },
    );
    expect(sent.status).toBe(200);
    const notPending = await remove((second.body as { id: number }).id);
    expect(notPending.status).toBe(409);
    expect(notPending.body).toEqual({
      message: 'This outbound file is Sent; only a Pending outbound file can be removed.',
    });

    // The provider's answer: unreadable first (nothing loaded), then one payment rejected.
    const fileId = (second.body as { id: number }).id;
    const [waiting] = await run(
      server,
      sql`select id, file_name, content from card_provider_inbox where loaded_file_id is null order by id desc limit 1`,
    );
    const content = String(waiting?.content);
    await run(
      server,
      sql`update card_provider_inbox set content = ${content.replace(/T,(\d+),\d+/, 'T,$1,1')}
      where id = ${Number(waiting?.id)}`,
    );
    const unreadable = await loadSeededInbound(server, admin);
    expect(unreadable.status).toBe(422);
    expect((unreadable.body as { message: string }).message).toMatch(
      new RegExp(
        `^The inbound file ${String(waiting?.file_name)} cannot be read: trailer: total 1 cents, details add up to \\d+\\.$`,
      ),
    );
    const records = content
      .trimEnd()
      .split('\r\n')
      .map((record) => record.split(','));
    const detail = records[1] ?? [];
    const refusedRef = detail[2];
    records[1] = ['D', detail[1] ?? '1', refusedRef ?? '', 'R', '0', 'Card account closed'];
    const details = records.slice(1, -1);
    records[records.length - 1] = [
      'T',
      String(details.length),
      String(details.reduce((sum, row) => sum + Number(row[4]), 0)),
    ];
    await run(
      server,
      sql`update card_provider_inbox set content = ${records.map((row) => row.join(',')).join('\r\n') + '\r\n'}
      where id = ${Number(waiting?.id)}`,
    );
    const loaded = await loadSeededInbound(server, admin);
    expect(loaded.status).toBe(200);
    expect(loaded.body).toMatchObject({ filesLoaded: 1, recordsRejected: 1 });
    const failed = (await server.call('GET', `/api/payroll/card-provider-files/${String(fileId)}`, { token: admin }))
      .body;
    expect(failed).toMatchObject({ status: 'Failed' });
    const mismatches = (
      await server.call('POST', '/api/payroll/reconciliation/search', {
        token: admin,
        body: {
          filters: [
            { field: 'cardProviderFileId', operator: 'eq', value: fileId },
            { field: 'isMismatch', operator: 'eq', value: true },
          ],
        },
      })
    ).body as { items: { studentId: number; paidAmount: number; difference: number }[] };
    expect(mismatches.items).toHaveLength(1);
    expect(mismatches.items[0]?.studentId).toBe(Number(refusedRef?.slice(1)));
    expect(mismatches.items[0]?.paidAmount).toBe(0);
    // The refused payment is an open exception, and its process says so until someone acts (issue 25).
    const [held] = await run(server, sql`select status from payroll_processes where id = ${processId}`);
    expect(held?.status).toBe('Payroll Exception');
    const open = (
      await server.call('POST', '/api/payroll/exceptions/search', {
        token: admin,
        body: { filters: [{ field: 'cardProviderFileId', operator: 'eq', value: fileId }] },
      })
    ).body as { items: { kind: string; status: string; participantRef: string; providerReason: string }[] };
    expect(open.items).toEqual([
      expect.objectContaining({
        kind: 'Rejected',
        status: 'Open',
        participantRef: refusedRef,
        providerReason: 'Card account closed',
      }),
    ]);
  });
});

describe('payroll maintenance', () => {
  it('keeps card-provider secrets write-only and encrypted at rest', async () => {
    const created = await server.call('POST', '/api/fsv-credentials', {
      token: admin,
      body: {
        cardProviderId: 1,
        organizationId: 2,
        environment: 'Test',
        companyId: 'PGH9002',
        userName: 'ulgp-test',
        isActive: true,
        password: 'Card$ecret2026',
        apiKey: 'key-0123456789',
      },
    });
    expect(created.status).toBe(201);
    const body = created.body as Record<string, unknown> & { id: number; version: number; secretsUpdatedOn: string };
    expect(body).toMatchObject({ hasPassword: true, hasApiKey: true });
    expect(JSON.stringify(body)).not.toContain('Card$ecret2026');
    expect(body).not.toHaveProperty('password');
    const [stored] = await run(server, sql`select password_encrypted from fsv_credentials where id = ${body.id}`);
    const cipher = String(stored?.password_encrypted);
    expect(cipher).not.toContain('Card$ecret2026');
    expect(createSealer(server.config)('fsv-credentials').open(cipher)).toBe('Card$ecret2026');
    const kept = await server.call('PUT', `/api/fsv-credentials/${String(body.id)}`, {
      token: admin,
      body: {
        cardProviderId: 1,
        organizationId: 2,
        environment: 'Test',
        companyId: 'PGH9002',
        userName: 'ulgp-test2',
        isActive: true,
        password: null,
        version: body.version,
      },
    });
    expect(kept.status).toBe(200);
    expect(kept.body).toMatchObject({
      hasPassword: true,
      userName: 'ulgp-test2',
      secretsUpdatedOn: body.secretsUpdatedOn,
    });
    const orgstaff = await server.login('orgstaff');
    expect((await server.call('POST', '/api/fsv-credentials/search', { token: orgstaff, body: {} })).status).toBe(403);
  });

  it('checks calendar periods and keeps calendars, providers and file types that are in use', async () => {
    const overlapping = await server.call('POST', '/api/payroll/calendars', {
      token: admin,
      body: {
        name: 'Year-Round 2027',
        organizationId: 1,
        payrollFrequencyId: 1,
        year: 2027,
        periods: [
          {
            periodNumber: 1,
            periodStartDate: '2027-01-04',
            periodEndDate: '2027-01-17',
            timesheetDueDate: '2027-01-19',
            payDate: '2027-01-22',
          },
          {
            periodNumber: 2,
            periodStartDate: '2027-01-17',
            periodEndDate: '2027-01-30',
            timesheetDueDate: '2027-02-01',
            payDate: '2027-02-05',
          },
        ],
      },
    });
    expect(overlapping.status).toBe(422);
    expect(overlapping.body).toEqual({ periods: 'Period 2 overlaps period 1.' });
    const [calendar] = await run(
      server,
      sql`select id from payroll_calendars where organization_id = 1 order by id limit 1`,
    );
    const inUse = await server.call('DELETE', `/api/payroll/calendars/${String(calendar?.id)}?version=0`, {
      token: admin,
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({
      message: 'Timesheets fall in the periods of this payroll calendar, so it cannot be removed.',
    });
    const provider = await server.call('DELETE', '/api/card-providers/1?version=0', { token: admin });
    expect(provider.status).toBe(409);
    expect(provider.body).toEqual({ message: 'This card provider still has payroll file types.' });
    const fileType = await server.call('DELETE', '/api/payroll/file-types/1?version=0', { token: admin });
    expect(fileType.status).toBe(409);
    const options = await server.call('GET', '/api/card-providers/options', { token: admin });
    // Active providers only, by name: the ACH bank (ADR 182) and FSV; Keystone is inactive.
    expect(options.body).toEqual([
      { id: 3, text: 'Allegheny Community Bank (ACH)', code: 'ACB' },
      { id: 1, text: 'FSV Payment Systems', code: 'FSV' },
    ]);
  });
});

describe('every payroll read and maintenance write answers as the contract says', () => {
  it('searches, gets and lists', async () => {
    const search = { page: 1, pageSize: 5 };
    for (const url of [
      '/api/timesheets/items/search',
      '/api/timesheets/processing-items/search',
      '/api/payroll/available-timesheets/search',
      '/api/payroll/processing/search',
      '/api/payroll/card-provider-files/search',
      '/api/payroll/reconciliation/search',
      '/api/payroll/calendars/search',
      '/api/payroll/file-types/search',
      '/api/card-providers/search',
      '/api/payment-providers/search',
      '/api/fsv-credentials/search',
    ]) {
      const response = await server.call('POST', url, { token: admin, body: { ...search, quickSearch: 'a' } });
      expect(response.status, url).toBe(200);
      expect((await server.call('POST', url, { token: admin, body: search })).status, url).toBe(200);
    }
    for (const url of [
      '/api/payroll/calendars/options',
      '/api/payment-providers/options',
      '/api/card-providers/options',
      '/api/payroll/calendars/1',
      '/api/payroll/file-types/1',
      '/api/card-providers/1',
      '/api/payment-providers/1',
      '/api/fsv-credentials/1',
      '/api/payroll/card-provider-files/1',
    ]) {
      expect((await server.call('GET', url, { token: admin })).status, url).toBe(200);
    }
    const [sheet] = await run(
      server,
      sql`select t.id, sj.student_id from timesheets t join student_jobs sj on sj.id = t.student_job_id order by t.id limit 1`,
    );
    const base = `/api/students/${String(sheet?.student_id)}/timesheets`;
    expect((await server.call('GET', base, { token: admin })).status).toBe(200);
    expect((await server.call('GET', `${base}/${String(sheet?.id)}`, { token: admin })).status).toBe(200);
    expect((await server.call('GET', `${base}/999999`, { token: admin })).status).toBe(404);
  });

  it('creates, updates with the version, and removes maintenance records', async () => {
    const provider = await server.call('POST', '/api/card-providers', {
      token: admin,
      body: { name: 'Steel Valley Cards', code: 'SVC', isActive: true, contactEmail: 'help@svc.example.com' },
    });
    expect(provider.status).toBe(201);
    const cardProvider = provider.body as { id: number; version: number };
    const type = await server.call('POST', '/api/payroll/file-types', {
      token: admin,
      body: {
        code: 'SV1',
        name: 'Steel Valley funding',
        direction: 'Outbound',
        cardProviderId: cardProvider.id,
        fileNamePattern: 'SV1_{yyyyMMdd}.csv',
        isActive: true,
      },
    });
    expect(type.status).toBe(201);
    const fileType = type.body as { id: number; version: number };
    const stale = await server.call('PUT', `/api/payroll/file-types/${String(fileType.id)}`, {
      token: admin,
      body: {
        code: 'SV1',
        name: 'Renamed',
        direction: 'Outbound',
        cardProviderId: cardProvider.id,
        fileNamePattern: 'SV1_{yyyyMMdd}.csv',
        isActive: true,
        version: fileType.version + 3,
      },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE_VERSION_MESSAGE });
    expect(
      (
        await server.call(
          'DELETE',
          `/api/payroll/file-types/${String(fileType.id)}?version=${String(fileType.version)}`,
          { token: admin },
        )
      ).status,
    ).toBe(204);
    const payment = await server.call('POST', '/api/payment-providers', {
      token: admin,
      body: { name: 'Steel Valley Debit', paymentMethod: 'Debit', cardProviderId: cardProvider.id, isActive: true },
    });
    expect(payment.status).toBe(201);
    const paymentProvider = payment.body as { id: number; version: number };
    const renamed = await server.call('PUT', `/api/payment-providers/${String(paymentProvider.id)}`, {
      token: admin,
      body: {
        name: 'Steel Valley Debit Cards',
        paymentMethod: 'Debit',
        cardProviderId: cardProvider.id,
        isActive: false,
        version: paymentProvider.version,
      },
    });
    expect(renamed.body).toMatchObject({ name: 'Steel Valley Debit Cards', version: paymentProvider.version + 1 });
    expect(
      (
        await server.call(
          'DELETE',
          `/api/card-providers/${String(cardProvider.id)}?version=${String(cardProvider.version)}`,
          { token: admin },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await server.call(
          'DELETE',
          `/api/payment-providers/${String(paymentProvider.id)}?version=${String(paymentProvider.version + 1)}`,
          { token: admin },
        )
      ).status,
    ).toBe(204);
    expect(
      (
        await server.call(
          'DELETE',
          `/api/card-providers/${String(cardProvider.id)}?version=${String(cardProvider.version)}`,
          { token: admin },
        )
      ).status,
    ).toBe(204);

    const calendar = await server.call('POST', '/api/payroll/calendars', {
      token: admin,
      body: {
        name: 'Year-Round 2027',
        organizationId: 2,
        payrollFrequencyId: 1,
        year: 2027,
        periods: [
          {
            periodNumber: 1,
            periodStartDate: '2027-01-04',
            periodEndDate: '2027-01-17',
            timesheetDueDate: '2027-01-19',
            payDate: '2027-01-22',
          },
        ],
      },
    });
    expect(calendar.status).toBe(201);
    const created = calendar.body as { id: number; version: number; organizationName: string };
    expect(created.organizationName).toBe('Urban League of Greater Pittsburgh');
    const orgstaff = await server.login('orgstaff');
    expect((await server.call('GET', `/api/payroll/calendars/${String(created.id)}`, { token: orgstaff })).status).toBe(
      403,
    );
    expect(
      (
        await server.call('DELETE', `/api/payroll/calendars/${String(created.id)}?version=${String(created.version)}`, {
          token: admin,
        })
      ).status,
    ).toBe(204);
  });
});

describe('an SFTP provider exchanges files through folders under the data folder (ADR 067)', () => {
  it('drops the sent file in its outbound folder and loads the answer found in its inbound folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathway-payroll-'));
    try {
      await run(server, sql`update card_providers set sftp_host = 'sftp.fsv.example.com' where id = 1`);
      await run(server, sql`update payroll_settings set file_total_limit = 1000000`);
      const [process] = await run(
        server,
        sql`select p.id, p.organization_id from payroll_processes p where p.status = 'Approved for Payroll'
          and exists (select 1 from timesheets t where t.payroll_process_id = p.id and not t.manual_check
            and t.status = 'Approved for Payroll')
        order by p.id limit 1`,
      );
      const body = {
        cardProviderId: 1,
        payrollFileTypeId: 1,
        organizationId: Number(process?.organization_id),
        companyEntryProcessIds: [Number(process?.id)],
      };
      let generated = await server.call('POST', '/api/payroll/card-provider-files/generate', { token: admin, body });
      // Hours far above someone's median are acknowledged by generating again.
      if (generated.status === 409) {
        generated = await server.call('POST', '/api/payroll/card-provider-files/generate', { token: admin, body });
      }
      expect(generated.status).toBe(201);
      const file = generated.body as { id: number; fileName: string; recordCount: number };
      await sendFile(
        server.database.db,
        createSealer(server.config),
        file.id,
        'admin',
        new Date('2026-08-03T17:00:00Z'),
        dataDir,
      );
      const sent = readFileSync(join(dataDir, 'card-providers/FSV/outbound/funding', file.fileName), 'ascii');
      expect(sent.startsWith('H,3171,')).toBe(true);
      expect((await loadSeededInbound(server, admin)).status).toBe(409);

      const lines = sent
        .trimEnd()
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(','));
      const answer = writeResultFile({
        fileTypeCode: '3172',
        companyId: 'PGH0001',
        fileName: 'FSV3172_20260804_001.csv',
        processedOn: '2026-08-04',
        outboundFileName: file.fileName,
        lines: lines.map((line) => ({
          lineNumber: Number(line[1]),
          participantRef: line[2] ?? '',
          accepted: true,
          paidCents: Number(line.at(-1)),
          reason: '',
        })),
      });
      mkdirSync(join(dataDir, 'card-providers/FSV/inbound/results'), { recursive: true });
      writeFileSync(join(dataDir, 'card-providers/FSV/inbound/results/FSV3172_20260804_001.csv'), answer, 'ascii');
      const loaded = await loadInbound(server.database.db, null, 'admin', 1, new Date('2026-08-04T09:00:00Z'), dataDir);
      expect(loaded).toEqual([
        expect.objectContaining({ matched: file.recordCount, rejected: 0, status: 'Completed' }),
      ]);
      // The same file is read once.
      await expect(
        loadInbound(server.database.db, null, 'admin', 1, new Date('2026-08-04T10:00:00Z'), dataDir),
      ).rejects.toThrow("There aren't any inbound files yet.");
    } finally {
      await run(server, sql`update card_providers set sftp_host = null where id = 1`);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOVE_APPROVED_CLAIM_MESSAGE } from '../src/areas/payroll/availableTimesheets.ts';
import { STALE_VERSION_MESSAGE } from '../src/core/errors.ts';
import { assignmentRunningOn, entry, run, type Assignment } from './payroll-fixtures.ts';
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

interface Row {
  id: number;
  status: string;
  version: number;
  studentId: number;
  studentJobId: number;
  organizationId: number;
  entryProcessId: number | null;
  manualCheck: boolean;
  payrollType: string;
  workedHours: number;
  hourlyRate: number;
  incentiveAmount: number;
  payAmount: number;
}

const SEARCH = '/api/payroll/available-timesheets/search';
const MOVE = '/api/payroll/available-timesheets/move-to-pending';

async function rowOf(id: number, token = admin): Promise<Row | undefined> {
  const page = (
    await server.call('POST', SEARCH, { token, body: { filters: [{ field: 'id', operator: 'eq', value: id }] } })
  ).body as { items: Row[] };
  return page.items[0];
}

async function pendingSheet(assignment: Assignment, start: string, end: string, hours: number, incentive = 0) {
  const created = await server.call('POST', `/api/students/${String(assignment.studentId)}/timesheets`, {
    token: admin,
    body: { ...entry(assignment, start, end, hours), incentiveAmount: incentive },
  });
  expect(created.status).toBe(201);
  return created.body as { id: number; version: number };
}

async function submit(id: number, version: number, manualCheck = false) {
  const response = await server.call('POST', '/api/timesheets/submit', {
    token: admin,
    body: { items: [{ id, version }], manualCheck },
  });
  expect(response.status).toBe(200);
}

describe('Available Timesheets search (ADR 160)', () => {
  it('lists every status with what the actions need, and the pay to the cent', async () => {
    const all = (await server.call('POST', SEARCH, { token: admin, body: { pageSize: 500 } })).body as {
      items: Row[];
      total: number;
    };
    const statuses = new Set(all.items.map((row) => row.status));
    expect(statuses.has('Pending')).toBe(true);
    expect(statuses.has('Payrolled')).toBe(true);
    for (const row of all.items) {
      // Hundredths of hours times cents are ten-thousandths of a dollar: whole numbers, exact.
      const wages = Math.round((Math.round(row.workedHours * 100) * Math.round(row.hourlyRate * 100)) / 100);
      expect(Math.round(row.payAmount * 100)).toBe(wages + Math.round(row.incentiveAmount * 100));
      if (row.status !== 'Pending') expect(row.entryProcessId).toEqual(expect.any(Number));
    }
    const [counts] = await run(server, sql`select count(*)::int as n from timesheets`);
    expect(all.total).toBe(counts?.n);

    const submitted = (
      await server.call('POST', SEARCH, {
        token: admin,
        body: { filters: [{ field: 'status', operator: 'eq', value: 'Submitted for Payroll' }], pageSize: 500 },
      })
    ).body as { items: Row[] };
    expect(submitted.items.every((row) => row.status === 'Submitted for Payroll')).toBe(true);

    // An organization user sees only their organization's rows; a viewer has no PAYROLL.
    const orgstaff = await server.login('orgstaff');
    const theirs = (await server.call('POST', SEARCH, { token: orgstaff, body: { pageSize: 500 } })).body as {
      items: Row[];
    };
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(new Set(theirs.items.map((row) => row.organizationId))).toEqual(new Set([1]));
    const viewer = await server.login('viewer');
    expect((await server.call('POST', SEARCH, { token: viewer, body: {} })).status).toBe(403);
  });

  it('shows a new entry as Pending without a process, and a manual check as its payroll type', async () => {
    const assignment = await assignmentRunningOn(server, '2026-08-24', { organizationId: 1 });
    const sheet = await pendingSheet(assignment, '2026-08-24', '2026-08-30', 12.25, 15.5);
    const row = await rowOf(sheet.id);
    expect(row).toMatchObject({
      status: 'Pending',
      entryProcessId: null,
      studentId: assignment.studentId,
      studentJobId: assignment.studentJobId,
      organizationId: assignment.organizationId,
      manualCheck: false,
      payrollType: 'Regular',
      workedHours: 12.25,
    });
    await submit(sheet.id, sheet.version, true);
    const manual = await rowOf(sheet.id);
    expect(manual).toMatchObject({ status: 'Submitted for Payroll', manualCheck: true, payrollType: 'Manual Check' });
    expect(manual?.entryProcessId).toEqual(expect.any(Number));
  });
});

describe('move to pending from Available Timesheets (ADR 160)', () => {
  it('takes back submitted and approved timesheets with their versions, and the process follows', async () => {
    const assignment = await assignmentRunningOn(server, '2026-08-24', { organizationId: 2 });
    const first = await pendingSheet(assignment, '2026-08-24', '2026-08-30', 10);
    await submit(first.id, first.version);
    const submitted = await rowOf(first.id);
    if (!submitted?.entryProcessId) throw new Error('the submitted timesheet has no process');
    const approve = await server.call('POST', '/api/timesheets/approve', {
      token: admin,
      body: { organizationId: submitted.organizationId, companyEntryProcessIds: [submitted.entryProcessId] },
    });
    expect(approve.status).toBe(200);
    const approved = await rowOf(first.id);
    expect(approved?.status).toBe('Approved for Payroll');

    // A stale version moves nothing.
    const stale = await server.call('POST', MOVE, {
      token: admin,
      body: { items: [{ id: first.id, version: (approved?.version ?? 0) - 1 }] },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: STALE_VERSION_MESSAGE });
    expect((await rowOf(first.id))?.status).toBe('Approved for Payroll');

    // A submitter without APPROVE_TIMESHEETS_FOR_PAYROLL may not undo an approval.
    const [staffOrg] = await run(
      server,
      sql`select 1 from user_organizations where user_id = 2 and organization_id = 2`,
    );
    if (staffOrg === undefined) {
      const contractor = await server.login('contractor');
      const refused = await server.call('POST', MOVE, {
        token: contractor,
        body: { items: [{ id: first.id, version: approved?.version ?? 0 }] },
      });
      expect([403, 404]).toContain(refused.status);
    }

    const moved = await server.call('POST', MOVE, {
      token: admin,
      body: { items: [{ id: first.id, version: approved?.version ?? 0 }] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ updatedCount: 1, items: [{ id: first.id, status: 'Pending' }] });
    const back = await rowOf(first.id);
    expect(back).toMatchObject({ status: 'Pending', entryProcessId: submitted.entryProcessId });
    expect(back?.version).toBe((approved?.version ?? 0) + 1);
    const [process] = await run(
      server,
      sql`select status from payroll_processes where id = ${submitted.entryProcessId}`,
    );
    expect(process?.status).toBe('Pending');

    // Pending is not a status this move takes: 409 naming it, and nothing else in the call moves.
    const second = await pendingSheet(assignment, '2026-08-31', '2026-09-06', 8);
    await submit(second.id, second.version);
    const secondRow = await rowOf(second.id);
    const mixed = await server.call('POST', MOVE, {
      token: admin,
      body: {
        items: [
          { id: second.id, version: secondRow?.version ?? 0 },
          { id: first.id, version: back?.version ?? 0 },
        ],
      },
    });
    expect(mixed.status).toBe(409);
    expect((mixed.body as { message: string }).message).toContain('This timesheet is Pending');
    expect((await rowOf(second.id))?.status).toBe('Submitted for Payroll');
  });

  it('keeps approvals to approvers, rows to their scope, and the call to its claims', async () => {
    const assignment = await assignmentRunningOn(server, '2026-09-07', { organizationId: 1 });
    const sheet = await pendingSheet(assignment, '2026-09-07', '2026-09-13', 6);
    await submit(sheet.id, sheet.version);
    const row = await rowOf(sheet.id);
    if (!row?.entryProcessId) throw new Error('the submitted timesheet has no process');
    await server.call('POST', '/api/timesheets/approve', {
      token: admin,
      body: { organizationId: row.organizationId, companyEntryProcessIds: [row.entryProcessId] },
    });
    const approved = await rowOf(sheet.id);
    const orgstaff = await server.login('orgstaff');
    const refused = await server.call('POST', MOVE, {
      token: orgstaff,
      body: { items: [{ id: sheet.id, version: approved?.version ?? 0 }] },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: MOVE_APPROVED_CLAIM_MESSAGE });

    const elsewhere = await assignmentRunningOn(server, '2026-09-07', { organizationId: 2 });
    const theirs = await pendingSheet(elsewhere, '2026-09-07', '2026-09-13', 6);
    await submit(theirs.id, theirs.version);
    const outOfScope = await server.call('POST', MOVE, {
      token: orgstaff,
      body: { items: [{ id: theirs.id, version: theirs.version + 1 }] },
    });
    expect(outOfScope.status).toBe(404);

    const viewer = await server.login('viewer');
    expect(
      (await server.call('POST', MOVE, { token: viewer, body: { items: [{ id: sheet.id, version: 0 }] } })).status,
    ).toBe(403);
  });

  it('voids a Pending timesheet only with the version last read', async () => {
    const assignment = await assignmentRunningOn(server, '2026-09-14', { organizationId: 1 });
    const sheet = await pendingSheet(assignment, '2026-09-14', '2026-09-20', 4);
    const url = `/api/students/${String(assignment.studentId)}/timesheets/${String(sheet.id)}`;
    const stale = await server.call('DELETE', `${url}?version=${String(sheet.version + 1)}`, { token: admin });
    expect(stale.status).toBe(409);
    const orgstaff = await server.login('orgstaff');
    expect((await server.call('DELETE', `${url}?version=${String(sheet.version)}`, { token: orgstaff })).status).toBe(
      403,
    );
    expect((await server.call('DELETE', `${url}?version=${String(sheet.version)}`, { token: admin })).status).toBe(204);
    expect(await rowOf(sheet.id)).toBeUndefined();
  });
});

describe('youth hour rules: the daily limits, other timesheets, a program rule, adults, updates (ADR 068)', () => {
  const put = (assignment: Assignment, id: number, body: object) =>
    server.call('PUT', `/api/students/${String(assignment.studentId)}/timesheets/${String(id)}`, {
      token: admin,
      body,
    });
  const post = (assignment: Assignment, body: object) =>
    server.call('POST', `/api/students/${String(assignment.studentId)}/timesheets`, { token: admin, body });
  const refusal = (response: { body: unknown }) =>
    (response.body as { workedHours?: string; message?: string }).workedHours ??
    (response.body as { message?: string }).message ??
    '';

  it('allows 3 hours on a school day and 8 on a non-school day, and counts the other timesheets of the week', async () => {
    const assignment = await assignmentRunningOn(server, '2026-09-07', { organizationId: 1 });
    await run(server, sql`update students set birth_date = '2012-09-01' where id = ${assignment.studentId}`);
    // Tuesday 09/08/2026 is a school day of the 2026-27 term: 3 hours, not 3.5.
    const tuesday = await post(assignment, entry(assignment, '2026-09-08', '2026-09-08', 3.5));
    expect(tuesday.status).toBe(422);
    expect(refusal(tuesday)).toContain('US federal child labor rules (ages 14-15)');
    expect(refusal(tuesday)).toContain(
      '(age 14) would work 3.5 hours in 09/08/2026-09/08/2026, above the 3 allowed for its 1 school days and 0 non-school days.',
    );
    const three = await post(assignment, entry(assignment, '2026-09-08', '2026-09-08', 3));
    expect(three.status).toBe(201);
    // Saturday 09/12/2026: 8 hours, not 8.5.
    const saturday = await post(assignment, entry(assignment, '2026-09-12', '2026-09-12', 8.5));
    expect(refusal(saturday)).toContain('above the 8 allowed for its 0 school days and 1 non-school days.');
    // One timesheet per job assignment and period (issue 25): the week overlaps Tuesday's.
    const overlapping = await post(assignment, entry(assignment, '2026-09-07', '2026-09-13', 16));
    expect(overlapping.status).toBe(409);
    expect(refusal(overlapping)).toContain(
      `This job already has timesheet ${String((three.body as { id: number }).id)} for 09/08/2026-09/08/2026 (Pending)`,
    );
    // The school week allows 18 hours, 3 of which Tuesday's timesheet (of another job) already holds.
    const [other] = await run(
      server,
      sql`insert into student_jobs (student_id, job_id, start_date, end_date, hourly_rate, status, create_user)
        select student_id, job_id, start_date, end_date, hourly_rate, 'Completed', 'test' from student_jobs
        where id = ${assignment.studentJobId} returning id`,
    );
    const secondJob = { ...assignment, studentJobId: Number(other?.id) };
    const week = await post(secondJob, entry(secondJob, '2026-09-07', '2026-09-13', 16));
    expect(week.status).toBe(422);
    expect(refusal(week)).toContain(
      'would work 19 hours (3 of them on other timesheets) in 09/07/2026-09/13/2026, above the 18 allowed for its 5 school days and 2 non-school days.',
    );
    // An update is held to the same rule.
    const saved = three.body as { id: number; version: number };
    const raised = await put(assignment, saved.id, {
      ...entry(assignment, '2026-09-08', '2026-09-08', 4),
      version: saved.version,
    });
    expect(raised.status).toBe(422);
    expect(refusal(raised)).toContain('would work 4 hours in 09/08/2026-09/08/2026, above the 3 allowed');
  });

  it("takes the program's own rule before the default, and holds no adult to a youth rule", async () => {
    const assignment = await assignmentRunningOn(server, '2026-09-07', { organizationId: 2 });
    await run(server, sql`update students set birth_date = '2011-06-01' where id = ${assignment.studentId}`);
    const [program] = await run(
      server,
      sql`select ep.program_id from students s join enrollment_programs ep on ep.id = s.enrollment_program_id
        where s.id = ${assignment.studentId}`,
    );
    await run(
      server,
      sql`insert into youth_hour_rules (program_id, rule_name, min_age, max_age, school_day_hours, school_week_hours,
          non_school_day_hours, non_school_week_hours, create_user)
        values (${program?.program_id}, 'Steel City Summer rule (ages 14-15)', 14, 15, 2, 10, 6, 30, 'test')`,
    );
    try {
      // 10/24-10/25/2026 is the weekend of a school week: the program allows 10 hours (2 days of 6, at
      // most its school week's 10), the federal default 16 (2 days of 8, at most 18).
      const weekend = await post(assignment, entry(assignment, '2026-10-24', '2026-10-25', 13));
      expect(weekend.status).toBe(422);
      expect(refusal(weekend)).toContain('Youth hour rule "Steel City Summer rule (ages 14-15)": at most 2 hours');
      expect(refusal(weekend)).toContain('above the 10 allowed for its 0 school days and 2 non-school days.');
    } finally {
      await run(server, sql`delete from youth_hour_rules where create_user = 'test'`);
    }
    await run(server, sql`update students set birth_date = '2006-06-01' where id = ${assignment.studentId}`);
    expect((await post(assignment, entry(assignment, '2026-10-26', '2026-11-01', 60))).status).toBe(201);
  });

  it('shows the rule, what it allows and what other timesheets hold on the entry form, and none for an adult', async () => {
    const assignment = await assignmentRunningOn(server, '2026-11-02', { organizationId: 2 });
    await run(server, sql`update students set birth_date = '2012-01-15' where id = ${assignment.studentId}`);
    const allowance = async (start: string, end: string) =>
      (
        await server.call(
          'GET',
          `/api/students/${String(assignment.studentId)}/timesheet-allowance?studentJobId=${String(assignment.studentJobId)}&periodStartDate=${start}&periodEndDate=${end}`,
          { token: admin },
        )
      ).body as { youthHours: unknown };
    // Monday to Sunday of a school week: 5 school days of 3 (at most 18 a week) and 2 weekend days of 8.
    expect((await allowance('2026-11-02', '2026-11-08')).youthHours).toEqual({
      ruleName: 'US federal child labor rules (ages 14-15)',
      allowedHours: 18,
      otherHours: 0,
      remainingHours: 18,
    });
    expect((await post(assignment, entry(assignment, '2026-11-03', '2026-11-03', 2.5))).status).toBe(201);
    expect((await allowance('2026-11-02', '2026-11-08')).youthHours).toEqual({
      ruleName: 'US federal child labor rules (ages 14-15)',
      allowedHours: 18,
      otherHours: 2.5,
      remainingHours: 15.5,
    });
    // A weekend alone: two days of 8.
    expect((await allowance('2026-11-07', '2026-11-08')).youthHours).toMatchObject({ allowedHours: 16, otherHours: 0 });
    await run(server, sql`update students set birth_date = '2000-01-15' where id = ${assignment.studentId}`);
    expect((await allowance('2026-11-02', '2026-11-08')).youthHours).toBeNull();
  });

  it('checks the rules again at approval: a rule tightened after entry stops the process, and nothing is approved', async () => {
    const assignment = await assignmentRunningOn(server, '2026-11-16', { organizationId: 1 });
    await run(server, sql`update students set birth_date = '2012-01-15' where id = ${assignment.studentId}`);
    // Tuesday 11/17/2026, a school day: 3 hours fit the federal rule at entry.
    const sheet = await pendingSheet(assignment, '2026-11-17', '2026-11-17', 3);
    await submit(sheet.id, sheet.version);
    const row = await rowOf(sheet.id);
    if (!row?.entryProcessId) throw new Error('the submitted timesheet has no process');
    const approve = () =>
      server.call('POST', '/api/timesheets/approve', {
        token: admin,
        body: { organizationId: row.organizationId, companyEntryProcessIds: [row.entryProcessId] },
      });
    await run(
      server,
      sql`insert into youth_hour_rules (program_id, rule_name, min_age, max_age, school_day_hours, school_week_hours,
          non_school_day_hours, non_school_week_hours, create_user)
        select ep.program_id, 'Tightened school day (ages 14-15)', 14, 15, 2, 10, 6, 30, 'test'
        from students s join enrollment_programs ep on ep.id = s.enrollment_program_id where s.id = ${assignment.studentId}`,
    );
    try {
      const refused = await approve();
      expect(refused.status).toBe(422);
      const message = (refused.body as { message: string }).message;
      expect(message).toContain('Youth hour rule "Tightened school day (ages 14-15)": at most 2 hours');
      expect(message).toContain('(age 14) would work 3 hours in 11/17/2026-11/17/2026, above the 2 allowed');
      expect((await rowOf(sheet.id))?.status).toBe('Submitted for Payroll');
    } finally {
      await run(server, sql`delete from youth_hour_rules where create_user = 'test'`);
    }
    // The birth date is read again too: corrected to an adult's, no youth rule holds the process.
    await run(server, sql`update students set birth_date = '2000-01-15' where id = ${assignment.studentId}`);
    expect((await approve()).status).toBe(200);
    expect((await rowOf(sheet.id))?.status).toBe('Approved for Payroll');
  });
});

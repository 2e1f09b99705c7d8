import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../src/core/errors.ts';
import { assignmentRunningOn, entry, run, type Assignment } from './payroll-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

interface Sheet {
  id: number;
  status: string;
  version: number;
  workedHours: number;
  comments?: string | null;
  entryProcessId?: number | null;
  adjustsTimesheetId?: number | null;
}

// A timesheet's life as staff enter and correct it (spec section 5, issue 25): the words of each
// refusal at entry, edit, adjustment and void; and the audit entry every change leaves, through
// submit, approve, reject and move to pending.
describe('timesheets from entry to approval: refusals and the audit trail', () => {
  let server: TestServer;
  let admin: string;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const sheetsUrl = (a: Assignment) => `/api/students/${String(a.studentId)}/timesheets`;
  const create = (a: Assignment, body: object, token = admin) => call('POST', sheetsUrl(a), body, token);
  const audits = async (entity: string, id: number) =>
    (
      await sql<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null }>`
        select action, before, after from audit_log where entity = ${entity} and entity_id = ${String(id)}
        order by id`.execute(server.database.db)
    ).rows;
  const full = async (id: number) => (await call('POST', '/api/timesheets/get', { id })).body as Sheet;
  const used: number[] = [];
  /** An assignment no other test here uses, running into the autumn. */
  const assignment = async () => {
    const a = await assignmentRunningOn(server, '2026-08-24', { except: used });
    used.push(a.studentJobId);
    return a;
  };

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
  });

  it('names what is wrong with an entry: another participant’s job, a period outside it, a manual check without its claim', async () => {
    const a = await assignment();
    const b = await assignment();
    const foreign = await create(a, { ...entry(a, '2026-10-05', '2026-10-18', 4), studentJobId: b.studentJobId });
    expect(foreign).toMatchObject({
      status: 422,
      body: { studentJobId: "The job assignment is not one of this participant's." },
    });
    await run(server, sql`update student_jobs set start_date = '2026-08-24' where id = ${a.studentJobId}`);
    const outside = await create(a, entry(a, '2027-01-04', '2027-01-17', 4));
    expect(outside).toMatchObject({
      status: 422,
      body: { periodStartDate: 'The period is outside the job assignment (08/24/2026-12/31/2026).' },
    });
    // A period that reaches into the assignment's last day is inside it.
    expect((await create(a, entry(a, '2026-12-31', '2027-01-13', 4))).status).toBe(201);
    const orgstaff = await server.login('orgstaff');
    const c = await assignmentRunningOn(server, '2026-08-24', { organizationId: 1, except: used });
    used.push(c.studentJobId);
    const manual = await create(c, { ...entry(c, '2026-10-05', '2026-10-18', 4), manualCheck: true }, orgstaff);
    expect(manual).toMatchObject({
      status: 403,
      body: { message: 'A manual check request needs the MANUAL_CHECK permission.' },
    });
    // Nor may they submit a Pending timesheet as a manual check: it stays Pending, unsubmitted.
    const regular = (await create(c, entry(c, '2026-10-05', '2026-10-18', 4), orgstaff)).body as Sheet;
    const submitAsCheck = await call(
      'POST',
      '/api/timesheets/submit',
      { items: [{ id: regular.id, version: regular.version }], manualCheck: true },
      orgstaff,
    );
    expect(submitAsCheck).toMatchObject({
      status: 403,
      body: { message: 'A manual check request needs the MANUAL_CHECK permission.' },
    });
    expect(await call('GET', `${sheetsUrl(c)}/${String(regular.id)}`)).toMatchObject({
      status: 200,
      body: { status: 'Pending', version: regular.version },
    });
    const created = await create(a, { ...entry(a, '2026-10-05', '2026-10-18', 4), comments: 'First week back.' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sheet = created.body as Sheet;
    expect((await audits('Timesheet', sheet.id)).map((row) => row.action)).toEqual(['create']);
    expect((await audits('Timesheet', sheet.id))[0]?.after).toMatchObject({ id: sheet.id, workedHours: 4 });

    const allowance = (query: string) =>
      call('GET', `/api/students/${String(a.studentId)}/timesheet-allowance?${query}`);
    expect(
      await allowance(`studentJobId=${String(b.studentJobId)}&periodStartDate=2026-10-05&periodEndDate=2026-10-18`),
    ).toMatchObject({ status: 404, body: { message: 'The job assignment was not found.' } });
    expect(
      await allowance(`studentJobId=${String(a.studentJobId)}&periodStartDate=2026-10-18&periodEndDate=2026-10-05`),
    ).toMatchObject({ status: 422, body: { periodEndDate: 'Start Date must be less then End Date' } });
    expect(await call('GET', `${sheetsUrl(a)}/999999`)).toMatchObject({
      status: 404,
      body: { message: 'The participant timesheet was not found.' },
    });
    expect(await call('GET', `/api/students/999999/timesheets`)).toMatchObject({
      status: 404,
      body: { message: 'The participant was not found.' },
    });
  });

  it('edits only a Pending timesheet with its version, keeps the change in the audit, and voids one without adjustments', async () => {
    const a = await assignment();
    const sheet = (await create(a, entry(a, '2026-10-05', '2026-10-18', 4))).body as Sheet;
    const url = `${sheetsUrl(a)}/${String(sheet.id)}`;
    const body = { ...entry(a, '2026-10-05', '2026-10-18', 6), comments: 'Two more hours.' };
    expect(await call('PUT', url, { ...body, version: sheet.version + 1 })).toMatchObject({
      status: 409,
      body: { message: STALE_VERSION_MESSAGE },
    });
    const edited = await call('PUT', url, { ...body, version: sheet.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ workedHours: 6, comments: 'Two more hours.', version: sheet.version + 1 });
    expect((await audits('Timesheet', sheet.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { workedHours: 4 },
      after: { workedHours: 6 },
    });
    expect(await call('DELETE', `${url}?version=${String(sheet.version)}`)).toMatchObject({
      status: 409,
      body: { message: STALE_VERSION_MESSAGE },
    });
    expect((await call('DELETE', `${url}?version=${String(sheet.version + 1)}`)).status).toBe(204);
    expect((await audits('Timesheet', sheet.id)).at(-1)).toMatchObject({ action: 'void', before: { id: sheet.id } });
    expect((await call('GET', url)).status).toBe(404);

    const submittedSheet = (await create(a, entry(a, '2026-10-19', '2026-11-01', 3))).body as Sheet;
    expect(
      (await call('POST', '/api/timesheets/submit', { items: [{ id: submittedSheet.id, version: 0 }] })).status,
    ).toBe(200);
    const locked = await call('PUT', `${sheetsUrl(a)}/${String(submittedSheet.id)}`, {
      ...entry(a, '2026-10-19', '2026-11-01', 2),
      version: submittedSheet.version + 1,
    });
    expect(locked).toMatchObject({
      status: 409,
      body: { message: 'This timesheet is Submitted for Payroll; only a Pending timesheet can be changed here.' },
    });
  });

  it('submits with an audit of each timesheet, approves and rejects a process, and names a timesheet it cannot find', async () => {
    const a = await assignment();
    const sheet = (await create(a, entry(a, '2026-11-02', '2026-11-15', 5))).body as Sheet;
    expect(await call('POST', '/api/timesheets/submit', { items: [{ id: 999999, version: 0 }] })).toMatchObject({
      status: 404,
      body: { message: 'The timesheet 999999 was not found.' },
    });
    const submitted = await call('POST', '/api/timesheets/submit', {
      items: [{ id: sheet.id, version: sheet.version }],
    });
    expect(submitted.body).toMatchObject({ updatedCount: 1 });
    const processId = (await full(sheet.id)).entryProcessId ?? 0;
    expect((await audits('Timesheet', sheet.id)).at(-1)).toEqual({
      action: 'submit',
      before: { status: 'Pending', manualCheck: false },
      after: { status: 'Submitted for Payroll', processId, manualCheck: false, version: sheet.version + 1 },
    });

    // Corrections in processing keep the comment when none is sent.
    await call('POST', '/api/timesheets/processing-items/save', {
      id: sheet.id,
      workedHours: 5,
      incentiveAmount: 0,
      comments: 'Checked with the supervisor.',
      version: sheet.version + 1,
    });
    const kept = await call('POST', '/api/timesheets/processing-items/save', {
      id: sheet.id,
      workedHours: 4.5,
      incentiveAmount: 0,
      version: sheet.version + 2,
    });
    expect(kept.body).toMatchObject({ workedHours: 4.5, comments: 'Checked with the supervisor.' });
    expect((await audits('Timesheet', sheet.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { workedHours: 5 },
      after: { workedHours: 4.5 },
    });

    const processBody = { organizationId: a.organizationId, companyEntryProcessIds: [processId] };
    const rejected = await call('POST', '/api/payroll/processing/reject', { ...processBody, comment: 'Recount.' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect((await audits('Timesheet', sheet.id)).at(-1)).toMatchObject({
      action: 'payrollRejectProcessing',
      before: { status: 'Submitted for Payroll' },
      after: { status: 'Pending', processId },
    });
    expect((await audits('PayrollProcess', processId)).at(-1)).toEqual({
      action: 'payrollRejectProcessing',
      before: { status: 'Submitted for Payroll' },
      after: { status: 'Pending', timesheets: 1, comment: 'Recount.' },
    });
    const [process] = await run(server, sql`select comment from payroll_processes where id = ${processId}`);
    expect(process?.comment).toBe('Recount.');

    const again = await full(sheet.id);
    await call('POST', '/api/timesheets/submit', { items: [{ id: sheet.id, version: again.version }] });
    const nextProcess = (await full(sheet.id)).entryProcessId ?? 0;
    const approved = await call('POST', '/api/timesheets/approve', {
      organizationId: a.organizationId,
      companyEntryProcessIds: [nextProcess],
    });
    expect(approved).toMatchObject({ status: 200, body: { updatedCount: 1 } });
    expect((await audits('Timesheet', sheet.id)).at(-1)).toMatchObject({
      action: 'approve',
      before: { status: 'Submitted for Payroll' },
      after: { status: 'Approved for Payroll', processId: nextProcess },
    });
    expect((await audits('PayrollProcess', nextProcess)).at(-1)).toEqual({
      action: 'approve',
      before: { status: 'Submitted for Payroll' },
      after: { status: 'Approved for Payroll' },
    });
    const [approver] = await run(server, sql`select approved_by from timesheets where id = ${sheet.id}`);
    expect(approver?.approved_by).toBe('admin');

    const late = await call('POST', '/api/timesheets/processing-items/save', {
      id: sheet.id,
      workedHours: 4,
      incentiveAmount: 0,
      version: (await full(sheet.id)).version,
    });
    expect(late.status).toBe(200);
    const moved = await call('POST', '/api/payroll/processing/move-to-pending', {
      ...processBody,
      companyEntryProcessIds: [nextProcess],
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [cleared] = await run(server, sql`select status, approved_by from timesheets where id = ${sheet.id}`);
    expect(cleared).toEqual({ status: 'Pending', approved_by: null });
    expect((await audits('Timesheet', sheet.id)).at(-1)).toMatchObject({
      action: 'payrollMoveProcessingToPending',
      before: { status: 'Approved for Payroll' },
    });
  });

  it('adjusts only an original whose pay is approved or on its way, once per version, and keeps adjusted ones from edits', async () => {
    const a = await assignment();
    const sheet = (await create(a, entry(a, '2026-11-16', '2026-11-29', 6))).body as Sheet;
    const adjust = (id: number, body: object) =>
      call('POST', `${sheetsUrl(a)}/${String(id)}/adjustments`, {
        workedHours: 1,
        incentiveAmount: 0,
        comments: 'Left off.',
        ...body,
      });
    expect(await adjust(sheet.id, { version: sheet.version })).toMatchObject({
      status: 409,
      body: {
        message:
          'This timesheet is Pending; change it instead of adjusting it (an adjustment corrects a timesheet that is Approved for Payroll, Payroll in Process, Payroll Exception, Payrolled).',
      },
    });
    expect(await adjust(999999, { version: 0 })).toMatchObject({
      status: 404,
      body: { message: 'The participant timesheet was not found.' },
    });
    await call('POST', '/api/timesheets/submit', { items: [{ id: sheet.id, version: sheet.version }] });
    const processId = (await full(sheet.id)).entryProcessId ?? 0;
    await call('POST', '/api/timesheets/approve', {
      organizationId: a.organizationId,
      companyEntryProcessIds: [processId],
    });
    const approved = await full(sheet.id);
    expect(approved.status).toBe('Approved for Payroll');
    expect(await adjust(sheet.id, { version: approved.version + 1 })).toMatchObject({
      status: 409,
      body: { message: STALE_VERSION_MESSAGE },
    });
    const below = await adjust(sheet.id, { workedHours: -6.5, version: approved.version });
    expect(below.status).toBe(422);
    expect(Object.keys(below.body as object)).toContain('workedHours');
    const made = await adjust(sheet.id, { workedHours: -2, version: approved.version });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const adjustment = made.body as Sheet;
    expect(adjustment).toMatchObject({ adjustsTimesheetId: sheet.id, workedHours: -2, status: 'Pending' });
    expect((await audits('Timesheet', adjustment.id))[0]).toMatchObject({
      action: 'adjust',
      after: { id: adjustment.id, adjustsTimesheetId: sheet.id },
    });
    // What is left after the adjustment bounds the next one: 6 - 2 = 4 hours.
    expect((await adjust(sheet.id, { workedHours: -4.25, version: approved.version })).status).toBe(422);

    expect(await adjust(adjustment.id, { version: adjustment.version })).toMatchObject({
      status: 409,
      body: {
        message: `This timesheet is an adjustment of timesheet ${String(sheet.id)}; adjust that timesheet instead.`,
      },
    });
    const edit = await call('PUT', `${sheetsUrl(a)}/${String(adjustment.id)}`, {
      ...entry(a, '2026-11-16', '2026-11-29', 1),
      version: adjustment.version,
    });
    expect(edit).toMatchObject({
      status: 409,
      body: {
        message: `This timesheet adjusts timesheet ${String(sheet.id)}; remove it and enter the adjustment again instead.`,
      },
    });
    const [paid] = await run(
      server,
      sql`select id, version from timesheets where status = 'Payrolled' order by id limit 1`,
    );
    const late = await call('POST', '/api/timesheets/processing-items/save', {
      id: Number(paid?.id),
      workedHours: 1,
      incentiveAmount: 0,
      version: Number(paid?.version),
    });
    expect(late).toMatchObject({
      status: 409,
      body: { message: 'This timesheet is Payrolled; it can no longer be corrected.' },
    });
  });
  it('takes an entry at the assignment’s edges, keeps the rate to those who may change it, and answers a job that is not there', async () => {
    const a = await assignment();
    await run(server, sql`update student_jobs set start_date = '2026-09-21' where id = ${a.studentJobId}`);
    expect(await create(a, { ...entry(a, '2026-09-21', '2026-10-04', 4), studentJobId: 999999 })).toMatchObject({
      status: 422,
      body: { studentJobId: "The job assignment is not one of this participant's." },
    });
    expect(await create(a, entry(a, '2026-09-07', '2026-09-20', 4))).toMatchObject({
      status: 422,
      body: { periodStartDate: 'The period is outside the job assignment (09/21/2026-12/31/2026).' },
    });
    // A period that ends on the assignment's first day is inside it; the comment is kept.
    const edge = await create(a, { ...entry(a, '2026-09-08', '2026-09-21', 4), comments: 'Started on the Monday.' });
    expect(edge.status, JSON.stringify(edge.body)).toBe(201);
    expect(edge.body).toMatchObject({ periodEndDate: '2026-09-21', comments: 'Started on the Monday.' });
    // An administrator may pay another rate.
    const raised = await create(a, { ...entry(a, '2026-09-22', '2026-10-05', 4), hourlyRate: a.hourlyRate + 1 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(201);

    const orgstaff = await server.login('orgstaff');
    const c = await assignmentRunningOn(server, '2026-08-24', { organizationId: 1, except: used });
    used.push(c.studentJobId);
    const rate = `$${c.hourlyRate.toFixed(2)}`;
    expect(
      await create(c, { ...entry(c, '2026-09-07', '2026-09-20', 4), hourlyRate: c.hourlyRate + 1 }, orgstaff),
    ).toMatchObject({
      status: 422,
      body: {
        hourlyRate: `The hourly rate of this assignment is ${rate}; changing it needs the MAINTAIN_HOURLY_RATE permission.`,
      },
    });
    expect((await create(c, entry(c, '2026-09-07', '2026-09-20', 4), orgstaff)).status).toBe(201);

    const allowance = (query: string) =>
      call('GET', `/api/students/${String(a.studentId)}/timesheet-allowance?${query}`);
    expect(await allowance('studentJobId=999999&periodStartDate=2026-10-05&periodEndDate=2026-10-18')).toMatchObject({
      status: 404,
      body: { message: 'The job assignment was not found.' },
    });
    // A period of one day is in order.
    expect(
      (await allowance(`studentJobId=${String(a.studentJobId)}&periodStartDate=2026-10-05&periodEndDate=2026-10-05`))
        .status,
    ).toBe(200);
  });

  it('corrects a Pending timesheet within its caps, keeps submitting to those with the claim, and tidies the processes a timesheet leaves', async () => {
    const a = await assignment();
    const sheet = (await create(a, entry(a, '2026-09-07', '2026-09-20', 4))).body as Sheet;
    const correct = (workedHours: number, version: number) =>
      call('POST', '/api/timesheets/processing-items/save', { id: sheet.id, workedHours, incentiveAmount: 0, version });
    const pending = await correct(5, sheet.version);
    expect(pending.status, JSON.stringify(pending.body)).toBe(200);
    expect(pending.body).toMatchObject({ status: 'Pending', workedHours: 5 });
    // The participant's own contract caps the hours at 6 for this contract.
    await run(
      server,
      sql`insert into student_contracts (student_id, contract_id, start_date, end_date, max_hours, create_user)
        values (${a.studentId}, ${a.contractId}, '2026-01-01', '2026-12-31', 6, 'test')`,
    );
    const over = await correct(8, sheet.version + 1);
    expect(over.status).toBe(422);
    expect(Object.keys(over.body as object)).toEqual(['message']);

    // Submitting needs its claim, even for one who may request manual checks.
    await run(
      server,
      sql`delete from role_permissions where role_id = 2
        and permission_id = (select id from permissions where name = 'SUBMIT_TIMESHEETS_FOR_PAYROLL')`,
    );
    await run(
      server,
      sql`insert into role_permissions (role_id, permission_id) select 2, id from permissions where name = 'MANUAL_CHECK'`,
    );
    const withoutClaim = await server.login('orgstaff');
    const refused = await call(
      'POST',
      '/api/timesheets/submit',
      { items: [{ id: sheet.id, version: 1 }] },
      withoutClaim,
    );
    await run(
      server,
      sql`insert into role_permissions (role_id, permission_id)
        select 2, id from permissions where name = 'SUBMIT_TIMESHEETS_FOR_PAYROLL'`,
    );
    await run(
      server,
      sql`delete from role_permissions where role_id = 2
        and permission_id = (select id from permissions where name = 'MANUAL_CHECK')`,
    );
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'Submitting timesheets for payroll needs the SUBMIT_TIMESHEETS_FOR_PAYROLL permission.' },
    });

    // Submitted alone, then rejected: the timesheet is Pending and keeps its process.
    const processes = async (ids: number[]) =>
      (await run(server, sql`select id from payroll_processes where id = any(${ids}::int[]) order by id`)).map((row) =>
        Number(row.id),
      );
    await call('POST', '/api/timesheets/submit', { items: [{ id: sheet.id, version: sheet.version + 1 }] });
    const first = (await full(sheet.id)).entryProcessId ?? 0;
    const processBody = { organizationId: a.organizationId, companyEntryProcessIds: [first] };
    expect((await call('POST', '/api/payroll/processing/reject', { ...processBody, comment: 'Hours?' })).status).toBe(
      200,
    );
    const again = await call('POST', '/api/payroll/processing/reject', { ...processBody, comment: 'Twice.' });
    expect(again.status).toBe(409);
    expect((again.body as { message: string }).message).toContain('This payroll process is Pending;');
    expect((await full(sheet.id)).entryProcessId).toBe(first);
    // Submitted again it joins a new process, and the one it left, now empty, is gone.
    await call('POST', '/api/timesheets/submit', {
      items: [{ id: sheet.id, version: (await full(sheet.id)).version }],
    });
    const second = (await full(sheet.id)).entryProcessId ?? 0;
    expect(second).not.toBe(first);
    expect(await processes([first, second])).toEqual([second]);

    // Voided after a rejection, a timesheet takes its empty process with it.
    await call('POST', '/api/payroll/processing/reject', {
      organizationId: a.organizationId,
      companyEntryProcessIds: [second],
      comment: 'Not worked.',
    });
    const voidVersion = (await full(sheet.id)).version;
    expect((await call('DELETE', `${sheetsUrl(a)}/${String(sheet.id)}?version=${String(voidVersion)}`)).status).toBe(
      204,
    );
    expect(await processes([second])).toEqual([]);
  });

  it('lists timesheet entries newest period first, and a contractor only those at its own worksites', async () => {
    const items = async (token: string) => {
      const response = await call('POST', '/api/timesheets/items/search', { pageSize: 500 }, token);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body as { items: { id: number; periodStartDate: string }[]; total: number };
    };
    const everything = await items(admin);
    const starts = everything.items.map((row) => row.periodStartDate);
    expect(starts).toEqual([...starts].sort().reverse());
    const contractor = await server.login('contractor');
    const own = await items(contractor);
    expect(own.total).toBeGreaterThan(0);
    expect(own.total).toBeLessThan(everything.total);
    const owners = await run(
      server,
      sql`select distinct w.contractor_id from timesheets t join student_jobs sj on sj.id = t.student_job_id
        join jobs j on j.id = sj.job_id join worksites w on w.id = j.worksite_id
        where t.id = any(${own.items.map((row) => row.id)}::int[])`,
    );
    expect(owners).toHaveLength(1);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../src/http/errors.ts';
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
});

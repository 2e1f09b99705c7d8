import { sql } from 'kysely';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, forbidden, notFound, stale, unprocessable } from '../../http/errors.ts';
import { writeAudit } from '../../lib/audit.ts';
import { runSearch } from '../../lib/search.ts';
import { contractorOwns } from '../../lib/scope.ts';
import { assertTransition } from '../../lib/transitions.ts';
import type { SpecOperation } from '../../spec.ts';
import {
  andScope,
  formatDate,
  formatMoney,
  lockProcesses,
  refreshProcesses,
  timesheetScope,
  withoutNulls,
  type Db,
  type TimesheetStatus,
} from './common.ts';
import {
  entryColumns,
  fullTimesheet,
  processSummaries,
  searchProcesses,
  searchTimesheetRows,
  studentTimesheets,
  timesheetRows,
} from './readModels.ts';
import { assertCaps, assertYouthHours } from './rules.ts';

/** The spec's generic start/end message (section 5). */
const PERIOD_ORDER_MESSAGE = 'Start Date must be less then End Date';
const MANUAL_CHECK_CLAIM_MESSAGE = 'A manual check request needs the MANUAL_CHECK permission.';

const studentScope = {
  organization: 's.organization_id',
  contractor: contractorOwns.student('s'),
};

async function assertStudentVisible(db: Db, user: Principal | null, studentId: number) {
  const found = (
    await sql<{
      id: number;
    }>`select s.id from students s where s.id = ${studentId} ${andScope(user, studentScope)}`.execute(db)
  ).rows[0];
  if (!found) throw notFound('The participant');
}

interface LockedTimesheet {
  id: number;
  status: TimesheetStatus;
  version: number;
  payroll_process_id: number | null;
  organization_id: number;
  period_start_date: string;
  period_end_date: string;
  manual_check: boolean;
}

/** The caller's timesheets among `ids`, locked; 404 names the first one missing or out of scope. */
async function lockTimesheets(db: Db, user: Principal | null, ids: readonly number[]) {
  const rows = (
    await sql<LockedTimesheet>`select t.id, t.status, t.version, t.payroll_process_id, s.organization_id,
        t.period_start_date, t.period_end_date, t.manual_check
      from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
      join jobs j on j.id = sj.job_id join worksites w on w.id = j.worksite_id
      where t.id in (${sql.join(ids.map((id) => sql`${id}`))}) ${andScope(user, timesheetScope)}
      order by t.id for update of t`.execute(db)
  ).rows;
  const found = new Set(rows.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`The timesheet ${String(missing)}`);
  return rows;
}

interface Assignment {
  id: number;
  student_id: number;
  start_date: string;
  end_date: string;
  hourly_rate: number;
}

/**
 * The rules of a timesheet as entered (create, update): the assignment is the participant's, the
 * period is in order and overlaps the assignment, the rate is the assignment's unless the caller may
 * change rates, a manual check needs its claim, and the youth hour rules hold (ADR 068).
 */
async function checkEntry(
  db: Db,
  user: Principal,
  studentId: number,
  body: {
    studentJobId: number;
    periodStartDate: string;
    periodEndDate: string;
    hourlyRate: number;
    workedHours: number;
    manualCheck: boolean;
  },
  timesheetId: number,
) {
  if (body.manualCheck && !user.claims.has('MANUAL_CHECK')) throw forbidden(MANUAL_CHECK_CLAIM_MESSAGE);
  const assignment = (
    await sql<Assignment>`select id, student_id, start_date, end_date, hourly_rate from student_jobs
      where id = ${body.studentJobId}`.execute(db)
  ).rows[0];
  if (assignment?.student_id !== studentId) {
    throw unprocessable({ studentJobId: "The job assignment is not one of this participant's." });
  }
  if (body.periodEndDate < body.periodStartDate) throw unprocessable({ periodEndDate: PERIOD_ORDER_MESSAGE });
  if (body.periodStartDate > assignment.end_date || body.periodEndDate < assignment.start_date) {
    throw unprocessable({
      periodStartDate: `The period is outside the job assignment (${formatDate(assignment.start_date)}-${formatDate(assignment.end_date)}).`,
    });
  }
  if (body.hourlyRate !== assignment.hourly_rate && !user.claims.has('MAINTAIN_HOURLY_RATE')) {
    throw unprocessable({
      hourlyRate: `The hourly rate of this assignment is ${formatMoney(assignment.hourly_rate)}; changing it needs the MAINTAIN_HOURLY_RATE permission.`,
    });
  }
  await assertYouthHours(db, body, timesheetId);
}

const ONLY_PENDING = (status: string) =>
  conflict(`This timesheet is ${status}; only a Pending timesheet can be changed here.`);

async function studentTimesheet(db: Db, user: Principal | null, studentId: number, id: number) {
  await assertStudentVisible(db, user, studentId);
  const found = (await studentTimesheets(db, studentId, id))[0];
  if (!found) throw notFound('The participant timesheet');
  return found;
}

/** Processes of one organization and period that still take submissions, created when none does. */
async function processFor(db: Db, userName: string, organizationId: number, start: string, end: string) {
  const open = (
    await sql<{ id: number }>`select id from payroll_processes
      where organization_id = ${organizationId} and period_start_date = ${start}::date and period_end_date = ${end}::date
        and status = 'Submitted for Payroll' order by id limit 1 for update`.execute(db)
  ).rows[0];
  if (open) return open.id;
  const created = (
    await sql<{
      id: number;
    }>`insert into payroll_processes (organization_id, period_start_date, period_end_date, status, create_user)
      values (${organizationId}, ${start}::date, ${end}::date, 'Submitted for Payroll', ${userName}) returning id`.execute(
      db,
    )
  ).rows[0];
  if (!created) throw new Error('payroll_processes: insert returned no id');
  return created.id;
}

/** Moves every timesheet of `processIds` in `from` to Pending (reject, move to pending). */
async function processesToPending(
  db: Db,
  user: Principal,
  operation: SpecOperation,
  body: { organizationId: number; companyEntryProcessIds: number[]; comment?: string | null },
  from: TimesheetStatus,
) {
  const processes = await lockProcesses(db, user, body.organizationId, body.companyEntryProcessIds);
  for (const process of processes) assertTransition(operation, process.status, { entity: 'payroll process' });
  const ids = sql.join(body.companyEntryProcessIds.map((id) => sql`${id}`));
  const moved = await sql`update timesheets set status = 'Pending', approved_by = null,
      last_update_date = now(), last_update_user = ${user.userName}, version = version + 1
    where payroll_process_id in (${ids}) and status = ${from}`.execute(db);
  await sql`update payroll_processes set comment = ${body.comment ?? null} where id in (${ids})`.execute(db);
  await refreshProcesses(db, body.companyEntryProcessIds, user.userName);
  for (const process of processes) {
    await writeAudit(db, user, {
      entity: 'PayrollProcess',
      entityId: process.id,
      action: operation.operation.operationId,
      before: { status: process.status },
      after: { status: 'Pending', timesheets: Number(moved.numAffectedRows ?? 0), comment: body.comment ?? null },
    });
  }
  return processSummaries(db, body.companyEntryProcessIds);
}

export const timesheetHandlers: Handlers = {
  async timesheetsGet({ db, user, body }) {
    return fullTimesheet(db, user, body.id);
  },

  async timesheetsSearch({ db, user, body }) {
    return searchTimesheetRows(db, user, body);
  },

  async timesheetsSearchItems({ db, user, body }) {
    const page = await runSearch<Record<string, unknown>>(
      db,
      {
        from: sql`timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
          join jobs j on j.id = sj.job_id join worksites w on w.id = j.worksite_id`,
        columns: entryColumns,
        defaultSort: [{ field: 'periodStartDate', direction: 'desc' }],
        key: sql`t.id`,
        where: [sql`true ${andScope(user, timesheetScope)}`],
      },
      body,
    );
    return { items: page.items.map((row) => withoutNulls(row)) as never, total: page.total };
  },

  async timesheetsSearchProcessingItems({ db, user, body }) {
    return searchProcesses(db, user, body);
  },

  async payrollSearchProcessing({ db, user, body }) {
    return searchProcesses(db, user, body);
  },

  async timesheetsSaveProcessingItem({ db, user, body }) {
    const caller = signedIn(user);
    const before = await fullTimesheet(db, caller, body.id);
    if (!['Pending', 'Submitted for Payroll', 'Approved for Payroll'].includes(before.status)) {
      throw conflict(`This timesheet is ${before.status}; it can no longer be corrected.`);
    }
    await assertYouthHours(
      db,
      {
        studentJobId: before.studentJobId,
        periodStartDate: before.periodStartDate,
        periodEndDate: before.periodEndDate,
        workedHours: body.workedHours,
      },
      body.id,
    );
    await assertCaps(db, [body.id], {
      id: body.id,
      workedHours: body.workedHours,
      incentiveAmount: body.incentiveAmount,
    });
    const updated =
      await sql`update timesheets set worked_hours = ${body.workedHours}, incentive_amount = ${body.incentiveAmount},
        comments = ${body.comments ?? sql`comments`},
        last_update_date = now(), last_update_user = ${caller.userName}, version = version + 1
      where id = ${body.id} and version = ${body.version}`.execute(db);
    if (Number(updated.numAffectedRows ?? 0) === 0) throw stale();
    const after = await fullTimesheet(db, caller, body.id);
    await writeAudit(db, caller, { entity: 'Timesheet', entityId: body.id, action: 'update', before, after });
    return after;
  },

  async timesheetsSubmit({ db, user, body, operation }) {
    const caller = signedIn(user);
    // The contract's default (false) is not applied to bodies on the wire, so an absent flag reads as false.
    const manualCheck = (body as { manualCheck?: boolean }).manualCheck ?? false;
    if (manualCheck && !caller.claims.has('MANUAL_CHECK')) throw forbidden(MANUAL_CHECK_CLAIM_MESSAGE);
    if (!manualCheck && !caller.claims.has('SUBMIT_TIMESHEETS_FOR_PAYROLL')) {
      throw forbidden('Submitting timesheets for payroll needs the SUBMIT_TIMESHEETS_FOR_PAYROLL permission.');
    }
    const ids = body.items.map((item) => item.id);
    const rows = await lockTimesheets(db, caller, ids);
    const versions = new Map(body.items.map((item) => [item.id, item.version]));
    for (const row of rows) {
      assertTransition(operation, row.status, { entity: 'timesheet' });
      if (versions.get(row.id) !== row.version) throw stale();
    }
    const left = rows.map((row) => row.payroll_process_id).filter((id): id is number => id !== null);
    const joined: number[] = [];
    for (const row of rows) {
      const processId = await processFor(
        db,
        caller.userName,
        row.organization_id,
        row.period_start_date,
        row.period_end_date,
      );
      joined.push(processId);
      await sql`update timesheets set status = 'Submitted for Payroll', payroll_process_id = ${processId},
          manual_check = manual_check or ${manualCheck}, submitted_by = ${caller.userName},
          last_update_date = now(), last_update_user = ${caller.userName}, version = version + 1
        where id = ${row.id}`.execute(db);
      await writeAudit(db, caller, {
        entity: 'Timesheet',
        entityId: row.id,
        action: 'submit',
        before: { status: row.status, manualCheck: row.manual_check },
        after: { status: 'Submitted for Payroll', manualCheck: row.manual_check || manualCheck, processId },
      });
    }
    await refreshProcesses(db, [...new Set([...left, ...joined])], caller.userName);
    return { updatedCount: rows.length, items: await timesheetRows(db, ids) };
  },

  async timesheetsApprove({ db, user, body, operation }) {
    const caller = signedIn(user);
    const processes = await lockProcesses(db, caller, body.organizationId, body.companyEntryProcessIds);
    for (const process of processes) assertTransition(operation, process.status, { entity: 'payroll process' });
    const ids = sql.join(body.companyEntryProcessIds.map((id) => sql`${id}`));
    const approving = (
      await sql<{ id: number }>`select id from timesheets where payroll_process_id in (${ids})
        and status = 'Submitted for Payroll' order by id for update`.execute(db)
    ).rows.map((row) => row.id);
    await assertCaps(db, approving);
    if (approving.length > 0) {
      await sql`update timesheets set status = 'Approved for Payroll', approved_by = ${caller.userName},
          last_update_date = now(), last_update_user = ${caller.userName}, version = version + 1
        where id in (${sql.join(approving.map((id) => sql`${id}`))})`.execute(db);
    }
    await refreshProcesses(db, body.companyEntryProcessIds, caller.userName);
    for (const process of processes) {
      await writeAudit(db, caller, {
        entity: 'PayrollProcess',
        entityId: process.id,
        action: 'approve',
        before: { status: process.status },
        after: { status: 'Approved for Payroll' },
      });
    }
    return { updatedCount: approving.length, items: await timesheetRows(db, approving) };
  },

  async payrollRejectProcessing({ db, user, body, operation }) {
    return processesToPending(db, signedIn(user), operation, body, 'Submitted for Payroll');
  },

  async payrollMoveProcessingToPending({ db, user, body, operation }) {
    return processesToPending(db, signedIn(user), operation, body, 'Approved for Payroll');
  },

  async studentTimesheetsList({ db, user, params }) {
    await assertStudentVisible(db, user, params.studentId);
    return studentTimesheets(db, params.studentId);
  },

  async studentTimesheetsGet({ db, user, params }) {
    return studentTimesheet(db, user, params.studentId, params.studentTimesheetId);
  },

  async studentTimesheetsCreate({ db, user, params, body }) {
    const caller = signedIn(user);
    await assertStudentVisible(db, caller, params.studentId);
    await checkEntry(db, caller, params.studentId, body, 0);
    const created = (
      await sql<{ id: number }>`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate,
          worked_hours, incentive_amount, comments, manual_check, create_user)
        values (${body.studentJobId}, ${body.periodStartDate}::date, ${body.periodEndDate}::date, ${body.hourlyRate},
          ${body.workedHours}, ${body.incentiveAmount}, ${body.comments ?? null}, ${body.manualCheck}, ${caller.userName})
        returning id`.execute(db)
    ).rows[0];
    if (!created) throw new Error('timesheets: insert returned no id');
    const after = await studentTimesheet(db, caller, params.studentId, created.id);
    await writeAudit(db, caller, { entity: 'Timesheet', entityId: created.id, action: 'create', after });
    return after;
  },

  async studentTimesheetsUpdate({ db, user, params, body }) {
    const caller = signedIn(user);
    const before = await studentTimesheet(db, caller, params.studentId, params.studentTimesheetId);
    if (before.status !== 'Pending') throw ONLY_PENDING(before.status);
    await checkEntry(db, caller, params.studentId, body, before.id);
    const updated = await sql`update timesheets set student_job_id = ${body.studentJobId},
        period_start_date = ${body.periodStartDate}::date, period_end_date = ${body.periodEndDate}::date,
        hourly_rate = ${body.hourlyRate}, worked_hours = ${body.workedHours}, incentive_amount = ${body.incentiveAmount},
        comments = ${body.comments ?? null}, manual_check = ${body.manualCheck},
        last_update_date = now(), last_update_user = ${caller.userName}, version = version + 1
      where id = ${before.id} and version = ${body.version} and status = 'Pending'`.execute(db);
    if (Number(updated.numAffectedRows ?? 0) === 0) throw stale();
    const after = await studentTimesheet(db, caller, params.studentId, before.id);
    await writeAudit(db, caller, { entity: 'Timesheet', entityId: before.id, action: 'update', before, after });
    return after;
  },

  /** Void (ADR 061): only a Pending timesheet, which may still sit in a rejected process. */
  async studentTimesheetsDelete({ db, user, params, query }) {
    const caller = signedIn(user);
    const before = await studentTimesheet(db, caller, params.studentId, params.studentTimesheetId);
    if (before.status !== 'Pending') {
      throw conflict(`This timesheet is ${before.status}; only a Pending timesheet can be voided.`);
    }
    const version = (query as { version?: number }).version;
    const deleted = await sql`delete from timesheets where id = ${before.id}
      ${typeof version === 'number' ? sql`and version = ${version}` : sql``}`.execute(db);
    if (Number(deleted.numAffectedRows ?? 0) === 0) throw stale();
    if (before.entryProcessId !== null) await refreshProcesses(db, [before.entryProcessId], caller.userName);
    await writeAudit(db, caller, { entity: 'Timesheet', entityId: before.id, action: 'void', before });
    return undefined;
  },
};

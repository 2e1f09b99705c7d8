import { TimesheetStatusAdjustable } from '@pathway/api-client/enums';
import { adjustmentErrors, messages } from '@pathway/validation';
import { sql, type Insertable } from 'kysely';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, forbidden, notFound, stale, unprocessable } from '../../core/errors.ts';
import { intArray } from '../../db/arrays.ts';
import type { Database } from '../../core/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { runSearch } from '../../lib/search.ts';
import { contractorOwns } from '../../lib/scope.ts';
import { assertTransition } from '../../lib/transitions.ts';
import type { SpecOperation } from '../../core/spec.ts';
import {
  andScope,
  formatDate,
  formatMoney,
  idArray,
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
import {
  assertApprovalCaps,
  assertApprovalYouthHours,
  assertEntryCaps,
  assertYouthHours,
  entryAllowance,
  youthHoursAllowance,
} from './rules.ts';

/** The spec's generic start/end message (section 5). */
const PERIOD_ORDER_MESSAGE = messages.startEndDefault;
const MANUAL_CHECK_CLAIM_MESSAGE = 'A manual check request needs the MANUAL_CHECK permission.';

/** An approval of at least this many timesheets refreshes the table's statistics. */
const ANALYZE_AFTER = 500;

/** Statuses of a timesheet whose pay is approved or on its way: corrected by an adjustment, not an edit. */
const ADJUSTABLE: readonly TimesheetStatus[] = TimesheetStatusAdjustable;

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
      where t.id = any(${idArray(ids)}) ${andScope(user, timesheetScope)}
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

interface EntryBody {
  studentJobId: number;
  periodStartDate: string;
  periodEndDate: string;
  hourlyRate: number;
  workedHours: number;
  incentiveAmount: number;
  manualCheck: boolean;
}

/** The columns an entry (create, update) writes, from its body. */
const entryRow = (body: EntryBody & { comments?: string | null }) => ({
  student_job_id: body.studentJobId,
  period_start_date: body.periodStartDate,
  period_end_date: body.periodEndDate,
  hourly_rate: body.hourlyRate,
  worked_hours: body.workedHours,
  incentive_amount: body.incentiveAmount,
  comments: body.comments ?? null,
  manual_check: body.manualCheck,
});

/**
 * The timesheet of the assignment that already covers (part of) the period, the original, not an
 * adjustment: one timesheet per job assignment and pay period (issue 25), which the database also
 * holds as an exclusion constraint.
 */
async function coveringTimesheet(
  db: Db,
  entry: Pick<EntryBody, 'studentJobId' | 'periodStartDate' | 'periodEndDate'>,
  excludeTimesheetId: number,
) {
  return db
    .selectFrom('timesheets')
    .select(['id', 'period_start_date', 'period_end_date', 'status'])
    .$narrowType<{ status: TimesheetStatus }>()
    .where('student_job_id', '=', entry.studentJobId)
    .where('adjusts_timesheet_id', 'is', null)
    .where('id', '<>', excludeTimesheetId)
    .where('period_start_date', '<=', entry.periodEndDate)
    .where('period_end_date', '>=', entry.periodStartDate)
    .orderBy('period_start_date')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * The rules of a timesheet as entered (create, update): the assignment is the participant's, the
 * period is in order and overlaps the assignment, the rate is the assignment's unless the caller may
 * change rates, a manual check needs its claim, no other timesheet of the assignment covers the
 * period, and the youth hour rules (ADR 068) and the caps (ADR 066) hold, with what remains named.
 */
async function checkEntry(db: Db, user: Principal, studentId: number, body: EntryBody, timesheetId: number) {
  if (body.manualCheck && !user.claims.has('MANUAL_CHECK')) throw forbidden(MANUAL_CHECK_CLAIM_MESSAGE);
  const assignment: Assignment | undefined = await db
    .selectFrom('student_jobs')
    .select(['id', 'student_id', 'start_date', 'end_date', 'hourly_rate'])
    .where('id', '=', body.studentJobId)
    .executeTakeFirst();
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
  const covering = await coveringTimesheet(db, body, timesheetId);
  if (covering) {
    throw conflict(
      `This job already has timesheet ${String(covering.id)} for ${formatDate(covering.period_start_date)}-${formatDate(covering.period_end_date)} (${covering.status}): change that timesheet, or correct it with an adjustment, instead of entering a second one.`,
    );
  }
  await assertYouthHours(db, body, timesheetId);
  await assertEntryCaps(db, body, timesheetId);
}

const ONLY_PENDING = (status: string) =>
  conflict(`This timesheet is ${status}; only a Pending timesheet can be changed here.`);

async function studentTimesheet(db: Db, user: Principal | null, studentId: number, id: number) {
  await assertStudentVisible(db, user, studentId);
  const found = (await studentTimesheets(db, studentId, id))[0];
  if (!found) throw notFound('The participant timesheet');
  return found;
}

/** A new Pending timesheet (an entry or an adjustment), as the wire has it, audited under `action`. */
async function insertTimesheet(
  db: Db,
  caller: Principal,
  studentId: number,
  action: 'create' | 'adjust',
  row: Omit<Insertable<Database['timesheets']>, 'create_user'>,
) {
  const { id } = await db
    .insertInto('timesheets')
    .values({ ...row, create_user: caller.userName })
    .returning('id')
    .executeTakeFirstOrThrow();
  const after = await studentTimesheet(db, caller, studentId, id);
  await writeAudit(db, caller, { entity: 'Timesheet', entityId: id, action, after });
  return after;
}

/**
 * One audit row per timesheet of `ids` in one statement: `before` as given per id, `after` read from
 * the row as it now is (every status change of a timesheet is in the audit log, issue 25).
 */
async function auditTimesheets(
  db: Db,
  user: Principal,
  action: string,
  ids: readonly number[],
  before: (id: number) => Record<string, unknown>,
) {
  if (ids.length === 0) return;
  const befores = ids.map((id) => JSON.stringify(before(id)));
  await sql`insert into audit_log (user_name, entity, entity_id, action, before, after)
    select ${user.userName}, 'Timesheet', t.id::text, ${action}, b.before::jsonb,
      jsonb_build_object('status', t.status, 'processId', t.payroll_process_id, 'manualCheck', t.manual_check,
        'version', t.version)
    from unnest(${idArray(ids)}, ${befores}::text[]) as b(id, before) join timesheets t on t.id = b.id
    order by t.id`.execute(db);
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
  const ids = idArray(body.companyEntryProcessIds);
  const moved = (
    await sql<{ id: number }>`update timesheets set status = 'Pending', approved_by = null,
        last_update_date = now(), last_update_user = ${user.userName}, version = version + 1
      where payroll_process_id = any(${ids}) and status = ${from} returning id`.execute(db)
  ).rows.map((row) => row.id);
  await db
    .updateTable('payroll_processes')
    .set({ comment: body.comment ?? null })
    .where((eb) => eb('id', '=', eb.fn.any(intArray(body.companyEntryProcessIds))))
    .execute();
  await refreshProcesses(db, body.companyEntryProcessIds, user.userName);
  await auditTimesheets(db, user, operation.operation.operationId, moved, () => ({ status: from }));
  for (const process of processes) {
    await writeAudit(db, user, {
      entity: 'PayrollProcess',
      entityId: process.id,
      action: operation.operation.operationId,
      before: { status: process.status },
      after: { status: 'Pending', timesheets: moved.length, comment: body.comment ?? null },
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
    const entry = {
      studentJobId: before.studentJobId,
      periodStartDate: before.periodStartDate,
      periodEndDate: before.periodEndDate,
      workedHours: body.workedHours,
      incentiveAmount: body.incentiveAmount,
    };
    await assertYouthHours(db, entry, body.id);
    await assertEntryCaps(db, entry, body.id, 'message');
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

  /**
   * Pending -> Submitted for Payroll in a few statements whatever the count (issue 25): the rows
   * locked and checked, one process per organization and period that still takes submissions
   * (created when none does), one update, one audit insert.
   */
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
    const targets = sql`select distinct s.organization_id, t.period_start_date, t.period_end_date
      from timesheets t join student_jobs sj on sj.id = t.student_job_id join students s on s.id = sj.student_id
      where t.id = any(${idArray(ids)})`;
    // Serialise submissions of the same organizations, so two of them never open two processes of one period.
    await sql`select p.id from payroll_processes p join (${targets}) k on k.organization_id = p.organization_id
      and k.period_start_date = p.period_start_date and k.period_end_date = p.period_end_date
      where p.status = 'Submitted for Payroll' order by p.id for update of p`.execute(db);
    await sql`insert into payroll_processes (organization_id, period_start_date, period_end_date, status, create_user)
      select k.organization_id, k.period_start_date, k.period_end_date, 'Submitted for Payroll', ${caller.userName}
      from (${targets}) k
      where not exists (select 1 from payroll_processes p where p.organization_id = k.organization_id
        and p.period_start_date = k.period_start_date and p.period_end_date = k.period_end_date
        and p.status = 'Submitted for Payroll')
      order by k.organization_id, k.period_start_date`.execute(db);
    const joined = (
      await sql<{ payroll_process_id: number }>`update timesheets t set status = 'Submitted for Payroll',
          payroll_process_id = p.id, manual_check = t.manual_check or ${manualCheck},
          submitted_by = ${caller.userName}, last_update_date = now(), last_update_user = ${caller.userName},
          version = t.version + 1
        from student_jobs sj, students s,
          (select distinct on (organization_id, period_start_date, period_end_date) id, organization_id,
              period_start_date, period_end_date
            from payroll_processes where status = 'Submitted for Payroll'
            order by organization_id, period_start_date, period_end_date, id) p
        where t.id = any(${idArray(ids)}) and sj.id = t.student_job_id and s.id = sj.student_id
          and p.organization_id = s.organization_id and p.period_start_date = t.period_start_date
          and p.period_end_date = t.period_end_date
        returning t.payroll_process_id`.execute(db)
    ).rows.map((row) => row.payroll_process_id);
    const status = new Map(rows.map((row) => [row.id, row]));
    await auditTimesheets(db, caller, 'submit', ids, (id) => ({
      status: status.get(id)?.status,
      manualCheck: status.get(id)?.manual_check,
    }));
    await refreshProcesses(db, [...new Set([...left, ...joined])], caller.userName);
    return { updatedCount: rows.length, items: await timesheetRows(db, ids) };
  },

  /**
   * Submitted for Payroll -> Approved for Payroll, process by process, after the caps and the youth
   * hour rules were checked again against everything approved, in process, in exception or paid
   * (issue 25). Answers the count: a period may hold tens of thousands of timesheets.
   */
  async timesheetsApprove({ db, user, body, operation }) {
    const caller = signedIn(user);
    const processes = await lockProcesses(db, caller, body.organizationId, body.companyEntryProcessIds);
    for (const process of processes) assertTransition(operation, process.status, { entity: 'payroll process' });
    await assertApprovalCaps(db, body.companyEntryProcessIds);
    await assertApprovalYouthHours(db, body.companyEntryProcessIds);
    const approved = (
      await sql<{ id: number }>`update timesheets set status = 'Approved for Payroll', approved_by = ${caller.userName},
          last_update_date = now(), last_update_user = ${caller.userName}, version = version + 1
        where payroll_process_id = any(${idArray(body.companyEntryProcessIds)}) and status = 'Submitted for Payroll'
        returning id`.execute(db)
    ).rows.map((row) => row.id);
    await refreshProcesses(db, body.companyEntryProcessIds, caller.userName);
    await auditTimesheets(db, caller, 'approve', approved, () => ({ status: 'Submitted for Payroll' }));
    // A period's worth of statuses just changed: the pre-flight and the file that follow plan on
    // fresh statistics (PGlite has no autovacuum; PostgreSQL's comes minutes later).
    if (approved.length >= ANALYZE_AFTER) await sql`analyze timesheets`.execute(db);
    for (const process of processes) {
      await writeAudit(db, caller, {
        entity: 'PayrollProcess',
        entityId: process.id,
        action: 'approve',
        before: { status: process.status },
        after: { status: 'Approved for Payroll' },
      });
    }
    return { updatedCount: approved.length };
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

  /** What an entry may still hold: the caps, the youth hour rule and the timesheet already there. */
  async studentTimesheetsAllowance({ db, user, params, query }) {
    await assertStudentVisible(db, user, params.studentId);
    const assignment = await db
      .selectFrom('student_jobs')
      .select('student_id')
      .where('id', '=', query.studentJobId)
      .executeTakeFirst();
    if (assignment?.student_id !== params.studentId) throw notFound('The job assignment');
    if (query.periodEndDate < query.periodStartDate) throw unprocessable({ periodEndDate: PERIOD_ORDER_MESSAGE });
    const entry = {
      studentJobId: query.studentJobId,
      periodStartDate: query.periodStartDate,
      periodEndDate: query.periodEndDate,
    };
    const excluded = query.excludeTimesheetId ?? 0;
    const caps = await entryAllowance(db, entry, excluded);
    const youth = await youthHoursAllowance(db, entry, excluded);
    const covering = await coveringTimesheet(db, entry, excluded);
    const remaining = (cap: number, used: number) => Math.max(Math.round((cap - used) * 100) / 100, 0);
    return {
      contractCode: caps.contractCode,
      maxHours: caps.capHours,
      otherHours: caps.otherHours,
      remainingHours: remaining(caps.capHours, caps.otherHours),
      maxIncentiveAmount: caps.capIncentive,
      otherIncentiveAmount: caps.otherIncentive,
      remainingIncentiveAmount: remaining(caps.capIncentive, caps.otherIncentive),
      youthHours: youth
        ? {
            ruleName: youth.ruleName,
            allowedHours: youth.allowedHours,
            otherHours: youth.otherHours,
            remainingHours: remaining(youth.allowedHours, youth.otherHours),
          }
        : null,
      existingTimesheet: covering
        ? {
            id: covering.id,
            periodStartDate: covering.period_start_date,
            periodEndDate: covering.period_end_date,
            status: covering.status,
          }
        : null,
    };
  },

  async studentTimesheetsCreate({ db, user, params, body }) {
    const caller = signedIn(user);
    await assertStudentVisible(db, caller, params.studentId);
    await checkEntry(db, caller, params.studentId, body, 0);
    return insertTimesheet(db, caller, params.studentId, 'create', entryRow(body));
  },

  async studentTimesheetsUpdate({ db, user, params, body }) {
    const caller = signedIn(user);
    const before = await studentTimesheet(db, caller, params.studentId, params.studentTimesheetId);
    if (before.status !== 'Pending') throw ONLY_PENDING(before.status);
    if (before.adjustsTimesheetId !== null && before.adjustsTimesheetId !== undefined) {
      throw conflict(
        `This timesheet adjusts timesheet ${String(before.adjustsTimesheetId)}; remove it and enter the adjustment again instead.`,
      );
    }
    await checkEntry(db, caller, params.studentId, body, before.id);
    const updated = await db
      .updateTable('timesheets')
      .set((eb) => ({
        ...entryRow(body),
        last_update_date: sql<string>`now()`,
        last_update_user: caller.userName,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', before.id)
      .where('version', '=', body.version)
      .where('status', '=', 'Pending')
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw stale();
    const after = await studentTimesheet(db, caller, params.studentId, before.id);
    await writeAudit(db, caller, { entity: 'Timesheet', entityId: before.id, action: 'update', before, after });
    return after;
  },

  /**
   * A signed correction of a timesheet whose pay is approved or on its way (issue 25): its own
   * Pending row, same assignment, period and rate, linked to the original. The original plus its
   * adjustments never goes below zero, and the youth hour rules and the caps hold for the result.
   */
  async studentTimesheetsAdjust({ db, user, params, body }) {
    const caller = signedIn(user);
    await assertStudentVisible(db, caller, params.studentId);
    const original = (
      await sql<{
        id: number;
        student_job_id: number;
        period_start_date: string;
        period_end_date: string;
        hourly_rate: number;
        manual_check: boolean;
        status: TimesheetStatus;
        version: number;
        adjusts_timesheet_id: number | null;
        hours: number;
        incentive: number;
      }>`select t.id, t.student_job_id, t.period_start_date, t.period_end_date, t.hourly_rate, t.manual_check,
          t.status, t.version, t.adjusts_timesheet_id,
          t.worked_hours + coalesce(a.hours, 0) as hours, t.incentive_amount + coalesce(a.incentive, 0) as incentive
        from timesheets t join student_jobs sj on sj.id = t.student_job_id
        left join lateral (select sum(worked_hours) as hours, sum(incentive_amount) as incentive from timesheets
          where adjusts_timesheet_id = t.id) a on true
        where t.id = ${params.studentTimesheetId} and sj.student_id = ${params.studentId}
        for update of t`.execute(db)
    ).rows[0];
    if (!original) throw notFound('The participant timesheet');
    if (original.adjusts_timesheet_id !== null) {
      throw conflict(
        `This timesheet is an adjustment of timesheet ${String(original.adjusts_timesheet_id)}; adjust that timesheet instead.`,
      );
    }
    if (!ADJUSTABLE.includes(original.status)) {
      throw conflict(
        `This timesheet is ${original.status}; change it instead of adjusting it (an adjustment corrects a timesheet that is ${ADJUSTABLE.join(', ')}).`,
      );
    }
    if (original.version !== body.version) throw stale();
    // The Adjust popup checks the same rule before sending, so both refuse in the same words.
    const fields = adjustmentErrors({ workedHours: original.hours, incentiveAmount: original.incentive }, body);
    if (Object.keys(fields).length > 0) throw unprocessable(fields);
    const entry = {
      studentJobId: original.student_job_id,
      periodStartDate: original.period_start_date,
      periodEndDate: original.period_end_date,
      workedHours: body.workedHours,
      incentiveAmount: body.incentiveAmount,
    };
    await assertYouthHours(db, entry, 0);
    await assertEntryCaps(db, entry, 0);
    return insertTimesheet(db, caller, params.studentId, 'adjust', {
      student_job_id: original.student_job_id,
      period_start_date: original.period_start_date,
      period_end_date: original.period_end_date,
      hourly_rate: original.hourly_rate,
      worked_hours: body.workedHours,
      incentive_amount: body.incentiveAmount,
      comments: body.comments,
      manual_check: original.manual_check,
      adjusts_timesheet_id: original.id,
    });
  },

  /** Void (ADR 061): only a Pending timesheet, which may still sit in a rejected process. */
  async studentTimesheetsDelete({ db, user, params, query }) {
    const caller = signedIn(user);
    const before = await studentTimesheet(db, caller, params.studentId, params.studentTimesheetId);
    if (before.status !== 'Pending') {
      throw conflict(`This timesheet is ${before.status}; only a Pending timesheet can be voided.`);
    }
    const { adjustments } = await db
      .selectFrom('timesheets')
      .select(sql<number>`count(*)::int`.as('adjustments'))
      .where('adjusts_timesheet_id', '=', before.id)
      .executeTakeFirstOrThrow();
    if (adjustments > 0) {
      throw conflict(`This timesheet has ${String(adjustments)} adjustment(s); void them first.`);
    }
    const version = (query as { version?: number }).version;
    const deleted = await db
      .deleteFrom('timesheets')
      .where('id', '=', before.id)
      .$if(typeof version === 'number', (query) => query.where('version', '=', version ?? 0))
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) throw stale();
    if (before.entryProcessId !== null) await refreshProcesses(db, [before.entryProcessId], caller.userName);
    await writeAudit(db, caller, { entity: 'Timesheet', entityId: before.id, action: 'void', before });
    return undefined;
  },
};

import { TimesheetStatusAdjustable } from '@pathway/api-client/enums';
import { adjustmentErrors, messages } from '@pathway/validation';
import { sql, type Insertable } from 'kysely';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, forbidden, notFound, stale, unprocessable } from '../../core/errors.ts';
import { intArray } from '../../db/arrays.ts';
import type { Database } from '../../core/schema.ts';
import { writeAudit } from '../../lib/audit.ts';
import { runSearch } from '../../lib/search.ts';
import { asCondition, contractorOwns, scopeCondition } from '../../lib/scope.ts';
import { assertTransition } from '../../lib/transitions.ts';
import type { SpecOperation } from '../../core/spec.ts';
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
  const scope = scopeCondition(user, studentScope);
  const found = await db
    .selectFrom('students as s')
    .select('s.id')
    .where('s.id', '=', studentId)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
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
  const scope = scopeCondition(user, timesheetScope);
  const rows: LockedTimesheet[] = await db
    .selectFrom('timesheets as t')
    .innerJoin('student_jobs as sj', 'sj.id', 't.student_job_id')
    .innerJoin('students as s', 's.id', 'sj.student_id')
    .innerJoin('jobs as j', 'j.id', 'sj.job_id')
    .innerJoin('worksites as w', 'w.id', 'j.worksite_id')
    .select([
      't.id',
      't.status',
      't.version',
      't.payroll_process_id',
      's.organization_id',
      't.period_start_date',
      't.period_end_date',
      't.manual_check',
    ])
    .where((eb) => eb('t.id', '=', eb.fn.any(intArray(ids))))
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    // The column's check constraint allows only the contract's statuses.
    .$narrowType<{ status: TimesheetStatus }>()
    .orderBy('t.id')
    .forUpdate('t')
    .execute();
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
  await db
    .insertInto('audit_log')
    .columns(['user_name', 'entity', 'entity_id', 'action', 'before', 'after'])
    .expression((eb) =>
      eb
        // Each id beside its `before`, as rows: two arrays zipped, which the builder has no form for.
        .selectFrom(
          sql<{ id: number; before: string }>`unnest(${intArray(ids)}, ${befores}::text[])`.as<'b'>(sql`b(id, before)`),
        )
        .innerJoin('timesheets as t', 't.id', 'b.id')
        .select((row) => [
          row.val(user.userName).as('user_name'),
          sql.lit('Timesheet').as('entity'),
          row.cast('t.id', 'text').as('entity_id'),
          row.val(action).as('action'),
          row.cast('b.before', 'jsonb').as('before'),
          row
            .fn('jsonb_build_object', [
              sql.lit('status'),
              't.status',
              sql.lit('processId'),
              't.payroll_process_id',
              sql.lit('manualCheck'),
              't.manual_check',
              sql.lit('version'),
              't.version',
            ])
            .as('after'),
        ])
        .orderBy('t.id'),
    )
    .execute();
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
  const moved = (
    await db
      .updateTable('timesheets')
      .set((eb) => ({
        status: 'Pending',
        approved_by: null,
        last_update_date: sql<string>`now()`,
        last_update_user: user.userName,
        version: eb('version', '+', 1),
      }))
      .where((eb) => eb('payroll_process_id', '=', eb.fn.any(intArray(body.companyEntryProcessIds))))
      .where('status', '=', from)
      .returning('id')
      .execute()
  ).map((row) => row.id);
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
    const updated = await db
      .updateTable('timesheets')
      .set((eb) => ({
        worked_hours: body.workedHours,
        incentive_amount: body.incentiveAmount,
        comments: body.comments ?? eb.ref('comments'),
        last_update_date: sql<string>`now()`,
        last_update_user: caller.userName,
        version: eb('version', '+', 1),
      }))
      .where('id', '=', body.id)
      .where('version', '=', body.version)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw stale();
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
    const targets = db
      .selectFrom('timesheets as t')
      .innerJoin('student_jobs as sj', 'sj.id', 't.student_job_id')
      .innerJoin('students as s', 's.id', 'sj.student_id')
      .select(['s.organization_id', 't.period_start_date', 't.period_end_date'])
      .distinct()
      .where((eb) => eb('t.id', '=', eb.fn.any(intArray(ids))))
      .as('k');
    // Serialise submissions of the same organizations, so two of them never open two processes of one period.
    await db
      .selectFrom('payroll_processes as p')
      .innerJoin(targets, (join) =>
        join
          .onRef('k.organization_id', '=', 'p.organization_id')
          .onRef('k.period_start_date', '=', 'p.period_start_date')
          .onRef('k.period_end_date', '=', 'p.period_end_date'),
      )
      .select('p.id')
      .where('p.status', '=', 'Submitted for Payroll')
      .orderBy('p.id')
      .forUpdate('p')
      .execute();
    await db
      .insertInto('payroll_processes')
      .columns(['organization_id', 'period_start_date', 'period_end_date', 'status', 'create_user'])
      .expression((eb) =>
        eb
          .selectFrom(targets)
          .select([
            'k.organization_id',
            'k.period_start_date',
            'k.period_end_date',
            sql.lit('Submitted for Payroll').as('status'),
            eb.val(caller.userName).as('create_user'),
          ])
          .where((row) =>
            row.not(
              row.exists(
                row
                  .selectFrom('payroll_processes as p')
                  .select(sql.lit(1).as('one'))
                  .whereRef('p.organization_id', '=', 'k.organization_id')
                  .whereRef('p.period_start_date', '=', 'k.period_start_date')
                  .whereRef('p.period_end_date', '=', 'k.period_end_date')
                  .where('p.status', '=', 'Submitted for Payroll'),
              ),
            ),
          )
          .orderBy('k.organization_id')
          .orderBy('k.period_start_date'),
      )
      .execute();
    // The oldest process of each organization and period that still takes submissions.
    const open = db
      .selectFrom('payroll_processes')
      .distinctOn(['organization_id', 'period_start_date', 'period_end_date'])
      .select(['id', 'organization_id', 'period_start_date', 'period_end_date'])
      .where('status', '=', 'Submitted for Payroll')
      .orderBy('organization_id')
      .orderBy('period_start_date')
      .orderBy('period_end_date')
      .orderBy('id')
      .as('p');
    const joined = (
      await db
        .updateTable('timesheets as t')
        .from(['student_jobs as sj', 'students as s', open])
        .set((eb) => ({
          status: 'Submitted for Payroll',
          payroll_process_id: eb.ref('p.id'),
          manual_check: eb.or([eb.ref('t.manual_check'), eb.val(manualCheck)]).$castTo<boolean>(),
          submitted_by: caller.userName,
          last_update_date: sql<string>`now()`,
          last_update_user: caller.userName,
          version: eb('t.version', '+', 1),
        }))
        .where((eb) => eb('t.id', '=', eb.fn.any(intArray(ids))))
        .whereRef('sj.id', '=', 't.student_job_id')
        .whereRef('s.id', '=', 'sj.student_id')
        .whereRef('p.organization_id', '=', 's.organization_id')
        .whereRef('p.period_start_date', '=', 't.period_start_date')
        .whereRef('p.period_end_date', '=', 't.period_end_date')
        .returning('t.payroll_process_id')
        .execute()
    )
      // Every row returned was just joined to its process.
      .map((row) => row.payroll_process_id)
      .filter((id): id is number => id !== null);
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
      await db
        .updateTable('timesheets')
        .set((eb) => ({
          status: 'Approved for Payroll',
          approved_by: caller.userName,
          last_update_date: sql<string>`now()`,
          last_update_user: caller.userName,
          version: eb('version', '+', 1),
        }))
        .where((eb) => eb('payroll_process_id', '=', eb.fn.any(intArray(body.companyEntryProcessIds))))
        .where('status', '=', 'Submitted for Payroll')
        .returning('id')
        .execute()
    ).map((row) => row.id);
    await refreshProcesses(db, body.companyEntryProcessIds, caller.userName);
    await auditTimesheets(db, caller, 'approve', approved, () => ({ status: 'Submitted for Payroll' }));
    // A period's worth of statuses just changed: the pre-flight and the file that follow plan on
    // fresh statistics (PGlite has no autovacuum; PostgreSQL's comes minutes later).
    if (approved.length >= ANALYZE_AFTER) {
      // Raw SQL: analyze is a maintenance command, not a query the builder has.
      await sql`analyze timesheets`.execute(db);
    }
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
    const original = await db
      .selectFrom('timesheets as t')
      .innerJoin('student_jobs as sj', 'sj.id', 't.student_job_id')
      .leftJoinLateral(
        (eb) =>
          eb
            .selectFrom('timesheets')
            .select([
              eb.fn.sum<number | null>('worked_hours').as('hours'),
              eb.fn.sum<number | null>('incentive_amount').as('incentive'),
            ])
            .whereRef('adjusts_timesheet_id', '=', 't.id')
            .as('a'),
        (join) => join.onTrue(),
      )
      .select((eb) => [
        't.id',
        't.student_job_id',
        't.period_start_date',
        't.period_end_date',
        't.hourly_rate',
        't.manual_check',
        't.status',
        't.version',
        't.adjusts_timesheet_id',
        eb('t.worked_hours', '+', eb.fn.coalesce('a.hours', eb.lit(0)))
          .$castTo<number>()
          .as('hours'),
        eb('t.incentive_amount', '+', eb.fn.coalesce('a.incentive', eb.lit(0)))
          .$castTo<number>()
          .as('incentive'),
      ])
      .where('t.id', '=', params.studentTimesheetId)
      .where('sj.student_id', '=', params.studentId)
      // The column's check constraint allows only the contract's statuses.
      .$narrowType<{ status: TimesheetStatus }>()
      .forUpdate('t')
      .executeTakeFirst();
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

import { sql } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import { intArray } from '../../db/arrays.ts';
import { signedIn, type Handlers } from '../../http/context.ts';
import { forbidden, notFound, stale } from '../../core/errors.ts';
import { writeAudits } from '../../lib/audit.ts';
import { bool, int, number, runSearch, text, type Column } from '../../lib/search.ts';
import { asCondition, scopeCondition } from '../../lib/scope.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { touchedBy } from '../../lib/versions.ts';
import { PAY, andScope, refreshProcesses, timesheetScope, withoutNulls, type TimesheetStatus } from './common.ts';
import { TIMESHEET_WITH_CAPS, rowColumns, timesheetRows } from './readModels.ts';

type AvailableTimesheetRow = components['schemas']['AvailableTimesheetRow'];

/** Undoing an approval is the approver's call; a submitter may take back only a submission. */
export const MOVE_APPROVED_CLAIM_MESSAGE =
  'Moving an Approved for Payroll timesheet back to Pending needs the APPROVE_TIMESHEETS_FOR_PAYROLL permission.';

/**
 * The Available Timesheets row (ADR 160): the timesheet row plus what the screen's actions address
 * and the row's pay, summed from the same `numeric` expression as every payroll total.
 */
const availableColumns: Record<string, Column> = {
  ...rowColumns,
  studentId: int('s.id'),
  studentJobId: int('sj.id'),
  entryProcessId: int('t.payroll_process_id'),
  manualCheck: bool('t.manual_check'),
  jobName: text('j.title', { quick: true }),
  worksiteName: text('w.name', { quick: true }),
  payAmount: number(PAY),
};
/** Filter fields of the search that the row does not carry. */
const FILTER_ONLY: readonly string[] = ['contractId', 'worksiteId'];

function toAvailableRow(raw: Record<string, unknown>): AvailableTimesheetRow {
  const row = withoutNulls(Object.fromEntries(Object.entries(raw).filter(([field]) => !FILTER_ONLY.includes(field))));
  // The contract requires entryProcessId, null while the timesheet was never submitted.
  return { ...row, entryProcessId: raw.entryProcessId ?? null } as unknown as AvailableTimesheetRow;
}

export const availableTimesheetHandlers: Handlers = {
  /** Every status: the screen filters on `status` (ADR 160). */
  async payrollSearchAvailableTimesheets({ db, user, body }) {
    const page = await runSearch<Record<string, unknown>>(
      db,
      {
        from: TIMESHEET_WITH_CAPS,
        columns: availableColumns,
        defaultSort: [
          { field: 'periodFrom', direction: 'desc' },
          { field: 'name', direction: 'asc' },
        ],
        key: sql`t.id`,
        where: [sql`true ${andScope(user, timesheetScope)}`],
      },
      body,
    );
    return { items: page.items.map(toAvailableRow), total: page.total };
  },

  /**
   * Submitted or approved timesheets back to Pending, one by one with their versions (ADR 160): all
   * or nothing. They keep their payroll process until submitted again (ADR 066), whose status then
   * follows its least advanced timesheet.
   */
  async payrollMoveAvailableTimesheetsToPending({ db, user, body, operation }) {
    const caller = signedIn(user);
    const ids = body.items.map((item) => item.id);
    const scope = scopeCondition(caller, timesheetScope);
    // The joins of TIMESHEET_FROM, whose aliases the scope names.
    const rows = await db
      .selectFrom('timesheets as t')
      .innerJoin('student_jobs as sj', 'sj.id', 't.student_job_id')
      .innerJoin('students as s', 's.id', 'sj.student_id')
      .innerJoin('jobs as j', 'j.id', 'sj.job_id')
      .innerJoin('worksites as w', 'w.id', 'j.worksite_id')
      .innerJoin('contracts as c', 'c.id', 'j.contract_id')
      .leftJoin('enrollment_programs as ep', 'ep.id', 's.enrollment_program_id')
      .select(['t.id', 't.status', 't.version', 't.payroll_process_id'])
      .where((eb) => eb('t.id', '=', eb.fn.any(intArray(ids))))
      .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
      // The column's check constraint allows only the contract's statuses.
      .$narrowType<{ status: TimesheetStatus }>()
      .orderBy('t.id')
      .forUpdate('t')
      .execute();
    const found = new Map(rows.map((row) => [row.id, row]));
    const versions = new Map(body.items.map((item) => [item.id, item.version]));
    for (const id of ids) {
      const row = found.get(id);
      if (!row) throw notFound(`The timesheet ${String(id)}`);
      assertTransition(operation, row.status, { entity: 'timesheet' });
      if (row.status === 'Approved for Payroll' && !caller.claims.has('APPROVE_TIMESHEETS_FOR_PAYROLL')) {
        throw forbidden(MOVE_APPROVED_CLAIM_MESSAGE);
      }
      if (versions.get(id) !== row.version) throw stale();
    }
    await db
      .updateTable('timesheets')
      .set({ status: 'Pending', approved_by: null, ...touchedBy(caller.userName) })
      .where((eb) => eb('id', '=', eb.fn.any(intArray(ids))))
      .execute();
    const processIds = [
      ...new Set(rows.map((row) => row.payroll_process_id).filter((id): id is number => id !== null)),
    ];
    await refreshProcesses(db, processIds, caller.userName);
    await writeAudits(
      db,
      caller,
      rows.map((row) => ({
        entity: 'Timesheet',
        entityId: row.id,
        action: 'moveToPending',
        before: { status: row.status, version: row.version },
        after: { status: 'Pending', version: row.version + 1 },
      })),
    );
    return { updatedCount: rows.length, items: await timesheetRows(db, ids) };
  },
};

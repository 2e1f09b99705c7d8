import { TimesheetStatusValues } from '@pathway/api-client/enums';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { intArray } from '../../db/arrays.ts';
import type { Database } from '../../core/schema.ts';
import type { Principal } from '../../http/context.ts';
import { notFound } from '../../core/errors.ts';
import { asCondition, scopeCondition, type ScopeRule } from '../../lib/scope.ts';

export type Db = Kysely<Database>;

/** A timesheet's status: the contract's TimesheetStatus (spec section 4, Payroll Exception of ADR 182). */
export type TimesheetStatus = (typeof TimesheetStatusValues)[number];

/**
 * Ids as one array parameter (`= any(${ids(list)})`): never one bind parameter per id, which
 * PostgreSQL and PGlite cap at 65,535 per statement.
 */
export const idArray = (list: readonly number[]) => sql`${[...list]}::int4[]`;

/** Timesheets that count against a cap and whose pay is owed: approved and everything after it. */
export const COUNTED_STATUSES = sql`('Approved for Payroll', 'Payroll in Process', 'Payroll Exception', 'Payrolled')`;

/**
 * The effective caps of ADR 066: the participant contract's, else the enrollment program's, else the
 * contract's (over the aliases scap, ep and c). Text, since read models compose their columns as text.
 */
export const CAP_HOURS = 'coalesce(scap.max_hours, ep.max_hours_per_student, c.max_hours_per_student)';
export const CAP_INCENTIVE = 'coalesce(scap.max_incentive_amount, ep.max_incentive_amount, c.max_incentive_amount)';

/** `and <scope>` for a raw query, or nothing for a global user. */
export function andScope(user: Principal | null, rule: ScopeRule): RawBuilder<unknown> {
  const condition = scopeCondition(user, rule);
  return condition ? sql`and ${condition}` : sql``;
}

/**
 * A timesheet with its assignment, participant, job, worksite and contract. Aliases: t, sj, s, j,
 * w, c, ep (the participant's enrollment program).
 */
export const TIMESHEET_FROM = sql`timesheets t
  join student_jobs sj on sj.id = t.student_job_id
  join students s on s.id = sj.student_id
  join jobs j on j.id = sj.job_id
  join worksites w on w.id = j.worksite_id
  join contracts c on c.id = j.contract_id
  left join enrollment_programs ep on ep.id = s.enrollment_program_id`;

/** ADR 060: a timesheet is its participant's organization's; a contractor's when the job is at its worksite. */
export const timesheetScope: ScopeRule = {
  organization: 's.organization_id',
  contractor: (contractorId) => sql`w.contractor_id = ${contractorId}`,
};

/** A payroll process (and a card-provider file) belongs to its organization; contractors see none. */
export const organizationScope = (alias: string): ScopeRule => ({ organization: `${alias}.organization_id` });

/** The gross pay of a timesheet row `t`: hours times rate to the cent, plus the incentive. */
export const PAY = sql`(round(t.worked_hours * t.hourly_rate, 2) + t.incentive_amount)`;

export const maskedSsn = (column: string) => sql.raw(`'*****' || right(${column}, 4)`);

/** The statuses in the order a timesheet moves through them: the contract's enum order. */
export const STATUS_ORDER: readonly TimesheetStatus[] = TimesheetStatusValues;

/**
 * A process's status is the least advanced status of its timesheets (a process that lost every
 * timesheet is removed): one column the grid filters on, always in step with its rows.
 */
export async function refreshProcesses(db: Db, processIds: readonly number[], userName: string) {
  if (processIds.length === 0) return;
  await db
    .deleteFrom('payroll_processes as p')
    .where((eb) =>
      eb.and([
        eb('p.id', '=', eb.fn.any(intArray(processIds))),
        eb.not(
          eb.exists(eb.selectFrom('timesheets as t').select('t.id').whereRef('t.payroll_process_id', '=', 'p.id')),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('card_provider_file_processes as f')
              .select('f.payroll_process_id')
              .whereRef('f.payroll_process_id', '=', 'p.id'),
          ),
        ),
      ]),
    )
    .execute();
  const ranks = sql.join(
    STATUS_ORDER.map((status, index) => sql`when ${status} then ${index}`),
    sql` `,
  );
  const names = sql.join(
    STATUS_ORDER.map((status, index) => sql`when ${index} then ${status}`),
    sql` `,
  );
  const leastStatus = db
    .selectFrom('timesheets as t')
    .select(['t.payroll_process_id as id', sql<string>`case min(case t.status ${ranks} end) ${names} end`.as('status')])
    .where((eb) => eb('t.payroll_process_id', '=', eb.fn.any(intArray(processIds))))
    .groupBy('t.payroll_process_id')
    .as('least_status');
  await db
    .updateTable('payroll_processes as p')
    .from(leastStatus)
    .set((eb) => ({
      status: eb.ref('least_status.status'),
      last_update_date: sql<string>`now()`,
      last_update_user: userName,
      version: eb('p.version', '+', 1),
    }))
    .whereRef('p.id', '=', 'least_status.id')
    .whereRef('p.status', 'is distinct from', 'least_status.status')
    .execute();
}

/** The processes of `organizationId` the caller may see among `ids`, locked for the change; 404 for any other. */
export async function lockProcesses(db: Db, user: Principal | null, organizationId: number, ids: readonly number[]) {
  const scope = scopeCondition(user, organizationScope('p'));
  const rows = await db
    .selectFrom('payroll_processes as p')
    .select(['p.id', 'p.status', 'p.organization_id'])
    .where((eb) => eb('p.id', '=', eb.fn.any(intArray(ids))))
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    // The column's check constraint allows only these statuses (migration 0500).
    .$narrowType<{ status: TimesheetStatus }>()
    .orderBy('p.id')
    .forUpdate()
    .execute();
  const found = new Map(rows.map((row) => [row.id, row]));
  for (const id of ids) {
    const row = found.get(id);
    if (row?.organization_id !== organizationId) throw notFound(`The payroll process ${String(id)}`);
  }
  return rows;
}

export const formatMoney = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const formatHours = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 2 });
/** mm/dd/yyyy, the spec's display format. */
export const formatDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

/** Fields the contract marks optional but not nullable: left out when the database has none. */
export function withoutNulls<T extends Record<string, unknown>>(row: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (value !== null) out[key] = value;
  return out as T;
}

import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../core/schema.ts';
import type { Principal } from '../../http/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import { asCondition, scopeCondition, studentScope } from '../../lib/scope.ts';
import type { Column } from '../../lib/search.ts';

export type Db = Kysely<Database>;

// The area's own files read these here; other areas import them from core/ and lib/ (ADR 225).
export { ageOn, isoDate, usDate } from '../../core/dates.ts';
export { versionOf } from '../../core/version.ts';
export { andStudentScope, studentScope } from '../../lib/scope.ts';

export interface StudentCore {
  id: number;
  organization_id: number;
  enrollment_program_id: number;
  status: string;
  version: number;
  first_name: string;
  last_name: string;
  birth_date: string;
  child_abuse_clearance_expires: string | null;
  fbi_clearance_expires: string | null;
  pa_state_criminal_clearance_expires: string | null;
  work_permit_expires: string | null;
}

/** The participant addressed by a path, if the caller may see it; 404 like a missing one otherwise. */
export async function visibleStudent(
  db: Db,
  user: Principal | null,
  studentId: number,
  options: { lock?: boolean } = {},
): Promise<StudentCore> {
  const scope = scopeCondition(user, studentScope('s'));
  const row: StudentCore | undefined = await db
    .selectFrom('students as s')
    .select([
      's.id',
      's.organization_id',
      's.enrollment_program_id',
      's.status',
      's.version',
      's.first_name',
      's.last_name',
      's.birth_date',
      's.child_abuse_clearance_expires',
      's.fbi_clearance_expires',
      's.pa_state_criminal_clearance_expires',
      's.work_permit_expires',
    ])
    .where('s.id', '=', studentId)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .$if(options.lock === true, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!row) throw notFound('The participant');
  return row;
}

/** The four audit fields and version; a record never updated reads its creation as its last update. */
export function auditColumns(alias: string): Record<string, Column> {
  const at = (expr: string): RawBuilder<unknown> => sql.raw(expr);
  return {
    createDate: { expr: at(`${alias}.create_date`), type: 'datetime' },
    createUser: { expr: at(`${alias}.create_user`), type: 'text' },
    lastUpdateDate: { expr: at(`coalesce(${alias}.last_update_date, ${alias}.create_date)`), type: 'datetime' },
    lastUpdateUser: { expr: at(`coalesce(${alias}.last_update_user, ${alias}.create_user)`), type: 'text' },
    version: { expr: at(`${alias}.version`), type: 'int' },
  };
}

/** End on or after start, with the form's message on the end field. */
export function assertDateOrder(start: string, end: string | null | undefined, endField = 'endDate') {
  if (end && end < start) throw unprocessable({ [endField]: 'End Date must be on or after Start Date.' });
}

/** A lookup option id a body names: 422 on the field when no such option exists in the list. */
export async function assertLookup(
  db: Db,
  field: string,
  label: string,
  id: number | null | undefined,
  lookupNames: readonly string[],
) {
  if (id === null || id === undefined) return;
  const found = await db
    .selectFrom('lookup_options')
    .select('id')
    .where('id', '=', id)
    .where('lookup_name', 'in', lookupNames)
    .executeTakeFirst();
  if (!found) throw unprocessable({ [field]: `${label} is not one of the options.` });
}

/** A row of another area a body names (school, program, location…): 422 on the field when it does not exist. */
export async function assertExists(db: Db, table: string, field: string, label: string, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const found = await db
    // Every such table has an integer id; the name varies, so it is given as SQL.
    .selectFrom(sql<{ id: number }>`${sql.table(table)}`.as('r'))
    .select('r.id')
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!found) throw unprocessable({ [field]: `${label} does not exist.` });
}

/** Timesheets (payroll's table) of the assignments `condition` picks, e.g. sql`student_job_id = 7`. */
export async function countTimesheets(db: Db, condition: RawBuilder<unknown>): Promise<number> {
  const row = await db
    .selectFrom('timesheets')
    .select((eb) => eb.cast<number>(eb.fn.countAll(), 'int4').as('n'))
    .where(asCondition(condition))
    .executeTakeFirst();
  return row?.n ?? 0;
}

import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { intArray } from '../db/arrays.ts';
import type { Principal } from '../core/principal.ts';

/**
 * Row scope by user type (ADR 060): a global user sees every row; an organization user the rows of
 * their organizations; a contractor user their contractor, its worksites, the jobs at them and the
 * participants assigned to those jobs. `undefined` means no condition (global).
 */
export interface ScopeRule {
  /** SQL yielding the row's organization id, e.g. `s.organization_id`. */
  organization?: string | RawBuilder<unknown>;
  /** The contractor-user condition, given the caller's contractor id. */
  contractor?: (contractorId: number) => RawBuilder<unknown>;
}

export function scopeCondition(user: Principal | null, rule: ScopeRule): RawBuilder<unknown> | undefined {
  if (!user || user.userType === 'global') return undefined;
  if (user.userType === 'organization') {
    if (rule.organization === undefined || user.organizationIds.length === 0) return sql`false`;
    const column = typeof rule.organization === 'string' ? sql.raw(rule.organization) : rule.organization;
    // One int4[] parameter however many organizations: one statement text for every caller.
    return sql`${column} = any(${intArray(user.organizationIds)})`;
  }
  if (rule.contractor === undefined || user.contractorId === null) return sql`false`;
  return rule.contractor(user.contractorId);
}

/** A scope written as SQL where the query builder asks for a boolean expression (its `where`). */
export const asCondition = (condition: RawBuilder<unknown>): RawBuilder<SqlBool> => condition.$castTo<SqlBool>();

/**
 * What a contractor owns, by row kind. The tables are fixed across areas: worksites.contractor_id,
 * jobs.worksite_id, student_jobs (student_id, job_id); `alias` is the row's alias in the query.
 */
export const contractorOwns = {
  contractor: (alias: string) => (id: number) => sql`${sql.ref(`${alias}.id`)} = ${id}`,
  worksite: (alias: string) => (id: number) => sql`${sql.ref(`${alias}.contractor_id`)} = ${id}`,
  job: (alias: string) => (id: number) =>
    sql`exists (select 1 from worksites scope_w where scope_w.id = ${sql.ref(`${alias}.worksite_id`)} and scope_w.contractor_id = ${id})`,
  student: (alias: string) => (id: number) =>
    sql`exists (select 1 from student_jobs scope_sj join jobs scope_j on scope_j.id = scope_sj.job_id
      join worksites scope_w on scope_w.id = scope_j.worksite_id
      where scope_sj.student_id = ${sql.ref(`${alias}.id`)} and scope_w.contractor_id = ${id})`,
  /** A row that names a participant in `column` (timesheets, sub-records). */
  studentOf: (column: string) => (id: number) =>
    sql`exists (select 1 from student_jobs scope_sj join jobs scope_j on scope_j.id = scope_sj.job_id
      join worksites scope_w on scope_w.id = scope_j.worksite_id
      where scope_sj.student_id = ${sql.raw(column)} and scope_w.contractor_id = ${id})`,
};

/** A participant's row scope (ADR 060): their organization, or for a contractor the jobs they hold at its worksites. */
export const studentScope = (alias: string): ScopeRule => ({
  organization: `${alias}.organization_id`,
  contractor: contractorOwns.student(alias),
});

/** `and <scope>` for a query over students aliased `alias`, or nothing for a global user. */
export function andStudentScope(user: Principal | null, alias = 's'): RawBuilder<unknown> {
  const condition = scopeCondition(user, studentScope(alias));
  return condition ? sql`and ${condition}` : sql``;
}

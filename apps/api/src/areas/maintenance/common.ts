import { messages, minMax } from '@pathway/validation';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { intArray } from '../../db/arrays.ts';
import type { Database } from '../../core/schema.ts';
import { signedIn, type Principal } from '../../http/context.ts';
import { badRequest, conflict, unprocessable } from '../../core/errors.ts';
import type { ResourceContext } from '../../lib/resource.ts';
import { scopeCondition } from '../../lib/scope.ts';

export type Db = Kysely<Database>;

/**
 * Drops the null values of fields the contract declares optional but not nullable (a program
 * without a description sends no `description`, not `description: null`).
 */
export function withoutNulls<T extends object>(row: T, fields: readonly string[]): T {
  return Object.fromEntries(Object.entries(row).filter(([key, value]) => value !== null || !fields.includes(key))) as T;
}

/** How a table's rows are named in a refusal ("3 programs"). */
const DEPENDANT_NAMES: Record<string, string> = {
  user_organizations: 'users',
  students: 'participants',
  student_jobs: 'job assignments',
  applications: 'applications',
  enrollment_programs: 'enrollment programs',
  quality_review_config_items: 'quality review items',
  email_templates: 'email templates',
  lookup_options: 'lookup options',
  income_ranges: 'income ranges',
  system_documents: 'system documents',
  contract_worksites: 'contract worksites',
};

const nameOf = (table: string) => DEPENDANT_NAMES[table] ?? table.replaceAll('_', ' ');

type SoftReference = readonly [table: string, column: string, name: string];

/**
 * Columns of other areas that hold ids of maintenance rows without a foreign key (lookup option
 * ids share one id space, so a column of one list's ids is counted exactly). Tables or columns
 * that do not exist (yet) are skipped.
 */
const SOFT_REFERENCES: Record<string, readonly SoftReference[]> = {
  lookup_options: [
    ['contracts', 'contract_type_id', 'contracts'],
    ['contracts', 'funding_source_id', 'contracts'],
    ['contracts', 'payroll_frequency_id', 'contracts'],
    ['worksites', 'job_sector_id', 'worksites'],
    ['jobs', 'job_sector_id', 'jobs'],
    ['students', 'gender_id', 'participants'],
    ['students', 'ethnic_group_id', 'participants'],
    ['students', 'grade_level_id', 'participants'],
    ['student_jobs', 'unassign_reason_id', 'job assignments'],
    ['student_eligibilities', 'funding_source_id', 'participant eligibilities'],
    ['student_barriers', 'barrier_type_id', 'participant barriers'],
    ['student_educations', 'grade_level_id', 'participant education records'],
    ['student_guardians', 'relationship_id', 'participant guardians'],
    ['student_interests', 'interest_id', 'participant interests'],
    ['student_referrals', 'service_type_id', 'participant referrals'],
    ['student_career_programs', 'career_program_type_id', 'participant career programs'],
    ['student_releases', 'reason_id', 'participant releases'],
    ['applicant_review_items', 'section_id', 'applicant review items'],
    ['applicant_review_items', 'status_id', 'applicant review items'],
    ['applicant_review_items', 'clearance_company_id', 'applicant review items'],
    ['applicant_review_items', 'payment_method_id', 'applicant review items'],
    ['applicant_review_items', 'verification_type_id', 'applicant review items'],
    ['applicant_review_items', 'media_usage_id', 'applicant review items'],
    ['applicant_review_items', 'income_eligibility_proof_id', 'applicant review items'],
    ['applicant_review_items', 'waiver_release_id', 'applicant review items'],
    ['applicant_review_items', 'buckley_amendment_id', 'applicant review items'],
    ['payroll_calendars', 'payroll_frequency_id', 'payroll calendars'],
  ],
  schools: [
    ['students', 'school_id', 'participants'],
    ['student_educations', 'school_id', 'participant education records'],
  ],
  locations: [
    ['interviews', 'location_id', 'interviews'],
    ['card_delivery_setups', 'delivery_location_id', 'card delivery setups'],
  ],
  email_templates: [['interviews', 'email_template_id', 'interviews']],
  enrollment_programs: [
    ['students', 'enrollment_program_id', 'participants'],
    ['applicants', 'enrollment_program_id', 'applicants'],
  ],
  programs: [
    ['student_programs', 'program_id', 'participant programs'],
    ['youth_hour_rules', 'program_id', 'youth hour rules'],
    ['school_terms', 'program_id', 'school terms'],
  ],
  income_ranges: [['student_eligibilities', 'income_range_id', 'participant eligibilities']],
  quality_review_config_items: [['applicant_review_items', 'config_item_id', 'applicant review items']],
};

async function existingColumns(db: Db, references: readonly SoftReference[]): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  // Raw SQL: reads the catalogue (information_schema), which the typed schema does not hold.
  const rows = (
    await sql<{ key: string }>`select table_name || '.' || column_name as key from information_schema.columns
      where table_schema = current_schema()
        and (table_name || '.' || column_name) in (${sql.join(references.map(([t, c]) => `${t}.${c}`))})
      order by 1`.execute(db)
  ).rows;
  return new Set(rows.map((row) => row.key));
}

/**
 * Rows of other tables that still point at `table`.`id`: through a foreign key that neither
 * cascades nor clears (those dependants go with the row), read from the catalogue so a table
 * another area adds later is counted without this area knowing it, and through the known columns
 * without one (SOFT_REFERENCES).
 */
export async function dependantsOf(db: Db, table: string, id: number): Promise<{ name: string; count: number }[]> {
  // Raw SQL: reads the catalogue (pg_constraint, pg_class, pg_attribute), which the typed schema does not hold.
  const references = (
    await sql<{ table_name: string; column_name: string }>`
      select cl.relname as table_name, a.attname as column_name
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_namespace ns on ns.oid = cl.relnamespace
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = to_regclass(${table}) and cardinality(c.conkey) = 1
        and c.confdeltype not in ('c', 'n', 'd') and ns.nspname = current_schema()
      order by cl.relname, a.attname`.execute(db)
  ).rows;
  const soft = SOFT_REFERENCES[table] ?? [];
  const present = await existingColumns(db, soft);
  const candidates = [
    ...references.map(({ table_name, column_name }) => [table_name, column_name, nameOf(table_name)] as const),
    ...soft.filter(([t, c]) => present.has(`${t}.${c}`)),
  ];
  const found: { name: string; count: number }[] = [];
  for (const [table_name, column_name, name] of candidates) {
    // Raw SQL: the table and column come from the catalogue at run time.
    const count =
      (
        await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table_name)}
          where ${sql.ref(column_name)} = ${id}`.execute(db)
      ).rows[0]?.n ?? 0;
    if (count === 0) continue;
    const existing = found.find((item) => item.name === name);
    if (existing) existing.count += count;
    else found.push({ name, count });
  }
  return found;
}

/** The refusal of a delete with dependants, naming them: "…is still used by 3 programs and 2 users…". */
export function dependantsMessage(what: string, dependants: readonly { name: string; count: number }[]): string {
  const parts = dependants.map(({ name, count }) => `${String(count)} ${count === 1 ? singular(name) : name}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}` : (parts[0] ?? '');
  return `This ${what} is still used by ${list} and cannot be removed.`;
}

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`;
  if (name.endsWith('ses')) return name.slice(0, -2);
  return name.endsWith('s') ? name.slice(0, -1) : name;
}

/** 409 naming what still points at the row; a row nothing points at passes. */
export async function refuseIfUsed(db: Db, table: string, id: number, what: string): Promise<void> {
  const dependants = await dependantsOf(db, table, id);
  if (dependants.length > 0) throw conflict(dependantsMessage(what, dependants));
}

/** Start on or before end (spec section 5: "Start Date must be less then End Date"), on the start field. */
export function assertStartBeforeEnd(
  start: string | null | undefined,
  end: string | null | undefined,
  field = 'startDate',
): void {
  // ISO dates (yyyy-mm-dd) order as text.
  if (start && end && start > end) throw unprocessable({ [field]: messages.startEndDefault });
}

/** min ≤ max (rule minMaxInvalid), reported on the min field. */
export function assertMinMax(min: number | null | undefined, max: number | null | undefined, field: string): void {
  if (minMax(min ?? null, max ?? null)) throw unprocessable({ [field]: messages.minMaxInvalid });
}

/** An organization user may only write rows of their organizations (others are invisible: 404). */
export function ownsOrganization(user: Principal | null, organizationId: number | null | undefined): boolean {
  const caller = signedIn(user);
  if (caller.userType === 'global') return true;
  if (organizationId === null || organizationId === undefined) return false;
  return caller.organizationIds.includes(organizationId);
}

/** 422 when a written organization is not one the caller may write for. */
export function assertWritableOrganization(user: Principal | null, organizationId: number | null | undefined) {
  if (!ownsOrganization(user, organizationId)) {
    throw unprocessable({ organizationId: 'You can only choose one of your organizations.' });
  }
}

/**
 * `organization_id = any(caller's organizations)` for users who are not global (organization users
 * and contractor users, whose contractor belongs to an organization); nothing for global users.
 */
export function organizationFilter(user: Principal | null, column: RawBuilder<unknown>): RawBuilder<unknown> {
  if (!user || user.userType === 'global') return sql`true`;
  if (user.organizationIds.length === 0) return sql`false`;
  return sql`${column} = any(${intArray(user.organizationIds)})`;
}

export const ctxOf = ({ db, user }: { db: Db; user: Principal | null }): ResourceContext => ({ db, user });

/** Today's date in UTC as `yyyy-mm-dd`. */
export const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The `version` query parameter of a DELETE. The contract declares it through a shared `$ref`
 * parameter, which arrives here uncoerced (text); a value that is not a whole number is refused.
 */
export function deleteVersion(query: unknown): number | undefined {
  const value = (query as { version?: unknown }).version;
  if (value === undefined || value === '') return undefined;
  const version = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(version) || version < 0)
    throw badRequest('Invalid query parameter: version must be a whole number.');
  return version;
}

/**
 * Contracts in the caller's scope: an organization's own; for a contractor user, the contracts
 * their worksites are placed on (`alias` is the contract row's alias).
 */
export function contractScope(user: Principal | null, alias: string): RawBuilder<unknown> {
  return (
    scopeCondition(user, {
      organization: `${alias}.organization_id`,
      contractor: (contractorId) =>
        sql`exists (select 1 from contract_worksites scope_cw join worksites scope_w on scope_w.id = scope_cw.worksite_id
          where scope_cw.contract_id = ${sql.ref(`${alias}.id`)} and scope_w.contractor_id = ${contractorId})`,
    }) ?? sql`true`
  );
}

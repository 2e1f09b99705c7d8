import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../core/schema.ts';
import type { Principal } from '../../http/context.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { asCondition, scopeCondition, contractorOwns, type ScopeRule } from '../../lib/scope.ts';
import { text, type Column } from '../../lib/search.ts';

export type Db = Kysely<Database>;

/** Row scope of each kind this area owns (ADR 060). */
export const scopes = {
  /** Contracts: their organization; contractor users see none. */
  contract: (alias: string): ScopeRule => ({ organization: `${alias}.organization_id` }),
  worksite: (alias: string): ScopeRule => ({
    organization: `${alias}.organization_id`,
    contractor: contractorOwns.worksite(alias),
  }),
  /** A job through its contract's organization; a contractor's through its worksite. */
  job: (alias: string): ScopeRule => ({
    organization: sql`(select scope_c.organization_id from contracts scope_c where scope_c.id = ${sql.ref(`${alias}.contract_id`)})`,
    contractor: contractorOwns.job(alias),
  }),
  contractor: (alias: string): ScopeRule => ({
    organization: `${alias}.organization_id`,
    contractor: contractorOwns.contractor(alias),
  }),
  organization: (alias: string): ScopeRule => ({ organization: `${alias}.id` }),
  student: (alias: string): ScopeRule => ({
    organization: `${alias}.organization_id`,
    contractor: contractorOwns.student(alias),
  }),
};

/** `and <scope>` for a raw query, or nothing for a global user. */
export function andScope(user: Principal | null, rule: ScopeRule): RawBuilder<unknown> {
  const condition = scopeCondition(user, rule);
  return condition ? sql`and ${condition}` : sql``;
}

const TABLES = {
  contract: { table: 'contracts', entity: 'The contract' },
  worksite: { table: 'worksites', entity: 'The worksite' },
  job: { table: 'jobs', entity: 'The job' },
  contractor: { table: 'contractors', entity: 'The contractor' },
  organization: { table: 'organizations', entity: 'The organization' },
  student: { table: 'students', entity: 'The participant' },
} as const;

/**
 * A referenced row the caller may see, or 404 naming it: a body or path that names a row outside
 * the caller's scope is answered exactly like a missing one.
 */
export async function assertVisible(db: Db, user: Principal | null, kind: keyof typeof TABLES, id: number) {
  const { table, entity } = TABLES[kind];
  const scope = scopeCondition(user, scopes[kind]('r'));
  const found = await db
    // Every kind's table has an integer id; the name varies, so it is given as SQL.
    .selectFrom(sql<{ id: number }>`${sql.table(table)}`.as('r'))
    .select('r.id')
    .where('r.id', '=', id)
    .$if(scope !== undefined, (query) => query.where(asCondition(scope ?? sql`true`)))
    .executeTakeFirst();
  if (!found) throw notFound(entity);
}

export const hasClaim = (user: Principal | null, claim: string) => user?.claims.has(claim) === true;

export function requireClaim(user: Principal | null, claim: string, message: string) {
  if (!hasClaim(user, claim)) throw forbidden(message);
}

/** Drops null fields of a row whose schema marks them optional but not nullable. */
export function withoutNulls<T extends object>(row: T): T {
  return Object.fromEntries(Object.entries(row).filter(([, value]) => value !== null)) as T;
}

/** The postal address and phone a contractor and a worksite both keep; street, city and ZIP are quick-searchable. */
export const postalColumns = (alias: string): Record<string, Column> => ({
  addressLine1: text(`${alias}.address_line1`, { quick: true }),
  addressLine2: text(`${alias}.address_line2`),
  city: text(`${alias}.city`, { quick: true }),
  stateCode: text(`${alias}.state_code`),
  zipCode: text(`${alias}.zip_code`, { quick: true }),
  mainPhone: text(`${alias}.main_phone`),
});

export const POSTAL_WRITABLE = {
  addressLine1: 'address_line1',
  addressLine2: 'address_line2',
  city: 'city',
  stateCode: 'state_code',
  zipCode: 'zip_code',
  mainPhone: 'main_phone',
} as const;

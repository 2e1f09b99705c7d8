import type { components } from '@pathway/api-client/schema';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { intArray } from '../../db/arrays.ts';
import type { Database } from '../../core/schema.ts';
import type { Principal, UserType } from '../../http/context.ts';
import { notFound, unprocessable } from '../../core/errors.ts';
import { auditColumns } from '../../lib/resource.ts';
import { bool, date, int, json, runSearch, text, type Column, type SearchRequest } from '../../lib/search.ts';
import { mayChange, mayRemove, type UserReach } from './rules.ts';

export type User = components['schemas']['User'];
type SearchFilter = components['schemas']['SearchFilter'];

/**
 * The user read model. `contractorId` (a contractor user's contractor, their row scope) is on the
 * wire; `contractorOrganizationId` feeds the change rule only.
 */
const columns: Record<string, Column> = {
  id: int('u.id'),
  userName: text('u.user_name', { quick: true }),
  firstName: text('u.first_name', { quick: true }),
  lastName: text('u.last_name', { quick: true }),
  email: text('u.email', { quick: true }),
  userType: text('u.user_type'),
  organizations: json(sql`coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name, o.id)
    from user_organizations uo join organizations o on o.id = uo.organization_id where uo.user_id = u.id), '[]'::json)`),
  roles: json(sql`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name) order by r.name, r.id)
    from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json)`),
  isActive: bool('u.is_active'),
  passwordExpirationDate: date('u.password_expiration_date'),
  groupCount: int(sql`(select count(*)::int from group_users gu where gu.user_id = u.id)`),
  // Sort keys for the two list fields (their filters are answered by membership, below).
  organizationId: int(sql`(select min(uo.organization_id) from user_organizations uo where uo.user_id = u.id)`),
  roleId: int(sql`(select min(ur.role_id) from user_roles ur where ur.user_id = u.id)`),
  contractorId: int('u.contractor_id'),
  contractorName: text(sql`(select c.name from contractors c where c.id = u.contractor_id)`),
  contractorOrganizationId: int(sql`(select c.organization_id from contractors c where c.id = u.contractor_id)`, {
    hidden: true,
  }),
  ...auditColumns('u'),
};

const FROM = sql`users u`;

/** Row scope of users (ADR 060/063): through the user's organizations or their contractor. */
export function userScope(caller: Principal | null): RawBuilder<unknown> | undefined {
  if (!caller || caller.userType === 'global') return undefined;
  if (caller.userType === 'organization') {
    if (caller.organizationIds.length === 0) return sql`false`;
    const ids = intArray(caller.organizationIds);
    return sql`(exists (select 1 from user_organizations s_uo where s_uo.user_id = u.id and s_uo.organization_id = any(${ids}))
      or exists (select 1 from contractors s_c where s_c.id = u.contractor_id and s_c.organization_id = any(${ids})))`;
  }
  if (caller.contractorId === null) return sql`false`;
  return sql`u.contractor_id = ${caller.contractorId}`;
}

type Row = Record<string, unknown> & {
  id: number;
  userType: UserType;
  organizations: { id: number; name: string }[];
  contractorId: number | null;
  contractorOrganizationId: number | null;
};

export function reachOf(row: Row): UserReach {
  return {
    id: row.id,
    userType: row.userType,
    organizationIds: row.organizations.map((o) => o.id),
    contractorId: row.contractorId,
    contractorOrganizationId: row.contractorOrganizationId,
  };
}

const OPTIONAL = new Set([
  'passwordExpirationDate',
  'contractorId',
  'contractorName',
  'createDate',
  'createUser',
  'lastUpdateDate',
  'lastUpdateUser',
]);
const INTERNAL = new Set(['organizationId', 'roleId', 'contractorOrganizationId']);

/** The wire User: absent optional fields rather than nulls, and what the caller may do with it. */
export function toUser(row: Row, caller: Principal | null): User {
  const out = Object.fromEntries(
    Object.entries(row).filter(([key, value]) => !INTERNAL.has(key) && !(value === null && OPTIONAL.has(key))),
  );
  if (caller) {
    out.canEdit = mayChange(caller, reachOf(row));
    out.canRemove = mayRemove(caller, reachOf(row));
  }
  return out as User;
}

/** The stored user without the caller's rights (audit before/after). */
export function auditView(user: User): Record<string, unknown> {
  return Object.fromEntries(Object.entries(user).filter(([key]) => key !== 'canEdit' && key !== 'canRemove'));
}

export interface LoadedUser {
  user: User;
  reach: UserReach;
}

/** One user the caller can see; 404 otherwise (rows out of scope are invisible). */
export async function loadUser(db: Kysely<Database>, caller: Principal | null, id: number): Promise<LoadedUser> {
  const scope = userScope(caller);
  const select = sql.join(Object.entries(columns).map(([name, col]) => sql`${col.expr} as ${sql.ref(name)}`));
  // Raw SQL: the select list is the user search's column definitions, shared with the search.
  const row = (
    await sql<Row>`select ${select} from ${FROM} where u.id = ${id} ${scope ? sql`and ${scope}` : sql``}`.execute(db)
  ).rows[0];
  if (!row) throw notFound('The user');
  return { user: toUser(row, caller), reach: reachOf(row) };
}

/**
 * `organizationId` and `roleId` are lists on a user: their filters ask for a membership, the ids as
 * one int4[] parameter. Exported for its unit tests.
 */
export function membershipCondition(filter: SearchFilter): RawBuilder<unknown> {
  const table = filter.field === 'organizationId' ? sql`user_organizations` : sql`user_roles`;
  const column = filter.field === 'organizationId' ? sql.ref('m.organization_id') : sql.ref('m.role_id');
  const exists = (condition: RawBuilder<unknown>) =>
    sql`exists (select 1 from ${table} m where m.user_id = u.id and ${condition})`;
  const values = (Array.isArray(filter.value) ? filter.value : filter.value === undefined ? [] : [filter.value]).map(
    (value) => {
      const n = typeof value === 'number' ? value : Number(value);
      // Ids are int4: anything else is no id (a 422, not a database error).
      if (!Number.isInteger(n) || n < -2_147_483_648 || n > 2_147_483_647)
        throw unprocessable({ [filter.field]: `${filter.field} is invalid.` });
      return n;
    },
  );
  const member = () => exists(sql`${column} = any(${intArray(values)})`);
  switch (filter.operator) {
    case 'eq':
    case 'in':
      return values.length === 0 ? sql`false` : member();
    case 'ne':
      return values.length === 0 ? sql`true` : sql`not ${member()}`;
    case 'isNull':
      return sql`not ${exists(sql`true`)}`;
    case 'isNotNull':
      return exists(sql`true`);
    default:
      throw unprocessable({ [filter.field]: `${filter.field} can be filtered with eq, ne, in, isNull and isNotNull.` });
  }
}

export async function searchUsers(db: Kysely<Database>, caller: Principal, request: SearchRequest) {
  const membership = (request.filters ?? []).filter((f) => f.field === 'organizationId' || f.field === 'roleId');
  const filters = (request.filters ?? []).filter((f) => f.field !== 'organizationId' && f.field !== 'roleId');
  const page = await runSearch<Row>(
    db,
    {
      from: FROM,
      columns,
      defaultSort: [
        { field: 'lastName', direction: 'asc' },
        { field: 'firstName', direction: 'asc' },
      ],
      key: sql`u.id`,
      where: [userScope(caller), ...membership.map(membershipCondition)],
    },
    { ...request, filters },
  );
  return { items: page.items.map((row) => toUser(row, caller)), total: page.total };
}

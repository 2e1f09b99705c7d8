// Rows several areas' states hang on: the pact's people and roles, its contract code, and the demo
// records a state picks (the first approved worksite, the first participant, …).
import { sql } from 'kysely';
import { hashPassword } from '../../../apps/api/src/auth/passwords.ts';
import { PACT_USER, type StateKit } from './kit.ts';

export interface UserSpec {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: string;
  organizationIds: readonly number[];
  roleIds: readonly number[];
  password?: string;
  active?: boolean;
  version?: number;
}

/** The people of the pact: the ids and names its interactions record. */
export const JCARTER = {
  id: 1042,
  userName: 'jcarter',
  firstName: 'Jasmine',
  lastName: 'Carter',
  email: 'jasmine.carter@example.org',
  userType: 'global',
  organizationIds: [3],
  roleIds: [1],
  password: 'Summer#2026',
} as const satisfies UserSpec;
export const DWASHINGTON = {
  id: 1187,
  userName: 'dwashington',
  firstName: 'Darnell',
  lastName: 'Washington',
  email: 'darnell.washington@example.org',
  userType: 'organization',
  organizationIds: [3],
  roleIds: [12],
} as const satisfies UserSpec;
export const MTHOMPSON = {
  id: 1188,
  userName: 'mthompson',
  firstName: 'Marcus',
  lastName: 'Thompson',
  email: 'marcus.thompson@example.org',
  userType: 'global',
  organizationIds: [3],
  roleIds: [16],
  password: 'Autumn#2026',
} as const satisfies UserSpec;

/** Roles the pact names by id: 12 and 15 are given to an organization user; 16 grants no LOGIN. */
export const PACT_ROLES = [
  {
    id: 12,
    name: 'Payroll Clerk',
    scope: 'ORGANIZATION',
    claims: ['LOGIN', 'PAYROLL', 'SUBMIT_TIMESHEETS_FOR_PAYROLL'],
  },
  { id: 15, name: 'Timesheet Reviewer', scope: 'ORGANIZATION', claims: ['LOGIN', 'PAYROLL'] },
  { id: 16, name: 'Report Reader (no sign-in)', scope: 'GLOBAL', claims: ['REPORTS'] },
] as const;

/** The contract code the pact's sign-up and contact interactions send. */
export const CONTRACT_CODE = 'SYEP-2026-014';

export async function ensureRoles(kit: StateKit): Promise<void> {
  for (const role of PACT_ROLES) {
    await sql`insert into roles (id, name, description, scope, create_user)
      values (${role.id}, ${role.name}, ${`${role.name} (pact).`}, ${role.scope}, ${PACT_USER})
      on conflict (id) do nothing`.execute(kit.db);
    await sql`insert into role_permissions (role_id, permission_id)
      select ${role.id}, id from permissions where name in (${sql.join([...role.claims])})
      on conflict do nothing`.execute(kit.db);
  }
}

/** Exactly this user: any earlier row with the id or the name is replaced (its links cascade). */
export async function putUser(kit: StateKit, user: UserSpec): Promise<void> {
  const { db } = kit;
  await ensureRoles(kit);
  await sql`delete from users where id = ${user.id} or lower(user_name) = lower(${user.userName})`.execute(db);
  const hash = user.password === undefined ? null : await hashPassword(user.password);
  await sql`insert into users (id, user_name, first_name, last_name, email, user_type, password_hash,
      password_expiration_date, is_active, version, create_user)
    values (${user.id}, ${user.userName}, ${user.firstName}, ${user.lastName}, ${user.email}, ${user.userType},
      ${hash}, '2099-12-31', ${user.active ?? true}, ${user.version ?? 0}, ${PACT_USER})`.execute(db);
  for (const organizationId of user.organizationIds) {
    await sql`insert into user_organizations (user_id, organization_id) values (${user.id}, ${organizationId})`.execute(
      db,
    );
  }
  for (const roleId of user.roleIds) {
    await sql`insert into user_roles (user_id, role_id) values (${user.id}, ${roleId})`.execute(db);
  }
  kit.forgetUser(user.id);
}

export async function removeUser(kit: StateKit, id: number, userName: string): Promise<void> {
  await sql`delete from users where id = ${id} or lower(user_name) = lower(${userName})`.execute(kit.db);
  kit.forgetUser(id);
}

/** An active contract with this code in organization 3 (whose users it vouches for). */
export async function ensureContract(kit: StateKit, code: string): Promise<void> {
  const found = await kit.rows(
    sql<{ id: number }>`select id from contracts where lower(contract_code) = lower(${code})`,
  );
  if (found.length > 0) {
    await sql`update contracts set status = 'Active' where lower(contract_code) = lower(${code})`.execute(kit.db);
    return;
  }
  const template = await kit.first(
    'active contract of organization 3',
    sql<{ id: number }>`select id from contracts where organization_id = 3 and status = 'Active' order by id limit 1`,
  );
  await sql`insert into contracts (contract_code, name, organization_id, start_date, end_date, status, contract_type_id,
      funding_source_id, payroll_frequency_id, default_hourly_rate, max_hours_per_student, max_incentive_amount, create_user)
    select ${code}, ${`Summer Youth Employment ${code}`}, organization_id, start_date, end_date, 'Active', contract_type_id,
      funding_source_id, payroll_frequency_id, default_hourly_rate, max_hours_per_student, max_incentive_amount, ${PACT_USER}
    from contracts where id = ${template.id}`.execute(kit.db);
}

/** The first approved worksite of the data. */
export const firstWorksite = (kit: StateKit) =>
  kit.first(
    'approved worksite',
    sql<{ id: number }>`select id from worksites where status = 'Approved' order by id limit 1`,
  );

/** The first participant of the data. */
export const firstStudent = (kit: StateKit) =>
  kit.first('participant', sql<{ id: number }>`select id from students order by id limit 1`);

/** The first job of the data. */
export const firstJob = (kit: StateKit) =>
  kit.first('job', sql<{ id: number }>`select id from jobs order by id limit 1`);

/** An approved job whose contract is Active and whose worksite is approved (the Jobs pact's job). */
export const approvedJob = (kit: StateKit) =>
  kit.first(
    'approved job under an Active contract',
    sql<{ id: number; contract_id: number }>`select j.id, j.contract_id from jobs j
      join contracts c on c.id = j.contract_id join worksites w on w.id = j.worksite_id
      where j.status = 'Approved' and c.status = 'Active' and w.status = 'Approved' order by j.id limit 1`,
  );

/** A count of the rows a table holds, for the states that only need the data to have some. */
export const countOf = (table: string) => sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`;

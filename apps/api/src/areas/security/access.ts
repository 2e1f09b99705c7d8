import type { components } from '@pathway/api-client/schema';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { eachInt, intArray } from '../../db/arrays.ts';
import type { Database } from '../../core/schema.ts';
import { signedIn, type Handlers, type Principal } from '../../http/context.ts';
import { conflict, stale, unprocessable } from '../../core/errors.ts';
import { revokeSessions } from '../../auth/session.ts';
import { writeAudit } from '../../lib/audit.ts';
import { defineResource } from '../../lib/resource.ts';
import { auditColumns, int, text } from '../../lib/search.ts';
import { ROLE_MESSAGES } from './rules.ts';
import { versionOf } from './userHandlers.ts';

type Db = Kysely<Database>;
type Schemas = components['schemas'];

const count = (query: RawBuilder<unknown>) => int(sql`(${query})`);

export const roles = defineResource<Schemas['Role']>({
  entity: 'Role',
  table: 'roles',
  alias: 'r',
  from: sql`roles r`,
  columns: {
    id: int('r.id'),
    name: text('r.name', { quick: true }),
    description: text('r.description', { quick: true }),
    scope: text('r.scope'),
    userCount: count(sql`select count(*)::int from user_roles x where x.role_id = r.id`),
    permissionCount: count(sql`select count(*)::int from role_permissions x where x.role_id = r.id`),
    ...auditColumns('r'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: { name: 'name', description: 'description', scope: 'scope' },
  dependants: [
    {
      count: (id) => sql`select count(*) from role_permissions where role_id = ${id}`,
      message: ROLE_MESSAGES.roleHasPermissions,
    },
    {
      // A user for whom this is the only role would be left with none (spec section 6).
      count: (id) => sql`select count(*) from user_roles ur where ur.role_id = ${id}
        and not exists (select 1 from user_roles o where o.user_id = ur.user_id and o.role_id <> ur.role_id)`,
      message: ROLE_MESSAGES.lastAssignedRole,
    },
    {
      count: (id) => sql`select count(*) from user_roles where role_id = ${id}`,
      message: ROLE_MESSAGES.roleHasUsers,
    },
  ],
});

export const permissions = defineResource<Schemas['Permission']>({
  entity: 'Permission',
  table: 'permissions',
  alias: 'p',
  from: sql`permissions p`,
  columns: {
    id: int('p.id'),
    name: text('p.name', { quick: true }),
    description: text('p.description', { quick: true }),
    scope: text('p.scope'),
    roleCount: count(sql`select count(*)::int from role_permissions x where x.permission_id = p.id`),
    ...auditColumns('p'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: { name: 'name', description: 'description', scope: 'scope' },
  dependants: [
    {
      count: (id) => sql`select count(*) from role_permissions where permission_id = ${id}`,
      message: ROLE_MESSAGES.permissionInUse,
    },
  ],
});

export const groups = defineResource<Schemas['Group']>({
  entity: 'Group',
  table: 'groups',
  alias: 'g',
  from: sql`groups g`,
  columns: {
    id: int('g.id'),
    name: text('g.name', { quick: true }),
    description: text('g.description', { quick: true }),
    organizationId: int('g.organization_id'),
    userCount: count(sql`select count(*)::int from group_users x where x.group_id = g.id`),
    resourceCount: count(sql`select count(*)::int from group_resources x where x.group_id = g.id`),
    ...auditColumns('g'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: { name: 'name', description: 'description', organizationId: 'organization_id' },
});

export const resources = defineResource<Schemas['Resource']>({
  entity: 'Resource',
  table: 'resources',
  alias: 's',
  from: sql`resources s`,
  columns: {
    id: int('s.id'),
    name: text('s.name', { quick: true }),
    description: text('s.description', { quick: true }),
    resourceType: text('s.resource_type'),
    path: text('s.path', { quick: true }),
    groupCount: count(sql`select count(*)::int from group_resources x where x.resource_id = s.id`),
    ...auditColumns('s'),
  },
  defaultSort: [{ field: 'name', direction: 'asc' }],
  writable: { name: 'name', description: 'description', resourceType: 'resource_type', path: 'path' },
});

const NAME_TAKEN: Record<string, string> = {
  roles: 'A role with this name already exists.',
  permissions: 'A permission with this name already exists.',
  groups: 'A group with this name already exists.',
  resources: 'A resource with this name already exists.',
};

/** Names are unique per kind (case-insensitive): say so in words rather than a constraint's. */
async function assertNameFree(db: Db, table: keyof typeof NAME_TAKEN, name: string, exceptId?: number) {
  // Raw SQL: one check for four tables, named at run time.
  const rows = await sql`select 1 from ${sql.table(table)} where lower(name) = lower(${name})
    ${exceptId === undefined ? sql`` : sql`and id <> ${exceptId}`}`.execute(db);
  if (rows.rows.length > 0) throw conflict(NAME_TAKEN[table] ?? 'The name is already taken.');
}

async function assertOrganization(db: Db, organizationId: number | null | undefined) {
  if (organizationId === null || organizationId === undefined) return;
  const found = await db.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst();
  if (!found) throw unprocessable({ organizationId: 'The organization does not exist.' });
}

/** A membership list: the owner, the link table, the member table and the wire row of a member. */
interface Membership {
  owner: {
    table: string;
    entity: string;
    key: string;
    read: (ctx: { db: Db; user: Principal }, id: number) => Promise<unknown>;
  };
  link: string;
  memberKey: string;
  member: { table: string; entity: string };
}

/** Users as the membership lists show them, in name order. */
function userRefs(db: Db) {
  return (
    db
      .selectFrom('users as u')
      .select([
        'u.id as userId',
        'u.user_name as userName',
        'u.first_name as firstName',
        'u.last_name as lastName',
        'u.email',
        'u.user_type as userType',
      ])
      // The users table's check constraint.
      .$narrowType<{ userType: Schemas['UserRef']['userType'] }>()
      .orderBy((eb) => eb.fn('lower', ['u.last_name']))
      .orderBy((eb) => eb.fn('lower', ['u.first_name']))
      .orderBy('u.id')
  );
}

const usersOfGroup = (db: Db, id: number): Promise<Schemas['UserRef'][]> =>
  userRefs(db).innerJoin('group_users as gu', 'gu.user_id', 'u.id').where('gu.group_id', '=', id).execute();

const usersOfRole = (db: Db, id: number): Promise<Schemas['UserRef'][]> =>
  userRefs(db).innerJoin('user_roles as ur', 'ur.user_id', 'u.id').where('ur.role_id', '=', id).execute();

const resourcesOfGroup = (db: Db, id: number): Promise<Schemas['ResourceRef'][]> =>
  db
    .selectFrom('group_resources as gr')
    .innerJoin('resources as s', 's.id', 'gr.resource_id')
    .select(['s.id as resourceId', 's.name', 's.resource_type as resourceType'])
    // The resources table's check constraint.
    .$narrowType<{ resourceType: Schemas['ResourceRef']['resourceType'] }>()
    .where('gr.group_id', '=', id)
    .orderBy((eb) => eb.fn('lower', ['s.name']))
    .orderBy('s.id')
    .execute();

const groupsOfResource = (db: Db, id: number): Promise<Schemas['GroupRef'][]> =>
  db
    .selectFrom('group_resources as gr')
    .innerJoin('groups as g', 'g.id', 'gr.group_id')
    .select(['g.id as groupId', 'g.name'])
    .where('gr.resource_id', '=', id)
    .orderBy((eb) => eb.fn('lower', ['g.name']))
    .orderBy('g.id')
    .execute();

const permissionsOfRole = (db: Db, id: number): Promise<Schemas['PermissionRef'][]> =>
  db
    .selectFrom('role_permissions as rp')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select(['p.id as permissionId', 'p.name', 'p.scope'])
    // The permissions table's check constraint.
    .$narrowType<{ scope: Schemas['PermissionRef']['scope'] }>()
    .where('rp.role_id', '=', id)
    .orderBy('p.name')
    .orderBy('p.id')
    .execute();

const groupUsers: Membership = {
  owner: { table: 'groups', entity: 'Group', key: 'group_id', read: (ctx, id) => groups.get(ctx, id) },
  link: 'group_users',
  memberKey: 'user_id',
  member: { table: 'users', entity: 'User' },
};

const groupResources: Membership = {
  owner: { table: 'groups', entity: 'Group', key: 'group_id', read: (ctx, id) => groups.get(ctx, id) },
  link: 'group_resources',
  memberKey: 'resource_id',
  member: { table: 'resources', entity: 'Resource' },
};

const resourceGroups: Membership = {
  owner: { table: 'resources', entity: 'Resource', key: 'resource_id', read: (ctx, id) => resources.get(ctx, id) },
  link: 'group_resources',
  memberKey: 'group_id',
  member: { table: 'groups', entity: 'Group' },
};

const rolePermissions: Membership = {
  owner: { table: 'roles', entity: 'Role', key: 'role_id', read: (ctx, id) => roles.get(ctx, id) },
  link: 'role_permissions',
  memberKey: 'permission_id',
  member: { table: 'permissions', entity: 'Permission' },
};

// Raw SQL: the member table is the membership's, named at run time.
const bump = (db: Db, table: string, ids: readonly number[], userName: string) =>
  ids.length === 0
    ? Promise.resolve()
    : sql`update ${sql.table(table)} set version = version + 1, last_update_date = now(), last_update_user = ${userName}
        where id = any(${intArray(ids)})`
        .execute(db)
        .then(() => undefined);

/**
 * Replaces a membership set under the owner's version. Members gained or lost get a new version
 * too, so the same pair saved from the other side with an older read is refused (409).
 */
async function saveMembership(
  m: Membership,
  ctx: { db: Db; user: Principal },
  ownerId: number,
  body: { version: number; ids: number[] },
) {
  const { db, user } = ctx;
  await m.owner.read(ctx, ownerId);
  // Raw SQL: the owner table is the membership's, named at run time.
  const owner = await sql`update ${sql.table(m.owner.table)} set version = version + 1, last_update_date = now(),
      last_update_user = ${user.userName} where id = ${ownerId} and version = ${body.version}`.execute(db);
  if (Number(owner.numAffectedRows ?? 0) === 0) throw stale();
  const ids = [...new Set(body.ids)];
  if (ids.length > 0) {
    // Raw SQL: the member table is the membership's, named at run time.
    const found =
      (
        await sql<{ n: number }>`select count(*)::int as n from ${sql.table(m.member.table)}
          where id = any(${intArray(ids)})`.execute(db)
      ).rows[0]?.n ?? 0;
    if (found !== ids.length)
      throw unprocessable({ ids: `Every id must name an existing ${m.member.entity.toLowerCase()}.` });
  }
  // Raw SQL: the link table and its columns are the membership's, named at run time.
  const before = (
    await sql<{ id: number }>`select ${sql.ref(m.memberKey)} as id from ${sql.table(m.link)}
      where ${sql.ref(m.owner.key)} = ${ownerId} order by 1`.execute(db)
  ).rows.map((r) => r.id);
  const added = ids.filter((id) => !before.includes(id));
  const removed = before.filter((id) => !ids.includes(id));
  if (removed.length > 0) {
    // Raw SQL: the link table and its columns are the membership's, named at run time.
    await sql`delete from ${sql.table(m.link)} where ${sql.ref(m.owner.key)} = ${ownerId}
      and ${sql.ref(m.memberKey)} = any(${intArray(removed)})`.execute(db);
  }
  if (added.length > 0) {
    // One statement for the whole set, however many members were added.
    // Raw SQL: the link table and its columns are the membership's, named at run time.
    await sql`insert into ${sql.table(m.link)} (${sql.ref(m.owner.key)}, ${sql.ref(m.memberKey)})
      select ${ownerId}, ${eachInt(added)}`.execute(db);
  }
  // Users have no membership version of their own here: their version guards their fields and roles.
  if (m.member.table !== 'users') await bump(db, m.member.table, [...added, ...removed], user.userName);
  await writeAudit(db, user, {
    entity: m.owner.entity,
    entityId: ownerId,
    action: `update-${m.member.table}`,
    before: { [`${m.memberKey}s`]: before.join(',') },
    after: { [`${m.memberKey}s`]: [...ids].sort((a, b) => a - b).join(',') },
  });
  return { added, removed };
}

function ctxOf(db: Db, user: Principal | null) {
  return { db, user: signedIn(user) };
}

export const accessHandlers: Handlers = {
  // Roles
  rolesSearch: ({ db, user, body }) => roles.search(ctxOf(db, user), body),
  rolesGet: ({ db, user, params }) => roles.get(ctxOf(db, user), params.roleId),
  async rolesCreate({ db, user, body }) {
    await assertNameFree(db, 'roles', body.name);
    return roles.create(ctxOf(db, user), body);
  },
  async rolesUpdate({ db, user, params, body }) {
    await assertNameFree(db, 'roles', body.name, params.roleId);
    return roles.update(ctxOf(db, user), params.roleId, body);
  },
  async rolesDelete({ db, user, params, query }) {
    await roles.remove(ctxOf(db, user), params.roleId, versionOf(query));
    return undefined;
  },
  async rolesListUsers({ db, user, params }) {
    await roles.get(ctxOf(db, user), params.roleId);
    return usersOfRole(db, params.roleId);
  },
  async rolesListPermissions({ db, user, params }) {
    await roles.get(ctxOf(db, user), params.roleId);
    return permissionsOfRole(db, params.roleId);
  },
  async rolesSavePermissions({ db, user, params, body, services }) {
    const ctx = ctxOf(db, user);
    const { removed } = await saveMembership(rolePermissions, ctx, params.roleId, body);
    // A claim taken from a role leaves its holders at once: their earlier tokens are refused.
    if (removed.length > 0) {
      const holders = await db
        .selectFrom('user_roles')
        .select('user_id')
        .where('role_id', '=', params.roleId)
        .execute();
      await revokeSessions(
        db,
        services,
        holders.map((holder) => holder.user_id),
        'roles-changed',
      );
    }
    return permissionsOfRole(db, params.roleId);
  },

  // Permissions
  permissionsSearch: ({ db, user, body }) => permissions.search(ctxOf(db, user), body),
  permissionsGet: ({ db, user, params }) => permissions.get(ctxOf(db, user), params.permissionId),
  async permissionsCreate({ db, user, body }) {
    await assertNameFree(db, 'permissions', body.name);
    return permissions.create(ctxOf(db, user), body);
  },
  async permissionsUpdate({ db, user, params, body }) {
    await assertNameFree(db, 'permissions', body.name, params.permissionId);
    return permissions.update(ctxOf(db, user), params.permissionId, body);
  },
  async permissionsDelete({ db, user, params, query }) {
    await permissions.remove(ctxOf(db, user), params.permissionId, versionOf(query));
    return undefined;
  },

  // Groups
  groupsSearch: ({ db, user, body }) => groups.search(ctxOf(db, user), body),
  groupsGet: ({ db, user, params }) => groups.get(ctxOf(db, user), params.groupId),
  async groupsCreate({ db, user, body }) {
    await assertNameFree(db, 'groups', body.name);
    await assertOrganization(db, body.organizationId);
    return groups.create(ctxOf(db, user), body);
  },
  async groupsUpdate({ db, user, params, body }) {
    await assertNameFree(db, 'groups', body.name, params.groupId);
    await assertOrganization(db, body.organizationId);
    return groups.update(ctxOf(db, user), params.groupId, body);
  },
  /** Cascades to the group's memberships (users and resources stay). */
  async groupsDelete({ db, user, params, query }) {
    await groups.remove(ctxOf(db, user), params.groupId, versionOf(query));
    return undefined;
  },
  async groupsListUsers({ db, user, params }) {
    await groups.get(ctxOf(db, user), params.groupId);
    return usersOfGroup(db, params.groupId);
  },
  async groupsSaveUsers({ db, user, params, body }) {
    await saveMembership(groupUsers, ctxOf(db, user), params.groupId, body);
    return usersOfGroup(db, params.groupId);
  },
  async groupsListResources({ db, user, params }) {
    await groups.get(ctxOf(db, user), params.groupId);
    return resourcesOfGroup(db, params.groupId);
  },
  async groupsSaveResources({ db, user, params, body }) {
    await saveMembership(groupResources, ctxOf(db, user), params.groupId, body);
    return resourcesOfGroup(db, params.groupId);
  },

  // Resources
  resourcesSearch: ({ db, user, body }) => resources.search(ctxOf(db, user), body),
  resourcesGet: ({ db, user, params }) => resources.get(ctxOf(db, user), params.resourceId),
  async resourcesCreate({ db, user, body }) {
    await assertNameFree(db, 'resources', body.name);
    return resources.create(ctxOf(db, user), body);
  },
  async resourcesUpdate({ db, user, params, body }) {
    await assertNameFree(db, 'resources', body.name, params.resourceId);
    return resources.update(ctxOf(db, user), params.resourceId, body);
  },
  /** Cascades to the resource's group memberships. */
  async resourcesDelete({ db, user, params, query }) {
    await resources.remove(ctxOf(db, user), params.resourceId, versionOf(query));
    return undefined;
  },
  async resourcesListGroups({ db, user, params }) {
    await resources.get(ctxOf(db, user), params.resourceId);
    return groupsOfResource(db, params.resourceId);
  },
  async resourcesSaveGroups({ db, user, params, body }) {
    await saveMembership(resourceGroups, ctxOf(db, user), params.resourceId, body);
    return groupsOfResource(db, params.resourceId);
  },
};

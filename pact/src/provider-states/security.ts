// User maintenance and Security > Roles, Permissions, Groups and Resources
// (pact/consumer/users.pact.test.ts, security.pact.test.ts).
import { sql } from 'kysely';
import { num, str, PACT_USER, type StateKit, type StateTable } from './kit.ts';
import { DWASHINGTON, JCARTER, ensureRoles, putUser, removeUser } from './shared.ts';

type SecurityTable = 'roles' | 'permissions' | 'groups' | 'resources';

/** The security nouns of the sentences and their tables. */
const NOUNS: Record<string, SecurityTable> = {
  role: 'roles',
  permission: 'permissions',
  group: 'groups',
  resource: 'resources',
};

/** The names the security pact creates and edits, by table. */
const PACT_NAMES: Record<SecurityTable, string> = {
  roles: 'Pact Intake Clerk',
  permissions: 'PACT_INTAKE',
  groups: 'Pact Front Desk',
  resources: 'Pact Intake Screen',
};

/** The rows of this name, with the links that do not go with them (a role's holders, a permission's roles). */
async function removeSecurityRows(kit: StateKit, table: SecurityTable, name: string): Promise<void> {
  const ids = sql`select id from ${sql.table(table)} where name = ${name}`;
  if (table === 'roles') await sql`delete from user_roles where role_id in (${ids})`.execute(kit.db);
  if (table === 'permissions') await sql`delete from role_permissions where permission_id in (${ids})`.execute(kit.db);
  await sql`delete from ${sql.table(table)} where name = ${name}`.execute(kit.db);
}

/** A row of the pact's own with this name (any other row of the name goes), at this version. */
async function putSecurityRow(kit: StateKit, table: SecurityTable, name: string, version: number): Promise<number> {
  await removeSecurityRows(kit, table, name);
  // Other states insert roles with fixed ids; move the sequence past them first.
  await kit.nextId(table);
  const description = `${name} (pact).`;
  const insert =
    table === 'roles' || table === 'permissions'
      ? sql<{ id: number }>`insert into ${sql.table(table)} (name, description, scope, version, create_user)
          values (${name}, ${description}, 'ORGANIZATION', ${version}, ${PACT_USER}) returning id`
      : table === 'groups'
        ? sql<{ id: number }>`insert into groups (name, description, organization_id, version, create_user)
            values (${name}, ${description}, null, ${version}, ${PACT_USER}) returning id`
        : sql<{ id: number }>`insert into resources (name, description, resource_type, path, version, create_user)
            values (${name}, ${description}, 'Screen', '/pact', ${version}, ${PACT_USER}) returning id`;
  return (await kit.first(`new ${table}`, insert)).id;
}

const demoUserId = async (kit: StateKit) =>
  (await kit.first('demo user orgstaff', sql<{ id: number }>`select id from users where user_name = 'orgstaff'`)).id;
const firstOf = async (kit: StateKit, table: 'permissions' | 'resources') =>
  (await kit.first(`a ${table} row`, sql<{ id: number }>`select id from ${sql.table(table)} order by id limit 1`)).id;

/** The three sentences each security noun has. */
const nounStates: StateTable = Object.fromEntries(
  Object.entries(NOUNS).flatMap(([noun, table]) => [
    [
      `a ${noun} named {name} exists`,
      {
        holds: `A ${noun} with that name.`,
        setUp: async (kit, p) => {
          await putSecurityRow(kit, table, str(p, 'name'), 1);
          return undefined;
        },
      },
    ],
    [
      `no ${noun} is named {name}`,
      {
        holds: `No ${noun} with that name.`,
        setUp: async (kit, p) => {
          await removeSecurityRows(kit, table, str(p, 'name'));
          return undefined;
        },
      },
    ],
    [
      `a ${noun} with id {${noun}Id} exists at version {version}`,
      {
        holds: `A ${noun} named "${PACT_NAMES[table]}" at that version (any id; the state returns it).`,
        setUp: async (kit, p) => ({
          [`${noun}Id`]: await putSecurityRow(kit, table, PACT_NAMES[table], num(p, 'version')),
          version: num(p, 'version'),
        }),
      },
    ],
  ]),
) as StateTable;

export const securityStates: StateTable = {
  // user maintenance
  'a user with id {userId} exists': {
    holds:
      'The organization user dwashington (Darnell Washington, organization 3, role 12) with that id, at version 4.',
    setUp: async (kit, p) => {
      await putUser(kit, { ...DWASHINGTON, id: num(p, 'userId'), version: 4 });
      return { userId: num(p, 'userId') };
    },
  },
  'a user with id {userId} exists in a group': {
    holds: 'The user dwashington with that id, a member of a group "Summer crew leads" of organization 3.',
    setUp: async (kit, p) => {
      const userId = num(p, 'userId');
      await putUser(kit, { ...DWASHINGTON, id: userId });
      await removeSecurityRows(kit, 'groups', 'Summer crew leads');
      const group = await kit.first(
        'new group',
        sql<{ id: number }>`insert into groups (name, description, organization_id, create_user)
          values ('Summer crew leads', 'Pact: a group the user belongs to.', 3, ${PACT_USER}) returning id`,
      );
      await sql`insert into group_users (group_id, user_id) values (${group.id}, ${userId})`.execute(kit.db);
      return { userId };
    },
  },
  'an inactive user with id {userId} exists': {
    holds: 'The user dwashington with that id, inactive.',
    setUp: async (kit, p) => {
      await putUser(kit, { ...DWASHINGTON, id: num(p, 'userId'), active: false });
      return { userId: num(p, 'userId') };
    },
  },
  'an active user with id {userId} exists': {
    holds: 'The user dwashington with that id, active.',
    setUp: async (kit, p) => {
      await putUser(kit, { ...DWASHINGTON, id: num(p, 'userId'), active: true });
      return { userId: num(p, 'userId') };
    },
  },
  'the signed-in user lacks DEACTIVATE_USER and a user with id {userId} exists': {
    holds: 'The active user dwashington with that id; the request is sent as the demo viewer (LOGIN only).',
    as: 'viewer',
    setUp: async (kit, p) => {
      const userId = num(p, 'userId');
      await putUser(kit, { ...DWASHINGTON, id: userId, active: true });
      return { userId };
    },
  },
  'a user with id {userId} exists with roles version {version}': {
    holds: 'The user dwashington with that id at that version (role membership is versioned with the user).',
    setUp: async (kit, p) => {
      await putUser(kit, { ...DWASHINGTON, id: num(p, 'userId'), version: num(p, 'version') });
      return { userId: num(p, 'userId') };
    },
  },
  'organization {organizationId} and role {roleId} exist': {
    holds:
      'That organization and that role (the pact roles 12, 15 and 16 with their claims), and no user dwashington, whom the interaction creates; returns the id the new user will get.',
    setUp: async (kit, p) => {
      await ensureRoles(kit);
      await kit.exists(
        'organization',
        sql<{ n: number }>`select count(*)::int as n from organizations where id = ${num(p, 'organizationId')}`,
      );
      await kit.exists('role', sql<{ n: number }>`select count(*)::int as n from roles where id = ${num(p, 'roleId')}`);
      await removeUser(kit, DWASHINGTON.id, DWASHINGTON.userName);
      return { userId: await kit.nextId('users') };
    },
  },
  'a user {userName} exists': {
    holds: 'An active global user with that user name, and the pact roles 12, 15 and 16.',
    setUp: async (kit, p) => {
      await ensureRoles(kit);
      await putUser(kit, { ...JCARTER, userName: str(p, 'userName') });
      return undefined;
    },
  },
  'users whose names contain {quickSearch} exist': {
    holds: 'The user dwashington (Darnell Washington), whose name the quick search matches.',
    setUp: async (kit) => {
      await putUser(kit, DWASHINGTON);
      return undefined;
    },
  },

  // Security > Roles, Permissions, Groups and Resources
  ...nounStates,
  'a role with id {roleId} has permissions at version {version}': {
    holds: 'A role "Pact Role With Permissions" at that version holding one permission.',
    setUp: async (kit, p) => {
      const roleId = await putSecurityRow(kit, 'roles', 'Pact Role With Permissions', num(p, 'version'));
      await sql`insert into role_permissions (role_id, permission_id)
        values (${roleId}, ${await firstOf(kit, 'permissions')})`.execute(kit.db);
      return { roleId, version: num(p, 'version') };
    },
  },
  'a role with id {roleId} and permission {permissionId} exist at version {version}': {
    holds: 'A role "Pact Role For Permissions" at that version, and a permission it does not hold yet.',
    setUp: async (kit, p) => ({
      roleId: await putSecurityRow(kit, 'roles', 'Pact Role For Permissions', num(p, 'version')),
      permissionId: await firstOf(kit, 'permissions'),
      version: num(p, 'version'),
    }),
  },
  'a role with id {roleId} is held by a user': {
    holds: 'A role "Pact Held Role" that the demo user orgstaff holds (so it cannot be removed).',
    setUp: async (kit) => {
      const roleId = await putSecurityRow(kit, 'roles', 'Pact Held Role', 0);
      await sql`insert into user_roles (user_id, role_id) values (${await demoUserId(kit)}, ${roleId})`.execute(kit.db);
      return { roleId };
    },
  },
  'a group with id {groupId} has users and resources': {
    holds: 'A group "Pact Group With Members" with the demo user orgstaff and one resource.',
    setUp: async (kit) => {
      const groupId = await putSecurityRow(kit, 'groups', 'Pact Group With Members', 0);
      await sql`insert into group_users (group_id, user_id) values (${groupId}, ${await demoUserId(kit)})`.execute(
        kit.db,
      );
      await sql`insert into group_resources (group_id, resource_id)
        values (${groupId}, ${await firstOf(kit, 'resources')})`.execute(kit.db);
      return { groupId };
    },
  },
  'a group with id {groupId} and user {userId} exist at version {version}': {
    holds: 'A group "Pact Group For Users" at that version, and the demo user orgstaff outside it.',
    setUp: async (kit, p) => ({
      groupId: await putSecurityRow(kit, 'groups', 'Pact Group For Users', num(p, 'version')),
      userId: await demoUserId(kit),
      version: num(p, 'version'),
    }),
  },
  'a group with id {groupId} and resource {resourceId} exist at version {version}': {
    holds: 'A group "Pact Group For Resources" at that version, and a resource outside it.',
    setUp: async (kit, p) => ({
      groupId: await putSecurityRow(kit, 'groups', 'Pact Group For Resources', num(p, 'version')),
      resourceId: await firstOf(kit, 'resources'),
      version: num(p, 'version'),
    }),
  },
};

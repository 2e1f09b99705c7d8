import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type RawBuilder,
} from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../http/context.ts';
import { HttpError } from '../../core/errors.ts';
import { auditView, membershipCondition, reachOf, toUser, userScope, type User } from './users.ts';

// Who sees which users (ADR 060/063), how list filters on organizations and roles read, and what
// the wire User carries; the SQL as PostgreSQL would receive it.
const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const compiled = (condition: RawBuilder<unknown> | undefined) => {
  if (condition === undefined) return undefined;
  const { sql, parameters } = condition.compile(compiler);
  return { sql: sql.replace(/\s+/g, ' ').trim(), parameters };
};

const caller = (over: Partial<Principal>): Principal => ({
  id: 1,
  userName: 'admin',
  userType: 'global',
  organizationIds: [],
  contractorId: null,
  claims: new Set(['MAINTAIN_USERS']),
  sessionId: 's',
  ...over,
});

describe('which users a caller sees', () => {
  it('a global caller, and the server itself, see every user', () => {
    expect(userScope(null)).toBeUndefined();
    expect(userScope(caller({ organizationIds: [2] }))).toBeUndefined();
  });

  it('an organization caller sees the users of their organizations and of their contractors, one array parameter', () => {
    expect(compiled(userScope(caller({ userType: 'organization', organizationIds: [2, 5] })))).toEqual({
      sql:
        '(exists (select 1 from user_organizations s_uo where s_uo.user_id = u.id and s_uo.organization_id = any($1::int4[])) ' +
        'or exists (select 1 from contractors s_c where s_c.id = u.contractor_id and s_c.organization_id = any($2::int4[])))',
      parameters: [
        [2, 5],
        [2, 5],
      ],
    });
  });

  it('an organization caller without an organization sees none', () => {
    expect(compiled(userScope(caller({ userType: 'organization', organizationIds: [] })))).toEqual({
      sql: 'false',
      parameters: [],
    });
  });

  it('a contractor caller sees their contractor’s users, and none without a contractor', () => {
    expect(compiled(userScope(caller({ userType: 'contractor', contractorId: 7 })))).toEqual({
      sql: 'u.contractor_id = $1',
      parameters: [7],
    });
    expect(compiled(userScope(caller({ userType: 'contractor', contractorId: null })))).toEqual({
      sql: 'false',
      parameters: [],
    });
  });
});

describe('filters on a user’s organizations and roles', () => {
  const membership = (table: string, column: string) =>
    `exists (select 1 from ${table} m where m.user_id = u.id and "m"."${column}" = any($1::int4[]))`;

  it('eq and in ask for a membership in any of the ids', () => {
    expect(compiled(membershipCondition({ field: 'organizationId', operator: 'eq', value: 4 }))).toEqual({
      sql: membership('user_organizations', 'organization_id'),
      parameters: [[4]],
    });
    expect(compiled(membershipCondition({ field: 'roleId', operator: 'in', value: [3, '9'] }))).toEqual({
      sql: membership('user_roles', 'role_id'),
      parameters: [[3, 9]],
    });
  });

  it('ne asks for no membership in any of them', () => {
    expect(compiled(membershipCondition({ field: 'roleId', operator: 'ne', value: [3] }))).toEqual({
      sql: `not ${membership('user_roles', 'role_id')}`,
      parameters: [[3]],
    });
  });

  it('an empty list matches nothing for eq and in, and everything for ne', () => {
    for (const operator of ['eq', 'in'] as const)
      expect(compiled(membershipCondition({ field: 'roleId', operator, value: [] }))?.sql).toBe('false');
    expect(compiled(membershipCondition({ field: 'roleId', operator: 'in' }))?.sql).toBe('false');
    expect(compiled(membershipCondition({ field: 'roleId', operator: 'ne', value: [] }))?.sql).toBe('true');
  });

  it('isNull is a user with no membership, isNotNull one with some', () => {
    const any = 'exists (select 1 from user_organizations m where m.user_id = u.id and true)';
    expect(compiled(membershipCondition({ field: 'organizationId', operator: 'isNull' }))?.sql).toBe(`not ${any}`);
    expect(compiled(membershipCondition({ field: 'organizationId', operator: 'isNotNull' }))?.sql).toBe(any);
  });

  it('a value that is no id is refused with 422 under its field, not sent to the database', () => {
    for (const value of ['x', 1.5, 2_147_483_648, -2_147_483_649, '9007199254740993']) {
      const run = () => membershipCondition({ field: 'roleId', operator: 'eq', value });
      expect(run).toThrow(HttpError);
      try {
        run();
      } catch (error) {
        expect((error as HttpError).status).toBe(422);
        expect((error as HttpError).body).toMatchObject({ roleId: 'roleId is invalid.' });
      }
    }
    expect(
      compiled(membershipCondition({ field: 'roleId', operator: 'eq', value: 2_147_483_647 }))?.parameters,
    ).toEqual([[2_147_483_647]]);
    expect(
      compiled(membershipCondition({ field: 'roleId', operator: 'eq', value: -2_147_483_648 }))?.parameters,
    ).toEqual([[-2_147_483_648]]);
  });

  it('other operators are refused with the ones that apply', () => {
    expect(() => membershipCondition({ field: 'roleId', operator: 'gt', value: 1 })).toThrow(
      'roleId can be filtered with eq, ne, in, isNull and isNotNull.',
    );
  });
});

describe('the wire User', () => {
  const row = {
    id: 12,
    userName: 'jdoe',
    userType: 'organization' as const,
    organizations: [
      { id: 2, name: 'North' },
      { id: 5, name: 'South' },
    ],
    roles: [],
    contractorId: null,
    contractorName: null,
    contractorOrganizationId: null,
    organizationId: 2,
    roleId: null,
    passwordExpirationDate: null,
    createDate: '2026-01-01T00:00:00Z',
    createUser: 'admin',
    lastUpdateDate: null,
    lastUpdateUser: null,
    email: null,
  };

  it('what the change rules read of a user', () => {
    expect(reachOf(row)).toEqual({
      id: 12,
      userType: 'organization',
      organizationIds: [2, 5],
      contractorId: null,
      contractorOrganizationId: null,
    });
  });

  it('leaves out empty optional fields and the sort keys, keeps other nulls, and adds the caller’s rights', () => {
    const user = toUser(row, caller({}));
    expect(Object.keys(user).sort()).toEqual(
      [
        'canEdit',
        'canRemove',
        'createDate',
        'createUser',
        'email',
        'id',
        'organizations',
        'roles',
        'userName',
        'userType',
      ].sort(),
    );
    expect(user.email).toBeNull();
    expect(user.canEdit).toBe(true);
    expect(user.canRemove).toBe(true);
  });

  it('an organization caller who holds only one of the user’s organizations may neither edit nor remove', () => {
    const user = toUser(row, caller({ userType: 'organization', organizationIds: [2] }));
    expect(user.canEdit).toBe(false);
    expect(user.canRemove).toBe(false);
    const both = toUser(row, caller({ userType: 'organization', organizationIds: [2, 5] }));
    expect([both.canEdit, both.canRemove]).toEqual([true, true]);
  });

  it('nobody may remove themselves, though they may edit themselves', () => {
    const self = toUser(row, caller({ id: 12 }));
    expect([self.canEdit, self.canRemove]).toEqual([true, false]);
  });

  it('filled optional fields stay, and without a caller no rights are said', () => {
    const user = toUser({ ...row, contractorId: 3, contractorName: 'Acme', lastUpdateUser: 'x' }, null);
    expect(user).toMatchObject({ contractorId: 3, contractorName: 'Acme', lastUpdateUser: 'x' });
    expect(user).not.toHaveProperty('canEdit');
    expect(user).not.toHaveProperty('canRemove');
  });

  it('the audit keeps the user without the caller’s rights', () => {
    const user = { ...toUser(row, caller({})), userName: 'jdoe' } as User;
    const view = auditView(user);
    expect(view).not.toHaveProperty('canEdit');
    expect(view).not.toHaveProperty('canRemove');
    expect(view).toMatchObject({ id: 12, userName: 'jdoe' });
  });
});

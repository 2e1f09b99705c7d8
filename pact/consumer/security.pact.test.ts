import { describe, expect, it } from 'vitest';
import {
  apiFor,
  boolean,
  bearer,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

// Security > Roles, Permissions, Groups, Resources and Users (the screens' own calls). Provider
// states name what the demo data must hold; ids the provider chooses come back from the state.
const pact = pathwayPact();
const stale = 'This record was changed by another user. Reload it and try again.';
const scope = regex(/^(GLOBAL|ORGANIZATION|CONTRACTOR)$/, 'ORGANIZATION');
const audit = {
  createDate: timestamp('2026-03-02T14:05:11Z'),
  createUser: string('jmorales'),
  lastUpdateDate: timestamp('2026-06-18T09:41:27Z'),
  lastUpdateUser: string('kwashington'),
};

type Uniform = 'roles' | 'permissions' | 'groups' | 'resources';

interface Case {
  area: Uniform;
  noun: string;
  idName: string;
  id: number;
  body: Record<string, unknown>;
  fields: Record<string, unknown>;
}

const cases: Case[] = [
  {
    area: 'roles',
    noun: 'role',
    idName: 'roleId',
    id: 5,
    body: { name: 'Pact Intake Clerk', description: 'Takes applications at the front desk.', scope: 'ORGANIZATION' },
    fields: {
      name: string('Pact Intake Clerk'),
      description: string('Takes applications at the front desk.'),
      scope,
      userCount: integer(0),
      permissionCount: integer(0),
    },
  },
  {
    area: 'permissions',
    noun: 'permission',
    idName: 'permissionId',
    id: 41,
    body: { name: 'PACT_INTAKE', description: 'Take applications at the front desk.', scope: 'ORGANIZATION' },
    fields: {
      name: string('PACT_INTAKE'),
      description: string('Take applications at the front desk.'),
      scope,
      roleCount: integer(0),
    },
  },
  {
    area: 'groups',
    noun: 'group',
    idName: 'groupId',
    id: 9,
    body: { name: 'Pact Front Desk', description: 'Staff at the front desk.', organizationId: null },
    fields: {
      name: string('Pact Front Desk'),
      description: string('Staff at the front desk.'),
      userCount: integer(0),
      resourceCount: integer(0),
    },
  },
  {
    area: 'resources',
    noun: 'resource',
    idName: 'resourceId',
    id: 31,
    body: {
      name: 'Pact Intake Screen',
      description: 'The intake screen.',
      resourceType: 'Screen',
      path: '/enrollment/intake',
    },
    fields: {
      name: string('Pact Intake Screen'),
      description: string('The intake screen.'),
      resourceType: regex(/^(Screen|Report|Action)$/, 'Screen'),
      path: string('/enrollment/intake'),
      groupCount: integer(0),
    },
  },
];

for (const { area, noun, idName, id, body, fields } of cases) {
  const row = { id: integer(id), ...fields, ...audit, version: integer(1) };
  const item = `/api/${area}/\${${idName}}`;
  const owned = { [idName]: id };

  describe(`security: ${area}`, () => {
    it(`searches ${area}`, async () => {
      await pact
        .addInteraction()
        .given(`a ${noun} named {name} exists`, { name: String(body.name) })
        .uponReceiving(`a search of ${area}`)
        .withRequest('POST', `/api/${area}/search`, (req) =>
          req.headers(bearer).jsonBody({ quickSearch: String(body.name), page: 1, pageSize: 50 }),
        )
        .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(row), total: integer(1) }))
        .executeTest(async (server) => {
          const page = await apiFor(server)[area].search({ quickSearch: String(body.name), page: 1, pageSize: 50 });
          expect(page.items[0]?.name).toBe(body.name);
        });
    });

    it(`reads one ${noun}`, async () => {
      await pact
        .addInteraction()
        .given(`a ${noun} with id {${idName}} exists at version {version}`, { ...owned, version: 1 })
        .uponReceiving(`a read of a ${noun}`)
        .withRequest('GET', statePath(item, owned), (req) => req.headers(bearer))
        .willRespondWith(200, (res) => res.jsonBody({ ...row, id: fromProviderState(`\${${idName}}`, id) }))
        .executeTest(async (server) => {
          const found = await apiFor(server)[area].get(id);
          expect(found.id).toBe(id);
        });
    });

    it(`creates a ${noun}`, async () => {
      await pact
        .addInteraction()
        .given(`no ${noun} is named {name}`, { name: String(body.name) })
        .uponReceiving(`a new ${noun}`)
        .withRequest('POST', `/api/${area}`, (req) => req.headers(bearer).jsonBody(body))
        .willRespondWith(201, (res) => res.jsonBody(row))
        .executeTest(async (server) => {
          // The body is one of the four create shapes; the loop keeps them apart by `area`.
          const created = await (apiFor(server)[area].create as (value: unknown) => Promise<{ name: string }>)(body);
          expect(created.name).toBe(body.name);
        });
    });

    it(`updates a ${noun} with the version it read`, async () => {
      await pact
        .addInteraction()
        .given(`a ${noun} with id {${idName}} exists at version {version}`, { ...owned, version: 1 })
        .uponReceiving(`an update of a ${noun}`)
        .withRequest('PUT', statePath(item, owned), (req) =>
          req.headers(bearer).jsonBody({ ...body, version: fromProviderState('${version}', 1) }),
        )
        .willRespondWith(200, (res) => res.jsonBody({ ...row, version: integer(2) }))
        .executeTest(async (server) => {
          const update = apiFor(server)[area].update as (key: number, value: unknown) => Promise<{ version: number }>;
          expect((await update(id, { ...body, version: 1 })).version).toBe(2);
        });
    });

    it(`a stale ${noun} update gets 409`, async () => {
      await pact
        .addInteraction()
        .given(`a ${noun} with id {${idName}} exists at version {version}`, { ...owned, version: 2 })
        .uponReceiving(`an update of a ${noun} with a stale version`)
        .withRequest('PUT', statePath(item, owned), (req) => req.headers(bearer).jsonBody({ ...body, version: 1 }))
        .willRespondWith(409, (res) => res.jsonBody({ message: string(stale) }))
        .executeTest(async (server) => {
          const update = apiFor(server)[area].update as (key: number, value: unknown) => Promise<unknown>;
          expect((await failureOf(update(id, { ...body, version: 1 }))).status).toBe(409);
        });
    });

    it(`removes a ${noun} with the version it read`, async () => {
      await pact
        .addInteraction()
        .given(`a ${noun} with id {${idName}} exists at version {version}`, { ...owned, version: 1 })
        .uponReceiving(`a removal of a ${noun}`)
        .withRequest('DELETE', statePath(item, owned), (req) =>
          req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
        )
        .willRespondWith(204)
        .executeTest(async (server) => {
          await expect(apiFor(server)[area].remove(id, 1)).resolves.toBeUndefined();
        });
    });
  });
}

describe('security: a role that still has permissions', () => {
  it('is not removed: 409 with the spec’s message', async () => {
    await pact
      .addInteraction()
      .given('a role with id {roleId} has permissions at version {version}', { roleId: 5, version: 1 })
      .uponReceiving('a removal of a role that still has permissions')
      .withRequest('DELETE', statePath('/api/roles/${roleId}', { roleId: 5 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: string('This role still has permissions...') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).roles.remove(5, 1));
        expect(error.serverMessage).toBe('This role still has permissions...');
      });
  });
});

describe('security: memberships', () => {
  const permissionRef = { permissionId: integer(41), name: string('PAYROLL_PROCESSING'), scope };
  const userRef = {
    userId: integer(211),
    userName: string('kwashington'),
    firstName: string('Keisha'),
    lastName: string('Washington'),
    email: string('kwashington@example.org'),
    userType: regex(/^(global|organization|contractor)$/, 'organization'),
  };
  const resourceRef = {
    resourceId: integer(31),
    name: string('Available Timesheets'),
    resourceType: regex(/^(Screen|Report|Action)$/, 'Screen'),
  };
  const role = { roleId: 5 };
  const group = { groupId: 9 };

  it("reads a role's permissions", async () => {
    await pact
      .addInteraction()
      .given('a role with id {roleId} has permissions at version {version}', { ...role, version: 1 })
      .uponReceiving('a read of the permissions of a role')
      .withRequest('GET', statePath('/api/roles/${roleId}/permissions', role), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike(permissionRef)))
      .executeTest(async (server) => {
        expect((await apiFor(server).security.rolePermissions(5))[0]?.name).toBe('PAYROLL_PROCESSING');
      });
  });

  it("replaces a role's permissions with the role's version", async () => {
    await pact
      .addInteraction()
      .given('a role with id {roleId} and permission {permissionId} exist at version {version}', {
        ...role,
        permissionId: 41,
        version: 1,
      })
      .uponReceiving('a save of the permissions of a role')
      .withRequest('PUT', statePath('/api/roles/${roleId}/permissions', role), (req) =>
        req.headers(bearer).jsonBody({
          version: fromProviderState('${version}', 1),
          ids: [fromProviderState('${permissionId}', 41)],
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike(permissionRef)))
      .executeTest(async (server) => {
        const saved = await apiFor(server).security.saveRolePermissions(5, { version: 1, ids: [41] });
        expect(saved).toHaveLength(1);
      });
  });

  it("reads a role's users", async () => {
    await pact
      .addInteraction()
      .given('a role with id {roleId} is held by a user', role)
      .uponReceiving('a read of the users of a role')
      .withRequest('GET', statePath('/api/roles/${roleId}/users', role), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike(userRef)))
      .executeTest(async (server) => {
        expect((await apiFor(server).security.roleUsers(5))[0]?.userName).toBe('kwashington');
      });
  });

  it("reads and replaces a group's users", async () => {
    await pact
      .addInteraction()
      .given('a group with id {groupId} has users and resources', group)
      .uponReceiving('a read of the users of a group')
      .withRequest('GET', statePath('/api/groups/${groupId}/users', group), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike(userRef)))
      .executeTest(async (server) => {
        expect((await apiFor(server).security.groupUsers(9))[0]?.userName).toBe('kwashington');
      });
    await pact
      .addInteraction()
      .given('a group with id {groupId} and user {userId} exist at version {version}', {
        ...group,
        userId: 211,
        version: 1,
      })
      .uponReceiving('a save of the users of a group')
      .withRequest('PUT', statePath('/api/groups/${groupId}/users', group), (req) =>
        req.headers(bearer).jsonBody({
          version: fromProviderState('${version}', 1),
          ids: [fromProviderState('${userId}', 211)],
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike(userRef)))
      .executeTest(async (server) => {
        const saved = await apiFor(server).security.saveGroupUsers(9, { version: 1, ids: [211] });
        expect(saved).toHaveLength(1);
      });
  });

  it("reads and replaces a group's resources", async () => {
    await pact
      .addInteraction()
      .given('a group with id {groupId} has users and resources', group)
      .uponReceiving('a read of the resources of a group')
      .withRequest('GET', statePath('/api/groups/${groupId}/resources', group), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike(resourceRef)))
      .executeTest(async (server) => {
        expect((await apiFor(server).security.groupResources(9))[0]?.resourceType).toBe('Screen');
      });
    await pact
      .addInteraction()
      .given('a group with id {groupId} and resource {resourceId} exist at version {version}', {
        ...group,
        resourceId: 31,
        version: 1,
      })
      .uponReceiving('a save of the resources of a group')
      .withRequest('PUT', statePath('/api/groups/${groupId}/resources', group), (req) =>
        req.headers(bearer).jsonBody({
          version: fromProviderState('${version}', 1),
          ids: [fromProviderState('${resourceId}', 31)],
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(eachLike(resourceRef)))
      .executeTest(async (server) => {
        const saved = await apiFor(server).security.saveGroupResources(9, { version: 1, ids: [31] });
        expect(saved).toHaveLength(1);
      });
  });
});

// Security > Users reads and writes users through the uniform resource (the grid, the add and
// edit popup); removal with forceRemove stays `users.remove` (users.pact.test.ts).
describe('security: users as a resource', () => {
  const user = { userId: 1187 };
  const userFields = {
    id: integer(1187),
    userName: string('dwashington'),
    firstName: string('Darnell'),
    lastName: string('Washington'),
    email: string('darnell.washington@example.org'),
    userType: regex(/^(global|organization|contractor)$/, 'organization'),
    organizations: eachLike({ id: integer(3), name: string('Partner4Work') }, 0),
    isActive: boolean(true),
    version: integer(4),
  };
  const edit = {
    firstName: 'Darnell',
    lastName: 'Washington-Reed',
    email: 'darnell.washington@example.org',
    userType: 'organization' as const,
    organizationIds: [3],
  };

  it('searches users', async () => {
    await pact
      .addInteraction()
      .given('users whose names contain {quickSearch} exist', { quickSearch: 'wash' })
      .uponReceiving('a user search of the Users screen')
      .withRequest('POST', '/api/users/search', (req) =>
        req
          .headers(bearer)
          .jsonBody({ quickSearch: 'wash', page: 1, pageSize: 50, sort: [{ field: 'userName', direction: 'asc' }] }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(userFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).userRecords.search({
          quickSearch: 'wash',
          page: 1,
          pageSize: 50,
          sort: [{ field: 'userName', direction: 'asc' }],
        });
        expect(page.items[0]?.userName).toBe('dwashington');
      });
  });

  it('reads one user', async () => {
    await pact
      .addInteraction()
      .given('a user with id {userId} exists', user)
      .uponReceiving('a read of a user')
      .withRequest('GET', statePath('/api/users/${userId}', user), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ ...userFields, id: fromProviderState('${userId}', 1187) }))
      .executeTest(async (server) => {
        expect((await apiFor(server).userRecords.get(1187)).userName).toBe('dwashington');
      });
  });

  it('creates a user with a role', async () => {
    const body = {
      userName: 'dwashington',
      firstName: 'Darnell',
      lastName: 'Washington',
      email: 'darnell.washington@example.org',
      userType: 'organization' as const,
      organizationIds: [3],
      roleIds: [12],
    };
    await pact
      .addInteraction()
      .given('organization {organizationId} and role {roleId} exist', { organizationId: 3, roleId: 12 })
      .uponReceiving('a new user from the Users screen')
      .withRequest('POST', '/api/users', (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(201, (res) => res.jsonBody({ ...userFields, id: fromProviderState('${userId}', 1187) }))
      .executeTest(async (server) => {
        expect((await apiFor(server).userRecords.create(body)).id).toBe(1187);
      });
  });

  it('updates a user with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a user with id {userId} exists with roles version {version}', { ...user, version: 4 })
      .uponReceiving('an update of a user')
      .withRequest('PUT', statePath('/api/users/${userId}', user), (req) =>
        req.headers(bearer).jsonBody({ ...edit, version: fromProviderState('${version}', 4) }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...userFields, lastName: string('Washington-Reed'), version: integer(5) }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).userRecords.update(1187, { ...edit, version: 4 });
        expect(saved.version).toBe(5);
      });
  });

  it('removes a user in no group with the version it read', async () => {
    await pact
      .addInteraction()
      .given('a user with id {userId} exists with roles version {version}', { ...user, version: 4 })
      .uponReceiving('a removal of a user in no group')
      .withRequest('DELETE', statePath('/api/users/${userId}', user), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '4') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).userRecords.remove(1187, 4)).resolves.toBeUndefined();
      });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeContractCode, lastCodeTo, lastTemporaryPasswordTo, newPerson } from './security-fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

interface Page<T> {
  items: T[];
  total: number;
}

/** The security area's main flows, whose SQL (membership filters, JSON lists, audit) must agree on both engines. */
describe.each(ENGINES)('security flows on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer({ engine, seed: { participants: 0, applicants: 0 } });
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (method: string, url: string, token: string | undefined, body?: unknown) =>
    server.call(method, url, { token, body });

  it('invites, activates and signs in a new user, who must choose a password', async () => {
    const person = newPerson('flow');
    const created = await call('POST', '/api/users', admin, {
      ...person,
      userType: 'organization',
      organizationIds: [1],
      roleIds: [2],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userName: person.userName,
      isActive: false,
      organizations: [{ id: 1, name: 'Partner4Work' }],
      roles: [{ id: 2, name: 'Case Worker' }],
      canEdit: true,
      canRemove: true,
      version: 0,
    });
    const activated = await call('POST', '/api/users/validate-user-activation', undefined, {
      activationCode: await lastCodeTo(server, person.email),
      contractCode: await activeContractCode(server, 1),
    });
    expect(activated.status).toBe(200);
    const login = await call('POST', '/api/auth/login', undefined, {
      username: person.userName,
      password: await lastTemporaryPasswordTo(server, person.email),
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isPasswordUpdateRequired: true });
  });

  it('searches users by organization and role membership, sorted', async () => {
    const page = (
      await call('POST', '/api/users/search', admin, {
        filters: [
          { field: 'organizationId', operator: 'in', value: [1, 3] },
          { field: 'roleId', operator: 'eq', value: 2 },
        ],
        sort: [{ field: 'userName', direction: 'asc' }],
        page: 1,
        pageSize: 10,
      })
    ).body as Page<{ userName: string; organizations: { id: number }[]; roles: { id: number }[] }>;
    expect(page.total).toBeGreaterThan(page.items.length - 1);
    expect(page.items.length).toBeGreaterThan(0);
    const names = page.items.map((u) => u.userName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    for (const user of page.items) {
      expect(user.organizations.some((o) => o.id === 1 || o.id === 3)).toBe(true);
      expect(user.roles.map((r) => r.id)).toContain(2);
    }
  });

  it('removes a user in a group only when confirmed, and the audit log shows who did it', async () => {
    const person = newPerson('grp');
    const user = (
      await call('POST', '/api/users', admin, {
        ...person,
        userType: 'organization',
        organizationIds: [2],
        roleIds: [2],
      })
    ).body as { id: number };
    const group = (await call('POST', '/api/groups', admin, { name: `Team ${person.userName}`, organizationId: 2 }))
      .body as { id: number; version: number };
    expect(
      (await call('PUT', `/api/groups/${String(group.id)}/users`, admin, { version: group.version, ids: [user.id] }))
        .status,
    ).toBe(200);
    expect((await call('DELETE', `/api/users/${String(user.id)}?version=0`, admin)).status).toBe(409);
    expect((await call('DELETE', `/api/users/${String(user.id)}?version=0&forceRemove=true`, admin)).status).toBe(204);
    expect((await call('GET', `/api/groups/${String(group.id)}`, admin)).body).toMatchObject({ userCount: 0 });
    const audit = (
      await call('POST', '/api/audit-log/search', admin, {
        filters: [
          { field: 'entity', operator: 'eq', value: 'User' },
          { field: 'entityId', operator: 'eq', value: user.id },
        ],
      })
    ).body as Page<{ action: string; operationId: string; userName: string; before: Record<string, unknown> | null }>;
    expect(audit.items.map((e) => [e.action, e.operationId])).toEqual([
      ['Delete', 'usersDelete'],
      ['Create', 'usersCreate'],
    ]);
    expect(audit.items[0]?.before?.userName).toBe(person.userName);
  });

  it('refuses to delete a role with permissions and counts its users and permissions', async () => {
    const role = (await call('GET', '/api/roles/2', admin)).body as {
      userCount: number;
      permissionCount: number;
      version: number;
    };
    expect(role.userCount).toBeGreaterThan(0);
    expect(role.permissionCount).toBeGreaterThan(0);
    const refused = await call('DELETE', `/api/roles/2?version=${String(role.version)}`, admin);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'This role still has permissions...' });
    const permissions = (await call('GET', '/api/roles/2/permissions', admin)).body as { name: string }[];
    expect(permissions.map((p) => p.name)).toContain('MAINTAIN_STUDENTS');
  });
});

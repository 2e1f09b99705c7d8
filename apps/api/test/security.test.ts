import { messages } from '@pathway/validation';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_WORKER_CLAIMS } from '../src/seed/core.ts';
import { mayChange, mayRemove, roleFits, type UserReach } from '../src/areas/security/rules.ts';
import type { Principal } from '../src/http/context.ts';
import { writeAudit } from '../src/lib/audit.ts';
import {
  activeContractCode,
  lastCodeTo,
  lastTemporaryPasswordTo,
  mailTo,
  newPerson,
  withDemoPassword,
} from './security-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

interface User {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  isActive: boolean;
  version: number;
  organizations: { id: number; name: string }[];
  roles?: { id: number; name: string }[];
  canEdit?: boolean;
  canRemove?: boolean;
  groupCount?: number;
  contractorId?: number;
  contractorName?: string;
}
interface Page<T> {
  items: T[];
  total: number;
}

const CASE_WORKER = 2;
const CONTRACTOR_STAFF = 3;
const VIEWER_ROLE = 4;

/** Every rule of the security area with its message, on PGlite. */
describe('security rules (PGlite)', () => {
  let server: TestServer;
  let admin: string;
  /** An organization user of Partner4Work (1) who may maintain users. */
  let orgAdmin: string;
  let orgAdminId: number;
  let userAdminRoleId: number;

  const call = (method: string, url: string, token: string | undefined, body?: unknown) =>
    server.call(method, url, { token, body });

  async function createUser(
    fields: Partial<{ userType: string; organizationIds: number[]; roleIds: number[]; contractorId: number }> = {},
    token = admin,
  ) {
    const person = newPerson('u');
    const response = await call('POST', '/api/users', token, {
      ...person,
      userType: 'organization',
      organizationIds: [1],
      roleIds: [CASE_WORKER],
      ...fields,
    });
    return { person, response, user: response.body as User };
  }

  beforeAll(async () => {
    server = await startTestServer({ seed: { participants: 0, applicants: 0 } });
    admin = await server.login('admin');
    const role = await call('POST', '/api/roles', admin, {
      name: 'Provider User Administrator',
      description: 'Maintains the users of their organization.',
      scope: 'ORGANIZATION',
    });
    userAdminRoleId = (role.body as { id: number; version: number }).id;
    const claims = [
      'LOGIN',
      'SECURITY',
      'MAINTAIN_USERS',
      'ADD_NEW_USER',
      'EDIT_USER',
      'REMOVE_USER',
      'ACTIVATE_USER',
      'DEACTIVATE_USER',
      'RESET_USER_PASSWORDS',
      // Every case-worker claim, so they may give the Case Worker role (nobody hands out more than they hold).
      ...CASE_WORKER_CLAIMS,
    ];
    const ids = (
      await sql<{ id: number }>`select id from permissions where name in (${sql.join(claims)}) order by id`.execute(
        server.database.db,
      )
    ).rows.map((r) => r.id);
    const saved = await call('PUT', `/api/roles/${String(userAdminRoleId)}/permissions`, admin, {
      version: (role.body as { version: number }).version,
      ids,
    });
    expect(saved.status).toBe(200);
    const created = await createUser({ roleIds: [userAdminRoleId] });
    expect(created.response.status).toBe(201);
    orgAdminId = created.user.id;
    await withDemoPassword(server, orgAdminId);
    orgAdmin = await server.login(created.person.userName);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('users: search, read and who may change whom', () => {
    it('searches with quick text, membership filters and a sort, as the contract names them', async () => {
      const byOrg = await call('POST', '/api/users/search', admin, {
        filters: [
          { field: 'organizationId', operator: 'eq', value: 2 },
          { field: 'isActive', operator: 'eq', value: true },
        ],
        sort: [{ field: 'lastUpdateDate', direction: 'desc' }],
        pageSize: 500,
      });
      expect(byOrg.status).toBe(200);
      const page = byOrg.body as Page<User>;
      expect(page.total).toBeGreaterThan(0);
      for (const user of page.items) {
        expect(user.organizations.map((o) => o.id)).toContain(2);
        expect(user.isActive).toBe(true);
      }
      const byRole = (
        await call('POST', '/api/users/search', admin, {
          filters: [{ field: 'roleId', operator: 'in', value: [CONTRACTOR_STAFF] }],
        })
      ).body as Page<User>;
      expect(byRole.items.map((u) => u.userName)).toEqual(['contractor']);
      const quick = (await call('POST', '/api/users/search', admin, { quickSearch: 'kowal' })).body as Page<User>;
      expect(quick.items.map((u) => u.userName)).toContain('viewer');
      const bad = await call('POST', '/api/users/search', admin, {
        filters: [{ field: 'passwordHash', operator: 'eq', value: 'x' }],
      });
      expect(bad.status).toBe(422);
    });

    it('finds a user by any of their organizations and roles, not only the first, in name order by default', async () => {
      const both = await createUser({ organizationIds: [1, 3], roleIds: [CASE_WORKER, CONTRACTOR_STAFF] });
      // A contractor role needs a contractor user: the role list is checked against the user type.
      const member = both.response.status === 201 ? both.user : (await createUser({ organizationIds: [1, 3] })).user;
      const found = async (filter: object) =>
        (
          (await call('POST', '/api/users/search', admin, { filters: [filter], pageSize: 500 })).body as Page<User>
        ).items.map((u) => u.id);
      expect(await found({ field: 'organizationId', operator: 'eq', value: 3 })).toContain(member.id);
      expect(await found({ field: 'organizationId', operator: 'in', value: [3, 4] })).toContain(member.id);
      expect(await found({ field: 'organizationId', operator: 'ne', value: 3 })).not.toContain(member.id);
      expect(await found({ field: 'roleId', operator: 'eq', value: (member.roles ?? []).at(-1)?.id })).toContain(
        member.id,
      );
      const page = (await call('POST', '/api/users/search', admin, { pageSize: 500 })).body as Page<User>;
      const names = page.items.map((u) => `${u.lastName.toLowerCase()}\u0000${u.firstName.toLowerCase()}`);
      expect(names).toEqual([...names].sort());
      const missing = await call('GET', '/api/users/987654', admin);
      expect(missing).toMatchObject({ status: 404, body: { message: 'The user was not found.' } });
    });

    it('shows an organization user only the users of their organizations', async () => {
      const page = (await call('POST', '/api/users/search', orgAdmin, { pageSize: 500 })).body as Page<User>;
      expect(page.total).toBeGreaterThan(0);
      for (const user of page.items) expect(user.organizations.map((o) => o.id)).toContain(1);
      const other = (
        await sql<{ id: number }>`select u.id from users u where not exists (select 1 from user_organizations uo
          where uo.user_id = u.id and uo.organization_id = 1) and u.contractor_id is null order by u.id limit 1`.execute(
          server.database.db,
        )
      ).rows[0];
      expect(other).toBeDefined();
      expect((await call('GET', `/api/users/${String(other?.id)}`, orgAdmin)).status).toBe(404);
    });

    it('marks a global user unchangeable for an organization user and refuses the change and the removal', async () => {
      const adminUser = (await call('GET', '/api/users/1', orgAdmin)).body as User;
      expect(adminUser).toMatchObject({ userName: 'admin', canEdit: false, canRemove: false });
      const update = await call('PUT', '/api/users/1', orgAdmin, {
        firstName: 'Morgan',
        lastName: 'Thompson',
        email: 'admin@pathway.example.org',
        userType: 'global',
        organizationIds: [1, 2, 3],
        version: adminUser.version,
      });
      expect(update.status).toBe(403);
      expect(update.body).toEqual({ message: 'You don’t have access to change this user.' });
      const remove = await call('DELETE', `/api/users/1?version=${String(adminUser.version)}`, orgAdmin);
      expect(remove.status).toBe(403);
      expect(remove.body).toEqual({ message: 'You don’t have access to remove this user.' });
      expect((await call('POST', '/api/users/1/deactivate', orgAdmin)).body).toEqual({
        message: messages.noAccessToChangeUser,
      });
    });

    it('lets nobody remove themself, and says so with the spec message', async () => {
      const self = (await call('GET', `/api/users/${String(orgAdminId)}`, orgAdmin)).body as User;
      expect(self).toMatchObject({ canEdit: true, canRemove: false });
      const adminUser = (await call('GET', '/api/users/1', admin)).body as User;
      const remove = await call('DELETE', `/api/users/1?version=${String(adminUser.version)}`, admin);
      expect(remove.status).toBe(403);
      expect(remove.body).toEqual({ message: messages.noAccessToRemoveUser });
      const deactivate = await call('POST', `/api/users/${String(orgAdminId)}/deactivate`, orgAdmin);
      expect(deactivate.status).toBe(409);
    });

    it('refuses an organization user moving a user to a foreign organization or making a global user', async () => {
      const { user } = await createUser({}, orgAdmin);
      expect(user.canEdit).toBe(true);
      const base = {
        firstName: 'Keisha',
        lastName: 'Washington',
        email: user.email,
        version: user.version,
      };
      const foreign = await call('PUT', `/api/users/${String(user.id)}`, orgAdmin, {
        ...base,
        userType: 'organization',
        organizationIds: [1, 2],
      });
      expect(foreign.status).toBe(403);
      expect(foreign.body).toEqual({ message: messages.noAccessToChangeUser });
      const global = await call('PUT', `/api/users/${String(user.id)}`, orgAdmin, {
        ...base,
        userType: 'global',
        organizationIds: [1],
      });
      expect(global.status).toBe(403);
      const created = await createUser({ organizationIds: [2] }, orgAdmin);
      expect(created.response.status).toBe(403);
      expect(created.response.body).toEqual({ message: messages.noAccessToChangeUser });
    });

    it('updates a user with its version and refuses a stale one', async () => {
      const { user } = await createUser();
      const body = {
        firstName: 'Keisha',
        lastName: 'Carter',
        email: user.email,
        userType: 'organization',
        organizationIds: [1, 3],
        version: user.version,
      };
      const updated = await call('PUT', `/api/users/${String(user.id)}`, admin, body);
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ lastName: 'Carter', version: user.version + 1 });
      expect((updated.body as User).organizations.map((o) => o.id)).toEqual([1, 3]);
      const again = await call('PUT', `/api/users/${String(user.id)}`, admin, body);
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'This record was changed by another user. Reload it and try again.' });
    });

    it('reads, sets and moves the contractor of a contractor user, and gives other users none', async () => {
      const demo = (
        await call('POST', '/api/users/search', admin, {
          filters: [{ field: 'userName', operator: 'eq', value: 'contractor' }],
        })
      ).body as Page<User>;
      const contractors = (
        await sql<{ id: number; name: string }>`select id, name from contractors order by id limit 2`.execute(
          server.database.db,
        )
      ).rows;
      const [first, second] = contractors;
      if (!first || !second) throw new Error('The seed has fewer than two contractors.');
      expect(demo.items[0]).toMatchObject({
        userType: 'contractor',
        contractorId: first.id,
        contractorName: first.name,
      });

      const { response, user } = await createUser({
        userType: 'contractor',
        organizationIds: [],
        roleIds: [CONTRACTOR_STAFF],
        contractorId: second.id,
      });
      expect(response.status).toBe(201);
      expect(user).toMatchObject({ contractorId: second.id, contractorName: second.name });
      const moved = await call('PUT', `/api/users/${String(user.id)}`, admin, {
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        userType: 'contractor',
        organizationIds: [],
        contractorId: first.id,
        version: user.version,
      });
      expect(moved.status).toBe(200);
      expect(moved.body).toMatchObject({ contractorId: first.id, contractorName: first.name });
      const read = (await call('GET', `/api/users/${String(user.id)}`, admin)).body as User;
      expect(read.contractorId).toBe(first.id);

      const { user: staff } = await createUser();
      expect(staff).not.toHaveProperty('contractorId');
      expect(staff).not.toHaveProperty('contractorName');
    });

    it('gives the spec texts for the person fields', async () => {
      const response = await call('POST', '/api/users', admin, {
        ...newPerson('v'),
        firstName: 'x'.repeat(41),
        userType: 'organization',
        organizationIds: [1],
        roleIds: [CASE_WORKER],
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ firstName: 'Maximum length of First Name is 40' });
    });

    it('refuses a viewer without the claims', async () => {
      const viewer = await server.login('viewer');
      expect((await call('POST', '/api/users/search', viewer, {})).status).toBe(403);
      expect((await call('POST', '/api/roles/search', viewer, {})).status).toBe(403);
      expect((await call('POST', '/api/audit-log/search', viewer, {})).status).toBe(403);
    });
  });

  describe('users: create, invitation and activation', () => {
    it('needs at least one role, in the words of the spec', async () => {
      const response = await call('POST', '/api/users', admin, {
        ...newPerson('w'),
        userType: 'organization',
        organizationIds: [1],
        roleIds: [],
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        roleIds: "At least one role must be checked when updating a user's roles.",
      });
    });

    it('refuses a taken user name with 409, whatever its case', async () => {
      const response = await call('POST', '/api/users', admin, {
        ...newPerson('x'),
        userName: 'ADMIN',
        userType: 'global',
        organizationIds: [],
        roleIds: [VIEWER_ROLE],
      });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ message: 'The user name is already taken.' });
    });

    it('refuses a role that is not for the user type, and a contractor user without a contractor', async () => {
      const wrongRole = await createUser({ roleIds: [CONTRACTOR_STAFF] });
      expect(wrongRole.response.status).toBe(422);
      expect(wrongRole.response.body).toEqual({ roleIds: 'The role Contractor Staff is not for organization users.' });
      const noContractor = await createUser({ userType: 'contractor', roleIds: [CONTRACTOR_STAFF] });
      expect(noContractor.response.status).toBe(422);
      expect(noContractor.response.body).toEqual({ contractorId: 'A contractor user needs a contractor.' });
    });

    it('refuses an organization user handing out a role with claims they do not hold', async () => {
      const response = await createUser({ roleIds: [CASE_WORKER, userAdminRoleId] }, orgAdmin);
      expect(response.response.status).toBe(201);
      const richer = await call('POST', '/api/roles', admin, { name: 'Provider Payroll Lead', scope: 'ORGANIZATION' });
      const richerRole = richer.body as { id: number; version: number };
      const payroll = (
        await sql<{ id: number }>`select id from permissions where name = 'PAYROLL_PROCESSING'`.execute(
          server.database.db,
        )
      ).rows.map((r) => r.id);
      await call('PUT', `/api/roles/${String(richerRole.id)}/permissions`, admin, {
        version: richerRole.version,
        ids: payroll,
      });
      const refused = await createUser({ roleIds: [richerRole.id] }, orgAdmin);
      expect(refused.response.status).toBe(403);
      expect(refused.response.body).toEqual({
        message: 'You can only give roles whose permissions you hold yourself; Provider Payroll Lead has others.',
      });
    });

    it('invites a new user with a one-time code that a contract code redeems for an expired temporary password', async () => {
      const contractCode = await activeContractCode(server, 1);
      const { person, response, user } = await createUser();
      expect(response.status).toBe(201);
      expect(user).toMatchObject({ userName: person.userName, isActive: false, groupCount: 0 });
      // The code is answered once, as the invitation's link the administrator may hand over (ADR 222);
      // the user's own fields carry none.
      const { activationLink, ...fields } = response.body as { activationLink: { activationCode: string } };
      expect(JSON.stringify(fields)).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
      const code = await lastCodeTo(server, person.email);
      expect(activationLink.activationCode).toBe(code);
      const stored = (
        await sql<{ code_hash: string; expires_at: string }>`select code_hash, expires_at from one_time_codes
          where user_id = ${user.id} and purpose = 'activation'`.execute(server.database.db)
      ).rows[0];
      expect(stored?.code_hash).not.toContain(code);
      const days = (Date.parse(stored?.expires_at ?? '') - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);

      const otherCode = await activeContractCode(server, 2);
      const wrongContract = await call('POST', '/api/users/validate-user-activation', undefined, {
        activationCode: code,
        contractCode: otherCode,
      });
      expect(wrongContract.status).toBe(422);
      expect(wrongContract.body).toEqual({ contractCode: 'The contract code does not match this account.' });

      const activated = await call('POST', '/api/users/validate-user-activation', undefined, {
        activationCode: code.toLowerCase(),
        contractCode,
      });
      expect(activated.status).toBe(200);
      expect(activated.body).toMatchObject({ userName: person.userName });
      const again = await call('POST', '/api/users/validate-user-activation', undefined, {
        activationCode: code,
        contractCode,
      });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: 'This code is not valid or has expired.' });

      const password = await lastTemporaryPasswordTo(server, person.email);
      const login = await call('POST', '/api/auth/login', undefined, { username: person.userName, password });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ isPasswordUpdateRequired: true });
    });

    it('refuses an expired code', async () => {
      const contractCode = await activeContractCode(server, 1);
      const { person, user } = await createUser();
      const code = await lastCodeTo(server, person.email);
      await sql`update one_time_codes set expires_at = now() - interval '1 minute' where user_id = ${user.id}`.execute(
        server.database.db,
      );
      const response = await call('POST', '/api/users/validate-user-activation', undefined, {
        activationCode: code,
        contractCode,
      });
      expect(response.status).toBe(404);
    });

    it('throttles guessing codes per client address', async () => {
      const contractCode = await activeContractCode(server, 1);
      const guess = () =>
        server.call('POST', '/api/users/validate-user-activation', {
          address: '10.9.8.7',
          body: { activationCode: 'AAAA-2222', contractCode },
        });
      // Ten misses are free; the eleventh makes the next guess wait a minute (ADR 185).
      for (let attempt = 0; attempt < 11; attempt += 1) expect((await guess()).status).toBe(404);
      const blocked = await guess();
      expect(blocked.status).toBe(429);
      expect(blocked.body).toEqual({ message: 'Too many attempts. Try again in 1 minute.' });
      expect(blocked.headers['retry-after']).toBe('60');
    });

    it('validates contract codes', async () => {
      const contractCode = await activeContractCode(server, 1);
      const valid = await call('POST', '/api/users/validate-contract-code', undefined, { contractCode });
      expect(valid.body).toMatchObject({ contractCode, isValid: true, organizationName: 'Partner4Work' });
      const invalid = await call('POST', '/api/users/validate-contract-code', undefined, { contractCode: 'NOPE-0000' });
      expect(invalid.body).toEqual({
        contractCode: 'NOPE-0000',
        isValid: false,
        message: 'The contract code is not valid.',
      });
    });
  });

  describe('users: recovery, reset, activation and removal', () => {
    it('answers a forgotten password the same for a known and an unknown user, and mails only the known', async () => {
      const contractCode = await activeContractCode(server, 1);
      const { person, user } = await createUser();
      await withDemoPassword(server, user.id);
      const known = await call('POST', '/api/users/validate-forget-password-user', undefined, {
        userName: person.userName,
        contractCode,
      });
      const unknown = await call('POST', '/api/users/validate-forget-password-user', undefined, {
        userName: 'nobody-here',
        contractCode,
      });
      expect(known.status).toBe(200);
      expect(unknown.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      const code = await lastCodeTo(server, person.email);
      // The current password still works until the code is redeemed.
      await server.login(person.userName);
      const redeemed = await call('POST', '/api/users/validate-user-activation', undefined, {
        activationCode: code,
        contractCode,
      });
      expect(redeemed.status).toBe(200);
      const password = await lastTemporaryPasswordTo(server, person.email);
      const login = await call('POST', '/api/auth/login', undefined, { username: person.userName, password });
      expect(login.body).toMatchObject({ isPasswordUpdateRequired: true });
    });

    it('mails a forgotten user name, or says the address is unknown in the spec words', async () => {
      const found = await call('POST', '/api/users/validate-forget-username', undefined, {
        emailAddress: 'VIEWER@pathway.example.org',
      });
      expect(found.status).toBe(200);
      expect((await mailTo(server, 'viewer@pathway.example.org')).at(-1)?.body).toContain('viewer');
      const missing = await call('POST', '/api/users/validate-forget-username', undefined, {
        emailAddress: 'nobody@example.org',
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Unable to find user email address' });
    });

    it('resets a password: the old one and every session end, a recovery link is mailed and answered once', async () => {
      const { person, user } = await createUser();
      await withDemoPassword(server, user.id);
      const token = await server.login(person.userName);
      const reset = await call('POST', '/api/users/reset-password', admin, { userId: user.id });
      expect(reset.status).toBe(200);
      // The recovery link is answered once for the administrator to hand over: the mailed one (ADR 222).
      const { message, activationLink } = reset.body as { message: string; activationLink: { activationCode: string } };
      expect(Object.keys(reset.body as object)).toEqual(['message', 'activationLink']);
      expect(message).not.toMatch(/[A-Z0-9]{4}-[A-Z0-9]{4}/);
      expect((await call('GET', '/api/auth/check-session', token)).status).toBe(401);
      const oldPassword = await call('POST', '/api/auth/login', undefined, {
        username: person.userName,
        password: 'Pathway!2026',
      });
      expect(oldPassword.status).toBe(401);
      expect((await mailTo(server, person.email)).at(-1)?.subject).toBe('Your Pathway password was reset');
      expect(await lastCodeTo(server, person.email)).toBe(activationLink.activationCode);
    });

    it('deactivates a user whose tokens stop at once, and activates them again', async () => {
      const { person, user } = await createUser();
      await withDemoPassword(server, user.id);
      const token = await server.login(person.userName);
      expect((await call('GET', '/api/auth/check-session', token)).status).toBe(200);
      expect((await call('POST', `/api/users/${String(user.id)}/deactivate`, admin)).status).toBe(204);
      expect((await call('GET', '/api/auth/check-session', token)).status).toBe(401);
      expect((await call('POST', `/api/users/${String(user.id)}/deactivate`, admin)).status).toBe(409);
      expect((await call('POST', `/api/users/${String(user.id)}/activate`, admin)).status).toBe(204);
      expect((await call('GET', `/api/users/${String(user.id)}`, admin)).body).toMatchObject({ isActive: true });
      await server.login(person.userName);
    });

    it('asks to confirm removing a user who is in groups, and removes them with forceRemove', async () => {
      const { user } = await createUser();
      const group = (await call('GET', '/api/groups/1', admin)).body as { id: number; version: number };
      const members = (await call('GET', '/api/groups/1/users', admin)).body as { userId: number }[];
      const saved = await call('PUT', '/api/groups/1/users', admin, {
        version: group.version,
        ids: [...members.map((m) => m.userId), user.id],
      });
      expect(saved.status).toBe(200);
      expect((await call('GET', `/api/users/${String(user.id)}`, admin)).body).toMatchObject({ groupCount: 1 });
      const refused = await call('DELETE', `/api/users/${String(user.id)}?version=${String(user.version)}`, admin);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'This user belongs to 1 group. Confirm the removal to take the user out of it as well.',
      });
      const noVersion = await call('DELETE', `/api/users/${String(user.id)}?forceRemove=true`, admin);
      expect(noVersion.status).toBe(400);
      const stale = await call(
        'DELETE',
        `/api/users/${String(user.id)}?version=${String(user.version + 1)}&forceRemove=true`,
        admin,
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: 'This record was changed by another user. Reload it and try again.' });
      const removed = await call(
        'DELETE',
        `/api/users/${String(user.id)}?version=${String(user.version)}&forceRemove=true`,
        admin,
      );
      expect(removed.status).toBe(204);
      expect((await call('GET', `/api/users/${String(user.id)}`, admin)).status).toBe(404);
      const after = (await call('GET', '/api/groups/1/users', admin)).body as { userId: number }[];
      expect(after.map((m) => m.userId)).not.toContain(user.id);
    });
  });

  describe("users' roles", () => {
    it('lists the roles a user may hold with the assigned ones checked', async () => {
      const { user } = await createUser();
      const selection = (await call('GET', `/api/users/${String(user.id)}/roles`, admin)).body as {
        roles: { id: number; scope: string; isAssigned: boolean }[];
        version: number;
      };
      expect(selection.version).toBe(user.version);
      expect(selection.roles.find((r) => r.id === CASE_WORKER)?.isAssigned).toBe(true);
      expect(selection.roles.every((r) => r.scope === 'ORGANIZATION')).toBe(true);
    });

    it('saves roles with the version, needs one checked, and ends the sessions when a role is taken away', async () => {
      const { person, user } = await createUser({ roleIds: [CASE_WORKER, userAdminRoleId] });
      await withDemoPassword(server, user.id);
      const token = await server.login(person.userName);
      const none = await call('POST', `/api/users/${String(user.id)}/roles`, admin, {
        roleIds: [],
        version: user.version,
      });
      expect(none.status).toBe(422);
      expect(none.body).toMatchObject({ roleIds: messages.atLeastOneRole });
      const saved = await call('POST', `/api/users/${String(user.id)}/roles`, admin, {
        roleIds: [CASE_WORKER],
        version: user.version,
      });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ version: user.version + 1 });
      expect((await call('GET', '/api/auth/check-session', token)).status).toBe(401);
      const stale = await call('POST', `/api/users/${String(user.id)}/roles`, admin, {
        roleIds: [CASE_WORKER],
        version: user.version,
      });
      expect(stale.status).toBe(409);
      const holders = (await call('GET', `/api/roles/${String(CASE_WORKER)}/users`, admin)).body as {
        userId: number;
      }[];
      expect(holders.map((h) => h.userId)).toContain(user.id);
    });
  });

  describe('roles, permissions, groups and resources', () => {
    it('refuses to delete a role that still has permissions, or is the last role of a user', async () => {
      const caseWorker = (await call('GET', `/api/roles/${String(CASE_WORKER)}`, admin)).body as { version: number };
      const withPermissions = await call(
        'DELETE',
        `/api/roles/${String(CASE_WORKER)}?version=${String(caseWorker.version)}`,
        admin,
      );
      expect(withPermissions.status).toBe(409);
      expect(withPermissions.body).toEqual({ message: 'This role still has permissions...' });

      const role = (await call('POST', '/api/roles', admin, { name: 'Seasonal Intern', scope: 'ORGANIZATION' }))
        .body as { id: number; version: number };
      const { user } = await createUser({ roleIds: [role.id] });
      const last = await call('DELETE', `/api/roles/${String(role.id)}?version=${String(role.version)}`, admin);
      expect(last.status).toBe(409);
      expect(last.body).toEqual({ message: 'This is the last assigned role for the user...' });

      await call('POST', `/api/users/${String(user.id)}/roles`, admin, {
        roleIds: [role.id, CASE_WORKER],
        version: user.version,
      });
      const held = await call('DELETE', `/api/roles/${String(role.id)}?version=${String(role.version)}`, admin);
      expect(held.status).toBe(409);
      expect(held.body).toEqual({ message: 'This role is still assigned to users. Take it away from them first.' });

      const unused = (await call('POST', '/api/roles', admin, { name: 'Unused Role', scope: 'GLOBAL' })).body as {
        id: number;
        version: number;
      };
      const stale = await call(
        'DELETE',
        `/api/roles/${String(unused.id)}?version=${String(unused.version + 1)}`,
        admin,
      );
      expect(stale.status).toBe(409);
      expect(
        (await call('DELETE', `/api/roles/${String(unused.id)}?version=${String(unused.version)}`, admin)).status,
      ).toBe(204);
      expect((await call('GET', `/api/roles/${String(unused.id)}`, admin)).status).toBe(404);
    });

    it('creates, renames with the version and refuses a duplicate role name', async () => {
      const created = await call('POST', '/api/roles', admin, {
        name: 'Summer Coordinator',
        description: null,
        scope: 'ORGANIZATION',
      });
      expect(created.status).toBe(201);
      const role = created.body as { id: number; version: number; lastUpdateUser: string; permissionCount: number };
      expect(role).toMatchObject({ permissionCount: 0, lastUpdateUser: 'admin', version: 0 });
      const duplicate = await call('POST', '/api/roles', admin, { name: 'summer coordinator', scope: 'GLOBAL' });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({ message: 'A role with this name already exists.' });
      const body = { name: 'Summer Program Coordinator', scope: 'ORGANIZATION', version: role.version };
      expect((await call('PUT', `/api/roles/${String(role.id)}`, admin, body)).status).toBe(200);
      expect((await call('PUT', `/api/roles/${String(role.id)}`, admin, body)).status).toBe(409);
    });

    it('refuses to delete a permission granted to roles, and deletes an unused one', async () => {
      const login = (
        await call('POST', '/api/permissions/search', admin, {
          filters: [{ field: 'name', operator: 'eq', value: 'LOGIN' }],
        })
      ).body as Page<{ id: number; roleCount: number; version: number }>;
      expect(login.items[0]?.roleCount).toBeGreaterThan(0);
      const refused = await call(
        'DELETE',
        `/api/permissions/${String(login.items[0]?.id)}?version=${String(login.items[0]?.version)}`,
        admin,
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'This permission is still granted to roles. Take it away from them first.',
      });
      const created = (await call('POST', '/api/permissions', admin, { name: 'TEMPORARY_CLAIM', scope: 'GLOBAL' }))
        .body as { id: number; version: number };
      expect(
        (await call('DELETE', `/api/permissions/${String(created.id)}?version=${String(created.version)}`, admin))
          .status,
      ).toBe(204);
    });

    it('keeps group and resource memberships under versions on both sides', async () => {
      const group = (
        await call('POST', '/api/groups', admin, { name: 'Downtown Worksite Monitors', organizationId: 1 })
      ).body as { id: number; version: number; userCount: number };
      expect(group.userCount).toBe(0);
      const resource = (
        await call('POST', '/api/resources', admin, {
          name: 'Monitor Visits',
          resourceType: 'Report',
          path: '/reports/visits',
        })
      ).body as { id: number; version: number };
      const linked = await call('PUT', `/api/resources/${String(resource.id)}/groups`, admin, {
        version: resource.version,
        ids: [group.id],
      });
      expect(linked.body).toEqual([{ groupId: group.id, name: 'Downtown Worksite Monitors' }]);
      // The group changed from the other side: its old version is stale now.
      const stale = await call('PUT', `/api/groups/${String(group.id)}/resources`, admin, {
        version: group.version,
        ids: [],
      });
      expect(stale.status).toBe(409);
      const fresh = (await call('GET', `/api/groups/${String(group.id)}`, admin)).body as {
        version: number;
        resourceCount: number;
      };
      expect(fresh.resourceCount).toBe(1);
      const unknown = await call('PUT', `/api/groups/${String(group.id)}/users`, admin, {
        version: fresh.version,
        ids: [999999],
      });
      expect(unknown.status).toBe(422);
      expect(
        (await call('DELETE', `/api/groups/${String(group.id)}?version=${String(fresh.version)}`, admin)).status,
      ).toBe(204);
      expect((await call('GET', `/api/resources/${String(resource.id)}/groups`, admin)).body).toEqual([]);
      const badType = await call('POST', '/api/resources', admin, { name: 'X', resourceType: 'Page' });
      expect(badType.status).toBe(422);
    });

    it('refuses MAINTAIN_GROUPS work to a user without the claim', async () => {
      expect((await call('POST', '/api/groups/search', orgAdmin, {})).status).toBe(403);
      const groups = (await call('POST', '/api/groups/search', admin, { sort: [{ field: 'name', direction: 'asc' }] }))
        .body as Page<{ name: string }>;
      expect(groups.items.map((g) => g.name)).toContain('Payroll Office');
      const resources = (
        await call('POST', '/api/resources/search', admin, {
          filters: [{ field: 'resourceType', operator: 'eq', value: 'Report' }],
        })
      ).body as Page<{ resourceType: string }>;
      expect(resources.total).toBeGreaterThan(0);
      expect(resources.items.every((r) => r.resourceType === 'Report')).toBe(true);
    });
  });

  describe('audit log', () => {
    it('finds who created a user, by which operation, with the stored fields after', async () => {
      const { user } = await createUser();
      const page = (
        await call('POST', '/api/audit-log/search', admin, {
          filters: [
            { field: 'entity', operator: 'eq', value: 'User' },
            { field: 'entityId', operator: 'eq', value: user.id },
            { field: 'operationId', operator: 'eq', value: 'usersCreate' },
          ],
        })
      ).body as Page<{ userName: string; action: string; before: unknown; after: Record<string, unknown> }>;
      expect(page.total).toBe(1);
      expect(page.items[0]).toMatchObject({ userName: 'admin', action: 'Create', before: null });
      expect(page.items[0]?.after.userName).toBe(user.userName);
      expect(typeof page.items[0]?.after.organizations).toBe('string');
    });

    it('masks SSNs in before and after', async () => {
      await writeAudit(server.database.db, 'admin', {
        entity: 'Student',
        entityId: 424242,
        action: 'update',
        before: { ssn: '912-34-5678', firstName: 'Jordan' },
        after: { ssn: '912-34-5679', firstName: 'Jordan' },
      });
      const page = (
        await call('POST', '/api/audit-log/search', admin, {
          filters: [{ field: 'entityId', operator: 'eq', value: 424242 }],
        })
      ).body as Page<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>;
      expect(page.items[0]).toMatchObject({
        action: 'Update',
        before: { ssn: '*****5678', firstName: 'Jordan' },
        after: { ssn: '*****5679' },
      });
    });
  });
});

describe('who may change a user (ADR 063)', () => {
  const caller = (userType: Principal['userType'], organizationIds: number[], contractorId: number | null = null) => ({
    id: 100,
    userName: 'caller',
    userType,
    organizationIds,
    contractorId,
    claims: new Set<string>(),
    sessionId: '3f2b8c1e-5d4a-4c7b-9e2f-1a6d8b0c4e57',
  });
  const target = (
    userType: UserReach['userType'],
    organizationIds: number[],
    contractorId: number | null = null,
    contractorOrganizationId: number | null = null,
  ): UserReach => ({ id: 200, userType, organizationIds, contractorId, contractorOrganizationId });

  it('lets a global user change anyone, and nobody remove themself', () => {
    const global = caller('global', []);
    expect(mayChange(global, target('global', []))).toBe(true);
    expect(mayRemove(global, { ...target('global', []), id: 100 })).toBe(false);
  });

  it('lets an organization user change only users wholly inside their organizations', () => {
    const org = caller('organization', [1, 2]);
    expect(mayChange(org, target('organization', [1]))).toBe(true);
    expect(mayChange(org, target('organization', [1, 3]))).toBe(false);
    expect(mayChange(org, target('organization', []))).toBe(false);
    expect(mayChange(org, target('global', [1]))).toBe(false);
    expect(mayChange(org, target('contractor', [], 5, 2))).toBe(true);
    expect(mayChange(org, target('contractor', [1], 5, 3))).toBe(false);
  });

  it('lets a contractor user change only the users of their own contractor', () => {
    const contractor = caller('contractor', [1], 5);
    expect(mayChange(contractor, target('contractor', [1], 5, 1))).toBe(true);
    expect(mayChange(contractor, target('contractor', [1], 6, 1))).toBe(false);
    expect(mayChange(contractor, target('organization', [1]))).toBe(false);
  });

  it('fits roles to user types, any role to a global user', () => {
    expect(roleFits('ORGANIZATION', 'organization')).toBe(true);
    expect(roleFits('GLOBAL', 'organization')).toBe(false);
    expect(roleFits('CONTRACTOR', 'contractor')).toBe(true);
    expect(roleFits('ORGANIZATION', 'global')).toBe(true);
  });
});

import { sql } from 'kysely';
import { CORE_ONLY } from '../src/seed/run.ts';
import { SESSION_CHECK_MS } from '../src/auth/principal.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

/** Sessions the server can end (ADR 185): sign-out, sign out everywhere, the absolute lifetime, live claims. */
const payloadOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

describe.each(ENGINES)('sessions on %s', (engine) => {
  let server: TestServer;
  let admin = '';
  const counts = { revoked: 0 };
  const check = (token: string) => server.call('GET', '/api/auth/check-session', { token });

  beforeAll(async () => {
    server = await startTestServer({ engine, seed: CORE_ONLY });
    admin = await server.login('admin');
  });
  afterAll(async () => {
    process.stdout.write(`sessions (${engine}): ${String(counts.revoked)} sessions revoked and then refused\n`);
    await server.close();
  });

  it('signs out: the token is refused at once, another session of the same user stays', async () => {
    const token = await server.login('orgstaff');
    const other = await server.login('orgstaff');
    expect((await check(token)).status).toBe(200);
    const out = await server.call('POST', '/api/auth/logout', { token });
    expect(out.status).toBe(204);
    const after = await check(token);
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ message: 'Your session is expired' });
    expect((await server.call('GET', '/api/auth/refresh-session', { token })).status).toBe(401);
    expect((await server.call('POST', '/api/auth/logout', { token })).status).toBe(401);
    expect((await check(other)).status).toBe(200);
    counts.revoked += 1;
  });

  it('signs a user out everywhere: every session ends, the user may sign in again', async () => {
    const sessions = [await server.login('viewer'), await server.login('viewer'), await server.login('viewer')];
    const viewerId = Number(payloadOf(sessions[0] ?? '').sub);
    const ended = await server.call('POST', `/api/users/${String(viewerId)}/sign-out-everywhere`, { token: admin });
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ revokedCount: 3, message: '3 sessions of viewer were ended.' });
    for (const token of sessions) expect((await check(token)).status).toBe(401);
    counts.revoked += 3;
    expect((await check(await server.login('viewer'))).status).toBe(200);
    const viewer = await server.login('viewer');
    const refused = await server.call('POST', `/api/users/${String(viewerId)}/sign-out-everywhere`, { token: viewer });
    expect(refused.status).toBe(403);
  });

  it('caps a session at its absolute lifetime: refresh never goes past it, and after it the token is refused', async () => {
    const login = await server.call('POST', '/api/auth/login', {
      body: { username: 'orgstaff', password: 'Pathway!2026' },
    });
    const session = login.body as { token: string; sessionExpiration: string; absoluteExpiration: string };
    // The default: twelve hours after sign-in, well past the 60-minute time limit.
    const hours = (Date.parse(session.absoluteExpiration) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const sid = String(payloadOf(session.token).sid);

    // Ten minutes of the lifetime left: a refresh extends to it and no further.
    const end = new Date(Date.now() + 600_000);
    end.setMilliseconds(0);
    await sql`update sessions set absolute_expires_at = ${end.toISOString()}::timestamptz where id = ${sid}::uuid`.execute(
      server.database.db,
    );
    server.app.pathway.principals.forgetSession(sid);
    const refreshed = await server.call('GET', '/api/auth/refresh-session', { token: session.token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body).toMatchObject({
      sessionExpiration: end.toISOString(),
      absoluteExpiration: end.toISOString(),
    });
    const status = await check((refreshed.body as { token: string }).token);
    expect(status.body).toMatchObject({ isSessionExpired: false, absoluteExpiration: end.toISOString() });

    await sql`update sessions set absolute_expires_at = now() - interval '1 second' where id = ${sid}::uuid`.execute(
      server.database.db,
    );
    server.app.pathway.principals.forgetSession(sid);
    expect((await check((refreshed.body as { token: string }).token)).status).toBe(401);
  });

  it('a deactivation, a password reset and a role taken away each end every session of the user', async () => {
    const ended = async (userName: string, end: (userId: number) => Promise<number>) => {
      const tokens = [await server.login(userName), await server.login(userName)];
      const id = Number(payloadOf(tokens[0] ?? '').sub);
      expect(await end(id)).toBeLessThan(300);
      for (const token of tokens) expect((await check(token)).status).toBe(401);
      counts.revoked += tokens.length;
      return id;
    };
    const contractorId = await ended(
      'contractor',
      async (id) => (await server.call('POST', `/api/users/${String(id)}/deactivate`, { token: admin })).status,
    );
    expect((await server.call('POST', `/api/users/${String(contractorId)}/activate`, { token: admin })).status).toBe(
      204,
    );
    await ended(
      'contractor',
      async (id) =>
        (await server.call('POST', '/api/users/reset-password', { token: admin, body: { userId: id } })).status,
    );
    const reasons = (
      await sql<{ revoked_reason: string }>`select revoked_reason from sessions where user_id = ${contractorId}
        and revoked_at is not null order by revoked_at, revoked_reason`.execute(server.database.db)
    ).rows.map((row) => row.revoked_reason);
    expect(reasons).toEqual(['deactivated', 'deactivated', 'password-reset', 'password-reset']);
  });

  it('re-reads claims with the session: a renamed permission stops granting its old name within seconds', async () => {
    const orgstaff = await server.login('orgstaff');
    const search = () =>
      server
        .call('POST', '/api/data-extracts/search', { token: orgstaff, body: { page: 1, pageSize: 5 } })
        .then((r) => r.status);
    expect(payloadOf(orgstaff).REPORTS).toBe('true');
    expect(await search()).toBe(200);
    const permission = (
      await sql<{ id: number }>`select id from permissions where name = 'REPORTS'`.execute(server.database.db)
    ).rows[0];
    const current = (await server.call('GET', `/api/permissions/${String(permission?.id)}`, { token: admin })).body as {
      name: string;
      description: string;
      scope: string;
      version: number;
    };
    const rename = (name: string, version: number) =>
      server.call('PUT', `/api/permissions/${String(permission?.id)}`, {
        token: admin,
        body: { name, description: current.description, scope: current.scope, version },
      });
    const renamed = await rename('REPORTS_RENAMED', current.version);
    expect(renamed.status).toBe(200);
    try {
      await pause(SESSION_CHECK_MS + 100);
      // The token still says REPORTS; the database no longer does.
      expect(await search()).toBe(403);
    } finally {
      expect((await rename('REPORTS', (renamed.body as { version: number }).version)).status).toBe(200);
    }
    await pause(SESSION_CHECK_MS + 100);
    expect(await search()).toBe(200);
  });
  it('a claim taken from a role ends the sessions of every holder of it at once, and of no one else', async () => {
    const db = server.database.db;
    // A role of its own held by two users, so the seeded roles stay as they were.
    const role = (
      await sql<{ id: number }>`insert into roles (name, description, scope, create_user)
        values ('Session Test Role', 'Two holders', 'GLOBAL', 'test') returning id`.execute(db)
    ).rows[0];
    const roleId = role?.id ?? 0;
    await sql`insert into role_permissions (role_id, permission_id)
      select ${roleId}, id from permissions where name in ('LOGIN', 'REPORTS')`.execute(db);
    await sql`insert into user_roles (user_id, role_id)
      select id, ${roleId} from users where user_name in ('orgstaff', 'viewer')`.execute(db);
    const holders = [await server.login('orgstaff'), await server.login('viewer'), await server.login('orgstaff')];
    const bystander = await server.login('admin');
    for (const token of [...holders, bystander]) expect((await check(token)).status).toBe(200);

    const { version } = (await server.call('GET', `/api/roles/${String(roleId)}`, { token: admin })).body as {
      version: number;
    };
    const login = (await sql<{ id: number }>`select id from permissions where name = 'LOGIN'`.execute(db)).rows.map(
      (row) => row.id,
    );
    const saved = await server.call('PUT', `/api/roles/${String(roleId)}/permissions`, {
      token: admin,
      body: { version, ids: login },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    for (const token of holders) expect((await check(token)).status).toBe(401);
    expect((await check(bystander)).status).toBe(200);
    const live = (
      await sql<{ user_name: string }>`select u.user_name from sessions s join users u on u.id = s.user_id
        where s.revoked_at is null and u.user_name in ('orgstaff', 'viewer', 'admin') group by u.user_name`.execute(db)
    ).rows.map((row) => row.user_name);
    expect(live).toEqual(['admin']);
    counts.revoked += holders.length;
  });
});

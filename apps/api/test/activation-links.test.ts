import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeContractCode, lastCodeTo, mailTo, newPerson, withDemoPassword } from './security-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

interface Link {
  purpose: string;
  activationCode: string;
  path: string;
  expiresAt: string;
  message: string;
}

const CHOSEN = 'Summer!Jobs2026';
const NOT_VALID = 'This code is not valid or has expired.';

/** One-time activation links an administrator hands over when mail does not reach the user (ADR 201). */
describe('activation links', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let viewer: string;
  let contractCode: string;
  beforeAll(async () => {
    server = await startTestServer({ seed: { participants: 0, applicants: 0 } });
    [admin, orgstaff, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('viewer'),
    ]);
    contractCode = await activeContractCode(server, 1);
  });
  afterAll(async () => {
    await server.close();
  });

  const call = (method: string, url: string, token: string | undefined, body?: unknown) =>
    server.call(method, url, { token, body });

  async function createUser(prefix: string) {
    const person = newPerson(prefix);
    const created = await call('POST', '/api/users', admin, {
      ...person,
      userType: 'organization',
      organizationIds: [1],
      roleIds: [2],
    });
    expect(created.status).toBe(201);
    return { ...person, id: (created.body as { id: number }).id };
  }

  const issue = (userId: number, token = admin) => call('POST', `/api/users/${String(userId)}/activation-link`, token);
  const redeem = (activationCode: string, newPassword?: string) =>
    call('POST', '/api/users/validate-user-activation', undefined, { activationCode, contractCode, newPassword });

  it('hands over an invitation once: the user chooses a password and signs in; the link and the mailed code then fail', async () => {
    const person = await createUser('link');
    const mailed = await lastCodeTo(server, person.email);
    const before = Date.now();
    const issued = await issue(person.id);
    expect(issued.status).toBe(201);
    const link = issued.body as Link;
    expect(link.purpose).toBe('activation');
    expect(link.path).toBe(`#/user-activation?code=${link.activationCode}&choose-password=true`);
    expect(link.message).toBe(
      `Hand this link to ${person.userName} with the contract code of their programme. It works once and expires in 24 hours.`,
    );
    const lifetime = new Date(link.expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(23.9 * 3_600_000);
    expect(lifetime).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);

    const audit = (
      await sql<{ user_name: string; after: unknown }>`select user_name, after from audit_log
        where entity = 'User' and entity_id = ${String(person.id)} and action = 'issue-activation-link'`.execute(
        server.database.db,
      )
    ).rows;
    expect(audit).toHaveLength(1);
    expect(audit[0]?.user_name).toBe('admin');
    // The code is shown once: the audit says a link was issued, never which.
    expect(JSON.stringify(audit[0]?.after)).not.toContain(link.activationCode);
    expect(JSON.stringify(audit[0]?.after)).toContain('activation');

    const mailsBefore = (await mailTo(server, person.email)).length;
    const activated = await redeem(link.activationCode, CHOSEN);
    expect(activated).toMatchObject({
      status: 200,
      body: {
        userName: person.userName,
        message: 'Your account is active. Sign in with your user name and the password you chose.',
      },
    });
    // Nothing more went to the mailbox the user could not read.
    expect(await mailTo(server, person.email)).toHaveLength(mailsBefore);
    const login = await call('POST', '/api/auth/login', undefined, { username: person.userName, password: CHOSEN });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ isPasswordUpdateRequired: false });

    expect(await redeem(link.activationCode, CHOSEN)).toMatchObject({ status: 404, body: { message: NOT_VALID } });
    expect(await redeem(mailed)).toMatchObject({ status: 404, body: { message: NOT_VALID } });
  });

  it('refuses an expired link', async () => {
    const person = await createUser('expired');
    const link = (await issue(person.id)).body as Link;
    await sql`update one_time_codes set expires_at = now() - interval '1 minute'
      where user_id = ${person.id} and via_link`.execute(server.database.db);
    expect(await redeem(link.activationCode, CHOSEN)).toMatchObject({ status: 404, body: { message: NOT_VALID } });
    const account = (
      await sql<{ is_active: boolean }>`select is_active from users where id = ${person.id}`.execute(server.database.db)
    ).rows[0];
    expect(account?.is_active).toBe(false);
  });

  it('a second link replaces the first, the mailed code stays; a weak password is refused and the link still works', async () => {
    const person = await createUser('again');
    const first = (await issue(person.id)).body as Link;
    const second = (await issue(person.id)).body as Link;
    expect(second.activationCode).not.toBe(first.activationCode);
    expect((await redeem(first.activationCode, CHOSEN)).status).toBe(404);
    const weak = await redeem(second.activationCode, 'short');
    expect(weak.status).toBe(422);
    expect(weak.body).toHaveProperty('newPassword');
    expect((await redeem(second.activationCode, CHOSEN)).status).toBe(200);
  });

  it('after a reset the link recovers the password; a user who can sign in or is deactivated gets none', async () => {
    const person = await createUser('reset');
    await withDemoPassword(server, person.id);
    const canSignIn = await issue(person.id);
    expect(canSignIn).toMatchObject({
      status: 409,
      body: { message: 'This user can sign in already. Reset the password first to hand over a link.' },
    });
    expect((await call('POST', '/api/users/reset-password', admin, { userId: person.id })).status).toBe(200);
    const link = (await issue(person.id)).body as Link;
    expect(link.purpose).toBe('password-recovery');
    expect(await redeem(link.activationCode, CHOSEN)).toMatchObject({
      status: 200,
      body: { message: 'Your password was changed. Sign in with your user name and the password you chose.' },
    });
    expect(
      (await call('POST', '/api/auth/login', undefined, { username: person.userName, password: CHOSEN })).status,
    ).toBe(200);

    expect((await call('POST', `/api/users/${String(person.id)}/deactivate`, admin)).status).toBe(204);
    await sql`update users set password_hash = null where id = ${person.id}`.execute(server.database.db);
    expect(await issue(person.id)).toMatchObject({
      status: 409,
      body: { message: 'This user is deactivated. Activate the user first.' },
    });
  });

  it('a user without ADD_NEW_USER or RESET_USER_PASSWORDS gets no link', async () => {
    const person = await createUser('denied');
    expect((await issue(person.id, orgstaff)).status).toBe(403);
    expect((await issue(person.id, viewer)).status).toBe(403);
    expect((await call('POST', `/api/users/${String(person.id)}/activation-link`, undefined)).status).toBe(401);
    const links = (
      await sql<{ n: number }>`select count(*)::int as n from one_time_codes
        where user_id = ${person.id} and via_link`.execute(server.database.db)
    ).rows[0];
    expect(links?.n).toBe(0);
  });
});

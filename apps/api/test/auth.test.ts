import { sql } from 'kysely';
import { SignJWT } from 'jose';
import { CORE_ONLY } from '../src/seed/run.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

const base64Url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(ENGINES)('sign-in and tokens on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ engine, seed: CORE_ONLY });
  });
  afterAll(async () => {
    await server.close();
  });

  it('keeps a client error report with who sent it, and refuses one without a message', async () => {
    const token = await server.login('viewer');
    const message = `TypeError: x is undefined (${engine} probe ${String(Date.now())})`;
    const logged = await server.call('POST', '/api/system/log-error', {
      token,
      body: { message, url: '/#/participants/1042' },
    });
    expect(logged.status).toBe(204);
    const rows = (
      await sql<{ user_name: string | null; url: string | null }>`select user_name, url from client_errors
        where message = ${message}`.execute(server.database.db)
    ).rows;
    expect(rows).toEqual([{ user_name: 'viewer', url: '/#/participants/1042' }]);
    expect((await server.call('POST', '/api/system/log-error', { token, body: { url: '/' } })).status).toBe(422);
  });
  it('signs in a demo account with its claims in the token and the landing route', async () => {
    const response = await server.call('POST', '/api/auth/login', {
      body: { username: 'admin', password: 'Pathway!2026' },
    });
    expect(response.status).toBe(200);
    const body = response.body as { token: string; user: { userName: string }; redirectionUrl: string };
    expect(body.user.userName).toBe('admin');
    expect(body.redirectionUrl).toBe('/enrollment/maintain-applicants');
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(payload.SECURITY).toBe('true');
    expect(payload.LOGIN).toBe('true');
  });

  it('answers an unknown user and a wrong password alike', async () => {
    const unknown = await server.call('POST', '/api/auth/login', {
      body: { username: 'nobody', password: 'Wrong#2026' },
    });
    const wrong = await server.call('POST', '/api/auth/login', {
      body: { username: 'viewer', password: 'Wrong#2026' },
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a secured call without a token, with alg none, a wrong signature or an expired token', async () => {
    const token = await server.login('admin');
    const [header, payload] = token.split('.');
    const noAlg = `${base64Url({ alg: 'none', typ: 'JWT' })}.${payload ?? ''}.`;
    const forged = `${header ?? ''}.${payload ?? ''}.${Buffer.from('not-the-signature').toString('base64url')}`;
    const expired = await new SignJWT({ userName: 'admin', iatMs: Date.now() - 7_200_000, LOGIN: 'true' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(server.config.jwtSecret));
    for (const bad of [undefined, noAlg, forged, expired]) {
      const response = await server.call('GET', '/api/system/session-time-limit', { token: bad });
      expect(response.status).toBe(401);
      expect(response.body).toHaveProperty('message');
    }
    expect((await server.call('GET', '/api/system/session-time-limit', { token })).status).toBe(200);
  });

  it('refreshes a session and reports it live', async () => {
    const token = await server.login('orgstaff');
    const refreshed = await server.call('GET', '/api/auth/refresh-session', { token });
    expect(refreshed.status).toBe(200);
    const check = await server.call('GET', '/api/auth/check-session', {
      token: (refreshed.body as { token: string }).token,
    });
    expect(check.body).toMatchObject({ isSessionExpired: false });
  });

  it('refuses older tokens after a password change, and the new password signs in', async () => {
    const token = await server.login('viewer');
    const changed = await server.call('POST', '/api/users/change-password', {
      token,
      body: { currentPassword: 'Pathway!2026', newPassword: 'Summer#Jobs2027' },
    });
    expect(changed.status).toBe(200);
    expect((await server.call('GET', '/api/auth/check-session', { token })).status).toBe(401);
    const again = await server.login('viewer', 'Summer#Jobs2027');
    expect((await server.call('GET', '/api/auth/check-session', { token: again })).status).toBe(200);
  });

  it('enforces the password policy of spec section 5 with its message', async () => {
    const token = await server.login('orgstaff');
    const response = await server.call('POST', '/api/users/change-password', {
      token,
      body: { currentPassword: 'Pathway!2026', newPassword: 'alllowercase1!' },
    });
    expect(response.status).toBe(422);
    expect(Object.values(response.body as Record<string, string>).join(' ')).toMatch(/uppercase/i);
  });

  it('answers malformed JSON with 400 and a body that breaks the contract with 422 field messages', async () => {
    const token = await server.login('admin');
    const malformed = await server.call('POST', '/api/system/session-time-limit', { token, body: '{' });
    expect(malformed.status).toBe(400);
    const invalid = await server.call('POST', '/api/system/session-time-limit', {
      token,
      body: { sessionTimeLimitMinutes: 5, version: 0, extra: true },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body).toMatchObject({ sessionTimeLimitMinutes: 'Min: 11' });
  });

  it('saves the session time limit once per version: a stale version gets 409', async () => {
    const token = await server.login('admin');
    const current = (await server.call('GET', '/api/system/session-time-limit', { token })).body as { version: number };
    const first = await server.call('POST', '/api/system/session-time-limit', {
      token,
      body: { sessionTimeLimitMinutes: 45, version: current.version },
    });
    const second = await server.call('POST', '/api/system/session-time-limit', {
      token,
      body: { sessionTimeLimitMinutes: 50, version: current.version },
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
  });
});

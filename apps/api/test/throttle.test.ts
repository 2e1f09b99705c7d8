import { sql } from 'kysely';
import { POLICIES } from '../src/auth/throttle.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';
import { mailTo } from './security-fixtures.ts';

/**
 * Throttling that slows an attacker without locking the owner out (ADR 185): growing delays per
 * user name and address pair; per user name and per address only for places the user never signed
 * in from; the current-password check and recovery mails throttled too.
 */
const RIGHT = 'Pathway!2026';
const WRONG = 'Nope#12345';

describe.each(ENGINES)('throttling on %s', (engine) => {
  let server: TestServer;
  const figures: string[] = [];

  beforeAll(async () => {
    server = await startTestServer({ engine });
  });
  afterAll(async () => {
    process.stdout.write(`throttling (${engine}): ${figures.join('; ')}\n`);
    await server.close();
  });

  const signIn = (username: string, password: string, address: string) =>
    server.call('POST', '/api/auth/login', { body: { username, password }, address });
  /** Lets every wait run out at once, as if the attacker had waited (nothing else changes). */
  const waitOut = () => sql`update throttle set next_attempt_at = now()`.execute(server.database.db);

  it('slows one user name from one address with growing delays, never the owner elsewhere', async () => {
    const attacker = '10.1.0.1';
    for (let attempt = 1; attempt <= POLICIES.signInPair.free; attempt += 1) {
      expect((await signIn('contractor', WRONG, attacker)).status).toBe(401);
    }
    const delays: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      expect((await signIn('contractor', WRONG, attacker)).status).toBe(401);
      const refused = await signIn('contractor', RIGHT, attacker);
      expect(refused.status).toBe(429);
      expect((refused.body as { message: string }).message).toMatch(
        /^Too many failed sign-in attempts\. Try again in \d+ (seconds?|minutes?)\.$/,
      );
      delays.push(Number(refused.headers['retry-after']));
      await waitOut();
    }
    expect(delays).toEqual([5, 10, 20, 40]);
    figures.push(`pair delays ${delays.join(', ')} s after ${String(POLICIES.signInPair.free)} free failures`);
    // The owner, from the office: the right password gets in.
    expect((await signIn('contractor', RIGHT, '10.1.9.9')).status).toBe(200);
  });

  it('slows a guess spread over many addresses only where the user never signed in', async () => {
    expect((await signIn('viewer', RIGHT, '10.2.9.9')).status).toBe(200);
    for (let attempt = 1; attempt <= POLICIES.signInUser.free + 1; attempt += 1) {
      expect((await signIn('viewer', WRONG, `10.2.${String(attempt)}.1`)).status).toBe(401);
    }
    const elsewhere = await signIn('viewer', RIGHT, '10.2.200.1');
    expect(elsewhere.status).toBe(429);
    expect((await signIn('viewer', RIGHT, '10.2.9.9')).status).toBe(200);
    figures.push(
      `${String(POLICIES.signInUser.free + 1)} failures from as many addresses: a new address waits ${String(elsewhere.headers['retry-after'])} s, the user's own address signs in`,
    );
  });

  it('slows one address trying many user names, but not its users who signed in from it before', async () => {
    const office = '10.3.0.1';
    expect((await signIn('admin', RIGHT, office)).status).toBe(200);
    for (let attempt = 1; attempt <= POLICIES.signInAddress.free + 1; attempt += 1) {
      expect((await signIn(`nobody${String(attempt)}`, WRONG, office)).status).toBe(401);
    }
    expect((await signIn('orgstaff', RIGHT, office)).status).toBe(429);
    expect((await signIn('admin', RIGHT, office)).status).toBe(200);
    expect((await signIn('orgstaff', RIGHT, '10.3.0.2')).status).toBe(200);
    figures.push(
      `${String(POLICIES.signInAddress.free + 1)} failures from one address: an unknown name there waits, a colleague who signed in there before does not`,
    );
  });

  it('throttles the current-password check of change-password', async () => {
    const token = await server.login('orgstaff');
    const change = (currentPassword: string) =>
      server.call('POST', '/api/users/change-password', {
        token,
        body: { currentPassword, newPassword: 'Summer#Jobs2027' },
      });
    for (let attempt = 1; attempt <= POLICIES.changePassword.free + 1; attempt += 1) {
      expect((await change(WRONG)).status).toBe(422);
    }
    const refused = await change(RIGHT);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    figures.push(`change-password: ${String(POLICIES.changePassword.free + 1)} wrong current passwords, then 429`);
  });

  it('sends at most three recovery mails to one account, answering every request the same', async () => {
    const contractCode = (
      await sql<{ code: string }>`select contract_code as code from contracts where lower(status) = 'active'
        order by id limit 1`.execute(server.database.db)
    ).rows[0]?.code;
    if (contractCode === undefined) throw new Error('the small demo data has no active contract');
    const before = (await mailTo(server, 'viewer@pathway.example.org')).length;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await server.call('POST', '/api/users/validate-forget-password-user', {
        body: { userName: 'viewer', contractCode },
        address: `10.4.0.${String(attempt + 1)}`,
      });
      expect(response.status).toBe(200);
    }
    const sent = (await mailTo(server, 'viewer@pathway.example.org')).length - before;
    expect(sent).toBe(3);
    figures.push(`recovery: 6 requests for one account, ${String(sent)} mails`);
  });

  it('keeps the counts in the database, shared by every replica', async () => {
    const keys = (
      await sql<{
        key: string;
      }>`select key from throttle where key like 'sign-in:pair:contractor|%' order by key`.execute(server.database.db)
    ).rows.map((row) => row.key);
    expect(keys).toEqual(['sign-in:pair:contractor|10.1.0.1']);
  });
});

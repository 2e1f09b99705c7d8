import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, json, listening, runServer, type ServerProcess } from './support/process.ts';
import { CORE_ONLY } from '../src/seed/run.ts';
import { ENGINES, freshPostgresDatabase, startTestServer } from './support/server.ts';

const folders: string[] = [];
const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

async function environment(engine: 'pglite' | 'postgres'): Promise<Record<string, string>> {
  const folder = mkdtempSync(join(tmpdir(), 'pathway-durability-'));
  folders.push(folder);
  return {
    PORT: String(await freePort()),
    PATHWAY_DATA_DIR: folder,
    PATHWAY_JWT_SECRET: 'durability-secret-0123456789-0123456789',
    ...(engine === 'postgres' ? { DATABASE_URL: await freshPostgresDatabase() } : {}),
  };
}

async function signIn(url: string): Promise<string> {
  const response = await json(`${url}/api/auth/login`, {
    method: 'POST',
    body: JSON.stringify({ username: 'admin', password: 'Pathway!2026' }),
  });
  return (response.body as { token: string }).token;
}

describe.each(ENGINES)('durability on %s', (engine) => {
  it('keeps a write acknowledged with 2xx through kill -9 and a restart', { timeout: 240_000 }, async () => {
    const env = await environment(engine);
    const first = runServer(env);
    running.push(first);
    await listening(first);
    const token = await signIn(first.url);
    const auth = { authorization: `Bearer ${token}` };
    const before = (await json(`${first.url}/api/system/session-time-limit`, { headers: auth })).body as {
      version: number;
    };
    const saved = await json(`${first.url}/api/system/session-time-limit`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ sessionTimeLimitMinutes: 73, version: before.version }),
    });
    expect(saved.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;

    const second = runServer(env);
    running.push(second);
    await listening(second);
    const again = await json(`${second.url}/api/system/session-time-limit`, {
      headers: { authorization: `Bearer ${await signIn(second.url)}` },
    });
    expect(again.body).toMatchObject({ sessionTimeLimitMinutes: 73, version: before.version + 1 });
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });
});

describe.skipIf(!ENGINES.includes('postgres'))('PostgreSQL ending the server’s idle sessions', () => {
  it('does not end the server: the next request answers on a new connection', { timeout: 240_000 }, async () => {
    const env = await environment('postgres');
    const server = runServer(env);
    running.push(server);
    await listening(server);
    const token = await signIn(server.url);
    const read = () =>
      json(`${server.url}/api/system/session-time-limit`, { headers: { authorization: `Bearer ${token}` } });
    expect((await read()).status).toBe(200);
    // What a restart or an administrator's pg_terminate_backend does to the pool's idle connections.
    const admin = new pg.Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query(`select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`);
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await expect.poll(async () => (await read()).status, { timeout: 30_000 }).toBe(200);
    expect(server.child.exitCode).toBeNull();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

describe('one process per PGlite data folder, and bad configuration in one line', () => {
  it(
    'refuses a second server on a folder in use, with a clear message, and releases it on SIGTERM',
    { timeout: 240_000 },
    async () => {
      const env = await environment('pglite');
      const owner = runServer(env);
      running.push(owner);
      await listening(owner);
      const intruder = runServer({ ...env, PORT: String(await freePort()) });
      expect(await intruder.exited).toBe(1);
      expect(intruder.output()).toMatch(
        /^pathway-api: The data folder .* is in use by another Pathway server \(pid \d+\)/m,
      );
      owner.child.kill('SIGTERM');
      expect(await owner.exited).toBe(0);
      const next = runServer(env);
      running.push(next);
      await listening(next);
      next.child.kill('SIGTERM');
      await next.exited;
    },
  );

  it('says in one line that the port is taken', { timeout: 240_000 }, async () => {
    const env = await environment('pglite');
    const owner = runServer(env);
    running.push(owner);
    await listening(owner);
    const other = runServer({ ...env, PATHWAY_DATA_DIR: `${env.PATHWAY_DATA_DIR ?? ''}-2` });
    folders.push(`${env.PATHWAY_DATA_DIR ?? ''}-2`);
    expect(await other.exited).toBe(1);
    expect(other.output().trim()).toMatch(
      /^pathway-api: port \d+ on 127\.0\.0\.1 is already in use; set PORT to another one\.$/m,
    );
    owner.child.kill('SIGTERM');
    await owner.exited;
  });

  it('says in one line that PostgreSQL cannot be reached', async () => {
    const env = await environment('pglite');
    const server = runServer({
      ...env,
      DATABASE_URL: `postgres://nobody:secret@127.0.0.1:${String(await freePort())}/pathway`,
    });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toMatch(
      /^pathway-api: Cannot reach PostgreSQL at 127\.0\.0\.1:\d+\/pathway \(.+\)\.$/,
    );
  });
});

describe.each(ENGINES)('concurrency on %s', (engine) => {
  it('lets exactly one of two updates with the same version through; the other gets 409', async () => {
    const server = await startTestServer({ engine, seed: CORE_ONLY });
    try {
      const token = await server.login('admin');
      const current = (await server.call('GET', '/api/system/session-time-limit', { token })).body as {
        version: number;
      };
      const results = await Promise.all(
        [31, 32].map((minutes) =>
          server.call('POST', '/api/system/session-time-limit', {
            token,
            body: { sessionTimeLimitMinutes: minutes, version: current.version },
          }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.body).toEqual({
        message: 'This record was changed by another user. Reload it and try again.',
      });
    } finally {
      await server.close();
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHECK_MS } from '../src/auth/principal.ts';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { assignmentRunningOn, entry } from './payroll-fixtures.ts';
import { startHaproxy, type Proxy } from './support/haproxy.ts';
import { freePort, listening, runServer, type ServerProcess } from './support/process.ts';
import { freshPostgresDatabase, type TestServer } from './support/server.ts';

/**
 * Two replicas proven (issue 27, ADR 187): one PostgreSQL, two server processes on it, HAProxy in
 * front (round-robin per request), every check through the proxy. Migrations and the first seed
 * run once however many replicas start together; a session ended on one replica is refused on the
 * other; sign-in throttling counts failures from both; 20 racing card-file generations over both
 * make one file; a document uploaded through one downloads through the other; the nightly
 * maintenance runs once.
 */
const SECRET = 'replica-test-secret-0123456789-0123456789';
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\ntrailer <<>>\n%%EOF\n');
const START = '2026-08-24';
const END = '2026-09-06';

interface Answer {
  status: number;
  body: unknown;
  replica: string;
  headers: Headers;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const pad = (n: number) => String(n).padStart(2, '0');
const localDate = (at: Date) => `${String(at.getFullYear())}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;

describe('two replicas behind HAProxy on one PostgreSQL', () => {
  const folder = mkdtempSync(join(tmpdir(), 'pathway-replicas-'));
  const processes: ServerProcess[] = [];
  const figures: string[] = [];
  let proxy: Proxy | undefined;
  let database: OpenDatabase;
  let replicas: ServerProcess[] = [];
  let maintenanceAt: Date;
  const started = Date.now();

  async function send(
    path: string,
    options: {
      method?: string;
      token?: string;
      body?: unknown;
      address?: string;
      raw?: RequestInit['body'];
      type?: string;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.address) headers['x-forwarded-for'] = options.address;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.type) headers['content-type'] = options.type;
    const response = await fetch(`${proxy?.url ?? ''}${path}`, {
      method: options.method ?? (options.body === undefined && options.raw === undefined ? 'GET' : 'POST'),
      headers,
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.raw !== undefined ? { body: options.raw } : {}),
    });
    const text = await response.text();
    const json = (response.headers.get('content-type') ?? '').includes('json') && text !== '';
    return {
      status: response.status,
      body: json ? (JSON.parse(text) as unknown) : text,
      replica: response.headers.get('x-pathway-replica') ?? '',
      headers: response.headers,
    };
  }

  async function signIn(userName: string, address = '198.51.100.10'): Promise<string> {
    const answer = await send('/api/auth/login', { body: { username: userName, password: 'Pathway!2026' }, address });
    if (answer.status !== 200)
      throw new Error(`sign-in of ${userName}: ${String(answer.status)} ${JSON.stringify(answer.body)}`);
    return (answer.body as { token: string }).token;
  }

  async function startPair(url: string, seed: string, maintenanceTime?: string): Promise<ServerProcess[]> {
    const pair = await Promise.all(
      ['a', 'b'].map(async (name) => {
        const port = await freePort();
        const child = runServer({
          PORT: String(port),
          DATABASE_URL: url,
          PATHWAY_JWT_SECRET: SECRET,
          PATHWAY_SEED: seed,
          PATHWAY_DB_POOL: '5',
          PATHWAY_TRUST_PROXY: '127.0.0.1',
          PATHWAY_DATA_DIR: join(folder, name),
          LOG_LEVEL: 'warn',
          ...(maintenanceTime ? { PATHWAY_MAINTENANCE_TIME: maintenanceTime } : {}),
        });
        processes.push(child);
        return child;
      }),
    );
    await Promise.all(pair.map((child) => listening(child, 180_000)));
    return pair;
  }

  async function stop(children: readonly ServerProcess[]) {
    for (const child of children) child.child.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
  }

  beforeAll(async () => {
    const url = await freshPostgresDatabase();
    // Two replicas starting together on an empty database.
    const first = await startPair(url, 'small');
    figures.push(`first start with migrations and demo data ${String(Math.round((Date.now() - started) / 1000))} s`);
    const outputs = first.map((child) => child.output());
    expect(outputs.filter((text) => text.includes('applied migrations:'))).toHaveLength(1);
    expect(outputs.filter((text) => /^seeded core in \d+ ms$/m.test(text))).toHaveLength(1);
    await stop(first);

    // A rolling restart: the replicas the checks use, their nightly maintenance due in 30 seconds.
    maintenanceAt = new Date(Date.now() + 30_000);
    const at = `${pad(maintenanceAt.getHours())}:${pad(maintenanceAt.getMinutes())}:${pad(maintenanceAt.getSeconds())}`;
    maintenanceAt.setMilliseconds(0);
    replicas = await startPair(url, 'none', at);
    proxy = await startHaproxy(folder, await freePort(), [
      { name: 'a', port: Number(new URL(replicas[0]?.url ?? '').port) },
      { name: 'b', port: Number(new URL(replicas[1]?.url ?? '').port) },
    ]);
    database = await openDatabase({ url, dataDir: 'memory://', poolSize: 2 });
  }, 300_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const child of processes) if (child.child.exitCode === null) child.child.kill('SIGKILL');
    await database.close();
    rmSync(folder, { recursive: true, force: true });
    figures.push(`whole test ${String(Math.round((Date.now() - started) / 1000))} s`);
    process.stdout.write(`replicas: ${figures.join('; ')}\n`);
  });

  it('applied each migration once', async () => {
    const rows = (
      await sql<{ name: string; times: number }>`select name, count(*)::int as times from schema_migrations
        group by name order by name`.execute(database.db)
    ).rows;
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.every((row) => row.times === 1)).toBe(true);
    figures.push(`${String(rows.length)} migrations applied once by one of two replicas starting together`);
  });

  it('answers through the proxy from both replicas in turn', async () => {
    const served = new Set<string>();
    for (let i = 0; i < 4; i += 1) served.add((await send('/api/health')).replica);
    expect([...served].sort()).toEqual(['a', 'b']);
  });

  it('refuses a session on one replica once the other ended it', async () => {
    const token = await signIn('orgstaff');
    // A call that only the session check guards (check-session itself reads the session afresh).
    const lookup = () => send('/api/lookups/counties', { token });
    // Both replicas have checked the session and remember it as live.
    const seen = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const answer = await lookup();
      expect(answer.status).toBe(200);
      seen.add(answer.replica);
    }
    expect(seen.size).toBe(2);
    const out = await send('/api/auth/logout', { method: 'POST', token });
    expect(out.status).toBe(204);
    const ended = Date.now();
    // The other replica's check predates the logout, so it is reused until SESSION_CHECK_MS after it
    // at the latest: a request sent later than that is refused there, however slow the machine (no
    // bound on how long the requests take, only on when they were sent).
    let refusedElsewhere: number | undefined;
    while (refusedElsewhere === undefined) {
      const sent = Date.now();
      const answer = await lookup();
      if (answer.replica === out.replica) expect(answer.status).toBe(401);
      else if (answer.status === 401) refusedElsewhere = Date.now() - ended;
      else if (sent > ended + SESSION_CHECK_MS) expect(answer.status, 'sent past the reuse of the check').toBe(401);
      else await pause(100);
    }

    // Sign out everywhere on one replica: three sessions, refused by both.
    const sessions = [await signIn('viewer'), await signIn('viewer'), await signIn('viewer')];
    const admin = await signIn('admin');
    const payload = JSON.parse(Buffer.from(sessions[0]?.split('.')[1] ?? '', 'base64url').toString()) as {
      sub: string;
    };
    const viewerId = Number(payload.sub);
    const everywhere = await send(`/api/users/${String(viewerId)}/sign-out-everywhere`, {
      method: 'POST',
      token: admin,
    });
    expect(everywhere.body).toMatchObject({ revokedCount: 3 });
    await pause(SESSION_CHECK_MS + 200);
    const replicasRefusing = new Set<string>();
    for (const token of sessions) {
      for (let i = 0; i < 2; i += 1) {
        const answer = await send('/api/auth/check-session', { token });
        expect(answer.status).toBe(401);
        replicasRefusing.add(answer.replica);
      }
    }
    expect(replicasRefusing.size).toBe(2);
    figures.push(
      `4 sessions revoked (sign-out on ${out.replica}, sign out everywhere on ${everywhere.replica}); the other replica, which remembered the session as live, refused the signed-out token ${String(refusedElsewhere)} ms after the sign-out (its check is reused for ${String(SESSION_CHECK_MS)} ms; the probe reached it every other request)`,
    );
  });

  it('counts sign-in failures from both replicas', async () => {
    const attacker = '203.0.113.7';
    const byReplica: Record<string, number> = {};
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const answer = await send('/api/auth/login', {
        body: { username: 'contractor', password: 'Nope#12345' },
        address: attacker,
      });
      expect(answer.status).toBe(401);
      byReplica[answer.replica] = (byReplica[answer.replica] ?? 0) + 1;
    }
    expect(byReplica).toEqual({ a: 3, b: 3 });
    const refusedBy = new Set<string>();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const answer = await send('/api/auth/login', {
        body: { username: 'contractor', password: 'Pathway!2026' },
        address: attacker,
      });
      expect(answer.status).toBe(429);
      refusedBy.add(answer.replica);
    }
    expect(refusedBy.size).toBe(2);
    // The owner, from another address, signs in through either replica.
    expect(await signIn('contractor', '198.51.100.77')).toMatch(/\./);
    figures.push('6 failed sign-ins, 3 on each replica: both refuse the 7th with 429, the owner elsewhere signs in');
  });

  it('makes one card-provider file of 20 racing generations over both replicas', async () => {
    const admin = await signIn('admin');
    // The payroll fixture reads only the database the replicas share.
    const card = await assignmentRunningOn({ database } as unknown as TestServer, START);
    const sheet = await send(`/api/students/${String(card.studentId)}/timesheets`, {
      token: admin,
      body: entry(card, START, END, 10),
    });
    expect(sheet.status, JSON.stringify(sheet.body)).toBe(201);
    const { id, version } = sheet.body as { id: number; version: number };
    expect((await send('/api/timesheets/submit', { token: admin, body: { items: [{ id, version }] } })).status).toBe(
      200,
    );
    const full = (await send('/api/timesheets/get', { token: admin, body: { id } })).body as { entryProcessId: number };
    const approved = await send('/api/timesheets/approve', {
      token: admin,
      body: { organizationId: card.organizationId, companyEntryProcessIds: [full.entryProcessId] },
    });
    expect(approved.status).toBe(200);
    expect(
      (await send('/api/payroll/card-provider-files/load-inbound', { token: admin, body: { cardProviderId: 1 } }))
        .status,
    ).toBe(200);
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from card_provider_files`.execute(database.db)).rows[0]?.n ??
      0;
    const before = await count();
    const body = {
      cardProviderId: 1,
      payrollFileTypeId: 1,
      organizationId: card.organizationId,
      companyEntryProcessIds: [full.entryProcessId],
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => send('/api/payroll/card-provider-files/generate', { token: admin, body })),
    );
    const created = answers.filter((answer) => answer.status === 201);
    const replicasUsed = new Set(answers.map((answer) => answer.replica));
    expect(replicasUsed.size).toBe(2);
    expect(created).toHaveLength(1);
    expect(answers.filter((answer) => answer.status >= 500)).toHaveLength(0);
    expect(await count()).toBe(before + 1);
    figures.push(
      `20 racing generations over both replicas: 1 created (${created[0]?.replica ?? ''}), ${String(answers.filter((a) => a.status === 409).length)} refused with 409, 1 new file`,
    );
  });

  it('downloads through one replica a document uploaded through the other', async () => {
    const admin = await signIn('admin');
    const ids = (
      await sql<{ worksite: number; type: number }>`select (select id from worksites order by id limit 1) as worksite,
        (select id from lookup_options where lookup_name = 'document-types' order by id limit 1) as type`.execute(
        database.db,
      )
    ).rows[0];
    const boundary = '----pathway-replica-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="work-permit.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await send(`/api/documents/worksites/${String(ids?.worksite)}/${String(ids?.type)}`, {
      token: admin,
      raw: payload,
      type: `multipart/form-data; boundary=${boundary}`,
    });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    const documentId = (uploaded.body as { id: number }[])[0]?.id;
    let downloaded: { replica: string; bytes: Buffer } | undefined;
    for (let i = 0; i < 2 && !downloaded; i += 1) {
      const response = await fetch(`${proxy?.url ?? ''}/api/documents/${String(documentId)}/download`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      const replica = response.headers.get('x-pathway-replica') ?? '';
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(response.status).toBe(200);
      if (replica !== uploaded.replica) downloaded = { replica, bytes };
    }
    expect(downloaded).toBeDefined();
    expect(Buffer.compare(downloaded?.bytes ?? Buffer.alloc(0), PDF)).toBe(0);
    figures.push(
      `document uploaded through ${uploaded.replica}, downloaded byte for byte through ${downloaded?.replica ?? ''}`,
    );
  });

  it('runs the nightly maintenance once, on one replica', async () => {
    const wait = maintenanceAt.getTime() - Date.now();
    if (wait > 0) await pause(wait);
    const night = localDate(maintenanceAt);
    await expect
      .poll(
        () =>
          replicas.filter((child) => /participant search order restored|another replica ran it/.test(child.output()))
            .length,
        { timeout: 30_000, interval: 250 },
      )
      .toBe(2);
    const ran = replicas.filter((child) => child.output().includes('participant search order restored'));
    const skipped = replicas.filter((child) =>
      child.output().includes(`nightly maintenance of ${night}: another replica ran it`),
    );
    expect(ran).toHaveLength(1);
    expect(skipped).toHaveLength(1);
    const runs = (
      await sql<{ n: number }>`select count(*)::int as n from maintenance_runs
        where task = 'nightly' and run_date = ${night}::date and finished_at is not null`.execute(database.db)
    ).rows[0]?.n;
    expect(runs).toBe(1);
    figures.push('nightly maintenance due on both at the same second: run by one, skipped by the other');
  });
});

// `pnpm bench:api`: the reference server's speed on a large participant set, on PGlite and on
// PostgreSQL, at 1,000, 10,000 and 100,000 participants. It seeds a temporary database for each
// engine and size (the areas participant search needs: core, security, maintenance, contract,
// participants) and starts a server on each as its own process, all before measuring anything.
// Then it measures in rounds, every contender once per round in turn (ABC…ABC…), so a machine that
// drifts (±15 % here) slows all of them alike instead of the one that happened to run last:
//   - participant search (quick text, a sort, page of 50) at 10 concurrent connections for a
//     window of BENCH_SECONDS, every response time recorded (autocannon's response event);
//   - sign-in (argon2id verification) one at a time;
//   - the server's resident memory (VmRSS) sampled under that load.
// Each figure is printed as the min and the median over the rounds, with its unit. It is a
// benchmark, not a test. Nothing connects anywhere but 127.0.0.1.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/seed/core.ts';
import { LAST_NAMES } from '../src/seed/data.ts';
import { percentile, seedParticipantAreas, startPostgres, startServer } from './bench-support.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const LOGINS_PER_ROUND = 5;
const CONNECTIONS = 10;
const JWT_SECRET = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const SORTS = [
  [{ field: 'lastName', direction: 'asc' }],
  [{ field: 'firstName', direction: 'asc' }],
  [{ field: 'birthDate', direction: 'desc' }],
  [{ field: 'lastUpdateDate', direction: 'desc' }],
];

const log = (line) => process.stdout.write(`${line}\n`);

function rssOf(pid) {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

async function login(base) {
  const started = performance.now();
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`login answered ${String(response.status)}`);
  return { token: (await response.json()).token, elapsed };
}

function searchBody(index) {
  return JSON.stringify({
    quickSearch: LAST_NAMES[index % LAST_NAMES.length],
    sort: SORTS[index % SORTS.length],
    page: 1,
    pageSize: 50,
  });
}

async function measureSearch(server, token, seconds) {
  let index = 0;
  const times = [];
  let errors = 0;
  let rssMax = 0;
  const sampler = setInterval(() => {
    rssMax = Math.max(rssMax, rssOf(server.pid));
  }, 200);
  const instance = autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        path: '/api/students/search',
        setupRequest: (request) => ({ ...request, body: searchBody((index += 1)) }),
      },
    ],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode === 200) times.push(responseTime);
    else errors += 1;
  });
  await instance;
  clearInterval(sampler);
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rssMax,
  };
}

/** A seeded database for one engine and size, with its server started and signed in to. */
async function prepare(engine, size, postgres) {
  let target;
  let env;
  let cleanup = async () => undefined;
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathway-bench-'));
    target = { dataDir };
    env = { PATHWAY_DATA_DIR: dataDir, DATABASE_URL: '' };
    cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
  } else {
    const name = `bench_${String(size)}_${String(Date.now())}`;
    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const url = postgres.url.replace(/\/postgres$/, `/${name}`);
    const scratch = mkdtempSync(join(tmpdir(), 'pathway-bench-'));
    target = { url, dataDir: scratch };
    env = { DATABASE_URL: url, PATHWAY_DATA_DIR: scratch };
    cleanup = async () => rmSync(scratch, { recursive: true, force: true });
  }
  const { ms: seedMs } = await seedParticipantAreas(target, size);
  const server = await startServer(env, JWT_SECRET);
  const { token } = await login(server.base);
  await measureSearch(server, token, 3); // warm-up: plans, caches, JIT
  return {
    engine,
    size,
    seedMs,
    server,
    token,
    rssIdle: rssOf(server.pid),
    windows: [],
    logins: [],
    stop: async () => {
      await server.stop();
      await cleanup();
    },
  };
}

/** The middle value, or the mean of the two middle ones for an even count. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
}
const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
/** "min / median unit" of the rounds' values. */
const minMedian = (values, unit, digits = 1) =>
  `${fmt(Math.min(...values), digits)} / ${fmt(median(values), digits)} ${unit}`;

const postgres = ENGINES.includes('postgres') ? await startPostgres() : undefined;
const contenders = [];
try {
  for (const size of SIZES) {
    for (const engine of ENGINES) {
      log(`… ${engine}, ${size.toLocaleString('en-US')} participants: seeding and starting its server`);
      contenders.push(await prepare(engine, size, postgres));
    }
  }
  for (let round = 1; round <= ROUNDS; round += 1) {
    log(`… round ${String(round)} of ${String(ROUNDS)}`);
    for (const contender of contenders) {
      for (let i = 0; i < LOGINS_PER_ROUND; i += 1) contender.logins.push((await login(contender.server.base)).elapsed);
      contender.windows.push(await measureSearch(contender.server, contender.token, DURATION));
    }
  }
} finally {
  for (const contender of contenders) await contender.stop();
  await postgres?.stop();
}

log(
  `\nParticipant search at ${String(CONNECTIONS)} connections, ${String(ROUNDS)} interleaved windows of ${String(DURATION)} s each; each figure is min / median over the windows.`,
);
for (const c of contenders) {
  const p95 = c.windows.map((w) => w.p95);
  const p50 = c.windows.map((w) => w.p50);
  const rate = c.windows.map((w) => w.requests / DURATION);
  const errors = c.windows.reduce((sum, w) => sum + w.errors, 0);
  log(
    `${c.engine.padEnd(8)} ${c.size.toLocaleString('en-US').padStart(7)} participants | search p50 ${minMedian(p50, 'ms')}, p95 ${minMedian(p95, 'ms')}, ${minMedian(rate, 'requests/s', 0)}, ${String(errors)} errors | login p50 ${fmt(median(c.logins))} ms, p95 ${fmt(percentile(c.logins, 95))} ms (${String(c.logins.length)} sign-ins) | RSS idle ${fmt(c.rssIdle, 0)} MB, under load max ${fmt(Math.max(...c.windows.map((w) => w.rssMax)), 0)} MB | seed ${fmt(c.seedMs / 1000)} s`,
  );
}

log('\nGrowth between sizes (ratio of the median p95s, measured in the same rounds):');
for (const engine of ENGINES) {
  const rows = contenders.filter((c) => c.engine === engine).sort((a, b) => a.size - b.size);
  for (let i = 1; i < rows.length; i += 1) {
    const [small, large] = [rows[i - 1], rows[i]];
    const p95 = (c) => median(c.windows.map((w) => w.p95));
    log(
      `${engine}: ${small.size.toLocaleString('en-US')} → ${large.size.toLocaleString('en-US')} (×${fmt(large.size / small.size, 0)} rows): search p95 ×${fmt(p95(large) / p95(small), 2)}, login p95 ×${fmt(percentile(large.logins, 95) / percentile(small.logins, 95), 2)}`,
    );
  }
}
log('Targets (issue 9), at 100,000: search p95 ≤ 50 ms PGlite, ≤ 20 ms PostgreSQL; login ≤ 150 ms; RSS ≤ 500 MB.');

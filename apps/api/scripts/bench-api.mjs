// `pnpm bench:api`: the reference server's speed on a large participant set, on PGlite and on
// PostgreSQL, at 10,000 and 100,000 participants. For each it seeds a temporary database (the areas
// participant search needs: core, security, maintenance, contract, participants), starts the server
// as its own process, and measures
//   - participant search (quick text, a sort, page of 50) at 10 concurrent connections for 15 s,
//     every response time recorded (autocannon's response event) and p50/p95/p99 computed here;
//   - sign-in (argon2id verification) one at a time;
//   - the server's resident memory (VmRSS) sampled under that load.
// It prints the figures; it is a benchmark, not a test. Nothing connects anywhere but 127.0.0.1.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/db/seed/core.ts';
import { LAST_NAMES } from '../src/db/seed/data.ts';
import { percentile, seedParticipantAreas, startPostgres, startServer } from './bench-support.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
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

async function benchOne(engine, size, postgres) {
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
  try {
    const { ms: seedMs } = await seedParticipantAreas(target, size);
    const server = await startServer(env, JWT_SECRET);
    try {
      const rssIdle = rssOf(server.pid);
      const logins = [];
      let token = '';
      for (let i = 0; i < 20; i += 1) {
        const result = await login(server.base);
        logins.push(result.elapsed);
        token = result.token;
      }
      logins.sort((a, b) => a - b);
      await measureSearch(server, token, 3); // warm-up: plans, caches, JIT
      const search = await measureSearch(server, token, DURATION);
      return {
        engine,
        size,
        seedMs,
        rssIdle,
        loginP50: percentile(logins, 50),
        loginP95: percentile(logins, 95),
        ...search,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await cleanup();
  }
}

const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const postgres = ENGINES.includes('postgres') ? await startPostgres() : undefined;
const results = [];
try {
  for (const size of SIZES) {
    for (const engine of ENGINES) {
      log(`… ${engine}, ${size.toLocaleString('en-US')} participants: seeding`);
      const result = await benchOne(engine, size, postgres);
      results.push(result);
      log(
        `${engine.padEnd(8)} ${size.toLocaleString('en-US').padStart(7)} participants | search p50 ${fmt(result.p50)} ms, p95 ${fmt(result.p95)} ms, p99 ${fmt(result.p99)} ms (${String(result.requests)} requests, ${String(result.errors)} errors, ${CONNECTIONS} connections, ${String(DURATION)} s) | login p50 ${fmt(result.loginP50)} ms, p95 ${fmt(result.loginP95)} ms | RSS idle ${fmt(result.rssIdle, 0)} MB, under load max ${fmt(result.rssMax, 0)} MB | seed ${fmt(result.seedMs / 1000)} s`,
      );
    }
  }
} finally {
  await postgres?.stop();
}

log('\nGrowth from the smallest to the largest set:');
for (const engine of ENGINES) {
  const rows = results.filter((r) => r.engine === engine).sort((a, b) => a.size - b.size);
  const [small, large] = [rows[0], rows.at(-1)];
  if (!small || !large || small === large) continue;
  log(
    `${engine}: search p95 ×${fmt(large.p95 / small.p95, 2)}, login p95 ×${fmt(large.loginP95 / small.loginP95, 2)}, RSS under load ×${fmt(large.rssMax / small.rssMax, 2)} for ×${fmt(large.size / small.size, 0)} rows`,
  );
}
log('Targets (issue 9): search p95 ≤ 50 ms PGlite, ≤ 20 ms PostgreSQL; login ≤ 150 ms; RSS ≤ 500 MB.');

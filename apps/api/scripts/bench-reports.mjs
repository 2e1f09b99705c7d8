// `pnpm bench:reports`: each seeded report run 20 times (one at a time, CSV, the whole of 2026) on
// the 100,000-participant data set, on PGlite and on PostgreSQL; prints p50/p95 per report against
// issue 15's budget (p95 ≤ 1 s). It seeds a temporary database the way `pnpm bench:api` does (every
// area, so timesheets, card-provider files and applicants exist), starts the server as its own
// process and times each run from request to the last byte of the file. A benchmark, not a test.
// BENCH_REPORTS_DATA_DIR=<dir> reuses (or fills once) a PGlite folder instead of a temporary one.
// Nothing connects anywhere but 127.0.0.1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_PASSWORD } from '../src/seed/core.ts';
import { seedDatabase } from '../src/seed/run.ts';
import { percentile, startPostgres, startServer } from './bench-support.mjs';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 100_000);
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 5_000);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const BUDGET_MS = 1000;
const JWT_SECRET = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const YEAR = [
  { name: 'startDate', value: '2026-01-01' },
  { name: 'endDate', value: '2026-12-31' },
];

const log = (line) => process.stdout.write(`${line}\n`);

/** Every area's demo data at the benchmark's size; a seeder already run on the folder is skipped. */
async function seed(target) {
  const database = await openDatabase(target);
  try {
    await migrate(database);
    const started = Date.now();
    await seedDatabase(database.db, { participants: PARTICIPANTS, applicants: APPLICANTS }, (line) => log(`  ${line}`));
    // A reused folder may have been seeded before the reports seeder refreshed the statistics.
    await sql`analyze`.execute(database.db);
    return Date.now() - started;
  } finally {
    await database.close();
  }
}

async function call(base, token, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return response;
}

async function benchReports(base) {
  const login = await call(base, '', '/auth/login', { username: 'admin', password: DEMO_PASSWORD });
  if (login.status !== 200) throw new Error(`login answered ${String(login.status)}`);
  const { token } = await login.json();
  const search = await call(base, token, '/reports/search', { page: 1, pageSize: 100 });
  const { items } = await search.json();
  const results = [];
  for (const report of items) {
    const names = new Set(report.parameterDefinitions.map((p) => p.name));
    const body = { format: 'CSV', parameterValues: YEAR.filter((p) => names.has(p.name)) };
    const times = [];
    let lines = 0;
    for (let run = 0; run <= RUNS; run += 1) {
      const started = performance.now();
      const response = await call(base, token, `/reports/${String(report.id)}/run`, body);
      const text = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`${report.name}: ${String(response.status)} ${text}`);
      if (run === 0)
        lines = text.split('\r\n').length - 3; // header, totals and the final line break
      else times.push(elapsed); // the first run warms plans and caches
    }
    times.sort((a, b) => a - b);
    results.push({ name: report.name, lines, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  return results;
}

/** A PostgreSQL of its own with a database for the run. */
async function startReportsPostgres() {
  const postgres = await startPostgres();
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  await client.query('create database bench_reports');
  await client.end();
  return { url: postgres.url.replace(/\/postgres$/, '/bench_reports'), stop: postgres.stop };
}

async function benchEngine(engine) {
  const cleanups = [];
  try {
    let target;
    let env;
    if (engine === 'pglite') {
      const kept = process.env.BENCH_REPORTS_DATA_DIR;
      const dataDir = kept ?? mkdtempSync(join(tmpdir(), 'pathway-bench-reports-'));
      if (!kept) cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
      target = { dataDir };
      env = { PATHWAY_DATA_DIR: dataDir, DATABASE_URL: '' };
    } else {
      const postgres = await startReportsPostgres();
      cleanups.push(postgres.stop);
      const scratch = mkdtempSync(join(tmpdir(), 'pathway-bench-reports-'));
      cleanups.push(async () => rmSync(scratch, { recursive: true, force: true }));
      target = { url: postgres.url, dataDir: scratch };
      env = { DATABASE_URL: postgres.url, PATHWAY_DATA_DIR: scratch };
    }
    log(`… ${engine}: seeding ${PARTICIPANTS.toLocaleString('en-US')} participants`);
    const seedMs = await seed(target);
    log(`  seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const server = await startServer(env, JWT_SECRET);
    try {
      const results = await benchReports(server.base);
      for (const result of results) {
        log(
          `${engine.padEnd(8)} ${result.name.padEnd(48)} p50 ${result.p50.toFixed(1).padStart(7)} ms  p95 ${result.p95
            .toFixed(1)
            .padStart(7)} ms  ${result.p95 <= BUDGET_MS ? 'within' : 'OVER'} budget  (${String(result.lines)} lines)`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }
}

for (const engine of ENGINES) await benchEngine(engine);
log(
  `Budget (issue 15): each report p95 ≤ ${String(BUDGET_MS)} ms on ${PARTICIPANTS.toLocaleString('en-US')} participants; ${String(RUNS)} runs each after one warm-up.`,
);

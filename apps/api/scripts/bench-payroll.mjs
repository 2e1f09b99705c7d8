// `pnpm bench:payroll`: the money path at a city's scale (issue 25). For each engine (PGlite,
// PostgreSQL) and size (1,000, 10,000, 100,000 timesheets in one organization's pay period, each
// youth with three paid periods behind them) it seeds a temporary database, starts the reference
// server as its own process, and drives the chain through the API as staff would:
//   save        200 new timesheets entered by 10 clients at once (p50/p95 per request)
//   submit      every timesheet of the period, 500 per call
//   approve     the period's payroll process
//   pre-flight  the card-provider file's pre-flight
//   generate    the file (the card payments of the period)
//   send        to the sandbox provider, which answers at once
//   load        the provider's answer
// Sizes and engines run interleaved (every engine at a size, then the next size; BENCH_REPEAT rounds
// in turn), and each step prints its min and median over the rounds and how it grew from the size
// before. It is a benchmark that prints figures, not a test. Nothing connects but 127.0.0.1.
//
//   BENCH_SIZES=1000,10000,100000  BENCH_ENGINES=pglite,postgres  BENCH_REPEAT=1
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { DEMO_PASSWORD } from '../src/seed/core.ts';
import { SMALL, seedDatabase } from '../src/seed/run.ts';
import { createSealer } from '../src/lib/sealer.ts';
import { seedPayrollScale } from '../test/support/payrollScale.ts';
import { percentile, sql, startPostgres, startServer } from './bench-support.mjs';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 1);
const JWT_SECRET = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const ORGANIZATION = 2;
const PERIOD = { start: '2026-10-05', end: '2026-10-18' };
const SAVES = 200;
const CLIENTS = 10;
const STEPS = ['save p50', 'save p95', 'submit', 'approve', 'pre-flight', 'generate', 'send', 'load'];
/** The steps the budget adds up: approval through loading the answer. */
const CHAIN = ['approve', 'pre-flight', 'generate', 'send', 'load'];

const log = (line) => process.stdout.write(`${line}\n`);

async function api(base, token, method, path, body) {
  const response = await fetch(`${base}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : JSON.parse(text) };
}

async function expectOk(promise, what) {
  const response = await promise;
  if (response.status >= 300)
    throw new Error(`${what} answered ${String(response.status)}: ${JSON.stringify(response.body)}`);
  return response.body;
}

/** A database of the small demo data plus `youths` at scale, as the server will open it. */
async function seed(target, youths) {
  const database = await openDatabase(target);
  try {
    await migrate(database);
    const sealers = createSealer({ dataDir: target.dataDir, jwtSecret: JWT_SECRET });
    await seedDatabase(database.db, SMALL, () => undefined, sealers);
    // The demo's sample answer is loaded by the bench first; the limit is out of the way.
    await sql`update payroll_settings set file_total_limit = 100000000`.execute(database.db);
    return await seedPayrollScale(database.db, sealers, {
      youths,
      organizationId: ORGANIZATION,
      ...PERIOD,
      status: 'Pending',
      paidPeriods: 3,
    });
  } finally {
    await database.close();
  }
}

const timed = async (action) => {
  const started = performance.now();
  const result = await action();
  return { ms: performance.now() - started, result };
};

async function chain(base, seeded) {
  const token = (
    await expectOk(api(base, null, 'POST', '/auth/login', { username: 'admin', password: DEMO_PASSWORD }), 'login')
  ).token;
  const figures = {};
  // The demo left one file Sent with its answer waiting: loaded first, as an officer would.
  await expectOk(
    api(base, token, 'POST', '/payroll/card-provider-files/load-inbound', { cardProviderId: 1 }),
    'first load',
  );

  // Save: new timesheets of the next period for the first youths, by ten clients at once.
  const saves = [];
  let next = 0;
  const assignments = await expectOk(
    api(base, token, 'POST', '/payroll/available-timesheets/search', {
      filters: [{ field: 'periodFrom', operator: 'eq', value: PERIOD.start }],
      sort: [{ field: 'id', direction: 'asc' }],
      page: 1,
      pageSize: SAVES,
    }),
    'search',
  );
  const rows = assignments.items;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < rows.length) {
        const row = rows[next];
        next += 1;
        const { ms } = await timed(() =>
          expectOk(
            api(base, token, 'POST', `/students/${String(row.studentId)}/timesheets`, {
              studentJobId: row.studentJobId,
              periodStartDate: '2026-10-19',
              periodEndDate: '2026-11-01',
              hourlyRate: row.hourlyRate,
              workedHours: 20,
              incentiveAmount: 0,
              manualCheck: false,
            }),
            'save',
          ),
        );
        saves.push(ms);
      }
    }),
  );
  figures['save p50'] = percentile(saves, 50);
  figures['save p95'] = percentile(saves, 95);

  // Submit every timesheet of the period, 500 per call (the seed inserted them at version 0).
  const ids = [];
  for (let id = seeded.timesheetIds.from; id <= seeded.timesheetIds.to; id += 1) ids.push(id);
  figures.submit = (
    await timed(async () => {
      for (let at = 0; at < ids.length; at += 500) {
        await expectOk(
          api(base, token, 'POST', '/timesheets/submit', {
            items: ids.slice(at, at + 500).map((id) => ({ id, version: 0 })),
          }),
          'submit',
        );
      }
    })
  ).ms;
  const processes = await expectOk(
    api(base, token, 'POST', '/payroll/processing/search', {
      filters: [
        { field: 'organizationId', operator: 'eq', value: ORGANIZATION },
        { field: 'periodStartDate', operator: 'eq', value: PERIOD.start },
        { field: 'status', operator: 'eq', value: 'Submitted for Payroll' },
      ],
    }),
    'processes',
  );
  const processIds = processes.items.map((item) => item.payrollProcessId);
  const body = { organizationId: ORGANIZATION, companyEntryProcessIds: processIds };
  figures.approve = (await timed(() => expectOk(api(base, token, 'POST', '/timesheets/approve', body), 'approve'))).ms;
  const fileBody = { cardProviderId: 1, payrollFileTypeId: 1, ...body };
  const preflight = await timed(() =>
    expectOk(api(base, token, 'POST', '/payroll/card-provider-files/preflight', fileBody), 'pre-flight'),
  );
  figures['pre-flight'] = preflight.ms;
  if (preflight.result.errors.length > 0) throw new Error(`pre-flight errors: ${preflight.result.errors.join('; ')}`);
  const generated = await timed(() =>
    expectOk(api(base, token, 'POST', '/payroll/card-provider-files/generate', fileBody), 'generate'),
  );
  figures.generate = generated.ms;
  const file = generated.result;
  if (file.recordCount < seeded.studentIds.to - seeded.studentIds.from + 1) {
    throw new Error(`the file has ${String(file.recordCount)} lines`);
  }
  figures.send = (
    await timed(() =>
      expectOk(
        api(base, token, 'POST', `/payroll/card-provider-files/${String(file.id)}/send`, { version: file.version }),
        'send',
      ),
    )
  ).ms;
  const loaded = await timed(() =>
    expectOk(api(base, token, 'POST', '/payroll/card-provider-files/load-inbound', { cardProviderId: 1 }), 'load'),
  );
  figures.load = loaded.ms;
  if (loaded.result.recordsMatched !== file.recordCount) throw new Error(`load: ${loaded.result.summary}`);
  return figures;
}

async function runOne(engine, youths, postgres) {
  const dataDir = mkdtempSync(join(tmpdir(), 'pathway-bench-payroll-'));
  let databaseUrl;
  try {
    if (engine === 'postgres') {
      const name = `bench_payroll_${String(youths)}_${String(Date.now())}`;
      const admin = new pg.Client({ connectionString: postgres.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      databaseUrl = postgres.url.replace(/\/postgres$/, `/${name}`);
    }
    const target = { url: databaseUrl, dataDir };
    const seeding = await timed(() => seed(target, youths));
    const server = await startServer(
      databaseUrl ? { DATABASE_URL: databaseUrl, PATHWAY_DATA_DIR: dataDir } : { PATHWAY_DATA_DIR: dataDir },
      JWT_SECRET,
    );
    try {
      const figures = await chain(server.base, seeding.result);
      log(
        `  ${engine.padEnd(8)} ${String(youths).padStart(7)}  seeded in ${(seeding.ms / 1000).toFixed(1)} s  ` +
          STEPS.map((step) => `${step} ${format(figures[step])}`).join(', '),
      );
      return figures;
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const format = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);

const postgres = ENGINES.includes('postgres') ? await startPostgres() : undefined;
const results = new Map();
try {
  log(
    `bench:payroll: sizes ${SIZES.join(', ')}; engines ${ENGINES.join(', ')}; ${String(REPEAT)} round(s), interleaved`,
  );
  for (let round = 1; round <= REPEAT; round += 1) {
    log(`round ${String(round)}`);
    for (const youths of SIZES) {
      for (const engine of ENGINES) {
        const figures = await runOne(engine, youths, postgres);
        const key = `${engine}:${String(youths)}`;
        results.set(key, [...(results.get(key) ?? []), figures]);
      }
    }
  }
} finally {
  await postgres?.stop();
}

const median = (values) => percentile(values, 50);
for (const engine of ENGINES) {
  log(`\n${engine}: min / median over ${String(REPEAT)} round(s), growth of the median against the size before`);
  log(`  ${'step'.padEnd(11)}${SIZES.map((size) => String(size).padStart(24)).join('')}`);
  for (const step of [...STEPS, 'chain']) {
    let before;
    const cells = SIZES.map((size) => {
      const runs = results.get(`${engine}:${String(size)}`) ?? [];
      const values = runs.map((figures) =>
        step === 'chain' ? CHAIN.reduce((sum, name) => sum + figures[name], 0) : figures[step],
      );
      const mid = median(values);
      const growth = before === undefined ? '' : ` ×${(mid / before).toFixed(1)}`;
      before = mid;
      return `${format(Math.min(...values))} / ${format(mid)}${growth}`.padStart(24);
    });
    log(`  ${step.padEnd(11)}${cells.join('')}`);
  }
}
log(
  '\nBudget (issue 25): 100,000 timesheets from approval through pre-flight, generation and loading the answer in ≤ 60 s on PostgreSQL, ≤ 3 min on PGlite ("chain" above), each step growing no worse than linearly.',
);

// What the benchmarks (`pnpm bench:api`, `bench:reports`, `bench:participants`) share: percentiles
// of recorded times, a free loopback port, the reference server as its own process, and a throwaway
// PostgreSQL. Nothing here connects anywhere but 127.0.0.1.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { loadSeeders, seedDatabase } from '../src/seed/run.ts';
import { startEmbeddedPostgres } from '../test/support/embeddedPostgres.ts';
import { freePort } from '../test/support/process.ts';

// The benchmarks outside this package query the seeded database with the same builder.
export { freePort, sql };

const apiDir = resolve(import.meta.dirname, '..');

/** The p-th percentile of the recorded values (nearest rank); NaN when none were recorded. */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * How `pnpm start` runs the server: its node flags and entry point, read from package.json's start
 * script (`node --max-semi-space-size=8 src/main.ts`, ADR 115) so the benchmarks measure that process.
 */
function startCommand() {
  const { scripts } = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
  const [command, ...args] = scripts.start.split(/\s+/);
  if (command !== 'node') throw new Error(`package.json's start script does not run node: ${scripts.start}`);
  return args;
}

/**
 * The reference server (`src/main.ts`) on a free port with `env` over this process's environment, no
 * demo seeding, and `jwtSecret`; resolves once it says it listens.
 */
export async function startServer(env, jwtSecret) {
  const port = await freePort();
  const child = spawn(process.execPath, startCommand(), {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PATHWAY_SEED: 'none',
      PATHWAY_JWT_SECRET: jwtSecret,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((done, fail) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      if (output.includes('Pathway API on')) done();
    });
    child.stderr.on('data', (chunk) => (output += chunk.toString()));
    child.once('exit', (code) => fail(new Error(`server exited (${String(code)}): ${output}`)));
  });
  return {
    base: `http://127.0.0.1:${String(port)}`,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) {
          done();
          return;
        }
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** A PostgreSQL of its own in a temporary folder; `url` names its `postgres` database. */
export const startPostgres = () => startEmbeddedPostgres('pathway-bench-pg-');

/**
 * Seeds `target` (openDatabase's config) with `participants` participants and only the areas the
 * participant screens read (seeders up to participants, order 300; later ones are marked done so
 * they are skipped), then runs `after(db)` before the database closes. Resolves to the seeding time
 * and what `after` answered.
 */
export async function seedParticipantAreas(target, participants, after = async () => undefined) {
  const database = await openDatabase(target);
  try {
    await migrate(database);
    await sql`create table if not exists seed_runs (name text primary key, seeded_at timestamptz not null default now())`.execute(
      database.db,
    );
    for (const seeder of await loadSeeders()) {
      if (seeder.order > 300) await sql`insert into seed_runs (name) values (${seeder.name})`.execute(database.db);
    }
    const started = Date.now();
    await seedDatabase(database.db, { participants, applicants: 0 }, () => undefined);
    const ms = Date.now() - started;
    return { ms, result: await after(database.db) };
  } finally {
    await database.close();
  }
}

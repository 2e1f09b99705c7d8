import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { memorySealers, type Sealers } from '../lib/sealer.ts';
import type { Database } from '../core/schema.ts';
import { createRandom, type Random } from './random.ts';

export interface SeedOptions {
  /** How many participants to make (the demo has about 2,000; the benchmark 100,000). */
  participants: number;
  /** How many applicants across the enrollment states. */
  applicants: number;
  /** Only the core seeder (organizations, security, the demo accounts): tests of the server itself. */
  coreOnly?: boolean;
}

export const DEMO: SeedOptions = { participants: 2000, applicants: 300 };
/** Every kind of record, few of each: tests start in seconds. */
export const SMALL: SeedOptions = { participants: 60, applicants: 40 };
/** The organizations and demo accounts only. */
export const CORE_ONLY: SeedOptions = { participants: 0, applicants: 0, coreOnly: true };

export interface SeedContext {
  db: Kysely<Database>;
  random: Random;
  options: SeedOptions;
  log: (message: string) => void;
  /** The server's sealers: demo account numbers are stored as the server stores them (ADR 181). */
  sealers: Sealers;
}

export interface Seeder {
  /** Runs in this order: core 0, maintenance 100, contract 200, participants 300, enrollment 400, placement 450, payroll 500, reports 600. */
  order: number;
  name: string;
  seed: (context: SeedContext) => Promise<void>;
}

const srcDir = join(import.meta.dirname, '..');

/** The core seeder and every `areas/<area>/seed.ts`, in their order. */
export async function loadSeeders(): Promise<Seeder[]> {
  const seeders: Seeder[] = [(await import('./core.ts')).seeder];
  const areasDir = join(srcDir, 'areas');
  for (const area of readdirSync(areasDir).sort()) {
    const file = join(areasDir, area, 'seed.ts');
    if (existsSync(file)) seeders.push(((await import(file)) as { seeder: Seeder }).seeder);
  }
  return seeders.sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = (await sql<{ n: number }>`select count(*)::int as n from users`.execute(db)).rows[0];
  return (row?.n ?? 0) === 0;
}

/**
 * Loads the deterministic demo data, each area in its own transaction, in order, once per area: a
 * database seeded before an area existed gets that area's data on the next start. Each seeder gets
 * its own generator seeded by its name, so adding a seeder does not change the others' data.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: SeedOptions,
  log: (message: string) => void,
  sealers: Sealers = memorySealers,
) {
  await sql`create table if not exists seed_runs (name text primary key, seeded_at timestamptz not null default now())`.execute(
    db,
  );
  const done = new Set(
    (await sql<{ name: string }>`select name from seed_runs order by name`.execute(db)).rows.map((r) => r.name),
  );
  const pending = (await loadSeeders()).filter(
    (seeder) => !done.has(seeder.name) && (options.coreOnly !== true || seeder.name === 'core'),
  );
  if (pending.length === 0) return;
  for (const seeder of pending) {
    const started = Date.now();
    let hash = 2166136261;
    for (const char of seeder.name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    await db.transaction().execute(async (trx) => {
      await seeder.seed({ db: trx, random: createRandom(hash), options, log, sealers });
      await sql`insert into seed_runs (name) values (${seeder.name})`.execute(trx);
    });
    log(`seeded ${seeder.name} in ${String(Date.now() - started)} ms`);
  }
  // Serial ids restart after the seeded rows on both engines (seeders may insert explicit ids).
  const sequences = (
    await sql<{
      table_name: string;
      column_name: string;
    }>`select table_name, column_name from information_schema.columns
      where table_schema = 'public' and column_default like 'nextval(%' order by table_name`.execute(db)
  ).rows;
  for (const { table_name, column_name } of sequences) {
    await sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}),
      coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0) + 1, false)`.execute(db);
  }
}

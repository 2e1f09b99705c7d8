import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { OpenDatabase } from './database.ts';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The advisory lock migrations and the first seeding run under (any number no other lock uses). */
export const MIGRATION_LOCK = 7_115_027;

/**
 * Migrations are plain PostgreSQL scripts, `NNNN_name.sql`, applied once each in name order inside
 * a transaction with the bookkeeping row. Ranges: 0001-0099 core, 0100 maintenance, 0200 contract,
 * 0300 participants, 0400 enrollment, 0500 payroll, 0600 reports. Callers hold MIGRATION_LOCK
 * (database.exclusive), so replicas starting together apply each migration once.
 */
export async function migrate(database: OpenDatabase): Promise<string[]> {
  const { db } = database;
  // Raw SQL: DDL: the runner's own bookkeeping table.
  await sql`create table if not exists schema_migrations (
    name text primary key,
    applied_at timestamptz not null default now()
  )`.execute(db);
  // Raw SQL: the runner's bookkeeping table is not one of the migrations' (not in the typed schema).
  const done = new Set(
    (await sql<{ name: string }>`select name from schema_migrations order by name`.execute(db)).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.sql'))
    .sort()) {
    const name = file.replace(/\.sql$/, '');
    if (done.has(name)) continue;
    const script = readFileSync(join(folder, file), 'utf8');
    await database.execScript(`begin;\n${script}\n;insert into schema_migrations (name) values ('${name}');\ncommit;`);
    applied.push(name);
  }
  return applied;
}

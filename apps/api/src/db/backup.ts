import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from './database.ts';
import { lockDataFolder } from './lock.ts';
import type { Database } from '../core/schema.ts';

/**
 * Backups (ADR 187). PGlite: the whole data folder, dumped by PGlite itself into one gzipped tar;
 * uploaded documents are rows of the database (document_files), so they are in it. PostgreSQL:
 * pg_dump's custom format, by pg_dump of the server's major version, which the server's own
 * packages bring; this module runs it when it is on PATH and otherwise says the command to run.
 */

/** Dumps the PGlite data folder into `file` (gzipped tar). The folder's server must be stopped. */
export async function backupPGlite(dataDir: string, file: string): Promise<number> {
  const unlock = lockDataFolder(dataDir);
  try {
    const database = await openDatabase({ dataDir });
    try {
      const dump = await database.dump?.();
      if (!dump) throw new Error('PGlite could not dump its data folder');
      const bytes = gzipSync(Buffer.from(await dump.arrayBuffer()));
      writeFileSync(file, bytes, { mode: 0o600 });
      return bytes.length;
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

/** Restores a backup of backupPGlite into `dataDir`, which must not hold a database yet. */
export async function restorePGlite(file: string, dataDir: string): Promise<void> {
  const holdsDatabase =
    existsSync(dataDir) && readdirSync(dataDir).some((name) => name === 'PG_VERSION' || name === 'base');
  if (holdsDatabase) {
    throw new Error(`${dataDir} already holds a database; restore into an empty folder (PATHWAY_DATA_DIR).`);
  }
  const unlock = lockDataFolder(dataDir);
  try {
    const raw = readFileSync(file);
    // gzip's magic number: a plain tar (a test template) is taken as it is.
    const tar = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
    const database = await openDatabase({ dataDir, pgliteTemplate: new Blob([tar]) });
    await database.close();
  } finally {
    unlock();
  }
}

/** The pg_dump or pg_restore command line for a PostgreSQL database. */
export function postgresCommand(kind: 'backup' | 'restore', url: string, file: string): string[] {
  return kind === 'backup'
    ? ['pg_dump', '--format=custom', '--no-owner', `--file=${file}`, url]
    : ['pg_restore', '--clean', '--if-exists', '--no-owner', '--exit-on-error', `--dbname=${url}`, file];
}

/** Runs pg_dump or pg_restore when it is on PATH; answers false (nothing run) when it is not. */
export function runPostgresTool(command: readonly string[]): boolean {
  const [tool = '', ...args] = command;
  const found = spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status === 0;
  if (!found) return false;
  const result = spawnSync(tool, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${tool} exited with ${String(result.status)}`);
  return true;
}

/**
 * Each table's row count and a digest of its rows in a fixed order: two databases with the same
 * fingerprint hold the same records (the restore test compares them).
 */
export async function fingerprint(db: Kysely<Database>): Promise<Record<string, { rows: number; digest: string }>> {
  // Raw SQL: reads the catalogue (information_schema), which the typed schema does not hold.
  const tables = (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  ).rows.map((row) => row.name);
  const result: Record<string, { rows: number; digest: string }> = {};
  for (const table of tables) {
    // Raw SQL: every table of the catalogue in turn, as whole-row text (t::text).
    const row = (
      await sql<{ rows: number; digest: string | null }>`select count(*)::int as rows,
        md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(table)} t`.execute(db)
    ).rows[0];
    result[table] = { rows: row?.rows ?? 0, digest: row?.digest ?? '' };
  }
  return result;
}

import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { parsers } from './parsers.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { startPGliteSession } from './pglite-session.ts';
import type { Database } from './schema.ts';

export interface DatabaseConfig {
  /** `postgres://…` for a PostgreSQL server; absent for the embedded PGlite. */
  url?: string | undefined;
  /** PGlite's data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A dumped PGlite data folder to start from (the tests' migrated and seeded template). */
  pgliteTemplate?: Blob | undefined;
}

export interface OpenDatabase {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (a migration file) outside the query builder. */
  execScript: (script: string) => Promise<void>;
  /** PGlite only: the whole data folder as a tarball (the tests' templates). */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
}

/** Raised when the database cannot be reached; main.ts prints its message alone. */
export class DatabaseUnavailable extends Error {}

export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  return config.url ? openPostgres(config.url) : openPGlite(config.dataDir, config.pgliteTemplate);
}

async function openPGlite(dataDir: string, template: Blob | undefined): Promise<OpenDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  // In a worker thread of its own (ADR 115), which opens it with pg_trgm, the parsers and UTC.
  const pglite = await startPGliteSession({ dataDir, template: template ? await template.arrayBuffer() : undefined });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    execScript: async (script) => {
      await pglite.exec(script);
    },
    dump: () => pglite.dumpDataDir(),
    close: () => db.destroy(),
  };
}

/** pg's own reading of the types we leave alone (its overloads key on a const enum of oids). */
const defaultParser = pg.types.getTypeParser as (oid: number) => (text: string) => unknown;

async function openPostgres(url: string): Promise<OpenDatabase> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PATHWAY_DB_POOL ?? 10),
    options: '-c TimeZone=UTC',
    types: {
      // pg's overloads type the parser loosely; ours return the wire's forms, others pg's defaults.
      getTypeParser: ((oid: number) => parsers[oid] ?? defaultParser(oid)) as typeof pg.types.getTypeParser,
    },
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end();
    const where = new URL(url);
    throw new DatabaseUnavailable(
      `Cannot reach PostgreSQL at ${where.hostname}:${where.port || '5432'}${where.pathname} (${(error as Error).message}).`,
    );
  }
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    execScript: async (script) => {
      // The simple query protocol (no parameters) runs several statements in one call.
      await pool.query(script);
    },
    close: () => db.destroy(),
  };
}

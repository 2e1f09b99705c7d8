import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

/** Postgres type ids whose text form we turn into the wire's form, the same on both engines. */
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

/**
 * One reading of each type for PGlite and node-postgres alike: counts and money as numbers (money is
 * numeric(12,2), exact in the database; sums are done there), dates as `yyyy-mm-dd` text, instants
 * as ISO-8601 UTC text. Nothing downstream sees a Date object or a bigint.
 */
const parsers: Record<number, (text: string) => unknown> = {
  [INT8]: (text) => Number(text),
  [NUMERIC]: (text) => Number(text),
  [DATE]: (text) => text,
  [TIMESTAMP]: (text) => new Date(`${text.replace(' ', 'T')}Z`).toISOString(),
  [TIMESTAMPTZ]: (text) => new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString(),
};

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
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    parsers,
    ...(template ? { loadDataDir: template } : {}),
  });
  await pglite.exec("set timezone to 'UTC'");
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    execScript: async (script) => {
      await pglite.exec(script);
    },
    dump: () => pglite.dumpDataDir('none'),
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

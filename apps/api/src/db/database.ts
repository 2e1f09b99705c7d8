import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { parsers } from './parsers.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { startPGliteSession } from './pglite-session.ts';
import type { Database } from '../core/schema.ts';
import type { PoolStats } from '../core/metrics.ts';

export interface DatabaseConfig {
  /** `postgres://…` for a PostgreSQL server; absent for the embedded PGlite. */
  url?: string | undefined;
  /** PGlite's data folder; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** A dumped PGlite data folder to start from (the tests' migrated and seeded template). */
  pgliteTemplate?: Blob | undefined;
  /** PostgreSQL connections per pool; DEFAULT_POOL_SIZE when absent. */
  poolSize?: number | undefined;
  /**
   * An idle PostgreSQL connection that failed (the server restarted, an administrator ended it):
   * the pool drops it and opens another on the next statement. Written to stderr when absent.
   */
  onIdleError?: ((error: Error) => void) | undefined;
}

/** pg's own default. */
export const DEFAULT_POOL_SIZE = 10;

export interface OpenDatabase {
  db: Kysely<Database>;
  /**
   * Connections on which each statement is planned once and that plan kept, whatever its values
   * (plan_cache_mode force_generic_plan): for reads whose best plan does not depend on the values,
   * measured so (ADR 179). On PGlite, `db` itself.
   */
  genericPlanDb: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (a migration file) outside the query builder. */
  execScript: (script: string) => Promise<void>;
  /** PGlite only: the whole data folder as a tarball (the tests' templates, the backup command). */
  dump?: () => Promise<Blob>;
  /**
   * Runs `work` while holding the database-wide lock of `key` (a PostgreSQL advisory lock, on a
   * connection of its own so the pool stays free for the work): replicas starting together migrate
   * and seed one after another, the later ones finding nothing left to do. PGlite has one process
   * per data folder (lock.ts) and runs it at once.
   */
  exclusive: <T>(key: number, work: () => Promise<T>) => Promise<T>;
  /** PostgreSQL's pools as they are now (the metrics); PGlite has one connection and none. */
  poolStats: () => PoolStats[];
  close: () => Promise<void>;
}

/** Raised when the database cannot be reached; main.ts prints its message alone. */
export class DatabaseUnavailable extends Error {}

export async function openDatabase(config: DatabaseConfig): Promise<OpenDatabase> {
  return config.url
    ? openPostgres(config.url, config.poolSize ?? DEFAULT_POOL_SIZE, config.onIdleError ?? writeIdleError)
    : openPGlite(config.dataDir, config.pgliteTemplate);
}

async function openPGlite(dataDir: string, template: Blob | undefined): Promise<OpenDatabase> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // In a worker thread of its own (ADR 115), which opens it with pg_trgm, the parsers and UTC.
  const pglite = await startPGliteSession({ dataDir, template });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    genericPlanDb: db,
    kind: 'pglite',
    execScript: async (script) => {
      await pglite.exec(script);
    },
    dump: () => pglite.dumpDataDir(),
    exclusive: (_key, work) => work(),
    poolStats: () => [],
    close: () => db.destroy(),
  };
}

/** pg's own reading of the types we leave alone (its overloads key on a const enum of oids). */
const defaultParser = pg.types.getTypeParser as (oid: number) => (text: string) => unknown;

/** Statement texts already given a name, shared by the pool's connections; bounded. */
const statementNames = new Map<string, string>();
const MOST_NAMED_STATEMENTS = 2000;

type Callback = (error: Error | undefined, result: pg.QueryResult) => void;
type Query = (config: string | pg.QueryConfig, values?: unknown, callback?: Callback) => Promise<pg.QueryResult>;

/**
 * Sends each parameterised statement as a named one, so a connection parses and plans a statement
 * the first time only and then just binds it (ADR 115). PostgreSQL still plans per call where a plan
 * for the given values is worth it (plan_cache_mode auto). The statements the server writes are a
 * fixed set; past MOST_NAMED_STATEMENTS new texts go unnamed, so nothing grows without bound.
 */
function nameStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as Query;
  const named: Query = (config, values, callback) => {
    if (typeof config !== 'string' || !Array.isArray(values) || values.length === 0) {
      return query(config, values, callback);
    }
    let name = statementNames.get(config);
    if (name === undefined && statementNames.size < MOST_NAMED_STATEMENTS) {
      name = `pathway_${String(statementNames.size + 1)}`;
      statementNames.set(config, name);
    }
    return query(name === undefined ? config : { name, text: config }, values, callback);
  };
  // Kysely calls query(text, values) or query(cursor), the pool query(text, values, callback); the
  // overloads are pg's own.
  client.query = named as typeof client.query;
}

const writeIdleError = (error: Error) => {
  process.stderr.write(`PostgreSQL closed an idle connection: ${error.message}\n`);
};

/** A pool of up to `max` connections to `url` that name their statements, each session with `settings`. */
function postgresPool(url: string, max: number, settings: string, onIdleError: (error: Error) => void): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: `-c TimeZone=UTC ${settings}`.trim(),
    types: {
      // pg's overloads type the parser loosely; ours return the wire's forms, others pg's defaults.
      getTypeParser: ((oid: number) => parsers[oid] ?? defaultParser(oid)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on('connect', nameStatements);
  // Without a listener, an idle connection's error (PostgreSQL restarted or ended the session) is an
  // unhandled 'error' event that ends the whole process; the pool has already dropped the connection.
  pool.on('error', onIdleError);
  return pool;
}

async function openPostgres(url: string, poolSize: number, onIdleError: (error: Error) => void): Promise<OpenDatabase> {
  const pool = postgresPool(url, poolSize, '', onIdleError);
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
  // Its connections open on first use, so a server that never searches holds none.
  const searchPool = postgresPool(url, poolSize, '-c plan_cache_mode=force_generic_plan', onIdleError);
  const genericPlanDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: searchPool }) });
  const statsOf = (name: string, of: pg.Pool): PoolStats => ({
    pool: name,
    total: of.totalCount,
    idle: of.idleCount,
    waiting: of.waitingCount,
  });
  return {
    db,
    genericPlanDb,
    kind: 'postgres',
    execScript: async (script) => {
      // The simple query protocol (no parameters) runs several statements in one call.
      await pool.query(script);
    },
    exclusive: async (key, work) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        return await work();
      } finally {
        // Ending the connection releases the lock, also when the unlock itself cannot be sent.
        await client.end();
      }
    },
    poolStats: () => [statsOf('main', pool), statsOf('search', searchPool)],
    close: async () => {
      await genericPlanDb.destroy();
      await db.destroy();
    },
  };
}

import type { PGliteSession as PGlite } from './pglite-session.ts';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * PGlite is one Postgres backend (in its own thread, pglite-session.ts) with one session: every
 * Kysely connection is that session, so a connection is lent to one caller at a time. Without the
 * queue a transaction's statements would interleave with another request's on the same session.
 */
class SessionQueue {
  #tail: Promise<void> = Promise.resolve();

  async take(): Promise<() => void> {
    let release: () => void = () => undefined;
    const turn = new Promise<void>((done) => (release = done));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    return release;
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pg: PGlite;
  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pg.query(compiled.sql, compiled.parameters);
    return {
      // The caller names the row type its SQL selects, as with PGlite's own query<R>.
      rows: result.rows as R[],
      ...(result.affectedRows === undefined ? {} : { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // eslint-disable-next-line require-yield, @typescript-eslint/require-await -- Kysely's interface; PGlite has no cursors to stream from.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results.');
  }
}

class PGliteDriver implements Driver {
  readonly #pg: PGlite;
  readonly #queue = new SessionQueue();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(pg: PGlite) {
    this.#pg = pg;
  }

  async init(): Promise<void> {
    // The session is open once startPGliteSession has resolved.
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#queue.take();
    const connection = new PGliteConnection(this.#pg);
    this.#releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    if (!this.#pg.closed) await this.#pg.close();
  }
}

/** Kysely's PostgreSQL compiler and adapter over an embedded PGlite: the same SQL as on a server. */
export class PGliteDialect implements Dialect {
  readonly #pg: PGlite;
  constructor(pg: PGlite) {
    this.#pg = pg;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.#pg);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

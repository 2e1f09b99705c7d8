import { Worker } from 'node:worker_threads';

/** What the PGlite dialect needs of its database: PGlite's own methods, answered by its thread. */
export interface PGliteSession {
  query(sql: string, params: readonly unknown[]): Promise<{ rows: unknown[]; affectedRows?: number | undefined }>;
  exec(sql: string): Promise<void>;
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export interface WorkerOptions {
  dataDir: string;
  /**
   * A dumped data folder to start from (the tests' migrated and seeded templates). A Blob crosses to
   * the thread without a copy; read into an ArrayBuffer first, each server start copied the 50 MB
   * tarball three more times (about 1.3 s of CPU).
   */
  template?: Blob | undefined;
}

type Ask =
  { op: 'query'; sql: string; params: unknown[] } | { op: 'exec'; sql: string } | { op: 'dump' } | { op: 'close' };
export type SessionRequest = Ask & { id: number };

/** A reply to request `id` (0: the database has opened, or why not). */
export interface SessionReply {
  id: number;
  rows?: unknown[];
  affectedRows?: number | undefined;
  dump?: ArrayBuffer;
  error?: Record<string, unknown> & { message: string };
}

/** The worker's error as the Error PGlite would have thrown here: message, code, constraint, detail… */
function rebuild(error: NonNullable<SessionReply['error']>): Error {
  return Object.assign(new Error(error.message), error);
}

/**
 * PGlite in a worker thread (pglite-worker.ts), one request at a time in order of asking, as PGlite
 * itself serves them. The thread keeps the process alive only while a request is waiting, so a
 * forgotten close never holds a CLI open and an awaited query is never cut short.
 */
export async function startPGliteSession(options: WorkerOptions): Promise<PGliteSession> {
  const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: options });
  const waiting = new Map<number, { done: (reply: SessionReply) => void; fail: (error: Error) => void }>();
  let next = 1;
  let closed = false;
  let failure: Error | undefined;

  const settle = (reply: SessionReply) => {
    const entry = waiting.get(reply.id);
    if (!entry) return;
    waiting.delete(reply.id);
    if (waiting.size === 0) worker.unref();
    if (reply.error) entry.fail(rebuild(reply.error));
    else entry.done(reply);
  };
  const failAll = (error: Error) => {
    failure ??= error;
    for (const entry of waiting.values()) entry.fail(error);
    waiting.clear();
    worker.unref();
  };
  worker.on('message', settle);
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`PGlite's thread stopped (exit code ${String(code)}).`)));

  /** Waits for the reply `id`; sends `request` under that id unless it is the opening's (0). */
  const wait = (id: number, request?: Ask): Promise<SessionReply> =>
    new Promise((done, fail) => {
      if (failure) {
        fail(failure);
        return;
      }
      if (waiting.size === 0) worker.ref();
      waiting.set(id, { done, fail });
      if (request) worker.postMessage({ ...request, id } satisfies SessionRequest);
    });
  const ask = (request: Ask) => wait(next++, request);

  await wait(0);
  return {
    async query(sql: string, params: readonly unknown[]) {
      const reply = await ask({ op: 'query', sql, params: [...params] });
      return { rows: reply.rows ?? [], affectedRows: reply.affectedRows };
    },
    async exec(sql: string) {
      await ask({ op: 'exec', sql });
    },
    async dumpDataDir() {
      const reply = await ask({ op: 'dump' });
      return new Blob(reply.dump ? [reply.dump] : []);
    },
    async close() {
      if (closed) return;
      closed = true;
      await ask({ op: 'close' });
      await worker.terminate();
    },
    get closed() {
      return closed;
    },
  };
}

// PGlite's own thread (ADR 115): the WebAssembly Postgres and its protocol code run here, so the
// HTTP side (parsing, tokens, validation, JSON) and the database use two cores instead of taking
// turns on one event loop. The messages are those of pglite-session.ts; nothing else runs here.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { parsers } from './parsers.ts';
import type { SessionReply, SessionRequest, WorkerOptions } from './pglite-session.ts';

if (!parentPort) throw new Error('pglite-worker.ts runs as a worker thread of pglite-session.ts.');
const port = parentPort;
const options = workerData as WorkerOptions;

/** A database error's fields (code, constraint, detail…) as plain data the main thread rebuilds. */
function errorFields(error: unknown): SessionReply['error'] {
  const fields: Record<string, unknown> = {};
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    }
  }
  return { ...fields, message: error instanceof Error ? error.message : String(error) };
}

/**
 * 64 MB of shared buffers instead of PostgreSQL's 128 MB: the participant search's hot set is now
 * the narrow student_search table and its index (~20 MB at 100,000 participants) and the pages of
 * the rows shown; measured at 100,000 (ADR 115) the search's time did not change and the server's
 * memory under load fell by ~70 MB. (32 MB cost time: ADR 115.)
 */
const SHARED_BUFFERS = '64MB';

const opening = (async () => {
  const pg = await PGlite.create(options.dataDir, {
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    parsers,
    ...(options.template ? { loadDataDir: options.template } : {}),
  });
  await pg.exec("set timezone to 'UTC'");
  return pg;
})();

opening.then(
  () => port.postMessage({ id: 0 } satisfies SessionReply),
  (error: unknown) => port.postMessage({ id: 0, error: errorFields(error) } satisfies SessionReply),
);

async function answer(request: SessionRequest): Promise<void> {
  try {
    const pg = await opening;
    switch (request.op) {
      case 'query': {
        const result = await pg.query(request.sql, request.params);
        port.postMessage({
          id: request.id,
          rows: result.rows,
          affectedRows: result.affectedRows,
        } satisfies SessionReply);
        return;
      }
      case 'exec':
        await pg.exec(request.sql);
        port.postMessage({ id: request.id } satisfies SessionReply);
        return;
      case 'dump': {
        const dump = await (await pg.dumpDataDir('none')).arrayBuffer();
        port.postMessage({ id: request.id, dump } satisfies SessionReply, [dump]);
        return;
      }
      case 'close':
        if (!pg.closed) await pg.close();
        port.postMessage({ id: request.id } satisfies SessionReply);
        return;
    }
  } catch (error) {
    port.postMessage({ id: request.id, error: errorFields(error) } satisfies SessionReply);
  }
}

port.on('message', (request: SessionRequest) => void answer(request));

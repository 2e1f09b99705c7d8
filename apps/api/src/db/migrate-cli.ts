import { configFromEnv } from '../config.ts';
import { openDatabase } from './database.ts';
import { lockDataFolder } from './lock.ts';
import { migrate, MIGRATION_LOCK } from './migrate.ts';

// `pnpm --filter @pathway/api migrate`: the migrations alone, as a release job runs them before the
// replicas start (they also run on start, under the same lock: ADR 187). DATABASE_URL or
// PATHWAY_DATA_DIR say which database.
const config = configFromEnv();
const unlock = config.databaseUrl ? () => undefined : lockDataFolder(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
try {
  const applied = await database.exclusive(MIGRATION_LOCK, () => migrate(database));
  process.stdout.write(
    applied.length > 0
      ? `applied migrations: ${applied.join(', ')}\n`
      : 'the database is up to date; nothing applied\n',
  );
} catch (error) {
  process.stderr.write(`pathway-api migrate: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
  unlock();
}

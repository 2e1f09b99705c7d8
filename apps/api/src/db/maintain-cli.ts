import { configFromEnv } from '../config.ts';
import { openDatabase } from './database.ts';
import { lockDataFolder } from './lock.ts';
import { migrate, MIGRATION_LOCK } from './migrate.ts';
import { restoreSearchOrder } from './searchOrder.ts';

// `pnpm --filter @pathway/api db:maintain`: the participant search's order restored on demand
// (after an import of many participants, say), for a deployment that wants it from its own scheduler.
const config = configFromEnv();
const unlock = config.databaseUrl ? () => undefined : lockDataFolder(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPool });
try {
  await database.exclusive(MIGRATION_LOCK, () => migrate(database));
  const started = Date.now();
  const ran = await restoreSearchOrder(database.db);
  process.stdout.write(
    ran
      ? `participant search order restored in ${String(Date.now() - started)} ms\n`
      : 'another server is restoring the participant search order now; nothing done\n',
  );
} finally {
  await database.close();
  unlock();
}

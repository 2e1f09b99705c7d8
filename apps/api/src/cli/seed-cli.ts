import { configFromEnv } from '../config.ts';
import { createSealer } from '../lib/sealer.ts';
import { openDatabase } from '../db/database.ts';
import { lockDataFolder } from '../db/lock.ts';
import { migrate, MIGRATION_LOCK } from '../db/migrate.ts';
import { DEMO, isEmpty, seedDatabase } from '../seed/run.ts';

// `pnpm --filter @pathway/api seed --participants 100000 [--applicants N] [--force]`: the benchmark data set.
const args = process.argv.slice(2);
const numberAfter = (flag: string, fallback: number) => {
  const index = args.indexOf(flag);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`${flag} takes a whole number`);
  return value;
};
const config = configFromEnv();
const unlock = config.databaseUrl ? () => undefined : lockDataFolder(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPool });
try {
  await database.exclusive(MIGRATION_LOCK, () => migrate(database));
  if (!(await isEmpty(database.db)) && !args.includes('--force')) {
    throw new Error('the database already holds data; point PATHWAY_DATA_DIR or DATABASE_URL at an empty one');
  }
  const options = {
    participants: numberAfter('--participants', DEMO.participants),
    applicants: numberAfter('--applicants', DEMO.applicants),
  };
  await seedDatabase(database.db, options, (line) => process.stdout.write(`${line}\n`), createSealer(config));
} finally {
  await database.close();
  unlock();
}

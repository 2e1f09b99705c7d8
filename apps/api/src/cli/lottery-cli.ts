import { parseArgs } from 'node:util';
import { replayLottery } from '../areas/enrollment/lotteryReplay.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { lockDataFolder } from '../db/lock.ts';
import { migrate, MIGRATION_LOCK } from '../db/migrate.ts';

// `pnpm --filter @pathway/api lottery --program N --seed S` (issue 30, ADR 213): an enrollment
// program's lottery order for a published seed, printed; exits 1 when a stored draw of that seed
// would come out differently. The embedded database is one process's: stop `npm start` first, or
// point DATABASE_URL at the PostgreSQL the server uses.
const { values } = parseArgs({ options: { program: { type: 'string' }, seed: { type: 'string' } }, strict: true });
const programId = Number(values.program);
const seed = values.seed?.trim() ?? '';
if (!Number.isInteger(programId) || programId < 1 || seed === '') {
  process.stderr.write(
    'usage: pnpm --filter @pathway/api lottery --program <enrollment program id> --seed "<published seed>"\n',
  );
  process.exit(2);
}

const config = configFromEnv();
const unlock = config.databaseUrl ? () => undefined : lockDataFolder(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 1 });
let code = 0;
try {
  await database.exclusive(MIGRATION_LOCK, () => migrate(database));
  const replay = await replayLottery(database.db, programId, seed);
  process.stdout.write(`${replay.lines.join('\n')}\n`);
  if (replay.matchesStored === false) code = 1;
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  code = 1;
} finally {
  await database.close();
  unlock();
}
process.exit(code);

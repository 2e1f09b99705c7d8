import { resolve } from 'node:path';
import { configFromEnv } from '../config.ts';
import { backupPGlite, postgresCommand, restorePGlite, runPostgresTool } from './backup.ts';

// `pnpm --filter @pathway/api backup <file>` and `… restore <file>` (ADR 187): PGlite's data folder
// (PATHWAY_DATA_DIR) into one file and back into an empty folder; with DATABASE_URL, pg_dump and
// pg_restore, or the command to run where they are not installed.
const [kind, target] = process.argv.slice(2);
if ((kind !== 'backup' && kind !== 'restore') || !target) {
  process.stderr.write('usage: backup-cli.ts backup|restore <file>\n');
  process.exit(2);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), target);
const config = configFromEnv();
try {
  if (config.databaseUrl) {
    const command = postgresCommand(kind, config.databaseUrl, file);
    if (!runPostgresTool(command)) {
      process.stdout.write(
        `${command[0] ?? ''} is not on PATH. With the PostgreSQL client of the server's major version installed, run:\n  ${command.join(' ')}\n`,
      );
      process.exitCode = 1;
    } else {
      process.stdout.write(kind === 'backup' ? `backed up to ${file}\n` : `restored from ${file}\n`);
    }
  } else if (kind === 'backup') {
    const bytes = await backupPGlite(config.dataDir, file);
    process.stdout.write(`backed up ${config.dataDir} to ${file} (${String(Math.round(bytes / 1024))} KiB)\n`);
  } else {
    await restorePGlite(file, config.dataDir);
    process.stdout.write(`restored ${file} into ${config.dataDir}; start the server on it\n`);
  }
} catch (error) {
  process.stderr.write(`pathway-api ${kind}: ${(error as Error).message}\n`);
  process.exitCode = 1;
}

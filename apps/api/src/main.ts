import { configFromEnv } from './config.ts';
import { DatabaseUnavailable } from './db/database.ts';
import { DataFolderLocked } from './db/lock.ts';
import { DEMO_PASSWORD } from './db/seed/core.ts';
import { startSearchOrderMaintenance } from './db/searchOrder.ts';
import { startMailDrain } from './lib/mail.ts';
import { createServer } from './server.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

function fail(message: string): never {
  process.stderr.write(`pathway-api: ${message}\n`);
  process.exit(1);
}

// `pnpm --filter @pathway/api start`: PORT, DATABASE_URL, PATHWAY_DATA_DIR (README).
let config: ReturnType<typeof configFromEnv>;
try {
  config = configFromEnv();
} catch (error) {
  fail((error as Error).message);
}

let server: Awaited<ReturnType<typeof createServer>>;
try {
  server = await createServer(config, {
    logger: { level: process.env.LOG_LEVEL ?? 'warn' },
    log: say,
  });
} catch (error) {
  if (error instanceof DataFolderLocked || error instanceof DatabaseUnavailable) fail(error.message);
  fail(`could not start: ${(error as Error).message}`);
}

try {
  await server.app.listen({ host: config.host, port: config.port });
} catch (error) {
  await server.close();
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE')
    fail(`port ${String(config.port)} on ${config.host} is already in use; set PORT to another one.`);
  fail(`could not listen on ${config.host}:${String(config.port)}: ${(error as Error).message}`);
}

const stopMail = startMailDrain(server.database.db, {
  smtpUrl: config.smtpUrl,
  log: (line) => server.app.log.warn(line),
});

const stopMaintenance = startSearchOrderMaintenance(server.database.db, { hour: config.maintenanceHour, log: say });

const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
say(`Pathway API on http://${config.host}:${String(config.port)}/api (${where})`);
say(`demo sign-in: admin, orgstaff, contractor or viewer, password ${DEMO_PASSWORD}`);
if (config.pactStates) {
  say(
    `Pact test mode: provider states at http://${config.host}:${String(config.port)}/_pact/provider-states (never in production)`,
  );
}

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // PGlite must close cleanly (and release the data folder) before the process ends.
  stopMail();
  stopMaintenance();
  await server.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());

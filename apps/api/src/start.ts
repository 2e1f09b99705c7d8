import type { Server } from 'node:http';
import { createServer as createSocketServer } from 'node:net';
import { configFromEnv } from './config.ts';
import { DatabaseUnavailable } from './db/database.ts';
import { DataFolderLocked } from './db/lock.ts';
import { startNightlyMaintenance } from './nightly.ts';
import { DEMO_PASSWORD } from './seed/core.ts';
import { serveMetrics } from './core/metrics.ts';
import { startMailDrain } from './lib/mail.ts';
import type { AppPlugin } from './app.ts';
import { createServer } from './server.ts';

// In production (`npm run serve`, NODE_ENV=production) every line is a JSON log line at info and
// above; in development the start-up lines are plain text and the log shows warnings only.
const production = process.env.NODE_ENV === 'production';
const plain = (line: string) => process.stdout.write(`${line}\n`);
/** Before the app's logger exists (migrations, demo data): the same JSON shape as its lines. */
const jsonLine = (line: string) =>
  process.stdout.write(`${JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg: line })}\n`);

function fail(message: string): never {
  process.stderr.write(`pathway-api: ${message}\n`);
  process.exit(1);
}

/** What the pact package's entry adds to the server (ADR 184); the plain server needs nothing. */
export interface StartOptions {
  /** Fastify plugins mounted beside the operations (buildApp's `plugins`). */
  plugins?: readonly AppPlugin[];
  /** Whether those plugins answer the provider-state endpoint, so PATHWAY_PACT_STATES=1 may start. */
  servesPactStates?: boolean;
}

const PACT_STATES_ELSEWHERE =
  'PATHWAY_PACT_STATES=1: the provider states live in the pact package; start the server with them by `pnpm pact:provider` (README).';

/**
 * The server as `pnpm --filter @pathway/api start` runs it: PORT, DATABASE_URL, PATHWAY_DATA_DIR and
 * the other settings of the README; it ends the process with one line when a setting or the start
 * fails, and stops cleanly on SIGINT, SIGTERM or SIGHUP.
 */
export async function startApi(options: StartOptions = {}): Promise<void> {
  let config: ReturnType<typeof configFromEnv>;
  try {
    config = configFromEnv();
  } catch (error) {
    fail((error as Error).message);
  }
  if (config.pactStates && !options.servesPactStates) fail(PACT_STATES_ELSEWHERE);

  const portTaken = `port ${String(config.port)} on ${config.host} is already in use; set PORT to another one.`;

  /**
   * Whether the port can be bound, asked before the database is opened: a port in use is said in
   * seconds, not after the migrations and the demo data of a new folder (about 20 s on PGlite). The
   * listen below still answers for a port taken in between.
   */
  async function portFree(): Promise<boolean> {
    if (config.port === 0) return true;
    const probe = createSocketServer();
    return new Promise((done) => {
      probe.once('error', (error: NodeJS.ErrnoException) => done(error.code !== 'EADDRINUSE'));
      probe.listen({ host: config.host, port: config.port, exclusive: true }, () => probe.close(() => done(true)));
    });
  }
  if (!(await portFree())) fail(portTaken);

  let server: Awaited<ReturnType<typeof createServer>>;
  try {
    server = await createServer(config, {
      plugins: options.plugins ?? [],
      logger: { level: process.env.LOG_LEVEL ?? (production ? 'info' : 'warn') },
      log: production ? jsonLine : plain,
    });
  } catch (error) {
    if (error instanceof DataFolderLocked || error instanceof DatabaseUnavailable) fail(error.message);
    fail(`could not start: ${(error as Error).message}`);
  }
  const say = production ? (line: string) => server.app.log.info(line) : plain;

  try {
    await server.app.listen({ host: config.host, port: config.port });
  } catch (error) {
    await server.close();
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') fail(portTaken);
    fail(`could not listen on ${config.host}:${String(config.port)}: ${(error as Error).message}`);
  }

  let metricsServer: Server | undefined;
  if (config.metricsPort !== undefined) {
    try {
      metricsServer = await serveMetrics(server.app.pathway.metrics, {
        port: config.metricsPort,
        host: config.metricsHost,
        token: config.metricsToken,
      });
    } catch (error) {
      await server.close();
      fail(
        `could not serve the metrics on ${config.metricsHost}:${String(config.metricsPort)}: ${(error as Error).message}`,
      );
    }
  }

  const stopMail = startMailDrain(server.database.db, {
    smtpUrl: config.smtpUrl,
    log: (line) => server.app.log.warn(line),
  });

  const stopMaintenance = startNightlyMaintenance(server.database.db, { at: config.maintenanceAt, log: say });

  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  say(`Pathway API on http://${config.host}:${String(config.port)}/api (${where})`);
  if (config.webDir) say(`Pathway web app on http://${config.host}:${String(config.port)}/`);
  if (config.metricsPort !== undefined) {
    say(`metrics on http://${config.metricsHost}:${String(config.metricsPort)}/metrics`);
  }
  if (config.seed !== 'none')
    say(`demo sign-in: admin, orgstaff, contractor, viewer or payroll, password ${DEMO_PASSWORD}`);
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
    metricsServer?.close();
    await server.close();
    process.exit(0);
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void stop());
}

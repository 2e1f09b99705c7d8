import { join, resolve } from 'node:path';
import { DEFAULT_POOL_SIZE } from './db/database.ts';
import { stateDir } from './core/stateDir.ts';

/** A time of day on the server's local clock. */
export interface TimeOfDay {
  hour: number;
  minute?: number;
  second?: number;
}

export interface ServerConfig {
  host: string;
  port: number;
  /** PGlite's folder (and the JWT secret, uploaded documents); `data/` of the checkout's state folder by default. */
  dataDir: string;
  /** A PostgreSQL server instead of PGlite. */
  databaseUrl: string | undefined;
  /** HS256 secret; generated into the data folder on first start when absent. */
  jwtSecret: string | undefined;
  /** SMTP relay for the outbox; mail stays in the outbox table (and the log) without one. */
  smtpUrl: string | undefined;
  /** Serves this folder (the built web app) at `/` with the production security headers. */
  webDir: string | undefined;
  /** Which demo data to load (PATHWAY_SEED): the full demo, a small set or the core only (tests), or none. */
  seed: 'demo' | 'small' | 'core' | 'none';
  /**
   * How many days ahead a participant's clearance or work permit gets a badge in the details header
   * (PATHWAY_CLEARANCE_WARNING_DAYS, 0–3650; ADR 176).
   */
  clearanceWarningDays: number;
  /**
   * When (server local time) the nightly maintenance runs (src/nightly.ts): PATHWAY_MAINTENANCE_TIME
   * as HH:MM or HH:MM:SS, or the whole hour PATHWAY_MAINTENANCE_HOUR (0–23); 3:00 when neither is set.
   */
  maintenanceAt: TimeOfDay;
  /**
   * PostgreSQL connections per pool (PATHWAY_DB_POOL, 1–100, 10 when unset); the participant search
   * has a pool of its own (ADR 179).
   */
  dbPool: number;
  /**
   * Test mode for Pact provider verification (PATHWAY_PACT_STATES=1): the pact package's entry
   * (`pnpm pact:provider`) mounts its provider-state change endpoint `POST /_pact/provider-states`
   * (ADR 184); the server alone refuses the mode. Refused with production settings.
   */
  pactStates: boolean;
  /** The longest a session lives, refreshes or not (PATHWAY_SESSION_MAX_HOURS, 1–168, 12 when unset; ADR 185). */
  sessionMaxHours: number;
  /**
   * Where users reach the app (PATHWAY_PUBLIC_URL). An `https://` address says the server is behind
   * TLS: the answers then carry HSTS (ADR 186).
   */
  publicUrl: string | undefined;
  /**
   * The proxies whose X-Forwarded-For is believed (PATHWAY_TRUST_PROXY: addresses or CIDRs, comma
   * separated, e.g. `127.0.0.1`); without it the client address is the socket's. Throttling is per
   * address, so behind a load balancer this must name it (ADR 187).
   */
  trustProxy: string[] | undefined;
  /** Prometheus metrics (PATHWAY_METRICS_PORT): served on this port only; off when unset (ADR 186). */
  metricsPort: number | undefined;
  /** Where the metrics port listens (PATHWAY_METRICS_HOST, 127.0.0.1 when unset). */
  metricsHost: string;
  /** A bearer token the metrics port requires (PATHWAY_METRICS_TOKEN); none when unset. */
  metricsToken: string | undefined;
}

/** An empty variable counts as unset (`DATABASE_URL= npm start`). */
const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/** The clearance warning window: a whole number of days, 30 when unset. */
function clearanceWarningDays(value: string | undefined): number {
  if (value === undefined) return 30;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 0 || days > 3650) {
    throw new Error(`PATHWAY_CLEARANCE_WARNING_DAYS must be a whole number of days from 0 to 3650, not "${value}".`);
  }
  return days;
}

function maintenanceAt(hourText: string | undefined, timeText: string | undefined): TimeOfDay {
  if (timeText !== undefined) {
    const match = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(timeText);
    if (!match) throw new Error(`PATHWAY_MAINTENANCE_TIME must be a time of day HH:MM or HH:MM:SS, not "${timeText}".`);
    return { hour: Number(match[1]), minute: Number(match[2]), second: Number(match[3] ?? 0) };
  }
  if (hourText === undefined) return { hour: 3 };
  const hour = Number(hourText);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new Error(`PATHWAY_MAINTENANCE_HOUR must be a whole hour from 0 to 23, not "${hourText}".`);
  }
  return { hour };
}

function dbPool(value: string | undefined): number {
  if (value === undefined) return DEFAULT_POOL_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > 100) {
    throw new Error(`PATHWAY_DB_POOL must be a whole number of connections from 1 to 100, not "${value}".`);
  }
  return size;
}

/**
 * PATHWAY_PACT_STATES: `1` (or `true`) switches the Pact test mode on. The endpoint lets any caller
 * rewrite rows and sign in as anyone, so production settings (NODE_ENV=production, or a public
 * address in PATHWAY_PUBLIC_URL) refuse it.
 */
function pactStates(value: string | undefined, env: NodeJS.ProcessEnv): boolean {
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value !== '1' && value !== 'true') {
    throw new Error(`PATHWAY_PACT_STATES must be 1 (on) or 0 (off), not "${value}".`);
  }
  const production =
    env.NODE_ENV === 'production'
      ? 'NODE_ENV=production'
      : nonEmpty(env.PATHWAY_PUBLIC_URL)
        ? 'PATHWAY_PUBLIC_URL'
        : undefined;
  if (production) {
    throw new Error(
      `PATHWAY_PACT_STATES=1 is a test mode that lets any caller rewrite data and sign in as anyone; it is refused with ${production} (production settings).`,
    );
  }
  return true;
}

function sessionMaxHours(value: string | undefined): number {
  if (value === undefined) return 12;
  const hours = Number(value);
  if (!Number.isInteger(hours) || hours < 1 || hours > 168) {
    throw new Error(`PATHWAY_SESSION_MAX_HOURS must be a whole number of hours from 1 to 168, not "${value}".`);
  }
  return hours;
}

function publicUrl(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (!/^https?:\/\/[^/\s]+/.test(value)) {
    throw new Error(`PATHWAY_PUBLIC_URL must be an http:// or https:// address, not "${value}".`);
  }
  return value;
}

function metricsPort(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PATHWAY_METRICS_PORT must be a port number from 1 to 65535, not "${value}".`);
  }
  return port;
}

function seedLevel(value: string | undefined): ServerConfig['seed'] {
  return value === 'none' || value === 'small' || value === 'core' ? value : 'demo';
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? env.PATHWAY_API_PORT ?? 4010),
    // `memory://` keeps PGlite in memory (the end-to-end run): not a path to resolve.
    dataDir: env.PATHWAY_DATA_DIR?.startsWith('memory://')
      ? env.PATHWAY_DATA_DIR
      : resolve(env.PATHWAY_DATA_DIR ?? join(stateDir(env), 'data')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret: nonEmpty(env.PATHWAY_JWT_SECRET),
    smtpUrl: nonEmpty(env.PATHWAY_SMTP_URL),
    webDir: nonEmpty(env.PATHWAY_WEB_DIR),
    seed: seedLevel(env.PATHWAY_SEED),
    clearanceWarningDays: clearanceWarningDays(nonEmpty(env.PATHWAY_CLEARANCE_WARNING_DAYS)),
    maintenanceAt: maintenanceAt(nonEmpty(env.PATHWAY_MAINTENANCE_HOUR), nonEmpty(env.PATHWAY_MAINTENANCE_TIME)),
    dbPool: dbPool(nonEmpty(env.PATHWAY_DB_POOL)),
    pactStates: pactStates(nonEmpty(env.PATHWAY_PACT_STATES), env),
    sessionMaxHours: sessionMaxHours(nonEmpty(env.PATHWAY_SESSION_MAX_HOURS)),
    publicUrl: publicUrl(nonEmpty(env.PATHWAY_PUBLIC_URL)),
    trustProxy: nonEmpty(env.PATHWAY_TRUST_PROXY)
      ?.split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
    metricsPort: metricsPort(nonEmpty(env.PATHWAY_METRICS_PORT)),
    metricsHost: nonEmpty(env.PATHWAY_METRICS_HOST) ?? '127.0.0.1',
    metricsToken: nonEmpty(env.PATHWAY_METRICS_TOKEN),
  };
}

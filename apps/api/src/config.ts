import { resolve } from 'node:path';
import { DEFAULT_POOL_SIZE } from './db/database.ts';

export interface ServerConfig {
  host: string;
  port: number;
  /** PGlite's folder (and the JWT secret, uploaded documents); `.data/` of the repository by default. */
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
   * The hour (0–23, server local time) at which the server restores the participant search's
   * table order each day (PATHWAY_MAINTENANCE_HOUR, 3 when unset; src/db/searchOrder.ts).
   */
  maintenanceHour: number;
  /**
   * PostgreSQL connections per pool (PATHWAY_DB_POOL, 1–100, 10 when unset); the participant search
   * has a pool of its own (ADR 179).
   */
  dbPool: number;
  /**
   * Test mode for Pact provider verification (PATHWAY_PACT_STATES=1): the server also answers the
   * provider-state change endpoint `POST /_pact/provider-states` (ADR 184). Refused with production
   * settings.
   */
  pactStates: boolean;
}

const repositoryRoot = resolve(import.meta.dirname, '../../..');

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

function maintenanceHour(value: string | undefined): number {
  if (value === undefined) return 3;
  const hour = Number(value);
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new Error(`PATHWAY_MAINTENANCE_HOUR must be a whole hour from 0 to 23, not "${value}".`);
  }
  return hour;
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
      : resolve(env.PATHWAY_DATA_DIR ?? resolve(repositoryRoot, '.data')),
    databaseUrl: nonEmpty(env.DATABASE_URL),
    jwtSecret: nonEmpty(env.PATHWAY_JWT_SECRET),
    smtpUrl: nonEmpty(env.PATHWAY_SMTP_URL),
    webDir: nonEmpty(env.PATHWAY_WEB_DIR),
    seed: seedLevel(env.PATHWAY_SEED),
    clearanceWarningDays: clearanceWarningDays(nonEmpty(env.PATHWAY_CLEARANCE_WARNING_DAYS)),
    maintenanceHour: maintenanceHour(nonEmpty(env.PATHWAY_MAINTENANCE_HOUR)),
    dbPool: dbPool(nonEmpty(env.PATHWAY_DB_POOL)),
    pactStates: pactStates(nonEmpty(env.PATHWAY_PACT_STATES), env),
  };
}

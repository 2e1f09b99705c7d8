import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config.ts';
import type { Tokens } from '../auth/tokens.ts';
import type { Sealers } from './sealer.ts';
import type { Metrics } from '../core/metrics.ts';

/** What handlers share beyond the database: configuration, tokens, the clock and the log. */
export interface Services {
  config: ServerConfig;
  tokens: Tokens;
  log: FastifyBaseLogger;
  /** The clock; tests may move it. */
  now: () => Date;
  /** Drops the memo of a user's sessions, so a change to them (password, roles, deactivation) applies at once. */
  forgetUser: (userId: number) => void;
  /** Seals and opens secrets and account numbers at rest, a key per purpose (ADR 181). */
  sealers: Sealers;
  /** The Prometheus metrics the handlers count into (sign-in failures, ended sessions). */
  metrics: Metrics;
  /** Drops the memo of one session (signed out here). */
  forgetSession: (sessionId: string) => void;
}

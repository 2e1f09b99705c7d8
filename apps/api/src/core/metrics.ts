import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Connections of one database pool at the moment of a scrape. */
export interface PoolStats {
  pool: string;
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The server's Prometheus metrics (ADR 186), one registry per app so tests may build several:
 * request durations by operation, the database pools, sign-in failures and ended sessions.
 */
export function createMetrics(options: { poolStats?: () => PoolStats[] } = {}) {
  const registry = new Registry();
  const requestDuration = new Histogram({
    name: 'pathway_http_request_duration_seconds',
    help: 'Time to answer a request, by operation (the contract operationId; static, metrics or unknown otherwise).',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: 'pathway_sign_in_failures_total',
    help: 'Refused sign-ins: wrong-credentials, throttled or no-login-right.',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const sessionsRevoked = new Counter({
    name: 'pathway_sessions_revoked_total',
    help: 'Sessions ended before their time, by reason (sign-out, deactivated, password-changed, …).',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const poolStats = options.poolStats;
  new Gauge({
    name: 'pathway_db_pool_connections',
    help: 'Database connections of each pool, by state (total, idle, waiting requests).',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      for (const stats of poolStats?.() ?? []) {
        this.set({ pool: stats.pool, state: 'total' }, stats.total);
        this.set({ pool: stats.pool, state: 'idle' }, stats.idle);
        this.set({ pool: stats.pool, state: 'waiting' }, stats.waiting);
      }
    },
  });
  return {
    registry,
    requestDuration,
    signInFailures,
    sessionsRevoked,
    /** Adds the process's own metrics (memory, event loop lag, GC), for a served registry only. */
    collectProcessMetrics: () => collectDefaultMetrics({ register: registry, prefix: 'pathway_' }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics on a port of its own (PATHWAY_METRICS_PORT, loopback by default), never beside the
 * app's port, and behind a bearer token when PATHWAY_METRICS_TOKEN is set.
 */
export async function serveMetrics(
  metrics: Metrics,
  options: { port: number; host: string; token: string | undefined },
): Promise<Server> {
  metrics.collectProcessMetrics();
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Only GET /metrics is served here.\n');
      return;
    }
    const header = request.headers.authorization ?? '';
    if (options.token && !sameToken(header, `Bearer ${options.token}`)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('A token is needed.\n');
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text))
      .catch((error: unknown) => response.writeHead(500).end(`${(error as Error).message}\n`));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port, options.host, done);
  });
  return server;
}

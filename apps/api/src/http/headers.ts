import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.ts';

/** One year: the HSTS lifetime browsers and the preload list expect. */
const HSTS_SECONDS = 31_536_000;

/**
 * The security headers of every answer, through @fastify/helmet (ADR 186): a CSP that lets nothing
 * run or frame an API answer (the index page replaces it with the build's own, static.ts),
 * `X-Frame-Options: DENY` beside `frame-ancestors 'none'` for browsers that know only the former,
 * nosniff, no referrer, and HSTS only when PATHWAY_PUBLIC_URL says users reach us over https (a
 * plain-http deployment must not pin browsers to a TLS that is not there).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<ServerConfig, 'publicUrl'>) {
  const behindTls = config.publicUrl?.startsWith('https://') === true;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: behindTls ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
  });
}

/** A caller's X-Request-Id is kept when it is a plain token (a proxy's or a test's); otherwise ours. */
const REQUEST_ID = /^[\w.:-]{1,64}$/;

/**
 * The request id of every log line and answer (ADR 186): the one a proxy sent, or a fresh UUID.
 * It comes back in `X-Request-Id` on every answer, errors included.
 */
export function requestIdOf(request: { headers: FastifyRequest['headers'] }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** The placeholder the web build writes where a response's nonce goes (ADR 082). */
const NONCE_PLACEHOLDER = 'PATHWAY_CSP_NONCE';

/**
 * The Content-Security-Policy file the web build writes beside index.html
 * (apps/web/src/build/securityPolicy.ts): the policy is defined once, by the build that knows what
 * the page runs (the hash of its inline guest check, ADR 173), and served here with the nonce.
 */
export const POLICY_FILE = 'content-security-policy.txt';

/** Hashed build output: its name changes with its content, so it may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (`apps/web/dist`, PATHWAY_WEB_DIR) beside /api, same origin, with
 * @fastify/static (ADR 186): hashed assets cached for a year, other files revalidated, nothing
 * outside the folder; an unknown path falls through to the API's JSON 404. The index page is ours:
 * a fresh nonce for styled-components in the page and in the build's CSP, which replaces the
 * API's locked-down one (headers.ts). Hash routing means every page is the index page.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string): Promise<void> {
  const root = resolve(webDir);
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: false,
    list: false,
    cacheControl: false,
    // The index page and its policy only through indexPage below, never as they lie on disk.
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== `/${POLICY_FILE}`,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.startsWith(`${root}${sep}assets${sep}`) ? IMMUTABLE : 'no-cache');
    },
  });

  const indexPage = async (_request: unknown, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    const withNonce = async (name: string) =>
      (await readFile(resolve(root, name), 'utf8')).replaceAll(NONCE_PLACEHOLDER, nonce);
    // A build without its policy fails the request (500) rather than being served without one.
    const [html, policy] = await Promise.all([withNonce('index.html'), withNonce(POLICY_FILE)]);
    return reply
      .header('content-security-policy', policy.trim())
      .header('referrer-policy', 'same-origin')
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get('/', indexPage);
  app.get('/index.html', indexPage);
}

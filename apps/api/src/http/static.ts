import { randomBytes } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The placeholder the web build writes where a response's nonce goes (ADR 082). */
const NONCE_PLACEHOLDER = 'PATHWAY_CSP_NONCE';

/**
 * The Content-Security-Policy file the web build writes beside index.html
 * (apps/web/src/build/securityPolicy.ts): the policy is defined once, by the build that knows what
 * the page runs (the hash of its inline guest check, ADR 173), and served here with the nonce.
 */
export const POLICY_FILE = 'content-security-policy.txt';

/**
 * Serves the built web app (`apps/web/dist`, PATHWAY_WEB_DIR) beside /api, same origin: the index
 * page with a fresh nonce for styled-components and the build's CSP naming it, hashed assets
 * cached for a year, nothing outside the folder. Hash routing means every page is the index page.
 */
export function serveWebApp(app: FastifyInstance, webDir: string): void {
  const root = resolve(webDir);
  app.get('/*', async (request, reply) => {
    const path = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/^\/+/, ''));
    if (path === 'api' || path.startsWith('api/')) {
      reply.callNotFound();
      return reply;
    }
    const file = resolve(root, path === '' ? 'index.html' : path);
    if (file !== root && !file.startsWith(root + sep)) return reply.code(404).send();
    const info = await stat(file).catch(() => undefined);
    void reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin');
    if (!info?.isFile() || file.endsWith('index.html')) {
      const nonce = randomBytes(16).toString('base64');
      const withNonce = async (name: string) =>
        (await readFile(resolve(root, name), 'utf8')).replaceAll(NONCE_PLACEHOLDER, nonce);
      // A build without its policy fails the request (500) rather than being served without one.
      const [html, policy] = await Promise.all([withNonce('index.html'), withNonce(POLICY_FILE)]);
      return reply
        .header('content-security-policy', policy.trim())
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    }
    return reply
      .header('cache-control', path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
      .type(TYPES[extname(file)] ?? 'application/octet-stream')
      .send(await readFile(file));
  });
}

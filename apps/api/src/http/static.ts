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

/** The production policy of the web app (the same as apps/web's `vite preview`, ADR 082). */
export function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "font-src 'self'",
    // The applicant review shows an uploaded document inline from an object URL of its bytes (ADR 130).
    "img-src 'self' blob:",
    "frame-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Serves the built web app (`apps/web/dist`, PATHWAY_WEB_DIR) beside /api, same origin: the index
 * page with a fresh nonce for styled-components and the CSP naming it, hashed assets cached for a
 * year, nothing outside the folder. Hash routing means every page is the index page.
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
      const html = (await readFile(resolve(root, 'index.html'), 'utf8')).replaceAll('PATHWAY_CSP_NONCE', nonce);
      return reply
        .header('content-security-policy', contentSecurityPolicy(nonce))
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

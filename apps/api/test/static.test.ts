import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { CORE_ONLY } from '../src/seed/run.ts';
import { POLICY_FILE } from '../src/http/static.ts';
import { createServer, type StartedServer } from '../src/server.ts';

const POLICY =
  "default-src 'self'; script-src 'self' 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='; " +
  "style-src 'self' 'nonce-PATHWAY_CSP_NONCE'; frame-ancestors 'none'";

describe('the built web app served beside /api', () => {
  let server: StartedServer;
  const webDir = mkdtempSync(join(tmpdir(), 'pathway-web-'));

  beforeAll(async () => {
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(
      join(webDir, 'index.html'),
      '<html><head><meta name="csp-nonce" content="PATHWAY_CSP_NONCE"></head></html>',
    );
    // The policy as the web build writes it (apps/web/src/build/securityPolicy.ts).
    writeFileSync(join(webDir, POLICY_FILE), `${POLICY}\n`);
    writeFileSync(join(webDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    server = await createServer(
      { ...configFromEnv({}), dataDir: 'memory://', jwtSecret: 'static-test-secret-0123456789-0123456789', webDir },
      { seed: CORE_ONLY },
    );
  });
  afterAll(async () => {
    await server.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('answers the index page with a fresh nonce named by the CSP, and frame-ancestors none', async () => {
    const first = await server.app.inject({ method: 'GET', url: '/' });
    const second = await server.app.inject({ method: 'GET', url: '/' });
    const nonce = /content="([^"]+)"/.exec(first.body)?.[1] ?? '';
    expect(nonce).not.toBe('PATHWAY_CSP_NONCE');
    // The build's policy, as written, with this response's nonce.
    expect(first.headers['content-security-policy']).toBe(POLICY.replace('PATHWAY_CSP_NONCE', nonce));
    expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(first.headers['content-security-policy']).toContain("script-src 'self'");
    expect(second.body).not.toBe(first.body);
    expect(second.headers['content-security-policy']).not.toBe(first.headers['content-security-policy']);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets for a year and nothing outside the folder', async () => {
    const asset = await server.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const outside = await server.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(outside.body).not.toContain('root:');
  });

  it('refuses to serve the index page of a build without its policy rather than serve it unprotected', async () => {
    rmSync(join(webDir, POLICY_FILE));
    try {
      const response = await server.app.inject({ method: 'GET', url: '/' });
      expect(response.statusCode).toBe(500);
      // The API's own policy for everything else: nothing on the error page may run.
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).not.toContain('csp-nonce');
    } finally {
      writeFileSync(join(webDir, POLICY_FILE), `${POLICY}\n`);
    }
  });

  it('leaves /api to the API: an unknown operation is a JSON 404, not the index page', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});

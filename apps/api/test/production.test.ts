import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../src/config.ts';
import { CORE_ONLY } from '../src/seed/run.ts';
import { serveMetrics } from '../src/core/metrics.ts';
import { createServer, type StartedServer } from '../src/server.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * What a provider's IT meets (ADR 186): the security headers of every answer, HSTS only behind
 * https, a request id on every answer, health and readiness, and the metrics on their own port.
 */
describe('serving in production', () => {
  let server: TestServer;
  let metrics: Server;
  const token = 'metrics-token-0123456789';

  beforeAll(async () => {
    server = await startTestServer({ seed: CORE_ONLY });
    metrics = await serveMetrics(server.app.pathway.metrics, { port: 0, host: '127.0.0.1', token });
  });
  afterAll(async () => {
    await new Promise((done) => metrics.close(done));
    await server.close();
  });

  it('answers with helmet’s headers and a request id, no HSTS over plain http', async () => {
    const answer = await server.call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', version: '3.0.5' });
    expect(answer.headers).toMatchObject({
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cache-control': 'no-store',
    });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    expect(String(answer.headers['x-request-id'])).toMatch(/^[0-9a-f-]{36}$/);
    const refused = await server.call('GET', '/api/system/session-time-limit', {
      headers: { 'x-request-id': 'haproxy-4f2a' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers['x-request-id']).toBe('haproxy-4f2a');
  });

  it('says it is ready while the database answers', async () => {
    expect((await server.call('GET', '/api/ready')).body).toEqual({ status: 'ok', version: '3.0.5' });
  });

  it('serves the metrics on their own port, behind the token', async () => {
    await server.call('POST', '/api/auth/login', { body: { username: 'admin', password: 'Wrong#Pass1' } });
    await server.login('admin');
    const url = `http://127.0.0.1:${String((metrics.address() as AddressInfo).port)}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toMatch(
      /pathway_http_request_duration_seconds_count\{operation="authLogin",method="POST",status="200"\} \d+/,
    );
    expect(text).toMatch(/pathway_sign_in_failures_total\{reason="wrong-credentials"\} [1-9]/);
    expect(text).toContain('pathway_process_cpu_seconds_total');
    expect((await server.call('GET', '/metrics')).status).toBe(404);
  });
});

describe('behind TLS', () => {
  let server: StartedServer;
  let databaseClosed = false;
  beforeAll(async () => {
    server = await createServer(
      {
        ...configFromEnv({ PATHWAY_PUBLIC_URL: 'https://pathway.partner4work.org' }),
        dataDir: 'memory://',
        jwtSecret: 'tls-test-secret-0123456789-0123456789',
      },
      { seed: false },
    );
  });
  afterAll(async () => {
    if (databaseClosed) await server.app.close();
    else await server.close();
  });

  it('sends HSTS when PATHWAY_PUBLIC_URL is https, and a database that stops answering makes it not ready', async () => {
    const health = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    await server.database.close();
    databaseClosed = true;
    expect((await server.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect((await server.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

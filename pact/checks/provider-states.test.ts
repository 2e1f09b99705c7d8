import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/api/src/app.ts';
import { createTokens } from '../../apps/api/src/auth/tokens.ts';
import { configFromEnv, type ServerConfig } from '../../apps/api/src/config.ts';
import { SMALL } from '../../apps/api/src/seed/run.ts';
import { createServer, type StartedServer } from '../../apps/api/src/server.ts';
import { PROVIDER_STATES } from '../src/provider-states/registry.ts';
import { providerStates } from '../src/provider-states/route.ts';

interface TestServer extends StartedServer {
  config: ServerConfig;
  /** Sends a request through Fastify's inject (no socket); `token` adds the bearer header. */
  call: (method: 'GET' | 'POST', url: string, options?: { token?: string; body?: unknown }) => Promise<Answer>;
}
interface Answer {
  status: number;
  body: unknown;
}

const SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** The reference server on an in-memory PGlite with the small data, with the provider states or without. */
async function startServer(pactStates: boolean): Promise<TestServer> {
  const config: ServerConfig = {
    ...configFromEnv({}),
    dataDir: 'memory://',
    databaseUrl: undefined,
    jwtSecret: SECRET,
    smtpUrl: undefined,
    webDir: undefined,
    pactStates,
  };
  const server = await createServer(config, { seed: SMALL, plugins: pactStates ? [providerStates] : [] });
  const call: TestServer['call'] = async (method, url, { token, body } = {}) => {
    const response = await server.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const json = (response.headers['content-type'] ?? '').includes('json') && response.body !== '';
    return { status: response.statusCode, body: json ? (JSON.parse(response.body) as unknown) : response.body };
  };
  return { ...server, config, call };
}

/**
 * The Pact test mode (ADR 184), the reference server with the pact package's provider states mounted: the provider-state change endpoint exists only when switched on,
 * answers the standard state-change request with the state's ids and the token of the user the
 * interaction is sent as, and refuses a sentence it does not know.
 */
describe('the provider-state endpoint', () => {
  let server: TestServer;
  let plain: TestServer;
  const change = (body: unknown, target = server) => target.call('POST', '/_pact/provider-states', { body });

  beforeAll(async () => {
    [server, plain] = await Promise.all([startServer(true), startServer(false)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([server.close(), plain.close()]);
  });

  it('is not there unless the Pact test mode is on', async () => {
    expect((await change({ state: 'a user is signed in', params: {}, action: 'setup' }, plain)).status).toBe(404);
  });

  it('sets a state up and answers its ids with a token the server accepts', async () => {
    const response = await change({
      state: 'a user with id {userId} exists',
      params: { userId: 1187 },
      action: 'setup',
    });
    expect(response.status).toBe(200);
    const values = response.body as { userId: number; token: string };
    expect(values.userId).toBe(1187);
    const user = await server.call('GET', '/api/users/1187', { token: values.token });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ userName: 'dwashington', version: 4 });
  });

  it('answers the token of the user the state names: here the viewer, who lacks the claim', async () => {
    const response = await change({
      state: 'the signed-in user lacks VIEW_STUDENT',
      params: {},
      action: 'setup',
    });
    const { token } = response.body as { token: string };
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    expect(payload.userName).toBe('viewer');
    expect(payload.VIEW_STUDENT).toBeUndefined();
  });

  it('answers an expired token for the expired-token state', async () => {
    const response = await change({ state: 'the token has expired', params: {}, action: 'setup' });
    const { token } = response.body as { token: string };
    expect((await server.call('GET', '/api/auth/check-session', { token })).status).toBe(401);
  });

  it('has nothing to undo on teardown, and refuses a sentence it does not know', async () => {
    const teardown = await change({ state: 'a user is signed in', params: {}, action: 'teardown' });
    expect([teardown.status, teardown.body]).toEqual([200, {}]);
    const unknown = await change({ state: 'a unicorn exists', params: {}, action: 'setup' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'No provider state "a unicorn exists" (see pact/PROVIDER-STATES.md).' });
    expect((await change({ params: {} })).status).toBe(400);
  });

  it('describes every state it sets up, in words, for the state catalogue', () => {
    const undescribed = Object.entries(PROVIDER_STATES)
      .filter(([, state]) => state.holds.trim().length < 8)
      .map(([sentence]) => sentence);
    expect(undescribed).toEqual([]);
  });

  it('refuses to mount outside the Pact test mode', async () => {
    const tokens = createTokens(new TextEncoder().encode(SECRET));
    await expect(
      buildApp({ database: plain.database, config: plain.config, tokens, plugins: [providerStates] }),
    ).rejects.toThrow('The provider states mount only in the Pact test mode (PATHWAY_PACT_STATES=1, ADR 184).');
  });
});

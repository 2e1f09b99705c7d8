// The provider-state change endpoint of the Pact test mode (PATHWAY_PACT_STATES=1, ADR 184):
// `POST /_pact/provider-states` with `{ state, params, action }`, the body every Pact verifier sends
// to its provider-states setup URL. `setup` makes the state true and answers its values as a JSON
// object; `teardown` has nothing to undo (each state replaces what an earlier one left).
import type { AppPlugin } from '../../../apps/api/src/app.ts';
import { createStateRunner, UnknownProviderState } from './registry.ts';

export const PROVIDER_STATES_PATH = '/_pact/provider-states';

interface StateChange {
  state?: unknown;
  params?: unknown;
  action?: unknown;
}

/**
 * The endpoint as a plugin of the reference server (buildApp's `plugins`), lent the server's own
 * database and services. It mounts only in the Pact test mode, which production settings refuse.
 */
export const providerStates: AppPlugin = (app, { database, services }, done) => {
  if (!services.config.pactStates) {
    done(new Error('The provider states mount only in the Pact test mode (PATHWAY_PACT_STATES=1, ADR 184).'));
    return;
  }
  const runner = createStateRunner({
    db: database.db,
    config: services.config,
    sealers: services.sealers,
    tokens: services.tokens,
    forgetUser: services.forgetUser,
    call: async ({ method, url, token, body }) => {
      const response = await app.inject({
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
    },
  });

  app.post(PROVIDER_STATES_PATH, async (request, reply) => {
    const change = (request.body ?? {}) as StateChange;
    const reply400 = (message: string) => reply.code(400).type('application/json').send(JSON.stringify({ message }));
    if (typeof change.state !== 'string') return reply400('A state change needs the state sentence in `state`.');
    const action = change.action ?? 'setup';
    if (action === 'teardown') return reply.code(200).type('application/json').send('{}');
    if (action !== 'setup') return reply400('`action` is setup or teardown.');
    const params =
      typeof change.params === 'object' && change.params !== null && !Array.isArray(change.params)
        ? (change.params as Record<string, unknown>)
        : {};
    try {
      const values = await runner.setUp(change.state, params);
      return await reply.code(200).type('application/json').send(JSON.stringify(values));
    } catch (error) {
      if (error instanceof UnknownProviderState) return reply400(error.message);
      request.log.error({ err: error, state: change.state }, 'provider state failed');
      return reply
        .code(500)
        .type('application/json')
        .send(JSON.stringify({ message: `The provider state "${change.state}" failed: ${(error as Error).message}` }));
    }
  });
  done();
};

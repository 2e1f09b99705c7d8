// The reference server (apps/api) in this process, in its Pact test mode with the provider states mounted, on an in-memory PGlite
// with the small demo data, listening on a free port of 127.0.0.1: the provider the pacts are
// verified against in `npm test`. Its states are set up over HTTP, exactly as for a backend team's
// `pnpm pact:verify` (ADR 184).
import type { AddressInfo } from 'node:net';
import { configFromEnv, type ServerConfig } from '../../../apps/api/src/config.ts';
import { SMALL } from '../../../apps/api/src/seed/run.ts';
import { createServer } from '../../../apps/api/src/server.ts';
import { PROVIDER_STATES_PATH, providerStates } from '../provider-states/route.ts';

export interface ReferenceServer {
  baseUrl: string;
  /** Its provider-state change endpoint. */
  statesUrl: string;
  close: () => Promise<void>;
}

export async function startReferenceServer(): Promise<ReferenceServer> {
  const config: ServerConfig = {
    ...configFromEnv({}),
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    databaseUrl: undefined,
    jwtSecret: 'pact-provider-verification-secret-0123456789',
    smtpUrl: undefined,
    webDir: undefined,
    pactStates: true,
  };
  // Errors only: a 500 (a handler's failure or an answer outside the contract) says why in the output.
  const server = await createServer(config, { seed: SMALL, logger: { level: 'error' }, plugins: [providerStates] });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  return {
    baseUrl,
    statesUrl: `${baseUrl}${PROVIDER_STATES_PATH}`,
    close: () => server.close(),
  };
}

// The reference server (apps/api) in this process, on an in-memory PGlite with the small demo data,
// listening on a free port of 127.0.0.1: the provider the pacts are verified against. The state
// handlers write to its database directly, so a state is set up by the same modules the server uses.
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { configFromEnv, type ServerConfig } from '../../../apps/api/src/config.ts';
import type { Database } from '../../../apps/api/src/db/schema.ts';
import { SMALL } from '../../../apps/api/src/db/seed/run.ts';
import { createServer, type StartedServer } from '../../../apps/api/src/server.ts';

/** Fixed for the run so the expired-token state can sign a token the server recognises as its own. */
export const JWT_SECRET = 'pact-provider-verification-secret-0123456789';

export interface ReferenceServer {
  baseUrl: string;
  config: ServerConfig;
  db: Kysely<Database>;
  server: StartedServer;
  /** Drops the server's two-second memo of a user's sessions after a state changed that user. */
  forgetUser: (userId: number) => void;
  close: () => Promise<void>;
}

export async function startReferenceServer(): Promise<ReferenceServer> {
  const config: ServerConfig = {
    ...configFromEnv({}),
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    databaseUrl: undefined,
    jwtSecret: JWT_SECRET,
    smtpUrl: undefined,
    webDir: undefined,
  };
  // Errors only: a 500 (a handler's failure or an answer outside the contract) says why in the output.
  const server = await createServer(config, { seed: SMALL, logger: { level: 'error' } });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = server.app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    config,
    db: server.database.db,
    server,
    forgetUser: (userId) => {
      server.app.pathway.principals.forget(userId);
    },
    close: () => server.close(),
  };
}

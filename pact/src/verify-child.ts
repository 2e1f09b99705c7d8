// The process `pnpm pact:verify` runs the Pact Verifier in. The verifier's native thread keeps a
// process alive until every interaction has had its turn, even after process.exit, so when the
// provider goes away mid-run this process only reports it and src/verify.ts ends it at once.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { networkReason } from './provider-check.ts';
import {
  verifyPacts,
  type BrokerSource,
  type LogLevel,
  type StateHandlers,
  type VerificationReport,
} from './verification.ts';

// Pact would otherwise report usage to its maintainers; nothing may leave 127.0.0.1.
process.env.PACT_DO_NOT_TRACK = 'true';

/** What src/verify.ts asks for: the options of a verification, as plain data. */
export interface VerifyRequest {
  provider: string;
  providerBaseUrl: string;
  logLevel: LogLevel;
  states: { url: string } | { handlersFile: string };
  pacts: { files: string[] } | { broker: BrokerSource };
}

/** The report, or the one line that says why there is none. */
export type VerifyReply = { report: VerificationReport } | { fatal: string };

/** Sends the reply; the channel closes once it is sent, so this process ends when the verifier has. */
const reply = (message: VerifyReply) => {
  if (process.connected) process.send?.(message, () => process.disconnect());
};
const firstLine = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);

let providerBaseUrl = 'the provider';

// The verifier's proxy forwards each request to the provider; if the provider goes away during a
// request, its connection error surfaces here.
process.on('uncaughtException', (error) => {
  const reason = networkReason(error);
  reply({
    fatal: ['connection refused', 'connection reset'].includes(reason)
      ? `the provider at ${providerBaseUrl} stopped answering (${reason}).`
      : firstLine(error),
  });
});

async function loadStateHandlers(file: string): Promise<StateHandlers> {
  const loaded: unknown = await import(pathToFileURL(resolve(process.cwd(), file)).href);
  const handlers = (loaded as { default?: unknown }).default;
  if (typeof handlers !== 'object' || handlers === null) {
    throw new Error(`${file} must export default an object of state handlers`);
  }
  return handlers as StateHandlers;
}

process.once('message', (request: VerifyRequest) => {
  providerBaseUrl = request.providerBaseUrl;
  void (async () => {
    try {
      const states =
        'url' in request.states ? request.states : { handlers: await loadStateHandlers(request.states.handlersFile) };
      reply({ report: await verifyPacts({ ...request, states }) });
    } catch (error) {
      reply({ fatal: firstLine(error) });
    }
  })();
});

// One way to verify the pathway-web pacts against a running provider, shared by `pnpm pact:verify`
// (src/verify.ts) and the in-process check of `npm test` (checks/provider.test.ts): the Pact
// Verifier replays every interaction; each provider state is set up over HTTP at the provider's
// state-change endpoint (or by handlers in this process), and the state answers the ids and the
// bearer token the interaction needs. Before anything runs, the provider must answer: otherwise one
// line says so at once instead of every interaction timing out.
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { assertProviderAnswers, assertStateEndpoint, networkReason, ProviderUnreachable } from './provider-check.ts';

export type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The parts of the verifier's JSON report we read. */
export interface VerificationReport {
  result: boolean;
  errors: { interaction: string; mismatch: unknown }[];
  output: string[];
}

export interface BrokerSource {
  url: string;
  token: string | undefined;
  /** Publish the results as this provider version (on its branch) when set. */
  publishAs: { version: string; branch: string | undefined } | undefined;
}

export interface VerificationOptions {
  provider: string;
  providerBaseUrl: string;
  /** The provider's state-change endpoint, or state handlers running in this process. */
  states: { url: string } | { handlers: StateHandlers };
  /** Local pact files, or the broker's pacts for the main branch and every deployed or released version. */
  pacts: { files: string[] } | { broker: BrokerSource };
  logLevel: LogLevel;
}

const OBJECT_PROTOCOL = new Set(['then', 'toJSON', 'toString', 'valueOf', 'constructor', 'inspect']);

/**
 * Every state sentence, set up by a POST of `{ state, params, action: 'setup' }` to `url` (the
 * standard state-change request), answering the JSON object the provider returns.
 */
function statesAt(url: string, fail: (error: ProviderUnreachable) => void): StateHandlers {
  const setUp = (state: string) => async (params?: unknown) => {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
      });
    } catch (error) {
      const unreachable = new ProviderUnreachable(
        `the provider-state endpoint ${url} stopped answering (${networkReason(error)}).`,
      );
      fail(unreachable);
      throw unreachable;
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`state "${state}": ${String(response.status)} ${text.slice(0, 300)}`);
    return text.trim() === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
  };
  // The verifier looks handlers up by sentence. The names JavaScript itself asks an object for stay
  // undefined: `then` (awaiting), `toJSON` (logging the options) and the like.
  const isSentence = (name: string | symbol): name is string => typeof name === 'string' && !OBJECT_PROTOCOL.has(name);
  return new Proxy<StateHandlers>(
    {},
    {
      get: (_target, state) => (isSentence(state) ? setUp(state) : undefined),
      has: (_target, state) => isSentence(state),
    },
  );
}

/** Minimal shape of the Express request the verifier's proxy hands to a request filter. */
interface FilteredRequest {
  headers: Record<string, string | string[] | undefined>;
}

// The verifier's proxy streams every body, so a bodyless POST would reach the provider chunked and
// without a content type (Fastify answers 415); a browser sends it with a length of 0.
const requestFilter = (request: FilteredRequest, _response: unknown, next: () => void): void => {
  if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) {
    request.headers['content-length'] = '0';
  }
  next();
};

/**
 * Checks the provider answers, then replays the pacts. Resolves with the verifier's report whether
 * the interactions passed or not; rejects with ProviderUnreachable when the provider is not there.
 */
export async function verifyPacts(options: VerificationOptions): Promise<VerificationReport> {
  await assertProviderAnswers(options.providerBaseUrl);
  if ('url' in options.states) await assertStateEndpoint(options.states.url);

  let abort: (error: ProviderUnreachable) => void = () => undefined;
  const aborted = new Promise<never>((_resolve, reject) => {
    abort = reject;
  });
  const stateHandlers = 'url' in options.states ? statesAt(options.states.url, abort) : options.states.handlers;
  const source: Partial<VerifierOptions> =
    'files' in options.pacts
      ? { pactUrls: options.pacts.files }
      : {
          pactBrokerUrl: options.pacts.broker.url,
          ...(options.pacts.broker.token ? { pactBrokerToken: options.pacts.broker.token } : {}),
          consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
          publishVerificationResult: options.pacts.broker.publishAs !== undefined,
          ...(options.pacts.broker.publishAs
            ? {
                providerVersion: options.pacts.broker.publishAs.version,
                ...(options.pacts.broker.publishAs.branch
                  ? { providerVersionBranch: options.pacts.broker.publishAs.branch }
                  : {}),
              }
            : {}),
        };
  const verifier = new Verifier({
    provider: options.provider,
    providerBaseUrl: options.providerBaseUrl,
    logLevel: options.logLevel,
    requestFilter,
    stateHandlers,
    ...source,
  });
  let json: unknown;
  try {
    json = await Promise.race([verifier.verifyProvider(), aborted]);
  } catch (error) {
    if (error instanceof ProviderUnreachable) throw error;
    // A failed verification rejects with the same JSON report as its message.
    json = error instanceof Error ? error.message : error;
  }
  if (typeof json !== 'string') throw new Error(`The verifier answered no report: ${String(json)}`);
  try {
    return JSON.parse(json) as VerificationReport;
  } catch {
    throw new Error(`The verifier failed: ${json.split('\n')[0] ?? json}`);
  }
}

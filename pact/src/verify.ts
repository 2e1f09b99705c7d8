// `pnpm pact:verify --provider-base-url URL`: replays every interaction of the local pact files
// against a running provider. No broker is involved unless PACT_BROKER_BASE_URL is set (see README).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { readPactFiles } from './pact-files.ts';
import { PROVIDER, pactRoot, pactsDir } from './paths.ts';

// Pact would otherwise report usage to its maintainers; nothing may leave 127.0.0.1.
process.env.PACT_DO_NOT_TRACK = 'true';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

const usage = `Usage: pnpm pact:verify --provider-base-url URL [options]

  --provider-base-url URL    the running provider, e.g. http://127.0.0.1:8080 (required)
  --provider NAME            which provider's pacts to replay: pathway-api (default) or
                             pathway-document-functions (the serverless document-request host)
  --state-handlers FILE      a module whose default export maps provider-state sentences to
                             functions (e.g. pact/src/state-handlers.recorded-ids.ts)
  --state-setup-url URL      or: the provider's own endpoint that sets up states
  --log-level LEVEL          trace | debug | info | warn | error (default warn)

Environment:
  PACT_PROVIDER_TOKEN        bearer token put on every replayed request instead of the pact's one
  PACT_BROKER_BASE_URL       fetch pacts from this broker instead of pact/pacts (off by default)
  PACT_BROKER_TOKEN          the broker's token
  PACT_PUBLISH_VERIFICATION_RESULTS=true with PACT_PROVIDER_VERSION: publish results to the broker`;

const { values } = parseArgs({
  options: {
    'provider-base-url': { type: 'string' },
    provider: { type: 'string', default: PROVIDER },
    'state-handlers': { type: 'string' },
    'state-setup-url': { type: 'string' },
    'log-level': { type: 'string', default: 'warn' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

const providerBaseUrl = values['provider-base-url'];
if (values.help || !providerBaseUrl) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}

const logLevels = ['trace', 'debug', 'info', 'warn', 'error'] as const;
type LogLevel = (typeof logLevels)[number];
const isLogLevel = (value: string): value is LogLevel => (logLevels as readonly string[]).includes(value);
const logLevel = values['log-level'];
if (!isLogLevel(logLevel)) {
  console.error(`--log-level must be one of ${logLevels.join(', ')}`);
  process.exit(2);
}

const provider = values.provider;

/** The pact files of the provider to replay; written by the consumer tests when there are none. */
function localPactFiles(): string[] {
  const list = () =>
    existsSync(pactsDir)
      ? readPactFiles()
          .filter(({ pact }) => pact.provider.name === provider)
          .map(({ file }) => file)
      : [];
  let files = list();
  if (files.length === 0) {
    console.log(`No pact file for ${provider} yet: running the consumer tests to write it.`);
    const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'consumer'], {
      cwd: pactRoot,
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
    files = list();
  }
  if (files.length === 0) {
    console.error(`No pact has the provider ${provider}.`);
    process.exit(2);
  }
  return files;
}

async function loadStateHandlers(file: string | undefined): Promise<StateHandlers | undefined> {
  if (!file) return undefined;
  const loaded: unknown = await import(pathToFileURL(resolve(process.cwd(), file)).href);
  const handlers = (loaded as { default?: unknown }).default;
  if (typeof handlers !== 'object' || handlers === null) {
    console.error(`${file} must export default an object of state handlers`);
    process.exit(2);
  }
  return handlers as StateHandlers;
}

/** Minimal shape of the Express request the verifier's proxy hands to a request filter. */
interface FilteredRequest {
  headers: Record<string, string | string[] | undefined>;
}

// The pact records whatever token the consumer test used; a real provider needs a real one.
const token = process.env.PACT_PROVIDER_TOKEN;
const requestFilter = (request: FilteredRequest, _response: unknown, next: () => void): void => {
  if (token && request.headers.authorization !== undefined) {
    request.headers.authorization = `Bearer ${token}`;
  }
  // The verifier's proxy streams every body, so a bodyless POST would reach the provider chunked and
  // without a content type (Fastify answers 415); a browser sends it with a length of 0.
  if (request.headers['content-length'] === undefined && request.headers['transfer-encoding'] === undefined) {
    request.headers['content-length'] = '0';
  }
  next();
};

const brokerUrl = process.env.PACT_BROKER_BASE_URL;
const stateHandlers = await loadStateHandlers(values['state-handlers']);
const stateSetupUrl = values['state-setup-url'];

const options: VerifierOptions & { providerBaseUrl: string } = {
  provider,
  providerBaseUrl,
  logLevel,
  requestFilter,
  ...(stateHandlers ? { stateHandlers } : {}),
  ...(stateSetupUrl ? { providerStatesSetupUrl: stateSetupUrl } : {}),
  ...(brokerUrl
    ? {
        pactBrokerUrl: brokerUrl,
        ...(process.env.PACT_BROKER_TOKEN ? { pactBrokerToken: process.env.PACT_BROKER_TOKEN } : {}),
        consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
        publishVerificationResult: process.env.PACT_PUBLISH_VERIFICATION_RESULTS === 'true',
        ...(process.env.PACT_PROVIDER_VERSION ? { providerVersion: process.env.PACT_PROVIDER_VERSION } : {}),
      }
    : { pactUrls: localPactFiles() }),
};

try {
  const output = await new Verifier(options).verifyProvider();
  console.log(output);
  console.log('Pact verification passed.');
} catch (error) {
  console.error('Pact verification failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}

// `pnpm pact:verify --provider-base-url URL`: replays every interaction of the local pact files (or
// a broker's) against a running provider, each provider state set up at the provider's
// state-change endpoint. Against the reference server in its Pact test mode (`pnpm pact:provider`)
// nothing else is needed. A provider that is not there, or goes away, ends the run with one line.
import { fork, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { readPactFiles, type NamedPact } from './pact-files.ts';
import { PROVIDER, pactRoot, pactsDir } from './paths.ts';
import { assertProviderAnswers, ProviderUnreachable } from './provider-check.ts';
import type { VerifyReply, VerifyRequest } from './verify-child.ts';

/** The reference server's state-change endpoint (apps/api/src/provider-states/route.ts). */
const DEFAULT_STATES_PATH = '/_pact/provider-states';
const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error'] as const;

const usage = `Usage: pnpm pact:verify --provider-base-url URL [options]

  --provider-base-url URL           the running provider, e.g. http://127.0.0.1:4010 (required)
  --provider-states-setup-url URL   its provider-state change endpoint; the verifier POSTs
                                    { state, params, action } before each interaction
                                    (default: URL${DEFAULT_STATES_PATH}, the reference server's)
  --state-handlers FILE             or: a module whose default export maps state sentences to
                                    functions run here (e.g. pact/src/state-handlers.recorded-ids.ts)
  --provider NAME                   which provider's pacts to replay (default ${PROVIDER})
  --log-level LEVEL                 trace | debug | info | warn | error (default warn)

Environment (a broker; off unless PACT_BROKER_BASE_URL is set):
  PACT_BROKER_BASE_URL, PACT_BROKER_TOKEN   verify the pacts of the consumer's main branch and of every
                                            deployed or released version instead of pact/pacts
  PACT_PUBLISH_VERIFICATION_RESULTS=true    with PACT_PROVIDER_VERSION (and PACT_PROVIDER_BRANCH):
                                            publish the results to that broker`;

/** Ends the run with one line on stderr. */
function fail(message: string, code = 1): never {
  console.error(`pact:verify: ${message}`);
  process.exit(code);
}

const { values } = parseArgs({
  options: {
    'provider-base-url': { type: 'string' },
    'provider-states-setup-url': { type: 'string' },
    'state-handlers': { type: 'string' },
    provider: { type: 'string', default: PROVIDER },
    'log-level': { type: 'string', default: 'warn' },
    help: { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

const providerBaseUrl = values['provider-base-url']?.replace(/\/+$/, '');
if (values.help || !providerBaseUrl) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
const logLevel = values['log-level'];
const isLogLevel = (value: string): value is VerifyRequest['logLevel'] =>
  (LOG_LEVELS as readonly string[]).includes(value);
if (!isLogLevel(logLevel)) fail(`--log-level must be one of ${LOG_LEVELS.join(', ')}`, 2);
if (values['state-handlers'] && values['provider-states-setup-url']) {
  fail('pass either --provider-states-setup-url or --state-handlers, not both', 2);
}
const provider = values.provider;
const brokerUrl = process.env.PACT_BROKER_BASE_URL;
const publish = process.env.PACT_PUBLISH_VERIFICATION_RESULTS === 'true';
const providerVersion = process.env.PACT_PROVIDER_VERSION;
if (brokerUrl && publish && !providerVersion) {
  fail('PACT_PUBLISH_VERIFICATION_RESULTS=true needs PACT_PROVIDER_VERSION (e.g. the git commit).', 2);
}

/** The pact files of the provider to replay; written by the consumer tests when there are none. */
function localPacts(): NamedPact[] {
  const list = () =>
    existsSync(pactsDir) ? readPactFiles().filter(({ pact }) => pact.provider.name === provider) : [];
  let pacts = list();
  if (pacts.length === 0) {
    console.log(`No pact file for ${provider} yet: running the consumer tests to write it.`);
    const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'consumer'], {
      cwd: pactRoot,
      stdio: 'inherit',
    });
    if (run.status !== 0) process.exit(run.status ?? 1);
    pacts = list();
  }
  if (pacts.length === 0) fail(`no pact has the provider ${provider}.`, 2);
  return pacts;
}

/** Runs the verification in a child process and answers its reply; a fatal reply ends the child at once. */
function verifyInChild(request: VerifyRequest): Promise<VerifyReply> {
  const child = fork(join(import.meta.dirname, 'verify-child.ts'), [], {
    // http-proxy, inside the verifier, still calls util._extend.
    execArgv: ['--disable-warning=DEP0060'],
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((settle) => {
    child.on('message', (message: VerifyReply) => {
      if ('fatal' in message) child.kill('SIGKILL');
      settle(message);
    });
    child.on('exit', (code, signal) => {
      settle({ fatal: `the verifier stopped without a report (${signal ?? `exit code ${String(code)}`}).` });
    });
    child.send(request);
  });
}

// Before the pact files (the consumer tests may have to write them): a provider that is not there fails at once.
try {
  await assertProviderAnswers(providerBaseUrl);
} catch (error) {
  if (error instanceof ProviderUnreachable) fail(error.message);
  throw error;
}
const local = brokerUrl ? [] : localPacts();
const handlersFile = values['state-handlers'];
const reply = await verifyInChild({
  provider,
  providerBaseUrl,
  logLevel,
  states: handlersFile
    ? { handlersFile }
    : { url: values['provider-states-setup-url'] ?? `${providerBaseUrl}${DEFAULT_STATES_PATH}` },
  pacts: brokerUrl
    ? {
        broker: {
          url: brokerUrl,
          token: process.env.PACT_BROKER_TOKEN,
          publishAs:
            publish && providerVersion
              ? { version: providerVersion, branch: process.env.PACT_PROVIDER_BRANCH }
              : undefined,
        },
      }
    : { files: local.map(({ file }) => file) },
});
if ('fatal' in reply) fail(reply.fatal);
const { report } = reply;
for (const { interaction, mismatch } of report.errors) {
  console.error(`FAILED ${interaction}: ${JSON.stringify(mismatch).slice(0, 500)}`);
}
const failed = new Set(report.errors.map(({ interaction }) => interaction)).size;
if (!report.result) fail(`${String(failed)} interaction(s) failed against ${providerBaseUrl} (details above).`);
const total = brokerUrl ? 'every' : String(local.reduce((sum, { pact }) => sum + pact.interactions.length, 0));
console.log(`Pact verification passed: ${total} interaction(s) of ${provider} verified against ${providerBaseUrl}.`);
process.exit(0);

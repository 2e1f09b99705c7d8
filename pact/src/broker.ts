// `pnpm pact:publish`, `pnpm pact:can-i-deploy` and `pnpm pact:record-deployment`: the Pact Broker
// flow with the official Pact CLI (`pact-broker` of @pact-foundation/pact-cli, a binary from the npm
// registry; ADR 190). This only fills in what the repository knows (the participants' names, the
// pact folder, the git commit and branch), prints the command and runs it. The broker and its token
// come from PACT_BROKER_BASE_URL and PACT_BROKER_TOKEN, which the CLI reads itself.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CONSUMER, pactRoot, pactsDir, repoRoot } from './paths.ts';

const usage = `Usage (PACT_BROKER_BASE_URL and, if the broker needs one, PACT_BROKER_TOKEN set):

  pnpm pact:publish [--version V] [--branch B]
      publishes pact/pacts as ${CONSUMER} version V (default: the git commit) on branch B (default:
      the git branch)
  pnpm pact:can-i-deploy --environment ENV [--pacticipant NAME] [--version V]
      asks the broker whether version V of NAME (default ${CONSUMER}, the git commit) is compatible
      with every version deployed to ENV; exits non-zero when not
  pnpm pact:record-deployment --environment ENV [--pacticipant NAME] [--version V]
      records that version V of NAME is now deployed to ENV (what a provider's verification of
      "deployed or released" consumer versions reads)`;

function fail(message: string, code = 2): never {
  console.error(`pact broker: ${message}`);
  process.exit(code);
}

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    pacticipant: { type: 'string', default: CONSUMER },
    version: { type: 'string' },
    branch: { type: 'string' },
    environment: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (values.help || !command || !['publish', 'can-i-deploy', 'record-deployment'].includes(command)) {
  console.log(usage);
  process.exit(values.help ? 0 : 2);
}
if (!process.env.PACT_BROKER_BASE_URL) fail('set PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN) to the broker first.');

/** What git says, or undefined outside a checkout. */
function git(...args: string[]): string | undefined {
  const run = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8' });
  const out = run.status === 0 ? run.stdout.trim() : '';
  return out === '' ? undefined : out;
}

const version = values.version ?? git('rev-parse', 'HEAD') ?? fail('pass --version (no git commit to default to).');
const branch = values.branch ?? git('branch', '--show-current');
const needEnvironment = () => values.environment ?? fail(`${command} needs --environment (e.g. production).`);

const args =
  command === 'publish'
    ? ['publish', pactsDir, '--consumer-app-version', version, ...(branch ? ['--branch', branch] : [])]
    : command === 'can-i-deploy'
      ? [
          'can-i-deploy',
          '--pacticipant',
          values.pacticipant,
          '--version',
          version,
          '--to-environment',
          needEnvironment(),
        ]
      : [
          'record-deployment',
          '--pacticipant',
          values.pacticipant,
          '--version',
          version,
          '--environment',
          needEnvironment(),
        ];

console.log(`$ pact-broker ${args.join(' ')}`);
const run = spawnSync(join(pactRoot, 'node_modules', '.bin', 'pact-broker'), args, {
  stdio: 'inherit',
  // The CLI would otherwise report usage to its maintainers.
  env: { ...process.env, PACT_DO_NOT_TRACK: 'true' },
});
if (run.error) fail(`could not run pact-broker: ${run.error.message}`, 1);
process.exit(run.status ?? 1);

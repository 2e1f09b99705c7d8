// The broker flow runs the official Pact CLI (pact-broker of @pact-foundation/pact-cli) against a
// broker. Here the broker is a stand-in on 127.0.0.1 that answers the few HAL resources the CLI
// follows and records what it was sent: the pact files with their version and branch, the
// can-i-deploy question, the deployment record.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPactFiles } from '../src/pact-files.ts';
import { repoRoot } from '../src/paths.ts';

interface Received {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

describe('the broker flow with the official Pact CLI', () => {
  let broker: Server;
  let base = '';
  let deployable = true;
  const received: Received[] = [];

  beforeAll(async () => {
    broker = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const url = new URL(request.url ?? '/', base);
        received.push({
          method: request.method ?? '',
          path: `${url.pathname}${url.search}`,
          authorization: request.headers.authorization,
          body: text === '' ? undefined : (JSON.parse(text) as unknown),
        });
        const hal = (status: number, body: unknown) =>
          response.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(body));
        if (url.pathname === '/') {
          hal(200, {
            _links: {
              'pb:publish-contracts': { href: `${base}/contracts/publish` },
              'pb:pacticipant-version': {
                href: `${base}/pacticipants/{pacticipant}/versions/{version}`,
                templated: true,
              },
            },
          });
        } else if (url.pathname === '/contracts/publish') {
          hal(200, { notices: [{ type: 'success', text: 'Published' }], _links: { 'pb:contracts': [] } });
        } else if (url.pathname === '/matrix') {
          hal(200, {
            summary: {
              deployable,
              reason: deployable ? 'All verified' : 'No verification',
              success: 1,
              failed: 0,
              unknown: 0,
            },
            matrix: [],
            notices: [],
          });
        } else if (url.pathname === '/pacticipants/pathway-api/versions/9f8e7d6') {
          hal(200, {
            number: '9f8e7d6',
            _links: { 'pb:record-deployment': [{ name: 'production', href: `${base}/deployments/production` }] },
          });
        } else if (url.pathname === '/deployments/production') {
          hal(201, { _links: {} });
        } else {
          hal(404, {});
        }
      });
    });
    await new Promise<void>((ready) => broker.listen(0, '127.0.0.1', ready));
    base = `http://127.0.0.1:${String((broker.address() as AddressInfo).port)}`;
  });

  afterAll(() => {
    broker.close();
  });

  /** Runs a root script; asynchronously, or the broker in this process could not answer. */
  const pnpm = (args: string[], env: Record<string, string> = {}) => {
    received.length = 0;
    const child = spawn('pnpm', ['--silent', ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PACT_BROKER_BASE_URL: base,
        PACT_BROKER_TOKEN: 'broker-token',
        PACT_BROKER_HTTP_RETRIES: '0',
        ...env,
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise<{ status: number | null; output: string }>((settle) => {
      child.on('close', (status) => settle({ status, output }));
    });
  };

  it('publishes every pact file with the version, the branch and the token', async () => {
    const run = await pnpm(['pact:publish', '--version', '3f2c1ab', '--branch', 'main']);
    expect(run.status, run.output).toBe(0);
    const published = received.filter(({ path }) => path === '/contracts/publish');
    expect(published).toHaveLength(readPactFiles().length);
    expect(published[0]).toMatchObject({
      method: 'POST',
      authorization: 'Bearer broker-token',
      body: {
        pacticipantName: 'pathway-web',
        pacticipantVersionNumber: '3f2c1ab',
        branch: 'main',
        contracts: [{ consumerName: 'pathway-web', providerName: 'pathway-api', specification: 'pact' }],
      },
    });
  });

  it('asks can-i-deploy for the environment and fails when the broker says no', async () => {
    deployable = true;
    const yes = await pnpm(['pact:can-i-deploy', '--version', '3f2c1ab', '--environment', 'production']);
    expect(yes.status, yes.output).toBe(0);
    expect(received.map(({ path }) => path)).toContain(
      '/matrix?q[][pacticipant]=pathway-web&q[][version]=3f2c1ab&latestby=cvpv&environment=production',
    );
    deployable = false;
    const no = await pnpm(['pact:can-i-deploy', '--version', '3f2c1ab', '--environment', 'production']);
    expect(no.status).not.toBe(0);
  });

  it('records a deployment of the provider to the environment', async () => {
    const run = await pnpm([
      'pact:record-deployment',
      '--pacticipant',
      'pathway-api',
      '--version',
      '9f8e7d6',
      '--environment',
      'production',
    ]);
    expect(run.status, run.output).toBe(0);
    expect(received.some(({ method, path }) => method === 'POST' && path === '/deployments/production')).toBe(true);
  });

  it('says in one line what is missing without a broker or an environment', async () => {
    const noBroker = await pnpm(['pact:can-i-deploy', '--environment', 'production'], { PACT_BROKER_BASE_URL: '' });
    expect(noBroker.status).toBe(2);
    expect(noBroker.output.trim()).toBe(
      'pact broker: set PACT_BROKER_BASE_URL (and PACT_BROKER_TOKEN) to the broker first.',
    );
    const noEnvironment = await pnpm(['pact:record-deployment', '--version', '1']);
    expect(noEnvironment.status).toBe(2);
    expect(noEnvironment.output.trim()).toBe('pact broker: record-deployment needs --environment (e.g. production).');
  });
});

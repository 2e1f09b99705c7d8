// `pnpm pact:verify` when the provider is not there: one line and a non-zero exit within 30 s,
// whether nothing listens at all or the provider goes away during the run.
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/paths.ts';

interface Run {
  code: number | null;
  seconds: number;
  /** The lines pact:verify wrote, without pnpm's own (`$ node …`, `[ELIFECYCLE] …`). */
  lines: string[];
}

function pactVerify(baseUrl: string): Promise<Run> {
  const started = performance.now();
  const child = spawn('pnpm', ['pact:verify', '--provider-base-url', baseUrl], {
    cwd: repoRoot,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((settle) => {
    child.on('close', (code) => {
      const lines = output
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !/^(\$ |> |\[ELIFECYCLE\]|ERR_PNPM)/.test(line));
      settle({ code, seconds: (performance.now() - started) / 1000, lines });
    });
  });
}

const listen = async (server: Server) => {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  return (server.address() as AddressInfo).port;
};

describe('pnpm pact:verify without a provider', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.closeAllConnections();
    server?.close();
    server = undefined;
  });

  it('fails with one line within 30 s when nothing listens at the URL', async () => {
    const closed = createServer();
    const port = await listen(closed);
    await new Promise((done) => closed.close(done));

    const run = await pactVerify(`http://127.0.0.1:${String(port)}`);

    expect(run.code).not.toBe(0);
    expect(run.seconds).toBeLessThan(30);
    expect(run.lines).toEqual([
      `pact:verify: no provider answers at http://127.0.0.1:${String(port)} (connection refused).`,
    ]);
    console.log(`pact:verify with the provider down: exit ${String(run.code)} after ${run.seconds.toFixed(1)} s`);
  });

  it('fails with one line within 30 s when the provider goes away during the run', async () => {
    // Answers the checks before the run (its URL, the state endpoint, each state), then drops the
    // connection of the first interaction's request and stops listening, as a crashed provider would.
    server = createServer((request, response) => {
      if (request.url?.startsWith('/_pact/')) {
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"token":"t"}');
      } else if (request.url === '/') {
        response.writeHead(404).end();
      } else {
        request.socket.destroy();
        server?.close();
      }
    });
    const port = await listen(server);

    const run = await pactVerify(`http://127.0.0.1:${String(port)}`);

    expect(run.code).not.toBe(0);
    expect(run.seconds).toBeLessThan(30);
    const own = run.lines.filter((line) => line.startsWith('pact:verify:'));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(
      /^pact:verify: the provider(-state endpoint)? .* stopped answering \(connection (reset|refused)\)\.$/,
    );
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

const main = resolve(import.meta.dirname, '../../src/main.ts');

/** Runs `node src/main.ts` as a real process (the way `npm start` does) with the given environment. */
export function runServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PATHWAY_SEED: 'core', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, url: `http://127.0.0.1:${env.PORT ?? ''}`, output: () => text, exited };
}

/** Waits until the process says it listens, or fails with what it printed. */
export async function listening(server: ServerProcess, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes('Pathway API on')) {
    if (server.child.exitCode !== null) throw new Error(`the server exited: ${server.output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start: ${server.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

export async function json(url: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
}

import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** HAProxy could not be found or installed: the replica test fails with this one line. */
export class HaproxyUnavailable extends Error {}

const found = () =>
  ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'].find((path) => existsSync(path)) ??
  (spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim() || undefined);

/**
 * Debian's HAProxy: found where apt puts it, or installed with apt-get as root (the bootstrap of
 * `npm test` installs it beside Chromium; this is for a direct vitest run). Anything else is a
 * failure with one line saying what to install, never a silent skip.
 */
export function haproxyBinary(): string {
  const present = found();
  if (present) return present;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!isRoot || !hasApt) {
    throw new HaproxyUnavailable(
      'HAProxy is needed for the replica test and is not installed: as root, apt-get install -y haproxy.',
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { env, stdio: 'ignore' });
  const installed = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'haproxy'], {
    env,
    encoding: 'utf8',
  });
  const after = found();
  if (installed.status !== 0 || !after) {
    throw new HaproxyUnavailable(
      `HAProxy is needed for the replica test and apt-get could not install it: ${installed.stderr.trim().split('\n').at(-1) ?? ''}`,
    );
  }
  return after;
}

export interface Proxy {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * HAProxy in the foreground on `port`, round-robin over `servers` per request, passing the client's
 * address in X-Forwarded-For and naming the replica that answered in X-Pathway-Replica.
 */
export async function startHaproxy(
  folder: string,
  port: number,
  servers: readonly { name: string; port: number }[],
): Promise<Proxy> {
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      '  maxconn 256',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  option forwardfor',
      'frontend pathway',
      `  bind 127.0.0.1:${String(port)}`,
      '  default_backend replicas',
      'backend replicas',
      '  balance roundrobin',
      '  option httpchk GET /api/ready',
      '  http-response set-header X-Pathway-Replica %s',
      ...servers.map((server) => `  server ${server.name} 127.0.0.1:${String(server.port)} check inter 1s`),
      '',
    ].join('\n'),
  );
  const child = spawn(haproxyBinary(), ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  let text = '';
  child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited: ${text}`);
    const ready = await fetch(`${url}/api/ready`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`HAProxy did not answer on ${url}: ${text}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  return {
    url,
    child,
    output: () => text,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

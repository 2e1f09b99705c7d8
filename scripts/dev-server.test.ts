import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * `npm start` attacked from outside (issue 43, ADR 217): its servers are started as `npm start`
 * starts them (scripts/dev.mjs), a user is signed in and a mail is caught, and then every file of
 * the data folder, the mail folder and the checkout's root is asked for through each port, by path
 * and through the dev server's file routes in every spelling an attacker tries. None may answer
 * with the file.
 */
const root = resolve(import.meta.dirname, '..');
const state = mkdtempSync(join(tmpdir(), 'pathway-dev-state-'));

async function freePort(): Promise<number> {
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

/**
 * A request for exactly this path with exactly these headers: fetch and URL parsing would resolve
 * `..` and `%2e` before sending, add an Origin and refuse a Host.
 */
async function get(url: string, headers: Record<string, string> = {}, method = 'GET', payload?: unknown) {
  const [, hostname = '', port = '', path = '/'] = /^http:\/\/([^:/]+):(\d+)(.*)$/.exec(url) ?? [];
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((done, fail) => {
    const request = httpRequest({ hostname, port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.once('error', fail);
    request.end(payload === undefined ? undefined : JSON.stringify(payload));
  });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isFile());
}

/**
 * The spellings of one file through Vite's file routes that Vite's past advisories were about; a
 * file that is not among the most sensitive is asked for in the four main ones.
 */
function spellings(file: string, webRoot: string, every: boolean): string[] {
  const fromWeb = relative(webRoot, file);
  if (!every) return [`/@fs${file}`, `/@fs${file}?raw`, `/@fs${file}?import&raw`, `//${fromWeb}`];
  const queries = ['', '?raw', '?url', '?import', '?raw&import', '?import&raw', '?raw??', '?import&?raw', '?inline'];
  const encoded = file
    .split('/')
    .map((part) => Array.from(Buffer.from(part), (byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''))
    .join('/');
  const paths = [
    `/@fs${file}`,
    `/@fs${encoded}`,
    `/@fs${file.replaceAll('/', '%2F')}`,
    `/@fs/${webRoot}/..%2f..%2f${relative(resolve(webRoot, '../..'), file)}`,
    `/@fs${webRoot}/${fromWeb}`,
    `//${fromWeb}`,
    `/${fromWeb.replaceAll('..', '%2e%2e')}`,
    `/${fromWeb.replaceAll('/', '%2f')}`,
  ];
  return paths.flatMap((path) => queries.map((query) => `${path}${query}`));
}

/** What the file holds that no other answer would: its longest line, when it is text. */
function contentOf(file: string): string | undefined {
  const text = readFileSync(file, 'utf8');
  if (text.includes('\uFFFD') || text.includes('\0')) return undefined;
  const longest = text.split('\n').reduce((a, b) => (b.trim().length > a.length ? b.trim() : a), '');
  return longest.length >= 12 ? longest : undefined;
}

describe('npm start serves nothing but the app', () => {
  const ports = { api: 0, web: 0, smtp: 0, mail: 0 };
  let dev: ChildProcess | undefined;
  let output = '';
  let dataDir = '';
  let mailDir = '';
  let indexPage = '';

  beforeAll(async () => {
    ports.api = await freePort();
    ports.web = await freePort();
    ports.smtp = await freePort();
    ports.mail = await freePort();
    // The folders and the mail relay are npm start's own choice here, whatever the caller's shell set.
    const env = { ...process.env };
    for (const name of ['PATHWAY_DATA_DIR', 'PATHWAY_MAIL_DIR', 'PATHWAY_SMTP_URL']) Reflect.deleteProperty(env, name);
    dev = spawn(process.execPath, [join(root, 'scripts', 'dev.mjs')], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        XDG_STATE_HOME: state,
        PATHWAY_SEED: 'core',
        PATHWAY_API_PORT: String(ports.api),
        PATHWAY_WEB_PORT: String(ports.web),
        PATHWAY_MAIL_SMTP_PORT: String(ports.smtp),
        PATHWAY_MAIL_WEB_PORT: String(ports.mail),
      },
    });
    await new Promise<void>((done, fail) => {
      const collect = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        // The last line of the ready message names the folders.
        if (output.includes('Pathway is running') && output.includes('start over')) done();
      };
      dev?.stdout?.on('data', collect);
      dev?.stderr?.on('data', collect);
      dev?.once('exit', (code) => fail(new Error(`npm start's servers ended with ${String(code)}:\n${output}`)));
    });
    const where = /Data: (\S+) and (\S+),/.exec(output);
    dataDir = where?.[1] ?? '';
    mailDir = where?.[2] ?? '';
    indexPage = (await get(`http://127.0.0.1:${String(ports.web)}/`)).body;

    // A session in the database and a mail with a one-time code in the catcher's folder.
    const web = `http://127.0.0.1:${String(ports.web)}`;
    const json = { 'content-type': 'application/json', origin: web };
    const login = await get(`${web}/api/auth/login`, json, 'POST', { username: 'admin', password: 'Pathway!2026' });
    const { token } = JSON.parse(login.body) as { token: string };
    const created = await get(`${web}/api/users`, { ...json, authorization: `Bearer ${token}` }, 'POST', {
      userName: 'probe.user',
      firstName: 'Probe',
      lastName: 'User',
      email: 'probe.user@example.org',
      userType: 'organization',
      organizationIds: [1],
      roleIds: [2],
    });
    expect(created.status).toBe(201);
    await vi.waitFor(
      () => {
        if (readdirSync(mailDir).length === 0) throw new Error('no mail caught yet');
      },
      { timeout: 60_000, interval: 250 },
    );
  }, 600_000);

  afterAll(() => {
    if (dev?.pid) {
      try {
        process.kill(-dev.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    rmSync(state, { recursive: true, force: true });
  });

  it('keeps the data and the mail outside the checkout, readable by their owner only', () => {
    expect(dataDir.startsWith(state)).toBe(true);
    expect(mailDir.startsWith(state)).toBe(true);
    expect(relative(root, dataDir).startsWith('..')).toBe(true);
    for (const dir of [dataDir, mailDir]) expect(statSync(dir).mode & 0o077).toBe(0);
    expect(readdirSync(dataDir)).toContain('jwt-secret');
  }, 60_000);

  it('answers no file of the data folder, the mail folder or the checkout through any port or file route', async () => {
    const webRoot = join(root, 'apps', 'web');
    const rootFiles = readdirSync(root)
      .map((name) => join(root, name))
      .filter((path) => statSync(path).isFile());
    const mostSensitive = [
      join(dataDir, 'jwt-secret'),
      ...filesUnder(join(dataDir, 'pg_wal')),
      ...filesUnder(mailDir),
      ...rootFiles,
      // A worktree's .git is a file, not a folder: only the ones that are files here.
      ...['.git/config', '.git/HEAD', 'apps/api/src/config.ts', 'scripts/dev.mjs', '.tools/bin/pnpm']
        .map((path) => join(root, path))
        .filter((path) => existsSync(path) && statSync(path).isFile()),
    ];
    const targets = [...new Set([...mostSensitive, ...filesUnder(dataDir)])];
    const secrets = [
      readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim(),
      ...filesUnder(mailDir).map((file) => /code[^\n]*?([A-Za-z0-9_-]{8,})/i.exec(readFileSync(file, 'utf8'))?.[1]),
    ].filter((secret): secret is string => secret !== undefined);
    expect(secrets.length).toBeGreaterThan(1);

    const requests = targets.flatMap((file) => {
      const every = mostSensitive.includes(file);
      const content = contentOf(file);
      return [ports.web, ports.api, ports.mail].flatMap((port) =>
        spellings(file, webRoot, every && port === ports.web).map((path) => ({
          url: `http://127.0.0.1:${String(port)}${path}`,
          content,
        })),
      );
    });
    const served: string[] = [];
    const queue = [...requests];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let request = queue.pop(); request !== undefined; request = queue.pop()) {
          const { status, headers, body } = await get(request.url);
          // An unknown path on the dev server answers the app's own page (hash routing).
          const appPage = String(headers['content-type']).startsWith('text/html') && body.includes('<div id="root"');
          const leaked =
            secrets.some((secret) => body.includes(secret)) ||
            (request.content !== undefined && body.includes(request.content));
          if ((status < 300 && !appPage) || leaked) {
            served.push(`${String(status)} ${request.url} ${body.slice(0, 60).replace(/\s+/g, ' ')}`);
          }
        }
      }),
    );
    expect(requests.length).toBeGreaterThan(1000);
    expect(served).toEqual([]);
  }, 600_000);

  it('serves the app itself to its own origin', async () => {
    const web = `http://127.0.0.1:${String(ports.web)}`;
    expect(indexPage).toContain('<div id="root"');
    // Vite compiles main.tsx on its first request: seconds on a busy machine.
    expect((await get(`${web}/src/main.tsx`)).status).toBe(200);
    expect((await get(`${web}/@vite/client`)).status).toBe(200);
  }, 120_000);

  it('refuses what another origin’s page asks of the dev server and the mail catcher, and grants no CORS', async () => {
    for (const port of [ports.web, ports.mail]) {
      const base = `http://127.0.0.1:${String(port)}/`;
      const fromOtherPort = await get(base, { origin: 'http://localhost:3000' });
      expect(fromOtherPort.status).toBe(403);
      expect(fromOtherPort.headers['access-control-allow-origin']).toBeUndefined();
      const loadedBySibling = await get(base, { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' });
      expect(loadedBySibling.status).toBe(403);
    }
    const rebound = await get(`http://127.0.0.1:${String(ports.mail)}/`, {
      host: `attacker.example:${String(ports.mail)}`,
    });
    expect(rebound.status).toBe(403);
    // A link in the inbox still opens the app: a navigation from a sibling port is let through.
    const navigation = await get(`http://127.0.0.1:${String(ports.web)}/`, {
      'sec-fetch-site': 'same-site',
      'sec-fetch-mode': 'navigate',
    });
    expect(navigation.status).toBe(200);
  }, 120_000);
});

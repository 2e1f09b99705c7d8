import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { configFromEnv, type ServerConfig } from '../../src/config.ts';
import { DEMO_PASSWORD } from '../../src/seed/core.ts';
import { SMALL, type SeedOptions } from '../../src/seed/run.ts';
import { createServer, type StartedServer } from '../../src/server.ts';
import { createStatusAudit, type StatusAudit } from './statuses.ts';
import { templateFor, type TemplateName } from './templates.ts';

export type Engine = 'pglite' | 'postgres';
/**
 * The engines a file that compares them runs on: both, unless the run names some
 * (`PATHWAY_TEST_ENGINES=postgres`, which `pnpm test:mutation` sets: a mutant is a change to a rule,
 * and running each of its tests on both engines would double the run without killing more).
 */
export const ENGINES: readonly Engine[] = enginesOf(process.env.PATHWAY_TEST_ENGINES);

function enginesOf(list: string | undefined): readonly Engine[] {
  if (list === undefined || list.trim() === '') return ['pglite', 'postgres'];
  return list.split(',').map((name) => {
    const engine = name.trim();
    if (engine !== 'pglite' && engine !== 'postgres') throw new Error(`PATHWAY_TEST_ENGINES: unknown engine ${engine}`);
    return engine;
  });
}

/**
 * The engine of a file that does not choose one: PGlite, as `npm start` runs, unless the run asks
 * for PostgreSQL (`PATHWAY_TEST_ENGINE=postgres`, which `pnpm test:mutation` sets): a copy of a
 * template database there takes a fraction of a second, where PGlite loads its dumped folder in
 * several, and a mutation run repeats each file's set-up for every mutant.
 */
export const DEFAULT_ENGINE: Engine = process.env.PATHWAY_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

export { SMALL as SMALL_SEED } from '../../src/seed/run.ts';

/** A fresh database on the run's PostgreSQL, empty or a copy of a template; dropped with the run. */
export async function freshPostgresDatabase(template?: TemplateName): Promise<string> {
  const admin = inject('postgresUrl');
  const name = `pathway_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}${template ? ` template template_${template}` : ''}`);
  await client.end();
  return admin.replace(/\/postgres$/, `/${name}`);
}

/** Each template's tarball, read once per file: a Blob is immutable, so the file's servers share it. */
const templateBlobs = new Map<string, Blob>();
function templateBlob(file: string): Blob {
  let blob = templateBlobs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    templateBlobs.set(file, blob);
  }
  return blob;
}

export interface TestServer extends StartedServer {
  config: ServerConfig;
  /** Sends a request through Fastify's inject (no socket); `token` adds the bearer header. */
  call: (
    method: string,
    url: string,
    options?: { token?: string | undefined; body?: unknown; headers?: Record<string, string>; address?: string },
  ) => Promise<{ status: number; body: unknown; headers: Record<string, unknown>; raw: Buffer }>;
  /** Signs in a demo account (password Pathway!2026) and returns its token. */
  login: (userName: string, password?: string) => Promise<string>;
  /** Every answer `call` got, checked against the statuses the contract declares. */
  statuses: StatusAudit;
}

export async function startTestServer(
  options: {
    engine?: Engine;
    seed?: SeedOptions | false;
    dataDir?: string;
    databaseUrl?: string;
    /** Checks the answers against this audit instead of one over the server's own contract. */
    statuses?: StatusAudit;
  } = {},
): Promise<TestServer> {
  const engine = options.engine ?? DEFAULT_ENGINE;
  const seed = options.seed ?? SMALL;
  // A file on an in-memory database starts from the run's template of its seed when there is one.
  const template = options.dataDir || options.databaseUrl ? undefined : templateFor(seed);
  const databaseUrl =
    options.databaseUrl ?? (engine === 'postgres' ? await freshPostgresDatabase(template) : undefined);
  const templateFile = engine === 'pglite' && template ? inject('pgliteTemplates')[template] : undefined;
  const config: ServerConfig = {
    ...configFromEnv({}),
    dataDir: options.dataDir ?? 'memory://',
    databaseUrl,
    jwtSecret: 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz',
  };
  const server = await createServer(config, {
    seed,
    ...(templateFile ? { pgliteTemplate: templateBlob(templateFile) } : {}),
  });
  const statuses = options.statuses ?? createStatusAudit(server.app.pathway.spec);
  const call: TestServer['call'] = async (method, url, { token, body, headers = {}, address } = {}) => {
    const response = await server.app.inject({
      method: method as 'GET',
      url,
      ...(address ? { remoteAddress: address } : {}),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    statuses.record(method, url, response.statusCode);
    const type = response.headers['content-type'] ?? '';
    return {
      status: response.statusCode,
      body: type.includes('json') && response.body !== '' ? (JSON.parse(response.body) as unknown) : response.body,
      headers: response.headers,
      raw: response.rawPayload,
    };
  };
  const login = async (userName: string, password = DEMO_PASSWORD) => {
    const response = await call('POST', '/api/auth/login', { body: { username: userName, password } });
    if (response.status !== 200)
      throw new Error(`login ${userName}: ${String(response.status)} ${JSON.stringify(response.body)}`);
    return (response.body as { token: string }).token;
  };
  return { ...server, config, call, login, statuses };
}

// Smoke test of the contract as the app sees it: Prism serves dist/mock.json (the same file `npm start`
// serves), every operation is called once with its example request and must answer 2xx with a body
// that validates against its response schema; secured operations must answer 401 without credentials.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import permissions from '../scripts/permissions.json' with { type: 'json' };

interface Ref {
  $ref: string;
}
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
}
interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown } | Ref>;
}
interface RequestBody {
  required?: boolean;
  content: Record<string, MediaType>;
}
interface Response {
  description: string;
  content?: Record<string, MediaType>;
}
type SecurityRequirement = Record<string, string[]>;
interface Operation {
  operationId?: string;
  parameters?: (Parameter | Ref)[];
  requestBody?: RequestBody | Ref;
  responses: Record<string, Response | Ref>;
  security?: SecurityRequirement[];
}
type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type PathItem = Partial<Record<Method, Operation>> & { parameters?: (Parameter | Ref)[] };
interface OpenApi {
  security?: SecurityRequirement[];
  paths: Record<string, PathItem>;
  components?: { schemas?: Record<string, unknown> };
}

const here = dirname(fileURLToPath(import.meta.url));
const dist = join(here, '..', 'dist');
if (!existsSync(join(dist, 'mock.json'))) {
  throw new Error('openapi/dist is missing: run `pnpm --filter @pathway/openapi run bundle` first.');
}
const spec = JSON.parse(readFileSync(join(dist, 'openapi.json'), 'utf8')) as OpenApi;
const mock = JSON.parse(readFileSync(join(dist, 'mock.json'), 'utf8')) as OpenApi;
const methods: Method[] = ['get', 'put', 'post', 'delete', 'patch'];

const isRef = (value: unknown): value is Ref =>
  typeof value === 'object' && value !== null && typeof (value as Partial<Ref>).$ref === 'string';

/** Follows a local $ref; returns the target and its JSON pointer. */
function deref<T>(value: T | Ref, pointer: string): { value: T; pointer: string } {
  if (!isRef(value)) return { value, pointer };
  const target = value.$ref.slice(1);
  let node: unknown = spec;
  for (const part of target.split('/').slice(1)) {
    node = (node as Record<string, unknown>)[part.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return deref(node as T | Ref, target);
}

const escapePointer = (part: string) => part.replaceAll('~', '~0').replaceAll('/', '~1');

interface Case {
  name: string;
  method: Method;
  path: string;
  mockPath: string;
  operation: Operation;
  pointer: string;
  parameters: Parameter[];
  secured: boolean;
  schemes: string[];
}

// The mock's paths are the bundle's paths with the server prefix, in the same order.
const mockPaths = Object.keys(mock.paths);
const cases: Case[] = Object.entries(spec.paths).flatMap(([path, item], index) =>
  methods.flatMap((method) => {
    const operation = item[method];
    if (!operation) return [];
    const pointer = `/paths/${escapePointer(path)}/${method}`;
    const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(
      (parameter) => deref<Parameter>(parameter, '').value,
    );
    const security = operation.security ?? spec.security ?? [];
    const schemes = security.flatMap((requirement) => Object.keys(requirement));
    return [
      {
        name: `${method.toUpperCase()} ${path} (${operation.operationId ?? 'no operationId'})`,
        method,
        path,
        mockPath: mockPaths[index] ?? path,
        operation,
        pointer,
        parameters,
        secured: schemes.length > 0,
        schemes,
      },
    ];
  }),
);

function jsonExample(media: MediaType): unknown {
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first === undefined ? undefined : deref<{ value?: unknown }>(first, '').value.value;
}

function hasExamples({ operation }: Case): boolean {
  const body = operation.requestBody ? deref<RequestBody>(operation.requestBody, '').value : undefined;
  const bodyJson = body?.content['application/json'];
  if (bodyJson && jsonExample(bodyJson) === undefined) return false;
  return Object.entries(operation.responses)
    .filter(([status]) => status.startsWith('2'))
    .every(([, response]) => {
      const json = deref<Response>(response, '').value.content?.['application/json'];
      return !json || jsonExample(json) !== undefined;
    });
}

const loginMedia = spec.paths['/auth/login']?.post?.responses['200'];
const loginExample = loginMedia
  ? jsonExample(deref<Response>(loginMedia, '').value.content?.['application/json'] ?? {})
  : undefined;
const token = (loginExample as { token?: string } | undefined)?.token ?? '';

function buildRequest(testCase: Case, withCredentials: boolean): { url: string; init: RequestInit } {
  let url = testCase.mockPath;
  const query = new URLSearchParams();
  const headers = new Headers();
  for (const parameter of testCase.parameters) {
    if (parameter.example === undefined) continue;
    const values = Array.isArray(parameter.example) ? (parameter.example as unknown[]) : [parameter.example];
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(values[0])));
    else if (parameter.in === 'query') for (const value of values) query.append(parameter.name, String(value));
    else if (parameter.in === 'header') headers.set(parameter.name, String(values[0]));
  }
  if (withCredentials) {
    if (testCase.schemes.includes('bearer')) headers.set('Authorization', `Bearer ${token}`);
    if (testCase.schemes.includes('functionKey')) headers.set('x-functions-key', 'local-function-key');
  }
  const init: RequestInit = { method: testCase.method.toUpperCase(), headers };
  const body = testCase.operation.requestBody
    ? deref<RequestBody>(testCase.operation.requestBody, '').value
    : undefined;
  if (body?.content['application/json']) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(jsonExample(body.content['application/json']));
  } else if (body?.content['multipart/form-data']) {
    const form = new FormData();
    form.append('files', new Blob(['%PDF-1.7 work permit'], { type: 'application/pdf' }), 'work-permit.pdf');
    init.body = form;
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return { url: `${url}${search}`, init };
}

const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(spec, 'pathway');

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

let prism: ChildProcess | undefined;
let base = '';
let prismLog = '';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  prism = spawn(
    join(here, '..', 'node_modules', '.bin', 'prism'),
    ['mock', '--host', '127.0.0.1', '--port', String(port), '--errors', join(dist, 'mock.json')],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [prism.stdout, prism.stderr])
    stream?.on('data', (chunk: Buffer) => (prismLog += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fetch(`${base}/api/auth/check-session`);
      return;
    } catch {
      if (Date.now() > deadline || prism.exitCode !== null) throw new Error(`Prism did not start:\n${prismLog}`);
      await new Promise((wait) => setTimeout(wait, 250));
    }
  }
});

afterAll(async () => {
  if (prism?.pid === undefined || prism.exitCode !== null) return;
  const exited = new Promise((done) => prism?.once('exit', done));
  // Negative pid: the whole group, the wrapper script and Prism's node process.
  process.kill(-prism.pid, 'SIGTERM');
  await exited;
});

describe('the bundle', () => {
  const schemaNames = Object.keys(spec.components?.schemas ?? {});
  const withExamples = cases.filter(hasExamples);

  it('reports its counts', () => {
    console.log(
      `openapi: ${cases.length} operations, ${schemaNames.length} schemas, ` +
        `${withExamples.length} operations with examples`,
    );
    expect(cases.length).toBeGreaterThan(0);
  });

  it('gives every operation a unique operationId and its examples', () => {
    const ids = cases.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(cases.filter((testCase) => !hasExamples(testCase)).map(({ name }) => name)).toEqual([]);
  });

  it('has no free-form schema (every schema says what it holds)', () => {
    const annotations = new Set([
      'description',
      'example',
      'examples',
      'readOnly',
      'writeOnly',
      'title',
      'default',
      'deprecated',
    ]);
    const freeForm: string[] = [];
    const walk = (schema: unknown, at: string): void => {
      if (typeof schema !== 'object' || schema === null) return;
      const node = schema as Record<string, unknown>;
      if (Object.keys(node).every((key) => annotations.has(key))) freeForm.push(at);
      if (
        node.type === 'object' &&
        !node.properties &&
        !node.additionalProperties &&
        !node.allOf &&
        !node.oneOf &&
        !node.anyOf
      ) {
        freeForm.push(at);
      }
      for (const key of ['properties', 'patternProperties']) {
        for (const [name, child] of Object.entries((node[key] ?? {}) as Record<string, unknown>))
          walk(child, `${at}/${key}/${name}`);
      }
      for (const key of ['items', 'additionalProperties', 'not', 'contains']) {
        if (typeof node[key] === 'object') walk(node[key], `${at}/${key}`);
      }
      for (const key of ['allOf', 'oneOf', 'anyOf', 'prefixItems']) {
        if (Array.isArray(node[key]))
          (node[key] as unknown[]).forEach((child, index) => walk(child, `${at}/${key}/${index}`));
      }
    };
    for (const [name, schema] of Object.entries(spec.components?.schemas ?? {}))
      walk(schema, `#/components/schemas/${name}`);
    for (const { operation, pointer } of cases) {
      const body = operation.requestBody ? deref<RequestBody>(operation.requestBody, '').value : undefined;
      for (const [type, media] of Object.entries(body?.content ?? {})) walk(media.schema, `${pointer} body ${type}`);
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(deref<Response>(response, '').value.content ?? {})) {
          walk(media.schema, `${pointer} ${status} ${type}`);
        }
      }
    }
    expect(freeForm).toEqual([]);
  });

  it('has no schema names that clashed while bundling', () => {
    expect(schemaNames.filter((name) => /-\d+$/.test(name))).toEqual([]);
  });

  it('signs in with a token that grants every permission of section 6 until 2099', () => {
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    expect(permissions.filter((permission) => claims[permission] !== 'true')).toEqual([]);
    expect(new Date(Number(claims.exp) * 1000).getUTCFullYear()).toBe(2099);
    expect(claims.userName).toBe('jcarter');
  });
});

describe.each(cases)('$name', (testCase) => {
  it('answers its example request with a valid 2xx', async () => {
    const { url, init } = buildRequest(testCase, true);
    const response = await fetch(`${base}${url}`, init);
    const text = await response.text();
    expect(response.status, `${response.status} ${text}`).toBeGreaterThanOrEqual(200);
    expect(response.status, `${response.status} ${text}`).toBeLessThan(300);
    const definition = testCase.operation.responses[String(response.status)];
    expect(definition, `status ${response.status} is not in the contract`).toBeDefined();
    if (!definition) return;
    const { value, pointer } = deref<Response>(definition, `${testCase.pointer}/responses/${response.status}`);
    if (!value.content?.['application/json']) return;
    const validate = ajv.getSchema(`pathway#${pointer}/content/application~1json/schema`);
    expect(validate).toBeDefined();
    const valid = validate?.(JSON.parse(text) as unknown);
    expect(validate?.errors ?? [], text.slice(0, 500)).toEqual([]);
    expect(valid).toBe(true);
  });

  // Only secured operations get this test; sign-in, recovery and activation are open by design.
  if (testCase.secured) {
    it('answers 401 without credentials', async () => {
      const { url, init } = buildRequest(testCase, false);
      const response = await fetch(`${base}${url}`, init);
      await response.arrayBuffer();
      expect(response.status).toBe(401);
    });
  }
});

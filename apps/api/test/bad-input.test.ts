import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { CORE_ONLY } from '../src/seed/run.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpecOperation } from '../src/core/spec.ts';
import { exampleBody, exampleUrl, label, operations, propertiesOf, resolve, spec } from './support/operations.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/**
 * Bad input for every operation, generated from the contract: bodies of the wrong type (JSON null
 * among them), without a required field, with a field of the wrong type, a string over its maximum,
 * an unknown field, a NUL in a text, a number too large for any column or not finite at all, and
 * path parameters that are not ids. Each must be refused with 400 or 422 and the contract's error
 * body, never a 5xx (the server also checks its own answers against the contract).
 */
const ajv = new Ajv2020({ strict: false, allErrors: false, validateSchema: false });
addFormats(ajv);
ajv.addKeyword('example');
ajv.addSchema({ $id: 'spec', components: spec.components, paths: spec.paths });
const bodyValidator = (op: SpecOperation) =>
  ajv.compile({ $ref: `spec${op.pointer}/requestBody/content/application~1json/schema` });
const isErrorBody = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  !Array.isArray(body) &&
  Object.keys(body).length > 0 &&
  Object.values(body).every((value) => typeof value === 'string');

type Mutation =
  | 'not-an-object'
  | 'drop-field'
  | 'wrong-type'
  | 'too-long'
  | 'unknown-field'
  | 'nul-in-text'
  | 'huge-number'
  | 'not-finite';
const MUTATIONS: readonly Mutation[] = [
  'not-an-object',
  'drop-field',
  'wrong-type',
  'too-long',
  'unknown-field',
  'nul-in-text',
  'huge-number',
  'not-finite',
];
/** Mutations the schema may well accept but the shared layer refuses (NUL, non-finite numbers). */
const REFUSED_BY_THE_SHARED_LAYER: readonly Mutation[] = ['nul-in-text', 'not-finite'];
/** A placeholder JSON.stringify keeps, replaced by a number JSON cannot otherwise carry. */
const NOT_FINITE = '__not_finite__';

/** The body to send: a value (sent as JSON) or, for what JSON.stringify cannot write, the raw text. */
function mutate(op: SpecOperation, kind: Mutation, pick: number): unknown {
  const example = exampleBody(op);
  const schema = op.operation.requestBody?.content['application/json']?.schema;
  const properties = propertiesOf(schema);
  const names = Object.keys(properties);
  const name = names.length > 0 ? names[pick % names.length] : undefined;
  const base = example !== null && typeof example === 'object' && !Array.isArray(example) ? { ...example } : {};
  switch (kind) {
    case 'not-an-object':
      return [[], 'text', 42, true, 'null'][pick % 5];
    case 'drop-field': {
      const required = (resolve(schema)?.required as string[] | undefined) ?? [];
      const field = required[pick % Math.max(required.length, 1)];
      return Object.fromEntries(Object.entries(base).filter(([key]) => key !== field));
    }
    case 'wrong-type':
      if (name) (base as Record<string, unknown>)[name] = { unexpected: [1, 2, 3] };
      return base;
    case 'too-long': {
      const long = Object.entries(properties).find(([, p]) => typeof resolve(p)?.maxLength === 'number');
      if (long) (base as Record<string, unknown>)[long[0]] = 'x'.repeat(Number(resolve(long[1])?.maxLength) + 1);
      return base;
    }
    case 'unknown-field':
      return { ...base, notAFieldOfThisRequest: 'surprise' };
    case 'nul-in-text': {
      const texts = Object.keys(properties).filter((key) => resolve(properties[key])?.type === 'string');
      const field = texts[pick % Math.max(texts.length, 1)] ?? 'quickSearch';
      return { ...base, [field]: 'Jas\u0000mine' };
    }
    case 'huge-number': {
      const numbers = Object.keys(properties).filter((key) =>
        ['integer', 'number'].includes(String(resolve(properties[key])?.type)),
      );
      const field = numbers[pick % Math.max(numbers.length, 1)] ?? 'id';
      return JSON.stringify({ ...base, [field]: NOT_FINITE }).replace(`"${NOT_FINITE}"`, '1e308');
    }
    case 'not-finite':
      return JSON.stringify({ ...base, [name ?? 'id']: NOT_FINITE }).replace(
        `"${NOT_FINITE}"`,
        pick % 2 ? '1e999' : '-1e999',
      );
  }
}

/** What the server reads from a body: raw JSON text parsed (1e999 becomes Infinity), values as they are. */
const asRead = (body: unknown): unknown => {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
};

const withJsonBody = operations.filter((op) => op.operation.requestBody?.content['application/json'] !== undefined);
const withIdParameter = operations.filter((op) =>
  op.parameters.some((p) => p.in === 'path' && resolve(p.schema)?.type === 'integer'),
);

describe.each(ENGINES)('bad input on %s', (engine) => {
  let server: TestServer;
  let token = '';
  const counts = { bodies: 0, parameters: 0, mediaTypes: 0, methods: 0, fiveHundreds: 0 };
  beforeAll(async () => {
    server = await startTestServer({ engine, seed: CORE_ONLY });
    token = await server.login('admin');
  });
  afterAll(async () => {
    process.stdout.write(
      `bad input (${engine}): ${String(counts.bodies)} invalid bodies over ${String(withJsonBody.length)} operations and ${String(counts.parameters)} invalid ids over ${String(withIdParameter.length)} operations, all refused with 400/422; ${String(counts.mediaTypes)} bodies of another media type (415), ${String(counts.methods)} methods a path does not have (405); ${String(counts.fiveHundreds)} answered 5xx; ${String(server.statuses.undeclared.size)} undeclared statuses in ${String(server.statuses.checked())} answers\n`,
    );
    await server.close();
  });

  it('refuses generated invalid bodies with 422 (or 400) and the error body, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: withJsonBody.length - 1 }),
        fc.constantFrom(...MUTATIONS),
        fc.nat(1000),
        async (index, kind, pick) => {
          const op = withJsonBody[index];
          if (!op) return;
          const body = mutate(op, kind, pick);
          // The mutation may happen to stay valid (a huge number where any number goes): then it is not sent.
          if (!REFUSED_BY_THE_SHARED_LAYER.includes(kind) && bodyValidator(op)(asRead(body))) return;
          counts.bodies += 1;
          const response = await server.call(op.method.toUpperCase(), exampleUrl(op), { token, body });
          if (response.status >= 500) counts.fiveHundreds += 1;
          expect([400, 422], `${label(op)} ${kind}: ${JSON.stringify(body).slice(0, 120)}`).toContain(response.status);
          expect(isErrorBody(response.body), `${label(op)} error body ${JSON.stringify(response.body)}`).toBe(true);
        },
      ),
      { numRuns: 900, seed: 20261122 },
    );
  });

  it.each(withIdParameter.map((op) => [label(op), op] as const))(
    'refuses ids that are not ids: %s',
    async (_name, op) => {
      const id = op.parameters.find((p) => p.in === 'path' && resolve(p.schema)?.type === 'integer');
      for (const bad of ['abc', '0', '-7', '1.5', 'x'.repeat(300)]) {
        const response = await server.call(op.method.toUpperCase(), exampleUrl(op, { [id?.name ?? 'id']: bad }), {
          token,
          body: exampleBody(op),
        });
        expect(response.status, `${label(op)} with ${id?.name ?? ''}=${bad.slice(0, 10)}`).toBe(400);
        expect(isErrorBody(response.body)).toBe(true);
        counts.parameters += 1;
      }
    },
  );

  it('refuses an over-long quick search on every search', async () => {
    const searches = operations.filter((op) => op.path.endsWith('/search') && op.method === 'post');
    for (const op of searches) {
      const response = await server.call('POST', exampleUrl(op), { token, body: { quickSearch: 'q'.repeat(201) } });
      expect(response.status, label(op)).toBe(422);
    }
  });

  it('reads an in-list of 600 ids as one array on every search that filters by id, and refuses a value that is no id', async () => {
    const searches = operations.filter((op) => op.path.endsWith('/search') && op.method === 'post');
    const ids = Array.from({ length: 600 }, (_, i) => i + 1);
    let answered = 0;
    for (const op of searches) {
      const filter = (value: unknown[]) => ({ filters: [{ field: 'id', operator: 'in', value }] });
      const response = await server.call('POST', exampleUrl(op), { token, body: filter(ids) });
      // A read model without an id field says so (422); every other answers its page.
      expect([200, 422], `${label(op)}: ${JSON.stringify(response.body).slice(0, 200)}`).toContain(response.status);
      if (response.status !== 200) continue;
      answered += 1;
      const refused = await server.call('POST', exampleUrl(op), { token, body: filter([1, 'two']) });
      expect(refused.status, label(op)).toBe(422);
    }
    expect(answered).toBeGreaterThan(searches.length / 2);
  });

  it('refuses a body of another media type with 415 on every operation that takes one', async () => {
    for (const op of operations.filter(({ method }) => method !== 'get')) {
      const response = await server.call(op.method.toUpperCase(), exampleUrl(op), {
        token,
        body: '<user><firstName>Jasmine</firstName></user>',
        headers: { 'content-type': 'application/xml' },
      });
      expect(response.status, label(op)).toBe(415);
      expect(isErrorBody(response.body), label(op)).toBe(true);
      counts.mediaTypes += 1;
    }
  });

  it('refuses a body over the size limit with 413', async () => {
    const search = operations.find(({ operation }) => operation.operationId === 'usersSearch');
    if (!search) throw new Error('usersSearch is not in the contract');
    const response = await server.call('POST', exampleUrl(search), {
      token,
      body: { quickSearch: 'x'.repeat(26 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(isErrorBody(response.body)).toBe(true);
  });

  it('answers 405 with the methods of the path for a method it does not have', async () => {
    const byPath = Map.groupBy(operations, (op) => op.path);
    for (const [path, ops] of byPath) {
      const has = new Set(ops.map((op) => op.method.toUpperCase()));
      const other = ['PATCH', 'PUT', 'POST', 'DELETE'].find((method) => !has.has(method));
      if (!other || !ops[0]) continue;
      const response = await server.call(other, exampleUrl(ops[0]), { token });
      expect(response.status, `${other} ${path}`).toBe(405);
      expect(String(response.headers.allow), `${other} ${path}`).toContain(ops[0].method.toUpperCase());
      counts.methods += 1;
    }
  });

  // Runs last: every answer of this file (400, 405, 413, 415, 422 and the rest) is one the
  // operation declares.
  it('got only statuses the contract declares', () => {
    expect([...server.statuses.undeclared]).toEqual([]);
  });
});

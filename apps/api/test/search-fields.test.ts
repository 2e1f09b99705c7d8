import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SchemaObject, SpecOperation } from '../src/core/spec.ts';
import { exampleBody, exampleUrl, label, operations, propertiesOf, resolve } from './support/operations.ts';
import { startTestServer, type TestServer } from './support/server.ts';

/**
 * Filter and sort field names are names from a request: every search of the contract must look them
 * up in its own allow-list, never as properties of an object (where constructor, __proto__ or
 * toString are always found). Generated from the contract, so a new search is covered the day it is
 * added: field names (the operation's own, Object.prototype's, odd and overlong text), operators and
 * values as SearchFilter allows them, sent as a user with every claim and as one with only LOGIN.
 * No answer is a 5xx, and a name the search does not know is refused with 422, never answered 200.
 */

type SlotKind = 'filters' | 'sort';
/** Where a body carries filters or a sort, e.g. ['request', 'filters'] in an export. */
interface Slot {
  path: string[];
  kind: SlotKind;
}

const refName = (schema: SchemaObject | undefined) =>
  typeof schema?.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;

/** The arrays of SearchFilter and SortItem in a request body's schema, at any depth of objects. */
function slotsOf(schema: SchemaObject | undefined, path: string[] = []): Slot[] {
  if (path.length > 4) return [];
  return Object.entries(propertiesOf(schema)).flatMap(([name, property]): Slot[] => {
    const resolved = resolve(property);
    if (resolved?.type === 'array') {
      const item = refName(resolved.items as SchemaObject | undefined);
      if (item === 'SearchFilter') return [{ path: [...path, name], kind: 'filters' }];
      if (item === 'SortItem') return [{ path: [...path, name], kind: 'sort' }];
      return [];
    }
    return resolved?.type === 'object' || resolved?.properties ? slotsOf(property, [...path, name]) : [];
  });
}

const bodySchema = (op: SpecOperation) => op.operation.requestBody?.content['application/json']?.schema;

/** Every operation whose body carries filters or a sort: the searches and what saves or exports one. */
const searches = operations
  .map((op) => ({ op, slots: slotsOf(bodySchema(op)) }))
  .filter(({ slots }) => slots.length > 0);

/** The fields of a search's rows: the properties of its answer's `items`. */
function rowFieldsOf(op: SpecOperation | undefined): string[] {
  const answer = op?.operation.responses['200']?.content?.['application/json']?.schema;
  const items = resolve(propertiesOf(answer).items);
  return items?.type === 'array' ? Object.keys(propertiesOf(items.items as SchemaObject)) : [];
}

/**
 * The names an operation knows: its rows' fields, or those of the search its body names (an
 * export), and the names its example uses (a business view's columns, an extract's filters).
 */
function realFieldsOf(op: SpecOperation): string[] {
  const example = exampleBody(op);
  const named = new Set<string>();
  JSON.stringify(example, (key, value: unknown) => {
    if ((key === 'field' || key === 'name') && typeof value === 'string') named.add(value);
    if (key === 'search' && typeof value === 'string') {
      for (const field of rowFieldsOf(operations.find((other) => other.method === 'post' && other.path === value))) {
        named.add(field);
      }
    }
    if (key === 'columns' && Array.isArray(value)) {
      for (const column of value) if (typeof column === 'string') named.add(column);
    }
    return value;
  });
  return [...new Set([...rowFieldsOf(op), ...named])];
}

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
/** Names no search has: look-alikes, blanks, markup, and text at and over the contract's 100 characters. */
const ODD_NAMES = [
  '',
  ' ',
  'ｃｏｎｓｔｒｕｃｔｏｒ',
  'Constructor',
  'constructor ',
  'prototype',
  '__proto__.polluted',
  'lastName.length',
  '\u202Eeman',
  '𝒻𝒾𝑒𝓁𝒹',
  'naïve',
  "o'brien",
  'a"b',
  '1',
  'x'.repeat(100),
  'y'.repeat(101),
  'z'.repeat(5000),
];

/** Text a field name or value may hold: anything but NUL, which the shared layer refuses first (400). */
const text = (maxLength: number) =>
  fc.string({ unit: 'grapheme', maxLength }).filter((value) => !value.includes('\u0000'));

const schemaOf = (name: string) => resolve({ $ref: `#/components/schemas/${name}` });
const OPERATORS = (schemaOf('SearchFilterOperator')?.enum as string[] | undefined) ?? [];
const DIRECTIONS = (schemaOf('SortDirection')?.enum as string[] | undefined) ?? [];

/** One SearchScalar: each branch of the contract's oneOf, as long as it allows. */
function scalarArbitrary(): fc.Arbitrary<string | number | boolean> {
  const branches = ((schemaOf('SearchScalar')?.oneOf as SchemaObject[] | undefined) ?? []).map(
    (branch): fc.Arbitrary<string | number | boolean> => {
      if (branch.type === 'number') {
        return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(1e308));
      }
      if (branch.type === 'boolean') return fc.boolean();
      const max = typeof branch.maxLength === 'number' ? branch.maxLength : 200;
      return fc.oneof(
        text(20),
        fc.constantFrom('2026-07-01', '07/01/2026', 'Pending', 'Active', 'true', '12', 'x'.repeat(max)),
      );
    },
  );
  return fc.oneof(...branches);
}

interface Case {
  index: number;
  user: 'admin' | 'viewer';
  filters: { field: string; operator: string; value?: unknown; valueTo?: unknown }[];
  sort: { field: string; direction: string }[];
}

function caseArbitrary(): fc.Arbitrary<Case> {
  const scalar = scalarArbitrary();
  return fc.integer({ min: 0, max: searches.length - 1 }).chain((index) => {
    const real = realFields[index] ?? [];
    const field = fc.oneof(
      { arbitrary: real.length > 0 ? fc.constantFrom(...real) : fc.constant('id'), weight: 3 },
      { arbitrary: fc.constantFrom(...PROTOTYPE_NAMES), weight: 3 },
      { arbitrary: fc.constantFrom(...ODD_NAMES), weight: 1 },
      { arbitrary: text(120), weight: 1 },
    );
    const filter = fc.record(
      {
        field,
        operator: fc.constantFrom(...OPERATORS),
        value: fc.oneof(scalar, fc.array(scalar, { maxLength: 4 })),
        valueTo: scalar,
      },
      { requiredKeys: ['field', 'operator'] },
    );
    return fc.record({
      index: fc.constant(index),
      user: fc.constantFrom('admin' as const, 'viewer' as const),
      filters: fc.array(filter, { maxLength: 3 }),
      sort: fc.array(fc.record({ field, direction: fc.constantFrom(...DIRECTIONS) }), { maxLength: 2 }),
    });
  });
}

const realFields = searches.map(({ op }) => realFieldsOf(op));

/** The example body with each slot replaced: filters and sort where the operation carries them. */
function bodyWith(index: number, values: Partial<Record<SlotKind, unknown[]>>): unknown {
  const search = searches[index];
  if (!search) throw new Error(`no search ${String(index)}`);
  const example = exampleBody(search.op);
  const body = structuredClone(example ?? {}) as Record<string, unknown>;
  for (const slot of search.slots) {
    let target = body;
    for (const key of slot.path.slice(0, -1)) {
      const next = target[key];
      target[key] = next !== null && typeof next === 'object' ? next : {};
      target = target[key] as Record<string, unknown>;
    }
    target[slot.path.at(-1) ?? slot.kind] = values[slot.kind] ?? [];
  }
  return body;
}

const isUnknown = (index: number, name: string) => !(realFields[index] ?? []).includes(name);

describe('filter and sort field names on every search', () => {
  let server: TestServer;
  const tokens: Record<Case['user'], string> = { admin: '', viewer: '' };
  /** What each user's example search (filters and sort emptied) answers, by operation. */
  const baseline: Record<Case['user'], number[]> = { admin: [], viewer: [] };
  const counts = { requests: 0, unknownRefused: 0, fiveHundreds: 0 };

  const send = async (index: number, user: Case['user'], body: unknown) => {
    const op = searches[index]?.op;
    if (!op) throw new Error(`no search ${String(index)}`);
    counts.requests += 1;
    const response = await server.call(op.method.toUpperCase(), exampleUrl(op), { token: tokens[user], body });
    if (response.status >= 500) counts.fiveHundreds += 1;
    return response;
  };

  beforeAll(async () => {
    server = await startTestServer();
    tokens.admin = await server.login('admin');
    tokens.viewer = await server.login('viewer');
    for (const user of ['admin', 'viewer'] as const) {
      for (const [index] of searches.entries()) {
        baseline[user][index] = (await send(index, user, bodyWith(index, {}))).status;
      }
    }
  });

  afterAll(async () => {
    const answered = (user: Case['user']) => baseline[user].filter((status) => status < 300).length;
    const refused = searches.flatMap(({ op }, index) =>
      (baseline.admin[index] ?? 500) < 300 ? [] : [`${op.operation.operationId} ${String(baseline.admin[index])}`],
    );
    process.stdout.write(
      `search fields: ${String(searches.length)} operations with filters or sort (${String(answered('admin'))} answer their example to a user with every claim, ${String(answered('viewer'))} to one with only LOGIN; refused: ${refused.join(', ')}); ${String(counts.requests)} requests, ${String(counts.unknownRefused)} unknown names refused with 422, ${String(counts.fiveHundreds)} answered 5xx\n`,
    );
    await server.close();
  });

  it('finds the searches in the contract', () => {
    expect(searches.length).toBeGreaterThan(40);
    expect(OPERATORS).toContain('isNull');
    for (const name of PROTOTYPE_NAMES) expect(realFields.flat()).not.toContain(name);
    // The example of most searches is answered, so a refusal below is the name's and not the example's.
    expect(baseline.admin.filter((status) => status < 300).length).toBeGreaterThan(searches.length * 0.8);
  });

  it('answers no 5xx and refuses every unknown name with 422', async () => {
    await fc.assert(
      fc.asyncProperty(caseArbitrary(), async ({ index, user, filters, sort }) => {
        const response = await send(index, user, bodyWith(index, { filters, sort }));
        const op = searches[index]?.op;
        const what = `${op ? label(op) : ''} as ${user}: ${JSON.stringify({ filters, sort }).slice(0, 300)} → ${JSON.stringify(response.body).slice(0, 200)}`;
        expect(response.status, what).toBeLessThan(500);
        const unknown = [...filters, ...sort].some((item) => isUnknown(index, item.field));
        if (!unknown) return;
        if ((baseline[user][index] ?? 500) < 300) {
          expect(response.status, what).toBe(422);
          counts.unknownRefused += 1;
        } else {
          expect(response.status, what).toBeGreaterThanOrEqual(400);
        }
      }),
      { numRuns: 300, seed: 20261207 },
    );
  });

  it('names a body field with an inherited name as not a field of the request', async () => {
    // The export's body allows no other fields (SearchRequest does).
    const index = searches.findIndex(({ op }) => op.operation.operationId === 'exportSearch');
    for (const name of ['constructor', 'toString', 'hasOwnProperty']) {
      const response = await send(index, 'admin', { ...(bodyWith(index, {}) as object), [name]: 1 });
      expect(response.status, name).toBe(422);
      expect(response.body, name).toEqual({ [name]: `${name} is not a field of this request.` });
    }
  });

  it("names an unknown filter under filters and an unknown sort under sort, in the search's own words", async () => {
    for (const user of ['admin', 'viewer'] as const) {
      for (const [index, { op, slots }] of searches.entries()) {
        if ((baseline[user][index] ?? 500) >= 300) continue;
        for (const [offset, kind] of slots.map((slot) => slot.kind).entries()) {
          const name = PROTOTYPE_NAMES[(index + offset) % PROTOTYPE_NAMES.length] ?? 'constructor';
          const item = kind === 'filters' ? { field: name, operator: 'isNull' } : { field: name, direction: 'asc' };
          const response = await send(index, user, bodyWith(index, { [kind]: [item] }));
          const what = `${label(op)} as ${user}, ${kind} ${name}: ${JSON.stringify(response.body)}`;
          expect(response.status, what).toBe(422);
          const message = (response.body as Record<string, unknown>)[kind];
          expect(typeof message === 'string' && message.startsWith(`${name} is not`), what).toBe(true);
        }
      }
    }
  });
});

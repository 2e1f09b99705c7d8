import type { OpenApiDocument, SchemaObject, SpecOperation } from '../core/spec.ts';
import { badRequest } from '../core/errors.ts';

/**
 * What every request is checked for before its schema: text PostgreSQL cannot store (NUL) and
 * numbers JSON should not carry (1e999 parses to Infinity). Both once answered 500 (issue 27); the
 * database would refuse them deep inside a handler, so they are refused here, for every operation.
 */
export const NUL_MESSAGE = 'Text cannot contain the NUL character.';
export const NON_FINITE_MESSAGE = 'Numbers must be finite.';
export const NOT_AN_OBJECT_MESSAGE = 'The request body must be a JSON object.';
export const NOT_AN_ARRAY_MESSAGE = 'The request body must be a JSON array.';

/** JSON.parse with the two refusals above, for keys and values at any depth; 400 on either. */
export function parseJson(text: string): unknown {
  return JSON.parse(text, function check(key: string, value: unknown) {
    if (key.includes('\u0000')) throw badRequest(NUL_MESSAGE);
    if (typeof value === 'string' && value.includes('\u0000')) throw badRequest(NUL_MESSAGE);
    if (typeof value === 'number' && !Number.isFinite(value)) throw badRequest(NON_FINITE_MESSAGE);
    return value;
  });
}

/** Path and query parameters (decoded text, or lists of it): a NUL anywhere is a 400. */
export function assertNoNul(values: Record<string, unknown>): void {
  for (const value of Object.values(values)) {
    const texts = Array.isArray(value) ? value : [value];
    if (texts.some((text) => typeof text === 'string' && text.includes('\u0000'))) throw badRequest(NUL_MESSAGE);
  }
}

export type BodyShape = 'object' | 'array' | 'any';

/** Whether an operation's JSON body is declared an object or an array (following $ref and allOf). */
export function bodyShapeOf(spec: OpenApiDocument, op: SpecOperation): BodyShape {
  let schema = op.operation.requestBody?.content['application/json']?.schema;
  for (let depth = 0; schema && typeof schema.$ref === 'string' && depth < 10; depth += 1) {
    schema = spec.components.schemas[schema.$ref.split('/').pop() ?? ''];
  }
  if (!schema) return 'any';
  if (schema.type === 'array') return 'array';
  if (schema.type === 'object' || Array.isArray(schema.allOf) || schema.properties !== undefined) return 'object';
  return 'any';
}

/** A handler never receives a body of another shape than the one its operation declares. */
export function assertBodyShape(shape: BodyShape, body: unknown): void {
  if (shape === 'object' && (body === null || typeof body !== 'object' || Array.isArray(body))) {
    throw badRequest(NOT_AN_OBJECT_MESSAGE);
  }
  if (shape === 'array' && !Array.isArray(body)) throw badRequest(NOT_AN_ARRAY_MESSAGE);
}

/** Whether a JSON body carries a file as base64 (`contentEncoding: base64` anywhere in its schema). */
export function carriesFile(spec: OpenApiDocument, schema: SchemaObject | undefined): boolean {
  const seen = new Set<string>();
  const visit = (node: unknown): boolean => {
    if (node === null || typeof node !== 'object') return false;
    const record = node as Record<string, unknown>;
    if (record.contentEncoding === 'base64') return true;
    if (typeof record.$ref === 'string') {
      const name = record.$ref.split('/').pop() ?? '';
      if (seen.has(name)) return false;
      seen.add(name);
      return visit(spec.components.schemas[name]);
    }
    return Object.values(record).some(visit);
  };
  return visit(schema);
}

/**
 * The contract's paths as patterns, to tell a wrong method (405 with Allow) from a path that does
 * not exist (404).
 */
export function createMethodIndex(operations: readonly SpecOperation[]) {
  const byPath = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  for (const op of operations) {
    let entry = byPath.get(op.path);
    if (!entry) {
      const source = op.path
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      entry = { pattern: new RegExp(`^/api${source}/?$`), methods: new Set() };
      byPath.set(op.path, entry);
    }
    entry.methods.add(op.method.toUpperCase());
  }
  const entries = [...byPath.values()];
  return {
    /** The methods the path answers, sorted; empty when no operation has this path. */
    allowed(url: string): string[] {
      const path = url.split('?')[0] ?? '';
      const methods = new Set<string>();
      for (const entry of entries) if (entry.pattern.test(path)) for (const m of entry.methods) methods.add(m);
      return [...methods].sort();
    },
  };
}

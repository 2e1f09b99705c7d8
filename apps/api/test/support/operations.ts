import { isPublic, loadSpec, operationsOf, type SchemaObject, type SpecOperation } from '../../src/core/spec.ts';

export const spec = loadSpec();
export const operations = operationsOf(spec);
export const securedOperations = operations.filter((op) => !isPublic(spec, op.operation));

interface MediaType {
  example?: unknown;
  examples?: Record<string, { value?: unknown }>;
}

/** The request body example of an operation (the contract has one for every JSON body). */
export function exampleBody(op: SpecOperation): unknown {
  const media = op.operation.requestBody?.content['application/json'] as MediaType | undefined;
  if (!media) return undefined;
  return media.example ?? Object.values(media.examples ?? {})[0]?.value;
}

/** The URL with every path parameter and required query parameter filled from its example (or 1). */
export function exampleUrl(op: SpecOperation, overrides: Record<string, string | number> = {}): string {
  const value = (name: string) => {
    const parameter = op.parameters.find((p) => p.name === name);
    const example = (parameter as { example?: unknown } | undefined)?.example ?? parameter?.schema?.example;
    return String(overrides[name] ?? (example as string | number | undefined) ?? 1);
  };
  const path = op.path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(value(name)));
  const query = op.parameters
    .filter((p) => p.in === 'query' && (p.required === true || p.name in overrides))
    .map((p) => `${encodeURIComponent(p.name)}=${encodeURIComponent(value(p.name))}`);
  return `/api${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

export const label = (op: SpecOperation) => `${op.method.toUpperCase()} ${op.path} (${op.operation.operationId})`;

/** A schema with its `$ref`s followed to the contract's components. */
export function resolve(schema: SchemaObject | undefined): SchemaObject | undefined {
  let current = schema;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 10; depth += 1) {
    const name = current.$ref.split('/').pop() ?? '';
    current = spec.components.schemas[name];
  }
  return current;
}

/** The object schema's own properties, following $ref and allOf. */
export function propertiesOf(schema: SchemaObject | undefined): Record<string, SchemaObject> {
  const resolved = resolve(schema);
  if (!resolved) return {};
  const own = (resolved.properties as Record<string, SchemaObject> | undefined) ?? {};
  const inherited = ((resolved.allOf as SchemaObject[] | undefined) ?? []).map(propertiesOf);
  return Object.assign({}, ...inherited, own) as Record<string, SchemaObject>;
}

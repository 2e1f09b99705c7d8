import { Comparator } from '@pactflow/openapi-pact-comparator';
import type { PactFile } from './pact-files.ts';
import { operationsOf, type OpenApiDocument } from './spec.ts';

/**
 * One finding of the comparator. Its own declaration files point at internal `#…` import paths that
 * TypeScript cannot resolve from here, so the fields these checks read are declared again.
 */
export interface Result {
  code: string;
  message: string;
  type: 'error' | 'warning' | 'info';
  mockDetails?: { interactionDescription?: string | null; location: string };
}

/**
 * The comparator routes OpenAPI 3 paths without their `servers` path, but reads a base path from
 * `info.x-opc-config-base-path`. Every server of our spec (the API and the serverless host) sits
 * under the same path, `/api`; a spec whose servers disagree is refused rather than half-checked.
 */
function withBasePath(spec: OpenApiDocument): OpenApiDocument & { info: Record<string, unknown> } {
  const basePaths = new Set(operationsOf(spec).map((operation) => operation.basePath));
  if (basePaths.size !== 1) throw new Error(`servers have different paths: ${[...basePaths].join(', ')}`);
  // A copy: the comparator writes inherited parameters and security into the operations it reads.
  const copy = structuredClone(spec) as OpenApiDocument & { info: Record<string, unknown> };
  copy.info = { ...copy.info, 'x-opc-config-base-path': [...basePaths][0] };
  widenMultipartArrays(copy);
  return copy;
}

interface SchemaNode {
  $ref?: string;
  type?: string;
  items?: SchemaNode;
  properties?: Record<string, SchemaNode>;
  anyOf?: SchemaNode[];
}

/**
 * The comparator folds repeated multipart parts (`files` sent once per file) into one string, so
 * an array property of a multipart body could never validate. Such properties are widened to accept
 * that folded single value too; everything else about the body (required parts, names) stays checked.
 */
function widenMultipartArrays(spec: OpenApiDocument): void {
  const document = spec as unknown as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: SchemaNode }> } }>>;
    components?: { schemas?: Record<string, SchemaNode> };
  };
  const resolve = (node: SchemaNode): SchemaNode => {
    const name = node.$ref?.replace('#/components/schemas/', '');
    return (name ? document.components?.schemas?.[name] : undefined) ?? node;
  };
  for (const item of Object.values(document.paths)) {
    for (const operation of Object.values(item)) {
      const schema = operation.requestBody?.content?.['multipart/form-data']?.schema;
      if (!schema) continue;
      const properties = resolve(schema).properties ?? {};
      for (const [name, property] of Object.entries(properties)) {
        const resolved = resolve(property);
        if (resolved.type === 'array' && resolved.items) properties[name] = { anyOf: [resolved, resolved.items] };
      }
    }
  }
}

/** Every finding of @pactflow/openapi-pact-comparator for one pact against the spec. */
export async function compareWithSpec(spec: OpenApiDocument, pact: PactFile): Promise<Result[]> {
  const comparator = new Comparator({ oas: withBasePath(spec) });
  const findings = comparator.compare(pact) as unknown as AsyncIterable<Result>;
  const results: Result[] = [];
  for await (const result of findings) results.push(result);
  return results;
}

export const errorsOf = (results: Result[]): Result[] => results.filter((result) => result.type === 'error');

/** One line per finding, for a failing assertion to print. */
export function describeResults(results: Result[]): string {
  return results
    .map(
      (result) =>
        `${result.type} ${result.code}: ${result.message}` +
        (result.mockDetails?.interactionDescription ? ` [${result.mockDetails.interactionDescription}]` : '') +
        (result.mockDetails?.location ? ` at ${result.mockDetails.location}` : ''),
    )
    .join('\n');
}

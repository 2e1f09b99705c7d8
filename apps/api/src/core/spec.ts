import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const openapiDir = resolve(import.meta.dirname, '../../../../openapi');
const bundlePath = resolve(openapiDir, 'dist/openapi.json');

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';
export const METHODS: readonly HttpMethod[] = ['get', 'put', 'post', 'delete', 'patch'];

export type SchemaObject = Record<string, unknown>;

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: SchemaObject;
}

export interface OperationObject {
  operationId: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: SchemaObject }> };
  responses: Record<string, { content?: Record<string, { schema?: SchemaObject }> }>;
  'x-claims'?: string[];
  'x-scope'?: string;
  'x-transition'?: { machine: string; from: string[]; to: string | string[] };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, SchemaObject>;
    responses?: Record<string, unknown>;
    parameters?: Record<string, ParameterObject>;
  };
  security?: Record<string, string[]>[];
}

/** One operation of the contract with where it lives. */
export interface SpecOperation {
  method: HttpMethod;
  path: string;
  pointer: string;
  operation: OperationObject;
  parameters: ParameterObject[];
}

/**
 * The bundled contract (openapi/dist/openapi.json), the server's routing and validation source.
 * A clean clone has no bundle yet, so it is built on first use.
 */
export function loadSpec(): OpenApiDocument {
  if (!existsSync(bundlePath)) {
    const built = spawnSync('pnpm', ['--filter', '@pathway/openapi', 'run', 'bundle'], { stdio: 'ignore' });
    if (built.status !== 0 || !existsSync(bundlePath)) {
      throw new Error(
        `The contract bundle ${bundlePath} is missing and could not be built (pnpm --filter @pathway/openapi run bundle).`,
      );
    }
  }
  return JSON.parse(readFileSync(bundlePath, 'utf8')) as OpenApiDocument;
}

const escapePointer = (segment: string) => segment.replaceAll('~', '~0').replaceAll('/', '~1');

/** A parameter written as `$ref: '#/components/parameters/X'` resolved to the parameter itself. */
function resolveParameter(spec: OpenApiDocument, parameter: ParameterObject | { $ref: string }): ParameterObject {
  if (!('$ref' in parameter)) return parameter;
  const name = parameter.$ref.split('/').pop() ?? '';
  const resolved = spec.components.parameters?.[name];
  if (!resolved) throw new Error(`The contract's parameter ${parameter.$ref} does not exist.`);
  return resolved;
}

export function operationsOf(spec: OpenApiDocument): SpecOperation[] {
  const found: SpecOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    const resolveAll = (list: unknown) =>
      ((list as (ParameterObject | { $ref: string })[] | undefined) ?? []).map((p) => resolveParameter(spec, p));
    const shared = resolveAll(item.parameters);
    for (const method of METHODS) {
      const operation = item[method] as OperationObject | undefined;
      if (!operation) continue;
      const own = resolveAll(operation.parameters);
      const parameters = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own];
      found.push({ method, path, pointer: `#/paths/${escapePointer(path)}/${method}`, operation, parameters });
    }
  }
  return found;
}

/** Public operations (sign-in, recovery, activation, contract validation) declare `security: []`. */
export function isPublic(spec: OpenApiDocument, operation: OperationObject): boolean {
  const security = operation.security ?? spec.security ?? [];
  return security.length === 0 || security.every((requirement) => Object.keys(requirement).length === 0);
}

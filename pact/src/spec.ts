import { readFileSync } from 'node:fs';
import { bundledSpec } from './paths.ts';

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** The parts of an OpenAPI document these checks read. */
export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  servers?: { url: string }[];
  paths: Record<string, PathItem>;
}

type PathItem = Partial<Record<HttpMethod, { operationId?: string; servers?: { url: string }[] }>> & {
  servers?: { url: string }[];
};

export function loadSpec(file = bundledSpec): OpenApiDocument {
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

/** One operation of the spec, named `METHOD /path` as it is written under `paths`. */
export interface Operation {
  key: string;
  method: HttpMethod;
  path: string;
  operationId: string | undefined;
  /** The base path its requests carry on the wire (`/api` from `servers`). */
  basePath: string;
}

function basePathOf(servers: { url: string }[] | undefined): string {
  const url = servers?.[0]?.url ?? '';
  // A server URL may be absolute, start with a host variable (`{functionHost}/api`, the serverless
  // host) or be relative (`/api`); only its path counts.
  const path = url.replace(/^[a-z]+:\/\/[^/]*/i, '').replace(/^\{[^}]+\}/, '');
  return path.replace(/\/$/, '');
}

export function operationsOf(spec: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of httpMethods) {
      const operation = item[method];
      if (!operation) continue;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        method,
        path,
        operationId: operation.operationId,
        basePath: basePathOf(operation.servers ?? item.servers ?? spec.servers),
      });
    }
  }
  return operations;
}

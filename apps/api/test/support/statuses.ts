import { operationsOf, type OpenApiDocument, type SpecOperation } from '../../src/core/spec.ts';

/**
 * Whether the contract declares the status the server answered: the operation's own responses for
 * a path and method of the contract, `x-method-not-allowed` (405) for a path asked with a method it
 * does not have, and only 404 for another path under /api. Every answer of a test server is recorded
 * (support/server.ts); the claim matrix and the bad-input run expect none undeclared.
 */
export interface StatusAudit {
  /** Records an answer; returns why it is undeclared, or undefined. */
  record: (method: string, url: string, status: number) => string | undefined;
  /** Each undeclared answer once: `GET /users/{userId} (usersGet) answered 418`. */
  readonly undeclared: ReadonlySet<string>;
  /** How many answers were recorded. */
  readonly checked: () => number;
}

interface Template {
  op: SpecOperation;
  pattern: RegExp;
  /** Per segment: 2 literal, 1 a parameter with literal text around it, 0 a parameter; higher wins (Fastify's order). */
  rank: number[];
}

function templateOf(op: SpecOperation): Template {
  const segments = op.path.split('/').slice(1);
  const pattern = segments
    .map((segment) =>
      segment
        .split(/(\{\w+\})/)
        .map((part) => (/^\{\w+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
        .join(''),
    )
    .join('/');
  const rank = segments.map((segment) => (!segment.includes('{') ? 2 : /^\{\w+\}$/.test(segment) ? 0 : 1));
  return { op, pattern: new RegExp(`^/api/${pattern}$`), rank };
}

const outranks = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return false;
};

export function createStatusAudit(spec: OpenApiDocument): StatusAudit {
  const templates = operationsOf(spec).map(templateOf);
  const methodNotAllowed = (spec as { 'x-method-not-allowed'?: unknown })['x-method-not-allowed'] !== undefined;
  const undeclared = new Set<string>();
  let checked = 0;

  function problem(method: string, url: string, status: number): string | undefined {
    const path = decodeURI(url.split('?')[0] ?? '');
    // Not the contract's: the web app, the Pact test mode's state endpoint.
    if (!path.startsWith('/api/')) return undefined;
    const matching = templates.filter(({ pattern }) => pattern.test(path));
    if (matching.length === 0)
      return status === 404 ? undefined : `${method} ${path} (no operation) answered ${status}`;
    const own = matching.filter(({ op }) => op.method.toUpperCase() === method.toUpperCase());
    if (own.length === 0) {
      return status === 405 && methodNotAllowed ? undefined : `${method} ${path} (no such method) answered ${status}`;
    }
    const route = own.reduce((best, next) => (outranks(next.rank, best.rank) ? next : best));
    const declared = route.op.operation.responses;
    if (String(status) in declared || `${String(status).charAt(0)}XX` in declared || 'default' in declared) {
      return undefined;
    }
    return `${method.toUpperCase()} ${route.op.path} (${route.op.operation.operationId}) answered ${status}`;
  }

  return {
    record(method, url, status) {
      checked += 1;
      const found = problem(method, url, status);
      if (found) undeclared.add(found);
      return found;
    },
    undeclared,
    checked: () => checked,
  };
}

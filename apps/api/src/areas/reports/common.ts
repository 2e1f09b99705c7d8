import type { HandlerContext, OperationId } from '../../http/context.ts';
import type { ResourceContext } from '../../lib/resource.ts';

export const resourceContext = <K extends OperationId>(ctx: HandlerContext<K>): ResourceContext => ({
  db: ctx.db,
  user: ctx.user,
});

/** The `?version=` of a delete (the contract requires it; absent only from older clients). */
export function versionOf(query: unknown): number | undefined {
  const value = (query as { version?: unknown } | undefined)?.version;
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
}

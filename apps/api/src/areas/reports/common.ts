import { sql } from 'kysely';
import type { HandlerContext, OperationId } from '../../http/context.ts';
import type { ResourceContext } from '../../lib/resource.ts';
import type { Column } from '../../lib/search.ts';

/**
 * Audit fields of read models that require all four: a record never updated reports its creation
 * as its last update (the contract has no null for them).
 */
export function auditFields(alias: string): Record<string, Column> {
  const at = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    createDate: { expr: at('create_date'), type: 'datetime' },
    createUser: { expr: at('create_user'), type: 'text' },
    lastUpdateDate: { expr: sql`coalesce(${at('last_update_date')}, ${at('create_date')})`, type: 'datetime' },
    lastUpdateUser: { expr: sql`coalesce(${at('last_update_user')}, ${at('create_user')})`, type: 'text' },
    version: { expr: at('version'), type: 'int' },
  };
}

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

import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../core/schema.ts';
import type { Principal } from '../core/principal.ts';
import { notFound, stale, conflict } from '../core/errors.ts';
import { writeAudit } from './audit.ts';
import { runSearch, selectListOf, type Column, type SearchRequest } from './search.ts';
import { scopeCondition, type ScopeRule } from './scope.ts';

/** A dependant that blocks a delete: a count query and the message naming it. */
export interface Dependant {
  count: (id: number) => RawBuilder<unknown>;
  message: string;
}

/** A table of the generated `Database`, and the columns it has. */
export type TableName = keyof Database;
export type ColumnOf<T extends TableName> = keyof Database[T] & string;

/**
 * The table and the columns a resource writes, checked against the generated `Database`: a column
 * a migration renames or drops fails `tsc` here. One member per table, so `table` picks the one
 * `writable` and `createDefaults` are checked against.
 */
export type TableWrites = {
  [T in TableName]: {
    table: T;
    /** Wire field → column written by create and update (update writes only what the body carries). */
    writable: Record<string, ColumnOf<T>>;
    /** Values set on create besides the body (defaults the client does not send). */
    createDefaults?: Partial<Record<ColumnOf<T>, unknown>>;
  };
}[TableName];

/**
 * A maintained table declared once: its read model (wire field → SQL), how it is searched, which
 * wire fields a create or update writes to which column, its row scope and what blocks a delete.
 * The CRUD that follows sets the audit fields, checks `version`, and writes the audit log.
 */
export type ResourceSpec = TableWrites & {
  /** Entity name for the audit log and messages, e.g. "School". */
  entity: string;
  alias: string;
  /** `from` with joins for display fields; the table must appear as `alias`. */
  from: RawBuilder<unknown>;
  columns: Record<string, Column>;
  defaultSort: readonly { field: string; direction: 'asc' | 'desc' }[];
  scope?: ScopeRule;
  /** Extra conditions on every read (e.g. one lookup name). */
  where?: (context: { user: Principal | null }) => RawBuilder<unknown> | undefined;
  dependants?: readonly Dependant[];
  /** Whether the table has the audit columns and `version` (true when absent). */
  audited?: boolean;
};

export interface ResourceContext {
  db: Kysely<Database>;
  user: Principal | null;
}

function conditions(spec: ResourceSpec, user: Principal | null) {
  return [spec.scope ? scopeCondition(user, spec.scope) : undefined, spec.where?.({ user })];
}

const toJsonValue = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? JSON.stringify(value) : value;

export function defineResource<TRow>(spec: ResourceSpec) {
  const audited = spec.audited !== false;
  const key = sql.ref(`${spec.alias}.id`);
  const table = sql.table(spec.table);

  async function get(ctx: ResourceContext, id: number): Promise<TRow> {
    const where = conditions(spec, ctx.user).filter((c): c is RawBuilder<unknown> => c !== undefined);
    // Raw SQL: generic over every resource: table, joins and columns come from its definition.
    const row = (
      await sql<TRow>`select ${selectListOf(spec.columns)} from ${spec.from}
        where ${key} = ${id} ${where.length ? sql`and ${sql.join(where, sql` and `)}` : sql``}`.execute(ctx.db)
    ).rows[0];
    if (!row) throw notFound(`The ${spec.entity.toLowerCase()}`);
    return row;
  }

  function assignments(body: Record<string, unknown>) {
    return Object.entries(spec.writable)
      .filter(([field]) => field in body)
      .map(([field, column]) => [column, toJsonValue(body[field])] as const);
  }

  return {
    spec,
    get,
    async search(ctx: ResourceContext, request: SearchRequest) {
      return runSearch<TRow>(
        ctx.db,
        {
          from: spec.from,
          columns: spec.columns,
          defaultSort: spec.defaultSort,
          key,
          where: conditions(spec, ctx.user),
        },
        request,
      );
    },
    async create(
      ctx: ResourceContext,
      body: Record<string, unknown>,
      extra: Record<string, unknown> = {},
    ): Promise<TRow> {
      const values = [...Object.entries(spec.createDefaults ?? {}), ...assignments(body), ...Object.entries(extra)];
      const columns = new Map<string, unknown>(values);
      if (audited) columns.set('create_user', ctx.user?.userName ?? 'system');
      const names = [...columns.keys()];
      // Raw SQL: generic over every resource: table and columns come from its definition.
      const inserted = (
        await sql<{ id: number }>`insert into ${table} (${sql.join(names.map((n) => sql.ref(n)))})
          values (${sql.join(names.map((n) => sql`${columns.get(n)}`))}) returning id`.execute(ctx.db)
      ).rows[0];
      if (!inserted) throw new Error(`${spec.table}: insert returned no id`);
      const created = await get({ ...ctx, user: null }, inserted.id);
      await writeAudit(ctx.db, ctx.user, {
        entity: spec.entity,
        entityId: inserted.id,
        action: 'create',
        after: created,
      });
      return created;
    },
    async update(
      ctx: ResourceContext,
      id: number,
      body: Record<string, unknown>,
      extra: Record<string, unknown> = {},
    ): Promise<TRow> {
      const before = await get(ctx, id);
      const sets = [...assignments(body), ...Object.entries(extra)].map(
        ([column, value]) => sql`${sql.ref(column)} = ${value}`,
      );
      if (audited) {
        sets.push(
          sql`last_update_date = now()`,
          sql`last_update_user = ${ctx.user?.userName ?? 'system'}`,
          sql`version = version + 1`,
        );
      }
      const version = body.version;
      // Raw SQL: generic over every resource: table and columns come from its definition.
      const updated = await sql`update ${table} set ${sql.join(sets)} where id = ${id}
        ${audited && typeof version === 'number' ? sql`and version = ${version}` : sql``}`.execute(ctx.db);
      if (Number(updated.numAffectedRows ?? 0) === 0) throw stale();
      const after = await get({ ...ctx, user: null }, id);
      await writeAudit(ctx.db, ctx.user, { entity: spec.entity, entityId: id, action: 'update', before, after });
      return after;
    },
    async remove(ctx: ResourceContext, id: number, version?: number): Promise<void> {
      const before = await get(ctx, id);
      for (const dependant of spec.dependants ?? []) {
        // Raw SQL: counts through the resource definition's dependant subquery.
        const count =
          (await sql<{ n: number }>`select (${dependant.count(id)})::int as n`.execute(ctx.db)).rows[0]?.n ?? 0;
        if (count > 0) throw conflict(dependant.message);
      }
      // Raw SQL: generic over every resource: the table comes from its definition.
      const deleted = await sql`delete from ${table} where id = ${id}
        ${audited && typeof version === 'number' ? sql`and version = ${version}` : sql``}`.execute(ctx.db);
      if (Number(deleted.numAffectedRows ?? 0) === 0) throw stale();
      await writeAudit(ctx.db, ctx.user, { entity: spec.entity, entityId: id, action: 'delete', before });
    },
  };
}

/** The four audit fields and version as read-model columns of `alias`. */
export function auditColumns(alias: string): Record<string, Column> {
  const at = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    createDate: { expr: at('create_date'), type: 'datetime' },
    createUser: { expr: at('create_user'), type: 'text' },
    lastUpdateDate: { expr: at('last_update_date'), type: 'datetime' },
    lastUpdateUser: { expr: at('last_update_user'), type: 'text' },
    version: { expr: at('version'), type: 'int' },
  };
}

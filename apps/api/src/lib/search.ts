import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { components } from '@pathway/api-client/schema';
import type { Database } from '../core/schema.ts';
import { unprocessable } from '../core/errors.ts';
import { ownEntry } from './allowList.ts';
import { quickSearchDate, quickSearchTerms, type QuickSearchTerm } from '@pathway/validation';

export { quickSearchDate };

// openapi-typescript marks fields with a default as present; on the wire page and pageSize may be absent.
export type SearchRequest = Omit<components['schemas']['SearchRequest'], 'page' | 'pageSize'> & {
  page?: number;
  pageSize?: number;
};
type SearchFilter = components['schemas']['SearchFilter'];

export type ColumnType = 'text' | 'int' | 'number' | 'date' | 'datetime' | 'boolean' | 'json';

/** One wire field of a read model: the SQL that yields it and how it filters and sorts. */
export interface Column {
  expr: RawBuilder<unknown>;
  type: ColumnType;
  /** Matched by the grid's quick search box. */
  quick?: boolean;
  /** Excluded from filters and sorting (computed lists, secrets). */
  hidden?: boolean;
  /**
   * The column holds lower-cased text (a trigram-indexed search column): a word is matched with
   * `like` on its lower-cased form, the plan the participant search was tuned for (ADR 179).
   */
  lowerCase?: boolean;
}

const column =
  (type: ColumnType) =>
  (expr: string | RawBuilder<unknown>, options: Pick<Column, 'quick' | 'hidden' | 'lowerCase'> = {}): Column => ({
    expr: typeof expr === 'string' ? sql.raw(expr) : expr,
    type,
    ...options,
  });

/** Column builders: `text('s.name', { quick: true })`, `int('s.organization_id')`, … */
export const text = column('text');
export const int = column('int');
export const number = column('number');
export const date = column('date');
export const datetime = column('datetime');
export const bool = column('boolean');
export const json = (expr: string | RawBuilder<unknown>): Column => column('json')(expr, { hidden: true });

/**
 * The audit fields of a read model whose contract requires them all (create and last update, user
 * and date, version): a row never changed reports its creation as its last update.
 */
export function auditColumns(alias: string): Record<string, Column> {
  const at = (name: string) => sql.raw(`${alias}.${name}`);
  return {
    createDate: datetime(at('create_date')),
    createUser: text(at('create_user')),
    lastUpdateDate: datetime(sql`coalesce(${at('last_update_date')}, ${at('create_date')})`),
    lastUpdateUser: text(sql`coalesce(${at('last_update_user')}, ${at('create_user')})`),
    version: int(at('version')),
  };
}

export interface SearchSpec {
  /** `from` clause with its joins, e.g. sql`schools s left join organizations o on o.id = s.organization_id`. */
  from: RawBuilder<unknown>;
  columns: Record<string, Column>;
  defaultSort: readonly { field: string; direction: 'asc' | 'desc' }[];
  /** The row's stable tie-breaker for paging, e.g. `s.id`. */
  key: RawBuilder<unknown>;
  /** Conditions always applied (row scope, a parent id). */
  where?: readonly (RawBuilder<unknown> | undefined)[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function like(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A filter value as the JavaScript value its column compares with, or a 422 under its field. */
function plain(field: string, col: Column, value: unknown): string | number | boolean {
  const fail = () => unprocessable({ [field]: `${field} is invalid.` });
  switch (col.type) {
    case 'int':
    case 'number': {
      const n = typeof value === 'number' ? value : Number(value);
      // 1e308 is an integer to JavaScript but not a text PostgreSQL reads as one.
      if (!Number.isFinite(n) || (col.type === 'int' && !Number.isSafeInteger(n))) throw fail();
      return n;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw fail();
    case 'date':
      if (typeof value === 'string' && (ISO_DATE.test(value) || quickSearchDate(value))) {
        return quickSearchDate(value) ?? value;
      }
      throw fail();
    case 'datetime':
      if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
      throw fail();
    default:
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
      throw fail();
  }
}

/** The PostgreSQL type a column's filter values are read as. */
const PG_TYPE: Record<ColumnType, string> = {
  int: 'int8',
  number: 'numeric',
  boolean: 'bool',
  date: 'date',
  datetime: 'timestamptz',
  text: 'text',
  json: 'text',
};

function typed(field: string, col: Column, value: unknown): RawBuilder<unknown> {
  const v = plain(field, col, value);
  return col.type === 'date' || col.type === 'datetime' ? sql`${v}::${sql.raw(PG_TYPE[col.type])}` : sql`${v}`;
}

function condition(filter: SearchFilter, col: Column): RawBuilder<unknown> {
  const { field, operator } = filter;
  const value = filter.value;
  const need = () => {
    if (value === undefined || Array.isArray(value)) throw unprocessable({ [field]: 'Required' });
    return value;
  };
  const expr =
    col.type === 'datetime' && (operator === 'eq' || operator === 'between') ? sql`(${col.expr})::date` : col.expr;
  const asDateCol = col.type === 'datetime' ? { ...col, type: 'date' as const } : col;
  switch (operator) {
    case 'eq':
      return sql`${expr} = ${typed(field, asDateCol, need())}`;
    case 'ne':
      return sql`${expr} is distinct from ${typed(field, asDateCol, need())}`;
    case 'lt':
      return sql`${col.expr} < ${typed(field, col, need())}`;
    case 'lte':
      return sql`${col.expr} <= ${typed(field, col, need())}`;
    case 'gt':
      return sql`${col.expr} > ${typed(field, col, need())}`;
    case 'gte':
      return sql`${col.expr} >= ${typed(field, col, need())}`;
    case 'between': {
      if (filter.valueTo === undefined) throw unprocessable({ [field]: 'Required' });
      return sql`${expr} between ${typed(field, asDateCol, need())} and ${typed(field, asDateCol, filter.valueTo)}`;
    }
    case 'contains':
      return sql`(${col.expr})::text ilike ${like(String(need()))}`;
    case 'startsWith':
      return sql`(${col.expr})::text ilike ${`${String(need()).replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
    case 'in': {
      const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
      if (list.length === 0) return sql`false`;
      // One array parameter however long the list (up to 600 values): one statement text, and never
      // a bind parameter per value (ADR 182).
      const values = list.map((item) => plain(field, col, item));
      return sql`${col.expr} = any(${values}::${sql.raw(PG_TYPE[col.type])}[])`;
    }
    case 'isNull':
      return sql`${col.expr} is null`;
    case 'isNotNull':
      return sql`${col.expr} is not null`;
    default:
      throw unprocessable({ [field]: `Unknown operator ${String(operator)}.` });
  }
}

function termCondition(columns: readonly Column[], term: QuickSearchTerm): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [];
  if (term.kind === 'date') {
    // A day matches every date of the row (the grid compares every date column the same way).
    for (const col of columns) {
      if (col.hidden) continue;
      if (col.type === 'date') parts.push(sql`${col.expr} = ${term.iso}::date`);
      if (col.type === 'datetime') parts.push(sql`(${col.expr})::date = ${term.iso}::date`);
    }
  } else {
    const number = /^\d{1,9}$/.test(term.text) ? Number(term.text) : undefined;
    for (const col of columns) {
      if (!col.quick) continue;
      if (col.type === 'text') {
        parts.push(
          col.lowerCase
            ? sql`${col.expr} like ${like(term.text.toLowerCase())}`
            : sql`${col.expr} ilike ${like(term.text)}`,
        );
      } else if ((col.type === 'int' || col.type === 'number') && number !== undefined) {
        parts.push(sql`${col.expr} = ${number}`);
      }
    }
  }
  if (parts.length === 0) return sql`false`;
  return parts.length === 1 ? (parts[0] ?? sql`false`) : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * The one quick search of every grid (spec section 9, the rule in @pathway/validation): each word
 * of the entry must match some column of the row, a 10-character date (mm/dd/yyyy or yyyy-mm-dd)
 * any of its dates, another word a quick text column containing it or a quick number column equal
 * to it. One condition over the set, no work per row in JavaScript; undefined for an empty entry.
 */
export function quickSearchCondition(columns: readonly Column[], text: string): RawBuilder<unknown> | undefined {
  const terms = quickSearchTerms(text);
  if (terms.length === 0) return undefined;
  return sql`(${sql.join(
    terms.map((term) => termCondition(columns, term)),
    sql` and `,
  )})`;
}

/** The refusal of a filter or sort field the search does not offer, under the request's own key. */
export function notSearchable(field: string, under: 'filters' | 'sort') {
  return unprocessable({
    [under]: `${field} is not a field this search can ${under === 'filters' ? 'filter' : 'sort by'}.`,
  });
}

/** A filter or sort field of the search's own columns (hidden ones excepted), or the 422 naming it. */
function searchable(spec: SearchSpec, field: string, under: 'filters' | 'sort'): Column {
  const col = ownEntry(spec.columns, field);
  if (!col || col.hidden) throw notSearchable(field, under);
  return col;
}

/** The WHERE of a search: fixed conditions, quick search and filters, each a known wire field. */
export function whereOf(
  spec: SearchSpec,
  request: Pick<SearchRequest, 'quickSearch' | 'filters'>,
): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = spec.where?.filter((c): c is RawBuilder<unknown> => c !== undefined) ?? [];
  const quick = request.quickSearch
    ? quickSearchCondition(Object.values(spec.columns), request.quickSearch)
    : undefined;
  if (quick) conditions.push(quick);
  for (const filter of request.filters ?? [])
    conditions.push(condition(filter, searchable(spec, filter.field, 'filters')));
  return conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
}

export function selectListOf(columns: Record<string, Column>): RawBuilder<unknown> {
  return sql.join(Object.entries(columns).map(([name, col]) => sql`${col.expr} as ${sql.ref(name)}`));
}

function orderOf(spec: SearchSpec, sort: SearchRequest['sort']): RawBuilder<unknown> {
  const items = sort && sort.length > 0 ? sort : spec.defaultSort;
  const parts = items.map((item) => {
    const col = searchable(spec, item.field, 'sort');
    const direction = item.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
    return col.type === 'text' ? sql`lower(${col.expr}) ${direction}` : sql`${col.expr} ${direction}`;
  });
  parts.push(sql`${spec.key} asc`);
  return sql.join(parts);
}

/**
 * The one search of every grid: `{ items, total }` for a page, sorted with a stable tie-breaker.
 * The total comes with the rows (a window count) so a page is one round trip; a page past the end
 * asks for the count alone.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the row its columns select.
export async function runSearch<T>(
  db: Kysely<Database>,
  spec: SearchSpec,
  request: SearchRequest,
): Promise<{ items: T[]; total: number }> {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? 50;
  const where = whereOf(spec, request);
  // Raw SQL: generic over every search: table, joins, columns and filters come from its definition.
  const rows = (
    await sql<Record<string, unknown>>`select ${selectListOf(spec.columns)}, count(*) over () as "__total"
      from ${spec.from} where ${where} order by ${orderOf(spec, request.sort)}
      limit ${pageSize} offset ${(page - 1) * pageSize}`.execute(db)
  ).rows;
  let total = rows.length > 0 ? Number(rows[0]?.__total) : 0;
  if (rows.length === 0 && page > 1) {
    // Raw SQL: generic over every search: the from and filters come from its definition.
    total =
      (await sql<{ total: number }>`select count(*) as total from ${spec.from} where ${where}`.execute(db)).rows[0]
        ?.total ?? 0;
  }
  for (const row of rows) delete row.__total;
  return { items: rows as T[], total };
}

/** Every row of a spec's query (un-paged lists, exports), in the default order. */

export async function runList<T>(
  db: Kysely<Database>,
  spec: SearchSpec,
  request: Pick<SearchRequest, 'quickSearch' | 'filters' | 'sort'> = {},
  limit = 100_000,
): Promise<T[]> {
  // Raw SQL: generic over every search: table, joins, columns and filters come from its definition.
  return (
    await sql<T>`select ${selectListOf(spec.columns)} from ${spec.from} where ${whereOf(spec, request)}
      order by ${orderOf(spec, request.sort)} limit ${limit}`.execute(db)
  ).rows;
}

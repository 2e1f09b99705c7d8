import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/schema.ts';

/**
 * A list of ids as one `int4[]` parameter, for `= any(…)` in the builder's where (eb.fn.any): never a
 * bind parameter per id, which PostgreSQL caps at 65,535 and which makes a new statement text for
 * each length of the list (ADR 182).
 */
export const intArray = (ids: readonly number[]) => sql<number[]>`${[...ids]}::int4[]`;

/** A list of texts as one `text[]` parameter, for `= any(…)` like intArray. */
export const textArray = (texts: readonly string[]) => sql<string[]>`${[...texts]}::text[]`;

/** Each id of the list as a row, so an insert … select writes a whole list in one statement. */
export const eachInt = (ids: readonly number[]) => sql<number>`unnest(${[...ids]}::int4[])`;

/** A number as an int4 where PostgreSQL cannot infer a parameter's type (a select list). */
export const int4 = (value: number) => sql<number>`${value}::int4`;

type Value = string | number | boolean | null;

/**
 * Many rows in few statements: one array parameter per column (name and the PostgreSQL array type its
 * values travel as), `insert … select * from unnest(…)`, in chunks, so 100,000 rows load in seconds
 * instead of one round trip per row, and never a bind parameter per value.
 */
export async function bulkInsert(
  db: Kysely<Database>,
  table: string,
  columns: readonly (readonly [name: string, type: string])[],
  rows: readonly Value[][],
  chunk = 5000,
) {
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const arrays = columns.map(([, type], index) => sql`${part.map((row) => row[index] ?? null)}::${sql.raw(type)}[]`);
    // Raw SQL: a generic loader: the table, columns and array types are the caller's.
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map(([name]) => sql.ref(name)))})
      select * from unnest(${sql.join(arrays)})`.execute(db);
  }
}

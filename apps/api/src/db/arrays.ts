import { sql } from 'kysely';

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

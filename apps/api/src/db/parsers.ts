/** Postgres type ids whose text form we turn into the wire's form, the same on both engines. */
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;
const TIMESTAMP = 1114;
const TIMESTAMPTZ = 1184;

/**
 * One reading of each type for PGlite and node-postgres alike: counts and money as numbers (money is
 * numeric(12,2), exact in the database; sums are done there), dates as `yyyy-mm-dd` text, instants
 * as ISO-8601 UTC text. Nothing downstream sees a Date object or a bigint. Its own module because
 * PGlite's worker thread (pglite-worker.ts) reads with it too.
 */
export const parsers: Record<number, (text: string) => unknown> = {
  [INT8]: (text) => Number(text),
  [NUMERIC]: (text) => Number(text),
  [DATE]: (text) => text,
  [TIMESTAMP]: (text) => new Date(`${text.replace(' ', 'T')}Z`).toISOString(),
  [TIMESTAMPTZ]: (text) => new Date(text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString(),
};

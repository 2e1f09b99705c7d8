/**
 * The tables, as Kysely sees them: generated from the migrations (database-types.ts), so a query
 * naming a column that no migration leaves fails `tsc`. Column types are those parsers.ts gives at
 * run time. Regenerate with `pnpm --filter @pathway/api run db:types` after changing a migration.
 */
export type { DB as Database } from './database.generated.ts';

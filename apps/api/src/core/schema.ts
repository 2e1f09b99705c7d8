import type { Kysely } from 'kysely';

/**
 * The tables, as Kysely sees them: generated from the migrations (db/database-types.ts), so a query
 * naming a column that no migration leaves fails `tsc`. Column types are those db/parsers.ts gives at
 * run time. Regenerate with `pnpm --filter @pathway/api run db:types` after changing a migration.
 */
export type { DB as Database } from './database.generated.ts';
import type { DB } from './database.generated.ts';

/** The database handle every layer passes around: the pool, or a transaction inside it. */
export type Db = Kysely<DB>;

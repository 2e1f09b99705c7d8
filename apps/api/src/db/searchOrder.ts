import { type Kysely, sql } from 'kysely';
import type { Database } from '../core/schema.ts';

/**
 * Any number that no other advisory lock of this database uses: one replica at a time rewrites
 * the table, the others skip their turn.
 */
const SEARCH_ORDER_LOCK = 7_115_304;

/**
 * Rewrites the participant search's tables (the narrow one and the stored list rows) in last-name
 * order (migration 0304) and refreshes their statistics. Rows added or renamed since the last run
 * sit at the tables' ends, so a name search reads more pages the longer this is not run. It holds
 * the tables' exclusive locks while it rewrites (searches and participant saves wait, a second or
 * two per 100,000 participants), so the server runs it at a quiet hour, and the seeders after their
 * bulk load. Answers false when another process was already running it.
 */
export async function restoreSearchOrder(db: Kysely<Database>): Promise<boolean> {
  const run = async (trx: Kysely<Database>) => {
    // Raw SQL: an advisory lock, a function call with no table.
    const locked = (
      await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(${SEARCH_ORDER_LOCK}) as locked`.execute(trx)
    ).rows[0]?.locked;
    if (!locked) return false;
    for (const table of ['student_search', 'student_list_row']) {
      // Raw SQL: cluster is a maintenance command, not a query.
      await sql`cluster ${sql.table(table)}`.execute(trx);
      // Raw SQL: analyze is a maintenance command, not a query.
      await sql`analyze ${sql.table(table)}`.execute(trx);
    }
    return true;
  };
  // The seeders call it inside their own transaction.
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

import { sql, type Kysely } from 'kysely';
import { pruneThrottle } from './auth/throttle.ts';
import type { TimeOfDay } from './config.ts';
import type { Database } from './core/schema.ts';
import { restoreSearchOrder } from './db/searchOrder.ts';

/** The next time the local clock shows `at`, after `from`. */
export function nextRunAt(from: Date, at: TimeOfDay): Date {
  const next = new Date(from);
  next.setHours(at.hour, at.minute ?? 0, at.second ?? 0, 0);
  if (next.getTime() <= from.getTime()) next.setDate(next.getDate() + 1);
  return next;
}

/** The local date of an instant, yyyy-mm-dd: the night a run belongs to. */
const localDate = (at: Date) =>
  `${String(at.getFullYear())}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/**
 * One night's maintenance, once per deployment (ADR 187): the first replica to claim the night in
 * maintenance_runs does it, in the claim's transaction; a replica whose timer fires at the same
 * moment waits on the claim and then skips, one whose timer fires later finds it taken. A run that
 * fails rolls its claim back, so another replica's timer may still do it. Restores the participant
 * search's order (ADR 115) and drops throttling and session rows nobody needs any more. Answers the
 * time the search order took, or undefined when the night was another replica's.
 */
export async function runNightly(db: Kysely<Database>, night: Date): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const runDate = sql<string>`${localDate(night)}::date`;
    const claimed = await trx
      .insertInto('maintenance_runs')
      .values({ task: 'nightly', run_date: runDate })
      .onConflict((conflict) => conflict.doNothing())
      .returning('task')
      .execute();
    if (claimed.length === 0) return undefined;
    const started = Date.now();
    await restoreSearchOrder(trx);
    const took = Date.now() - started;
    await pruneThrottle(trx);
    const dayAgo = sql<string>`now() - interval '1 day'`;
    await trx
      .deleteFrom('sessions')
      .where((eb) => eb.or([eb('absolute_expires_at', '<', dayAgo), eb('revoked_at', '<', dayAgo)]))
      .execute();
    await trx
      .updateTable('maintenance_runs')
      .set({ finished_at: sql<string>`now()` })
      .where('task', '=', 'nightly')
      .where('run_date', '=', runDate)
      .execute();
    return took;
  });
}

/**
 * Runs runNightly every day at `at` (server local time) until the returned function is called. A
 * failure is logged and the next day's run still happens.
 */
export function startNightlyMaintenance(
  db: Kysely<Database>,
  options: { at: TimeOfDay; log: (line: string) => void; now?: () => Date },
): () => void {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const at = nextRunAt(now(), options.at);
    timer = setTimeout(() => {
      runNightly(db, at)
        .then((took) =>
          options.log(
            took === undefined
              ? `nightly maintenance of ${localDate(at)}: another replica ran it`
              : `participant search order restored in ${String(took)} ms`,
          ),
        )
        .catch((error: unknown) => options.log(`nightly maintenance not done: ${(error as Error).message}`))
        .finally(schedule);
    }, at.getTime() - now().getTime());
    timer.unref();
  };
  schedule();
  return () => clearTimeout(timer);
}

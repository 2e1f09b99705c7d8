import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { tooManyRequests } from '../http/errors.ts';

/**
 * After this many failures inside the window, sign-in is refused for the rest of the block: ten
 * per user name, and more per address, since a whole office may sign in from one address.
 */
export const MAX_FAILURES = 10;
export const MAX_ADDRESS_FAILURES = 50;
const WINDOW_MINUTES = 15;
const BLOCK_MINUTES = 15;

const keysOf = (userName: string, address: string) => [`user:${userName.toLowerCase()}`, `address:${address}`];

/**
 * Sign-in throttling per user name and per client address, kept in the database so every replica
 * behind a load balancer counts the same failures.
 */
export async function assertNotThrottled(db: Kysely<Database>, userName: string, address: string): Promise<void> {
  const rows = (
    await sql<{ blocked_until: string | null }>`select blocked_until from login_failures
      where key in (${sql.join(keysOf(userName, address))}) and blocked_until > now()`.execute(db)
  ).rows;
  if (rows.length > 0) {
    throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${BLOCK_MINUTES} minutes.`);
  }
}

export async function recordFailure(db: Kysely<Database>, userName: string, address: string): Promise<void> {
  for (const key of keysOf(userName, address)) {
    await sql`insert into login_failures as f (key, failures, window_start) values (${key}, 1, now())
      on conflict (key) do update set
        failures = case when f.window_start < now() - make_interval(mins => ${WINDOW_MINUTES}) then 1 else f.failures + 1 end,
        window_start = case when f.window_start < now() - make_interval(mins => ${WINDOW_MINUTES}) then now() else f.window_start end,
        blocked_until = case when f.window_start >= now() - make_interval(mins => ${WINDOW_MINUTES})
            and f.failures + 1 >= ${key.startsWith('user:') ? MAX_FAILURES : MAX_ADDRESS_FAILURES}
          then now() + make_interval(mins => ${BLOCK_MINUTES}) else f.blocked_until end`.execute(db);
  }
}

export async function clearFailures(db: Kysely<Database>, userName: string): Promise<void> {
  await sql`delete from login_failures where key = ${`user:${userName.toLowerCase()}`}`.execute(db);
}

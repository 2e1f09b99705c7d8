import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../core/schema.ts';
import { textArray } from '../db/arrays.ts';
import { tooManyRequests, type HttpError } from '../core/errors.ts';

type Db = Kysely<Database>;

/**
 * A throttle counts failures under a key and, past `free` of them, makes the next attempt under
 * that key wait: `firstDelaySeconds` after the first failure beyond the free ones, doubling with
 * each further failure up to `maxDelaySeconds`. Nothing is ever locked for good; a key is forgotten
 * a day after its last failure, or at once when its owner succeeds. Kept in the database, so every
 * replica counts the same failures (ADR 185).
 */
export interface ThrottlePolicy {
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
}

/** How long a key's failures are remembered after the last one. */
const FORGET_AFTER_HOURS = 24;

/** Where a user signed in within this many days, other people's failures never slow them. */
const KNOWN_FOR_DAYS = 30;

/** ADR 185's table, with the ASVS 4 V2.2.1 bound it keeps: under 100 failed guesses an hour per account. */
export const POLICIES = {
  /** One user name from one address: a few typos are free, then 5 s, 10 s, 20 s … 15 min. */
  signInPair: { free: 5, firstDelaySeconds: 5, maxDelaySeconds: 900 },
  /** One user name from every address it never signed in from (a distributed guess at one account). */
  signInUser: { free: 20, firstDelaySeconds: 5, maxDelaySeconds: 900 },
  /** One address for every user name never signed in from it (one address spraying many accounts). */
  signInAddress: { free: 50, firstDelaySeconds: 5, maxDelaySeconds: 900 },
  /** The current-password check of change-password, per user. */
  changePassword: { free: 5, firstDelaySeconds: 5, maxDelaySeconds: 900 },
  /** Guessing activation or recovery codes, or probing e-mail addresses, per address. */
  recovery: { free: 10, firstDelaySeconds: 60, maxDelaySeconds: 900 },
  /** Recovery mails to one account or address: three, then one after 15 min, 30 min … at most one a day. */
  recoveryMail: { free: 2, firstDelaySeconds: 900, maxDelaySeconds: 86_400 },
} as const satisfies Record<string, ThrottlePolicy>;

/** The keys of a sign-in attempt; user names are case-insensitive. */
export function signInKeys(userName: string, address: string) {
  const name = userName.toLowerCase();
  return {
    pair: `sign-in:pair:${name}|${address}`,
    user: `sign-in:user:${name}`,
    address: `sign-in:address:${address}`,
  };
}

/** Seconds until an attempt under any of `keys` may be made; 0 when it may be made now. */
export async function secondsToWait(db: Db, keys: readonly string[]): Promise<number> {
  if (keys.length === 0) return 0;
  const row = await db
    .selectFrom('throttle')
    .select(sql<number | null>`ceil(extract(epoch from max(next_attempt_at) - now()))::int`.as('wait'))
    .where((eb) => eb('key', '=', eb.fn.any(textArray(keys))))
    .where('next_attempt_at', '>', sql<string>`now()`)
    .executeTakeFirst();
  return Math.max(0, row?.wait ?? 0);
}

/** In the words a person reads: "30 seconds", "2 minutes", "1 hour". */
function inWords(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return `${String(amount)} ${unit}${amount === 1 ? '' : 's'}`;
}

/** 429 with Retry-After: how long, in the answer and the header. */
export function throttled(seconds: number, what = 'Too many failed attempts'): HttpError {
  const error = tooManyRequests(`${what}. Try again in ${inWords(seconds)}.`);
  error.headers = { 'retry-after': String(seconds) };
  return error;
}

/** Counts one failure under `key` and sets when the next attempt may come. */
export async function recordFailure(db: Db, key: string, policy: ThrottlePolicy): Promise<void> {
  const forget = sql`make_interval(hours => ${FORGET_AFTER_HOURS})`;
  // The count after this failure, and the wait it earns (none while it is within the free ones).
  // On conflict, `throttle.…` is the row already there.
  const count = sql<number>`(case when throttle.last_failure_at < now() - ${forget} then 1 else throttle.failures + 1 end)`;
  const delay = (failures: RawBuilder<number>) => sql`(case when ${failures} <= ${policy.free} then 0
      else least(${policy.maxDelaySeconds}, ${policy.firstDelaySeconds} * power(2, least(${failures} - ${policy.free} - 1, 30))) end)`;
  const nextAttempt = (failures: RawBuilder<number>) => sql<string>`now() + make_interval(secs => ${delay(failures)})`;
  await db
    .insertInto('throttle')
    .values({ key, failures: 1, last_failure_at: sql<string>`now()`, next_attempt_at: nextAttempt(sql<number>`1`) })
    .onConflict((conflict) =>
      conflict
        .column('key')
        .doUpdateSet({ failures: count, last_failure_at: sql<string>`now()`, next_attempt_at: nextAttempt(count) }),
    )
    .execute();
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.deleteFrom('throttle').where('key', '=', key).execute();
}

/** Whether `userName` signed in from `address` within KNOWN_FOR_DAYS. */
export async function isKnownSignIn(db: Db, userName: string, address: string): Promise<boolean> {
  const rows = await db
    .selectFrom('known_sign_ins')
    .select('user_name')
    .where('user_name', '=', userName.toLowerCase())
    .where('address', '=', address)
    .where('last_success_at', '>', sql<string>`now() - make_interval(days => ${KNOWN_FOR_DAYS})`)
    .execute();
  return rows.length > 0;
}

export async function rememberSignIn(db: Db, userName: string, address: string): Promise<void> {
  await db
    .insertInto('known_sign_ins')
    .values({ user_name: userName.toLowerCase(), address, last_success_at: sql<string>`now()` })
    .onConflict((conflict) =>
      conflict.columns(['user_name', 'address']).doUpdateSet({ last_success_at: sql<string>`now()` }),
    )
    .execute();
}

/**
 * Drops what throttling no longer needs: keys a day past their last failure and waiting for
 * nothing, addresses not signed in from for KNOWN_FOR_DAYS (the nightly maintenance).
 */
export async function pruneThrottle(db: Db): Promise<void> {
  await db
    .deleteFrom('throttle')
    .where('last_failure_at', '<', sql<string>`now() - make_interval(hours => ${FORGET_AFTER_HOURS})`)
    .where('next_attempt_at', '<', sql<string>`now()`)
    .execute();
  await db
    .deleteFrom('known_sign_ins')
    .where('last_success_at', '<', sql<string>`now() - make_interval(days => ${KNOWN_FOR_DAYS})`)
    .execute();
}

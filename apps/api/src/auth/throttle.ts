import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/schema.ts';
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
  const row = (
    await sql<{ wait: number | null }>`select ceil(extract(epoch from max(next_attempt_at) - now()))::int as wait
      from throttle where key = any(${keys}::text[]) and next_attempt_at > now()`.execute(db)
  ).rows[0];
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
  const count = sql`(case when t.last_failure_at < now() - ${forget} then 1 else t.failures + 1 end)`;
  const delay = (failures: ReturnType<typeof sql>) => sql`(case when ${failures} <= ${policy.free} then 0
      else least(${policy.maxDelaySeconds}, ${policy.firstDelaySeconds} * power(2, least(${failures} - ${policy.free} - 1, 30))) end)`;
  await sql`insert into throttle as t (key, failures, last_failure_at, next_attempt_at)
      values (${key}, 1, now(), now() + make_interval(secs => ${delay(sql`1`)}))
    on conflict (key) do update set
      failures = ${count},
      last_failure_at = now(),
      next_attempt_at = now() + make_interval(secs => ${delay(count)})`.execute(db);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await sql`delete from throttle where key = ${key}`.execute(db);
}

/** Whether `userName` signed in from `address` within KNOWN_FOR_DAYS. */
export async function isKnownSignIn(db: Db, userName: string, address: string): Promise<boolean> {
  const rows = await sql`select 1 from known_sign_ins where user_name = ${userName.toLowerCase()}
    and address = ${address} and last_success_at > now() - make_interval(days => ${KNOWN_FOR_DAYS})`.execute(db);
  return rows.rows.length > 0;
}

export async function rememberSignIn(db: Db, userName: string, address: string): Promise<void> {
  await sql`insert into known_sign_ins (user_name, address, last_success_at) values (${userName.toLowerCase()}, ${address}, now())
    on conflict (user_name, address) do update set last_success_at = now()`.execute(db);
}

/**
 * Drops what throttling no longer needs: keys a day past their last failure and waiting for
 * nothing, addresses not signed in from for KNOWN_FOR_DAYS (the nightly maintenance).
 */
export async function pruneThrottle(db: Db): Promise<void> {
  await sql`delete from throttle where last_failure_at < now() - make_interval(hours => ${FORGET_AFTER_HOURS})
    and next_attempt_at < now()`.execute(db);
  await sql`delete from known_sign_ins where last_success_at < now() - make_interval(days => ${KNOWN_FOR_DAYS})`.execute(
    db,
  );
}

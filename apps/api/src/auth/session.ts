import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { intArray } from '../db/arrays.ts';
import type { Database } from '../core/schema.ts';
import type { Principal } from '../core/principal.ts';
import { unauthorized } from '../core/errors.ts';
import type { Services } from '../lib/services.ts';

export const DEFAULT_SESSION_MINUTES = 60;

export async function sessionMinutes(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('system_settings')
    .select('session_time_limit_minutes as minutes')
    .where('id', '=', 1)
    .executeTakeFirst();
  return row?.minutes ?? DEFAULT_SESSION_MINUTES;
}

/** The claims a user holds: the permissions of their roles. */
export async function claimsOf(db: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('user_roles as ur')
    .innerJoin('role_permissions as rp', 'rp.role_id', 'ur.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select('p.name')
    .distinct()
    .where('ur.user_id', '=', userId)
    .orderBy('p.name')
    .execute();
  return rows.map((row) => row.name);
}

export interface IssuedSession {
  token: string;
  tokenExpiration: string;
  sessionExpiration: string;
  /** The end of the session's absolute lifetime: no refresh goes past it (ADR 185). */
  absoluteExpiration: string;
}

/** Ended sessions a day past their end are of no more use: a sign-in clears the user's own. */
const KEEP_ENDED_SESSIONS = sql<string>`now() - interval '1 day'`;

async function signFor(
  db: Kysely<Database>,
  services: Services,
  user: { id: number; userName: string; userType: string },
  sessionId: string,
  expires: Date,
): Promise<{ token: string; claims: string[] }> {
  const claims = await claimsOf(db, user.id);
  const token = await services.tokens.sign(
    { sessionId, userId: user.id, userName: user.userName, userType: user.userType, claims },
    expires,
  );
  return { token, claims };
}

/**
 * A new session (sign-in): a row the token names, ending after the session time limit unless
 * refreshed, and after PATHWAY_SESSION_MAX_HOURS whatever happens.
 */
export async function startSession(
  db: Kysely<Database>,
  services: Services,
  user: { id: number; userName: string; userType: string },
): Promise<IssuedSession & { claims: string[] }> {
  const now = services.now().getTime();
  const absolute = new Date(now + services.config.sessionMaxHours * 3_600_000);
  const expires = new Date(Math.min(now + (await sessionMinutes(db)) * 60_000, absolute.getTime()));
  const id = randomUUID();
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', user.id)
    .where((eb) =>
      eb.or([eb('absolute_expires_at', '<', KEEP_ENDED_SESSIONS), eb('revoked_at', '<', KEEP_ENDED_SESSIONS)]),
    )
    .execute();
  await db
    .insertInto('sessions')
    .values({
      id,
      user_id: user.id,
      created_at: new Date(now).toISOString(),
      expires_at: expires.toISOString(),
      absolute_expires_at: absolute.toISOString(),
    })
    .execute();
  const { token, claims } = await signFor(db, services, user, id, expires);
  return {
    token,
    tokenExpiration: expires.toISOString(),
    sessionExpiration: expires.toISOString(),
    absoluteExpiration: absolute.toISOString(),
    claims,
  };
}

/** The caller's session row, or 401 when it has ended meanwhile. */
async function liveSession(db: Kysely<Database>, sessionId: string) {
  const row = await db
    .selectFrom('sessions')
    .select(['absolute_expires_at', 'expires_at'])
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return row;
}

/**
 * refresh-session: the same session with a new token ending the session time limit from now, but
 * never past the session's absolute end; the user's current claims go into it.
 */
export async function extendSession(
  db: Kysely<Database>,
  services: Services,
  caller: Principal,
): Promise<IssuedSession> {
  const session = await liveSession(db, caller.sessionId);
  const absolute = Date.parse(session.absolute_expires_at);
  const now = services.now().getTime();
  if (absolute <= now) throw unauthorized();
  const expires = new Date(Math.min(now + (await sessionMinutes(db)) * 60_000, absolute));
  await db
    .updateTable('sessions')
    .set({ expires_at: expires.toISOString() })
    .where('id', '=', caller.sessionId)
    .execute();
  const { token } = await signFor(db, services, caller, caller.sessionId, expires);
  return {
    token,
    tokenExpiration: expires.toISOString(),
    sessionExpiration: expires.toISOString(),
    absoluteExpiration: new Date(absolute).toISOString(),
  };
}

/** When the caller's session ends at the latest (check-session). */
export async function absoluteEndOf(db: Kysely<Database>, caller: Principal): Promise<string> {
  return new Date(Date.parse((await liveSession(db, caller.sessionId)).absolute_expires_at)).toISOString();
}

/** Why a session ended, kept on its row for the audit trail. */
export type RevokeReason =
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'deactivated'
  | 'password-changed'
  | 'password-reset'
  | 'password-recovered'
  | 'roles-changed';

/** Ends one session (sign-out): its token is refused here at once and on every replica within seconds. */
export async function revokeSession(
  db: Kysely<Database>,
  services: Services,
  sessionId: string,
  reason: RevokeReason,
): Promise<void> {
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  services.forgetSession(sessionId);
  services.metrics.sessionsRevoked.inc({ reason }, Number(ended.numUpdatedRows));
}

/** Ends every live session of a user, or of every user listed (one statement); answers how many there were. */
export async function revokeSessions(
  db: Kysely<Database>,
  services: Services,
  userId: number | readonly number[],
  reason: RevokeReason,
): Promise<number> {
  const users = typeof userId === 'number' ? [userId] : [...new Set(userId)];
  if (users.length === 0) return 0;
  const ended = await db
    .updateTable('sessions')
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where((eb) => eb('user_id', '=', eb.fn.any(intArray(users))))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  for (const user of users) services.forgetUser(user);
  const count = Number(ended.numUpdatedRows);
  services.metrics.sessionsRevoked.inc({ reason }, count);
  return count;
}

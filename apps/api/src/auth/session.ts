import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Principal } from '../http/context.ts';
import { unauthorized } from '../http/errors.ts';
import type { Services } from '../services.ts';

export const DEFAULT_SESSION_MINUTES = 60;

export async function sessionMinutes(db: Kysely<Database>): Promise<number> {
  const row = (
    await sql<{
      minutes: number;
    }>`select session_time_limit_minutes as minutes from system_settings where id = 1`.execute(db)
  ).rows[0];
  return row?.minutes ?? DEFAULT_SESSION_MINUTES;
}

/** The claims a user holds: the permissions of their roles. */
export async function claimsOf(db: Kysely<Database>, userId: number): Promise<string[]> {
  return (
    await sql<{ name: string }>`select distinct p.name from user_roles ur
      join role_permissions rp on rp.role_id = ur.role_id
      join permissions p on p.id = rp.permission_id
      where ur.user_id = ${userId} order by p.name`.execute(db)
  ).rows.map((row) => row.name);
}

export interface IssuedSession {
  token: string;
  tokenExpiration: string;
  sessionExpiration: string;
  /** The end of the session's absolute lifetime: no refresh goes past it (ADR 185). */
  absoluteExpiration: string;
}

/** Ended sessions a day past their end are of no more use: a sign-in clears the user's own. */
const KEEP_ENDED_SESSIONS = "interval '1 day'";

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
  await sql`delete from sessions where user_id = ${user.id}
    and (absolute_expires_at < now() - ${sql.raw(KEEP_ENDED_SESSIONS)} or revoked_at < now() - ${sql.raw(KEEP_ENDED_SESSIONS)})`.execute(
    db,
  );
  await sql`insert into sessions (id, user_id, created_at, expires_at, absolute_expires_at)
    values (${id}::uuid, ${user.id}, ${new Date(now).toISOString()}::timestamptz, ${expires.toISOString()}::timestamptz,
      ${absolute.toISOString()}::timestamptz)`.execute(db);
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
  const row = (
    await sql<{ absolute_expires_at: string; expires_at: string }>`select absolute_expires_at, expires_at from sessions
      where id = ${sessionId}::uuid and revoked_at is null`.execute(db)
  ).rows[0];
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
  await sql`update sessions set expires_at = ${expires.toISOString()}::timestamptz where id = ${caller.sessionId}::uuid`.execute(
    db,
  );
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
  const ended = await sql`update sessions set revoked_at = now(), revoked_reason = ${reason}
    where id = ${sessionId}::uuid and revoked_at is null`.execute(db);
  services.forgetSession(sessionId);
  services.metrics.sessionsRevoked.inc({ reason }, Number(ended.numAffectedRows ?? 0));
}

/** Ends every live session of a user; answers how many there were. */
export async function revokeSessions(
  db: Kysely<Database>,
  services: Services,
  userId: number,
  reason: RevokeReason,
): Promise<number> {
  const ended = await sql`update sessions set revoked_at = now(), revoked_reason = ${reason}
    where user_id = ${userId} and revoked_at is null`.execute(db);
  services.forgetUser(userId);
  const count = Number(ended.numAffectedRows ?? 0);
  services.metrics.sessionsRevoked.inc({ reason }, count);
  return count;
}

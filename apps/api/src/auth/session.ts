import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
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
}

/** A token valid for the session time limit from now, carrying the user's current claims. */
export async function issueSession(
  db: Kysely<Database>,
  services: Services,
  user: { id: number; userName: string; userType: string },
): Promise<IssuedSession & { claims: string[] }> {
  const claims = await claimsOf(db, user.id);
  const expires = new Date(services.now().getTime() + (await sessionMinutes(db)) * 60_000);
  const token = await services.tokens.sign(
    { userId: user.id, userName: user.userName, userType: user.userType, claims },
    expires,
  );
  const at = expires.toISOString();
  return { token, tokenExpiration: at, sessionExpiration: at, claims };
}

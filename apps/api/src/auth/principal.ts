import { sql, type Kysely } from 'kysely';
import type { Database } from '../core/schema.ts';
import type { Principal, UserType } from '../core/principal.ts';
import type { VerifiedToken } from './tokens.ts';

interface SessionRow {
  user_id: number;
  revoked: boolean;
  absolute_expires_at: string;
  user_name: string;
  user_type: UserType;
  contractor_id: number | null;
  is_active: boolean;
  organization_ids: number[] | null;
  claims: string[] | null;
}

/** How long a session check is reused: the most a revocation waits on another replica (ADR 185). */
export const SESSION_CHECK_MS = 2000;
/** Past this many remembered checks, the expired ones are dropped before adding another. */
const MEMO_PRUNE_AT = 5000;

/**
 * The caller of a request, from the token's session: one read per session every two seconds at
 * most finds the session (not revoked, inside its absolute lifetime), the user (active) and the
 * user's claims as the database holds them now, so a revoked session, a deactivated user or a
 * permission renamed or taken away applies on every replica within SESSION_CHECK_MS. The claims in
 * the token only draw the app's menu.
 */
export function createPrincipalLoader(db: Kysely<Database>) {
  const memo = new Map<string, { row: SessionRow | undefined; until: number }>();
  return {
    async load(token: VerifiedToken): Promise<Principal | undefined> {
      const now = Date.now();
      let entry = memo.get(token.sessionId);
      if (!entry || entry.until < now) {
        const row: SessionRow | undefined = await db
          .selectFrom('sessions as s')
          .innerJoin('users as u', 'u.id', 's.user_id')
          .select((eb) => [
            's.user_id',
            eb('s.revoked_at', 'is not', null).$castTo<boolean>().as('revoked'),
            's.absolute_expires_at',
            'u.user_name',
            eb.ref('u.user_type').$castTo<UserType>().as('user_type'),
            'u.contractor_id',
            'u.is_active',
            sql<number[] | null>`array(select organization_id from user_organizations uo where uo.user_id = u.id
              order by organization_id)`.as('organization_ids'),
            sql<string[] | null>`array(select distinct p.name from user_roles ur
              join role_permissions rp on rp.role_id = ur.role_id
              join permissions p on p.id = rp.permission_id
              where ur.user_id = u.id order by p.name)`.as('claims'),
          ])
          .where('s.id', '=', sql<string>`${token.sessionId}::uuid`)
          .executeTakeFirst();
        if (memo.size >= MEMO_PRUNE_AT) for (const [key, old] of memo) if (old.until < now) memo.delete(key);
        entry = { row, until: now + SESSION_CHECK_MS };
        memo.set(token.sessionId, entry);
      }
      const row = entry.row;
      if (!row || row.revoked || !row.is_active || row.user_id !== token.userId) return undefined;
      if (Date.parse(row.absolute_expires_at) <= now) return undefined;
      return {
        id: row.user_id,
        userName: row.user_name,
        userType: row.user_type,
        organizationIds: row.organization_ids ?? [],
        contractorId: row.contractor_id,
        claims: new Set(row.claims ?? []),
        sessionId: token.sessionId,
      };
    },
    /** Drops what this process remembers of one session (it was just revoked here). */
    forgetSession(sessionId: string) {
      memo.delete(sessionId);
    },
    /** Drops what this process remembers of a user's sessions (the user was just changed here). */
    forget(userId: number) {
      for (const [key, entry] of memo) if (entry.row?.user_id === userId) memo.delete(key);
    },
  };
}

export type PrincipalLoader = ReturnType<typeof createPrincipalLoader>;

import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Principal, UserType } from '../http/context.ts';
import type { VerifiedToken } from './tokens.ts';

interface UserRow {
  id: number;
  user_name: string;
  user_type: UserType;
  contractor_id: number | null;
  is_active: boolean;
  tokens_valid_after: string;
  organization_ids: number[] | null;
}

/**
 * The caller's current row is read on every request (a deactivated user, a changed password or a
 * changed role refuses older tokens at once); a two-second memo keeps a burst of calls to one read.
 * The memo is per process, so replicas stay stateless: the worst case is two seconds of lag.
 */
export function createPrincipalLoader(db: Kysely<Database>) {
  const memo = new Map<number, { row: UserRow | undefined; until: number }>();
  return {
    async load(token: VerifiedToken): Promise<Principal | undefined> {
      const now = Date.now();
      let entry = memo.get(token.userId);
      if (!entry || entry.until < now) {
        const result = await sql<UserRow>`
          select u.id, u.user_name, u.user_type, u.contractor_id, u.is_active, u.tokens_valid_after,
                 array(select organization_id from user_organizations uo where uo.user_id = u.id order by organization_id) as organization_ids
          from users u where u.id = ${token.userId}`.execute(db);
        entry = { row: result.rows[0], until: now + 2000 };
        memo.set(token.userId, entry);
      }
      const row = entry.row;
      if (!row?.is_active) return undefined;
      if (token.issuedAtMs <= Date.parse(row.tokens_valid_after)) return undefined;
      return {
        id: row.id,
        userName: row.user_name,
        userType: row.user_type,
        organizationIds: row.organization_ids ?? [],
        contractorId: row.contractor_id,
        claims: token.claims,
      };
    },
    forget(userId: number) {
      memo.delete(userId);
    },
  };
}

export type PrincipalLoader = ReturnType<typeof createPrincipalLoader>;

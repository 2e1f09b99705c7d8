import type { components } from '@pathway/api-client/schema';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type CurrentUser = components['schemas']['CurrentUser'];

export interface UserAccountRow {
  id: number;
  user_name: string;
  first_name: string;
  last_name: string;
  email: string;
  user_type: 'global' | 'organization' | 'contractor';
  password_hash: string | null;
  password_expiration_date: string | null;
  is_active: boolean;
}

export async function accountByName(db: Kysely<Database>, userName: string): Promise<UserAccountRow | undefined> {
  return (
    await sql<UserAccountRow>`select id, user_name, first_name, last_name, email, user_type, password_hash,
      password_expiration_date, is_active from users where lower(user_name) = lower(${userName})`.execute(db)
  ).rows[0];
}

export async function accountById(db: Kysely<Database>, id: number): Promise<UserAccountRow | undefined> {
  return (
    await sql<UserAccountRow>`select id, user_name, first_name, last_name, email, user_type, password_hash,
      password_expiration_date, is_active from users where id = ${id}`.execute(db)
  ).rows[0];
}

/** The signed-in user as the contract's CurrentUser: organizations by name, the password expiry. */
export async function currentUser(db: Kysely<Database>, account: UserAccountRow): Promise<CurrentUser> {
  const organizations = (
    await sql<{ id: number; name: string }>`select o.id, o.name from user_organizations uo
      join organizations o on o.id = uo.organization_id where uo.user_id = ${account.id} order by o.name`.execute(db)
  ).rows;
  return {
    id: account.id,
    userName: account.user_name,
    firstName: account.first_name,
    lastName: account.last_name,
    email: account.email,
    userType: account.user_type,
    organizations,
    ...(account.password_expiration_date ? { passwordExpirationDate: account.password_expiration_date } : {}),
  };
}

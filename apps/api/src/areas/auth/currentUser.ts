import type { components } from '@pathway/api-client/schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../core/schema.ts';

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

/** The columns of an account, its type narrowed as the users table's check constraint does. */
function accounts(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'user_name',
      'first_name',
      'last_name',
      'email',
      'user_type',
      'password_hash',
      'password_expiration_date',
      'is_active',
    ])
    .$narrowType<{ user_type: UserAccountRow['user_type'] }>();
}

export async function accountByName(db: Kysely<Database>, userName: string): Promise<UserAccountRow | undefined> {
  return accounts(db)
    .where((eb) => eb(eb.fn('lower', ['user_name']), '=', eb.fn('lower', [eb.val(userName)])))
    .executeTakeFirst();
}

export async function accountById(db: Kysely<Database>, id: number): Promise<UserAccountRow | undefined> {
  return accounts(db).where('id', '=', id).executeTakeFirst();
}

/** The signed-in user as the contract's CurrentUser: organizations by name, the password expiry. */
export async function currentUser(db: Kysely<Database>, account: UserAccountRow): Promise<CurrentUser> {
  const organizations = await db
    .selectFrom('user_organizations as uo')
    .innerJoin('organizations as o', 'o.id', 'uo.organization_id')
    .select(['o.id', 'o.name'])
    .where('uo.user_id', '=', account.id)
    .orderBy('o.name')
    .execute();
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

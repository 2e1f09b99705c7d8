import { sql } from 'kysely';
import { passwordPolicyError } from '@pathway/validation';
import { hashPassword } from '../auth/passwords.ts';
import { configFromEnv } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { lockDataFolder } from '../db/lock.ts';
import { migrate, MIGRATION_LOCK } from '../db/migrate.ts';
import { ALL_CLAIMS } from '../seed/core.ts';

// `pnpm --filter @pathway/api create-admin <userName> <email>` with the first password in
// PATHWAY_ADMIN_PASSWORD: the first administrator of a deployment without demo data
// (PATHWAY_SEED=none). The password must be changed at the first sign-in.
const [userName, email] = process.argv.slice(2);
const password = process.env.PATHWAY_ADMIN_PASSWORD ?? '';
if (!userName || !email) {
  process.stderr.write('usage: PATHWAY_ADMIN_PASSWORD=… pnpm --filter @pathway/api create-admin <userName> <email>\n');
  process.exit(2);
}
const policy = passwordPolicyError(password, userName);
if (policy) {
  process.stderr.write(`create-admin: ${policy}\n`);
  process.exit(2);
}
const config = configFromEnv();
const unlock = config.databaseUrl ? () => undefined : lockDataFolder(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: config.dbPool });
try {
  await database.exclusive(MIGRATION_LOCK, () => migrate(database));
  const hash = await hashPassword(password);
  await database.db.transaction().execute(async (db) => {
    for (const claim of ALL_CLAIMS) {
      await sql`insert into permissions (name, description, create_user) values (${claim}, ${`Grants ${claim.toLowerCase().replaceAll('_', ' ')}.`}, 'setup')
        on conflict (name) do nothing`.execute(db);
    }
    await sql`insert into roles (name, description, scope, create_user)
      values ('Administrator', 'Every permission.', 'GLOBAL', 'setup') on conflict ((lower(name))) do nothing`.execute(
      db,
    );
    await sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r cross join permissions p where lower(r.name) = 'administrator'
      on conflict do nothing`.execute(db);
    const user = (
      await sql<{
        id: number;
      }>`insert into users (user_name, first_name, last_name, email, user_type, password_hash, password_expiration_date, create_user)
        values (${userName}, 'Administrator', ${userName}, ${email}, 'global', ${hash}, current_date, 'setup') returning id`.execute(
        db,
      )
    ).rows[0];
    if (!user) throw new Error('the user was not created');
    await sql`insert into user_roles (user_id, role_id) select ${user.id}, id from roles where lower(name) = 'administrator'`.execute(
      db,
    );
  });
  process.stdout.write(`created ${userName}: sign in and choose a new password\n`);
} catch (error) {
  process.stderr.write(`create-admin: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
  unlock();
}

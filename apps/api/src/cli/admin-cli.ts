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
      await db
        .insertInto('permissions')
        .values({
          name: claim,
          description: `Grants ${claim.toLowerCase().replaceAll('_', ' ')}.`,
          create_user: 'setup',
        })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    }
    await db
      .insertInto('roles')
      .values({ name: 'Administrator', description: 'Every permission.', scope: 'GLOBAL', create_user: 'setup' })
      .onConflict((conflict) => conflict.expression(sql`(lower(name))`).doNothing())
      .execute();
    await db
      .insertInto('role_permissions')
      .columns(['role_id', 'permission_id'])
      .expression(
        db
          .selectFrom('roles as r')
          .crossJoin('permissions as p')
          .select(['r.id as role_id', 'p.id as permission_id'])
          .where((eb) => eb(eb.fn('lower', ['r.name']), '=', 'administrator')),
      )
      .onConflict((conflict) => conflict.doNothing())
      .execute();
    const user = await db
      .insertInto('users')
      .values({
        user_name: userName,
        first_name: 'Administrator',
        last_name: userName,
        email,
        user_type: 'global',
        password_hash: hash,
        password_expiration_date: sql<string>`current_date`,
        create_user: 'setup',
      })
      .returning('id')
      .executeTakeFirst();
    if (!user) throw new Error('the user was not created');
    await db
      .insertInto('user_roles')
      .columns(['user_id', 'role_id'])
      .expression(
        db
          .selectFrom('roles')
          .select((eb) => [eb.val(user.id).as('user_id'), 'id as role_id'])
          .where((eb) => eb(eb.fn('lower', ['name']), '=', 'administrator')),
      )
      .execute();
  });
  process.stdout.write(`created ${userName}: sign in and choose a new password\n`);
} catch (error) {
  process.stderr.write(`create-admin: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
  unlock();
}

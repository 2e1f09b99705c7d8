import { sql } from 'kysely';
import { createRandom } from '../src/seed/random.ts';
import { loadSeeders } from '../src/seed/run.ts';
import { memorySealers } from '../src/lib/sealer.ts';
import { startTestServer, type Engine, type TestServer } from './support/server.ts';

export const STALE = 'This record was changed by another user. Reload it and try again.';

/**
 * A server with the demo data of the areas maintenance builds on and is read by: core, security,
 * maintenance and contract (orders up to 200). The later areas' data is not needed here, and
 * leaving it out keeps these files quick and independent of those seeds.
 */
export async function startMaintenanceServer(engine: Engine): Promise<TestServer> {
  const server = await startTestServer({ engine, seed: false });
  const db = server.database.db;
  for (const seeder of (await loadSeeders()).filter((s) => s.order <= 200)) {
    let hash = 2166136261;
    for (const char of seeder.name) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
    await db.transaction().execute((trx) =>
      seeder.seed({
        db: trx,
        random: createRandom(hash),
        options: { participants: 0, applicants: 0 },
        log: () => undefined,
        sealers: memorySealers,
      }),
    );
  }
  const sequences = (
    await sql<{ table_name: string; column_name: string }>`select table_name, column_name
      from information_schema.columns
      where table_schema = current_schema() and column_default like 'nextval(%' order by table_name`.execute(db)
  ).rows;
  for (const { table_name, column_name } of sequences) {
    await sql`select setval(pg_get_serial_sequence(${table_name}, ${column_name}),
      coalesce((select max(${sql.ref(column_name)}) from ${sql.table(table_name)}), 0) + 1, false)`.execute(db);
  }
  // orgstaff (organization user of Partner4Work) also holds the Administrator role here, so the
  // organization scope is tested with every maintenance claim held.
  await sql`insert into user_roles (user_id, role_id) values (2, 1) on conflict do nothing`.execute(db);
  return server;
}

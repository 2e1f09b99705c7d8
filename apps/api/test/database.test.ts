import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../src/db/database.ts';
import { freshPostgresDatabase } from './support/server.ts';

/** On PostgreSQL a connection parses and plans each statement of the server once (ADR 115). */
describe('statements on PostgreSQL', () => {
  let database: OpenDatabase;

  beforeAll(async () => {
    // One connection, so the statements below and the catalog read share a session.
    database = await openDatabase({ url: await freshPostgresDatabase(), dataDir: 'memory://', poolSize: 1 });
  });
  afterAll(async () => {
    await database.close();
  });

  it('sends a parameterised statement as a named one, prepared once and answering each call', async () => {
    const twice = (value: number) => sql<{ doubled: number }>`select ${value}::int * 2 as doubled`.execute(database.db);
    expect((await twice(2)).rows).toEqual([{ doubled: 4 }]);
    expect((await twice(21)).rows).toEqual([{ doubled: 42 }]);
    const prepared = await sql<{
      name: string;
      statement: string;
    }>`select name, statement from pg_prepared_statements`.execute(database.db);
    expect(prepared.rows).toHaveLength(1);
    expect(prepared.rows[0]?.name).toMatch(/^pathway_\d+$/);
    expect(prepared.rows[0]?.statement).toBe('select $1::int * 2 as doubled');
  });

  it('keeps one plan per statement on the connections of the participant search only (ADR 179)', async () => {
    const mode = async (db: OpenDatabase['db']) =>
      (await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(db)).rows[0]?.plan_cache_mode;
    expect(await mode(database.genericPlanDb)).toBe('force_generic_plan');
    expect(await mode(database.db)).toBe('auto');
  });

  it('still runs a script of several statements', async () => {
    await database.execScript('create table scratch (n int); insert into scratch values (1), (2);');
    expect((await sql<{ n: number }>`select count(*)::int as n from scratch`.execute(database.db)).rows).toEqual([
      { n: 2 },
    ]);
  });
});

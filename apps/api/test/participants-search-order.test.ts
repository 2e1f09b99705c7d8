import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextRunAt, runNightly, startNightlyMaintenance } from '../src/nightly.ts';
import { restoreSearchOrder } from '../src/db/searchOrder.ts';
import { createStudent, loadFixtures } from './participants-fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

const LAST_NAMES = ['Ortega', 'Baker', 'Zimmer', 'Adler', 'Nakamura', 'Baker', 'Quinn', 'Ellis', 'Young', 'Chen'];

describe('the nightly maintenance hour', () => {
  it('is the next time the local clock shows that hour', () => {
    expect(nextRunAt(new Date(2026, 10, 23, 1, 30), { hour: 3 })).toEqual(new Date(2026, 10, 23, 3, 0));
    expect(nextRunAt(new Date(2026, 10, 23, 3, 0), { hour: 3 })).toEqual(new Date(2026, 10, 24, 3, 0));
    expect(nextRunAt(new Date(2026, 10, 23, 17, 45), { hour: 3 })).toEqual(new Date(2026, 10, 24, 3, 0));
    expect(nextRunAt(new Date(2026, 11, 31, 23, 59), { hour: 0 })).toEqual(new Date(2027, 0, 1, 0, 0));
    expect(nextRunAt(new Date(2026, 10, 23, 3, 29), { hour: 3, minute: 30, second: 15 })).toEqual(
      new Date(2026, 10, 23, 3, 30, 15),
    );
  });
});

/**
 * The participant search's narrow table is kept in last-name order (migration 0304, ADR 115): rows
 * added since the last maintenance sit at the end, the maintenance puts them in place, and no
 * search answers differently for it.
 */
describe.each(ENGINES)('participant search order on %s', (engine) => {
  let server: TestServer;
  let admin: string;

  /** Each table's rows as name keys, in the order they lie on disk or in name order. */
  const KEYS = {
    student_search: {
      key: sql`last_name_key || ' ' || first_name_key || ' ' || id`,
      name: sql`last_name_key, first_name_key, id`,
    },
    student_list_row: {
      key: sql`lower(row ->> 'lastName') || ' ' || lower(row ->> 'firstName') || ' ' || id`,
      name: sql`lower(row ->> 'lastName'), lower(row ->> 'firstName'), id`,
    },
  };
  const orderOf = async (table: keyof typeof KEYS, by: 'disk' | 'name') =>
    (
      await sql<{ key: string }>`select ${KEYS[table].key} as key from ${sql.table(table)}
        order by ${by === 'disk' ? sql`ctid` : KEYS[table].name}`.execute(server.database.db)
    ).rows.map((row) => row.key);
  /** The narrow table's rows in the order they lie on disk. */
  const physicalOrder = () => orderOf('student_search', 'disk');
  const inNameOrder = async (table: keyof typeof KEYS) =>
    expect(await orderOf(table, 'disk')).toEqual(await orderOf(table, 'name'));
  const search = async (request: Record<string, unknown>) => {
    const response = await server.call('POST', '/api/students/search', {
      token: admin,
      body: { page: 1, pageSize: 5, ...request },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body;
  };
  const searches = () =>
    Promise.all([
      search({ quickSearch: 'baker' }),
      search({ quickSearch: 'e', sort: [{ field: 'firstName', direction: 'desc' }] }),
      search({ sort: [{ field: 'lastUpdateDate', direction: 'desc' }], page: 2 }),
      search({ sort: [{ field: 'birthDate', direction: 'asc' }] }),
    ]);
  const create = (index: number, lastName: string) =>
    createStudent(server, admin, {
      // Names hold letters only (ADR 216): the index in base 26, written a to z.
      firstName: `Kai${index.toString(26).replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)))}`,
      lastName,
      ssn: `900-72-${String(1000 + index)}`,
      emailAddress: `kai${String(index)}@example.org`,
    });

  beforeAll(async () => {
    server = await startTestServer({ engine, seed: { participants: 0, applicants: 0 } });
    await loadFixtures(server);
    admin = await server.login('admin');
    for (const [index, lastName] of LAST_NAMES.entries()) await create(index, lastName);
  });
  afterAll(async () => {
    await server.close();
  });

  it('puts participants added since the last run in name order, and every search answers the same', async () => {
    expect(await orderOf('student_search', 'disk')).not.toEqual(await orderOf('student_search', 'name'));
    expect(await orderOf('student_list_row', 'disk')).not.toEqual(await orderOf('student_list_row', 'name'));
    const before = await searches();

    expect(await restoreSearchOrder(server.database.db)).toBe(true);

    await inNameOrder('student_search');
    await inNameOrder('student_list_row');
    expect(await searches()).toEqual(before);
    await create(50, 'Abbott');
    expect((await physicalOrder()).at(-1)).toMatch(/^abbott /);
    expect(await restoreSearchOrder(server.database.db)).toBe(true);
    expect((await physicalOrder())[0]).toMatch(/^abbott /);
  });

  it('runs in the server at the configured hour and says so', async () => {
    await create(51, 'Aardvark');
    const lines: string[] = [];
    // The clock stands 50 ms before 3:00, so the first run is due at once.
    const stop = startNightlyMaintenance(server.database.db, {
      at: { hour: 3 },
      log: (line) => lines.push(line),
      now: () => new Date(2026, 10, 24, 2, 59, 59, 950),
    });
    try {
      await expect.poll(() => lines.length, { timeout: 10_000 }).toBeGreaterThan(0);
    } finally {
      stop();
    }
    expect(lines[0]).toMatch(/^participant search order restored in \d+ ms$/);
    expect((await physicalOrder())[0]).toMatch(/^aardvark /);
  });

  it('runs each night once, whichever replica comes first or later', async () => {
    const night = new Date(2026, 10, 25, 3, 0);
    expect(await runNightly(server.database.db, night)).toBeTypeOf('number');
    expect(await runNightly(server.database.db, night)).toBeUndefined();
    expect(await runNightly(server.database.db, new Date(2026, 10, 26, 3, 0))).toBeTypeOf('number');
  });

  // PGlite serves one session at a time, so there is no other replica's transaction to wait on.
  if (engine === 'postgres') {
    it('leaves the run to the replica already doing it', async () => {
      // Another server's run holds the lock for the length of its transaction.
      await server.database.db.transaction().execute(async (other) => {
        await sql`select pg_advisory_xact_lock(7115304)`.execute(other);
        expect(await restoreSearchOrder(server.database.db)).toBe(false);
      });
      expect(await restoreSearchOrder(server.database.db)).toBe(true);
    });
  }
});

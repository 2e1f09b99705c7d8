import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudits } from '../src/lib/audit.ts';
import { startTestServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('the audit of a write to many records', () => {
  it('keeps every row, in order and masked, across the statements it takes', async () => {
    const db = server.database.db;
    const entries = Array.from({ length: 2_345 }, (_, index) => ({
      entity: 'AuditRowsTest',
      entityId: index + 1,
      action: 'bulk',
      before: { status: 'Pending', ssn: '123-45-6789' },
      after: { status: 'Approved', n: index + 1 },
    }));
    // Past the thousand rows a statement holds, so three statements write them.
    await writeAudits(db, 'payroll', entries);
    await writeAudits(db, 'payroll', []);
    const rows = (
      await sql<{ entity_id: string; user_name: string; before: { ssn: string }; after: { n: number } }>`
        select entity_id, user_name, before, after from audit_log where entity = 'AuditRowsTest' order by id`.execute(
        db,
      )
    ).rows;
    expect(rows).toHaveLength(2_345);
    expect(rows.map((row) => Number(row.entity_id))).toEqual(entries.map((entry) => entry.entityId));
    expect(rows.every((row) => row.user_name === 'payroll' && row.before.ssn === '*****6789')).toBe(true);
    expect(rows.at(-1)?.after).toEqual({ status: 'Approved', n: 2_345 });
  });
});

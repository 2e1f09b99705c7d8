import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/server.ts';
import { NOT_UPDATED, type Page, type Summary } from './enrollment-fixtures.ts';

interface EnrollCandidate {
  enrollmentId: number;
  lastName: string;
  status: string;
  version: number;
}
interface RecruitCandidate {
  studentId: number;
  status: string;
  version: number;
}

// The grids of Enroll Applicants and Recruit/Release carry each row's version, which the bulk
// actions send back (ADR 061: a stale row fails alone; 409 only when no row moved).
describe('enroll and recruit candidates for the screens (pglite)', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  const call = (method: string, url: string, body?: unknown, token = admin) =>
    server.call(method, url, { token, body });
  const db = () => server.database.db;

  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login('admin');
    orgstaff = await server.login('orgstaff');
  });
  afterAll(async () => {
    await server.close();
  });

  it('enrolls an Eligible candidate with the version its row carries; a second enroll is the 409', async () => {
    const page = (await call('POST', '/api/enrollment/enroll-applicants/search', { pageSize: 500 }))
      .body as Page<EnrollCandidate>;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((row) => row.status === 'Eligible' && Number.isInteger(row.version))).toBe(true);
    const fitting = (
      await sql<{ id: number }>`select a.id from applicants a where a.status = 'Eligible'
        and a.is_provider_screening_complete and not a.is_locked order by a.id`.execute(db())
    ).rows.map((row) => row.id);
    const row = page.items.find((item) => fitting.includes(item.enrollmentId));
    if (!row) throw new Error('an Eligible candidate with provider screening complete expected');
    await sql`update applicants set family_size = 2, family_income = 9000 where id = ${row.enrollmentId}`.execute(db());
    const stale = await call('POST', '/api/enrollment/enroll', {
      items: [{ id: row.enrollmentId, version: row.version + 1 }],
      enrollmentDate: '2026-06-01',
    });
    expect(stale).toMatchObject({ status: 409, body: { message: NOT_UPDATED } });
    const enrolled = await call('POST', '/api/enrollment/enroll', {
      items: [{ id: row.enrollmentId, version: row.version }],
      enrollmentDate: '2026-06-01',
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    expect(enrolled.body).toMatchObject({ succeeded: 1, failed: 0 });
    const summary = (await call('GET', `/api/enrollment/${String(row.enrollmentId)}`)).body as Summary;
    expect(summary.status).toBe('Enrolled');
    const again = await call('POST', '/api/enrollment/enroll', {
      items: [{ id: row.enrollmentId, version: summary.version }],
      enrollmentDate: '2026-06-01',
    });
    expect(again.status).toBe(409);
    const students = (
      await call('POST', '/api/students/search', {
        filters: [{ field: 'lastName', operator: 'eq', value: row.lastName }],
        pageSize: 100,
      })
    ).body as Page<{ status: string }>;
    expect(students.items.some((student) => student.status === 'Enrolled')).toBe(true);
  });

  it("keeps organization users to their organizations' candidates and refuses enrolling another's", async () => {
    const mine = (await call('POST', '/api/enrollment/enroll-applicants/search', { pageSize: 500 }, orgstaff))
      .body as Page<EnrollCandidate>;
    const ours = (
      await sql<{ id: number }>`select id from applicants where status = 'Eligible' and organization_id = 1`.execute(
        db(),
      )
    ).rows.map((row) => row.id);
    expect(mine.items.length).toBeGreaterThan(0);
    expect(mine.items.every((row) => ours.includes(row.enrollmentId))).toBe(true);
    const other = (
      await sql<{ id: number; version: number }>`select id, version from applicants where status = 'Eligible'
        and organization_id <> 1 order by id limit 1`.execute(db())
    ).rows[0];
    if (!other) throw new Error("another organization's Eligible applicant expected");
    const refused = await call(
      'POST',
      '/api/enrollment/enroll',
      { items: [{ id: other.id, version: other.version }], enrollmentDate: '2026-06-01' },
      orgstaff,
    );
    expect(refused).toMatchObject({ status: 409, body: { message: 'The application was not found.' } });
    expect(
      (await sql<{ status: string }>`select status from applicants where id = ${other.id}`.execute(db())).rows[0]
        ?.status,
    ).toBe('Eligible');
  });

  it('recruits and releases with the versions of the recruit grid; a second release is the 409', async () => {
    const link = (
      await sql<{ contract_id: number; worksite_id: number }>`select cw.contract_id, cw.worksite_id
        from contract_worksites cw join contracts c on c.id = cw.contract_id
        where c.organization_id = 1 order by cw.contract_id, cw.worksite_id limit 1`.execute(db())
    ).rows[0];
    if (!link) throw new Error('a contracted worksite of organization 1 expected');
    const grid = (
      await call(
        'POST',
        '/api/enrollment/recruit/search',
        { filters: [{ field: 'status', operator: 'eq', value: 'Enrolled' }], pageSize: 500 },
        orgstaff,
      )
    ).body as Page<RecruitCandidate>;
    const row = grid.items[0];
    if (!row) throw new Error('an Enrolled participant of organization 1 expected');
    const recruited = await call(
      'POST',
      '/api/enrollment/recruit',
      {
        items: [{ id: row.studentId, version: row.version }],
        contractId: link.contract_id,
        worksiteId: link.worksite_id,
      },
      orgstaff,
    );
    expect(recruited.body).toMatchObject({ succeeded: 1 });
    const after = (
      await call('POST', '/api/enrollment/recruit/search', {
        filters: [{ field: 'recruitedWorksiteId', operator: 'eq', value: link.worksite_id }],
        pageSize: 500,
      })
    ).body as Page<RecruitCandidate>;
    const recruitedRow = after.items.find((item) => item.studentId === row.studentId);
    expect(recruitedRow).toMatchObject({ status: 'Recruited', version: row.version + 1 });
    const reasons = (await call('GET', '/api/lookups/release-reasons')).body as { id: number }[];
    const release = (version: number) =>
      call('POST', '/api/enrollment/release', {
        items: [{ id: row.studentId, version }],
        reasonId: reasons[0]?.id ?? 0,
      });
    expect((await release(row.version + 1)).body).toMatchObject({ succeeded: 1 });
    expect((await release(row.version + 2)).status).toBe(409);
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearanceAlerts } from '../src/areas/participants/rules.ts';
import { FIX, loadFixtures, newStudent } from './participants-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

interface Student {
  id: number;
  status: string;
  version: number;
  childAbuseClearanceExpires: string | null;
  fbiClearanceExpires: string | null;
  paStateCriminalClearanceExpires: string | null;
  workPermitExpires: string | null;
}

/** The participant's clearance dates on the wire and the scope-free SSN check (ADR 065). */
describe('participant clearances and the SSN check', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let viewer: string;

  const call = (method: string, url: string, token: string, body?: unknown) =>
    server.call(method, url, { token, body });

  beforeAll(async () => {
    server = await startTestServer();
    await loadFixtures(server);
    admin = await server.login('admin');
    orgstaff = await server.login('orgstaff');
    viewer = await server.login('viewer');
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates and updates a participant with clearance dates; an expired one refuses the assignment', async () => {
    const created = await call(
      'POST',
      '/api/students',
      admin,
      newStudent({
        firstName: 'Adult',
        ssn: '901-10-0001',
        birthDate: '2005-03-01',
        childAbuseClearanceExpires: '2027-05-01',
        fbiClearanceExpires: '2027-05-01',
        paStateCriminalClearanceExpires: '2027-05-01',
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const student = created.body as Student;
    expect(student).toMatchObject({
      childAbuseClearanceExpires: '2027-05-01',
      fbiClearanceExpires: '2027-05-01',
      paStateCriminalClearanceExpires: '2027-05-01',
      workPermitExpires: null,
    });

    const updated = await call(
      'PUT',
      `/api/students/${String(student.id)}`,
      admin,
      newStudent({
        firstName: 'Adult',
        ssn: '901-10-0001',
        birthDate: '2005-03-01',
        childAbuseClearanceExpires: '2026-02-14',
        fbiClearanceExpires: '2027-05-01',
        paStateCriminalClearanceExpires: '2027-05-01',
        version: student.version,
      }),
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect((updated.body as Student).childAbuseClearanceExpires).toBe('2026-02-14');

    // Recruited is the enrollment area's transition; set the state directly.
    await sql`update students set status = 'Recruited' where id = ${student.id}`.execute(server.database.db);
    const refused = await call('POST', `/api/students/${String(student.id)}/jobs`, admin, {
      jobId: FIX.jobRoomy,
      startDate: '2026-07-06',
      endDate: '2026-08-14',
      hourlyRate: 12.5,
      incentiveOnly: false,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      message: "The participant's Child Abuse clearance expired on 02/14/2026. Renew it before assigning a job.",
    });
  });

  it('a job that requires clearances at any age takes a minor only with all three on file to its last day', async () => {
    const created = await call(
      'POST',
      '/api/students',
      admin,
      newStudent({ firstName: 'Minor', ssn: '901-10-0002', birthDate: '2010-03-01', workPermitExpires: '2027-05-01' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const student = created.body as Student;
    const db = server.database.db;
    await sql`update students set status = 'Recruited' where id = ${student.id}`.execute(db);
    const job = (
      await sql<{ title: string }>`update jobs set requires_clearances = true where id = ${FIX.jobRoomy}
        returning title`.execute(db)
    ).rows[0];
    const assign = () =>
      call('POST', `/api/students/${String(student.id)}/jobs`, admin, {
        jobId: FIX.jobRoomy,
        startDate: '2026-07-06',
        endDate: '2026-08-14',
        hourlyRate: 12.5,
        incentiveOnly: false,
      });
    try {
      const none = await assign();
      expect(none.status).toBe(409);
      expect(none.body).toEqual({
        message: `The job ${job?.title ?? ''} requires clearances; the participant's Child Abuse clearance is not on file.`,
      });
      await sql`update students set child_abuse_clearance_expires = '2027-05-01', fbi_clearance_expires = '2026-08-13',
        pa_state_criminal_clearance_expires = '2027-05-01' where id = ${student.id}`.execute(db);
      const short = await assign();
      expect(short.status).toBe(409);
      expect(short.body).toEqual({
        message: `The job ${job?.title ?? ''} requires clearances to the assignment's last day; the participant's FBI clearance expires on 08/13/2026.`,
      });
      await sql`update students set fbi_clearance_expires = '2026-08-14' where id = ${student.id}`.execute(db);
      expect((await assign()).status).toBe(201);
    } finally {
      await sql`update jobs set requires_clearances = false where id = ${FIX.jobRoomy}`.execute(db);
    }
  });

  it("badges the header with every paper that has expired or expires within the server's window, earliest first", async () => {
    const day = (offset: number) => {
      const date = new Date();
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    const created = await call(
      'POST',
      '/api/students',
      admin,
      newStudent({
        firstName: 'Badged',
        ssn: '901-10-0002',
        birthDate: '2004-06-01',
        childAbuseClearanceExpires: day(-20),
        fbiClearanceExpires: day(10),
        paStateCriminalClearanceExpires: day(200),
      }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const info = await call('GET', `/api/students/${String((created.body as Student).id)}/info`, orgstaff);
    expect(info.status).toBe(200);
    expect((info.body as { clearanceAlerts: unknown }).clearanceAlerts).toEqual([
      { paper: 'Child Abuse Clearance', expires: day(-20), expired: true },
      { paper: 'FBI Clearance', expires: day(10), expired: false },
    ]);

    const clear = await call('POST', '/api/students', admin, newStudent({ firstName: 'Clear', ssn: '901-10-0003' }));
    const none = await call('GET', `/api/students/${String((clear.body as Student).id)}/info`, admin);
    expect((none.body as { clearanceAlerts: unknown }).clearanceAlerts).toEqual([]);
  });

  it('counts the window in calendar days: its last day is in, the next one out; today is not yet expired', () => {
    const papers = {
      child_abuse_clearance_expires: '2026-12-31',
      fbi_clearance_expires: '2027-01-01',
      pa_state_criminal_clearance_expires: null,
      work_permit_expires: '2026-12-01',
    };
    expect(clearanceAlerts(papers, '2026-12-01', 30)).toEqual([
      { paper: 'Work Permit', expires: '2026-12-01', expired: false },
      { paper: 'Child Abuse Clearance', expires: '2026-12-31', expired: false },
    ]);
    expect(clearanceAlerts(papers, '2026-12-02', 0)).toEqual([
      { paper: 'Work Permit', expires: '2026-12-01', expired: true },
    ]);
  });

  it('answers whether an SSN is on file in any organization, naming no one', async () => {
    const other = await call(
      'POST',
      '/api/students',
      admin,
      newStudent({ ssn: '901-20-0001', organizationId: 2, enrollmentProgramId: FIX.otherEnrollmentProgram }),
    );
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    // orgstaff cannot see organization 2's participant, yet the wizard must warn about it.
    const seen = await call('POST', '/api/students/search', orgstaff, {
      filters: [{ field: 'ssn', operator: 'eq', value: '901-20-0001' }],
      page: 1,
      pageSize: 50,
    });
    expect((seen.body as { total: number }).total).toBe(0);
    const found = await call('POST', '/api/students/ssn-check', orgstaff, { ssn: '901-20-0001' });
    expect(found.status).toBe(200);
    expect(found.body).toEqual({ exists: true });
    expect((await call('POST', '/api/students/ssn-check', orgstaff, { ssn: '901-20-0999' })).body).toEqual({
      exists: false,
    });
  });

  it('refuses the SSN check without ADD_STUDENT and a malformed SSN', async () => {
    expect((await call('POST', '/api/students/ssn-check', viewer, { ssn: '901-20-0001' })).status).toBe(403);
    expect((await call('POST', '/api/students/ssn-check', admin, { ssn: '901200001' })).status).toBe(422);
  });
});

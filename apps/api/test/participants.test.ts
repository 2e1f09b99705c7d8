import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../src/core/errors.ts';
import { createStudent, FIX, loadFixtures, newStudent } from './participants-fixtures.ts';
import { ENGINES, startTestServer, type TestServer } from './support/server.ts';

interface Student {
  id: number;
  ssn: string;
  status: string;
  version: number;
  lastUpdateUser: string;
  lastUpdateDate: string;
}
interface Page<T> {
  items: T[];
  total: number;
}
interface ListRow {
  id: number;
  lastName: string;
  ssn: string;
  jobName: string | null;
  lastUpdateDate: string;
}

describe.each(ENGINES)('participants on %s', (engine) => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let contractor: string;
  let viewer: string;

  const call = (method: string, url: string, token: string, body?: unknown) =>
    server.call(method, url, { token, body });
  const create = async (overrides: Record<string, unknown> = {}, token = admin) =>
    (await createStudent(server, token, overrides)) as Student;
  const setRow = async (id: number, values: Record<string, unknown>) => {
    for (const [column, value] of Object.entries(values)) {
      await sql`update students set ${sql.ref(column)} = ${value} where id = ${id}`.execute(server.database.db);
    }
  };
  const search = async (body: unknown, token = admin) => {
    const response = await call('POST', '/api/students/search', token, body);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body as Page<ListRow>;
  };
  const assign = (
    studentId: number,
    jobId: number,
    token = admin,
    dates = { startDate: '2026-07-06', endDate: '2026-08-14' },
  ) =>
    call('POST', `/api/students/${String(studentId)}/jobs`, token, {
      jobId,
      ...dates,
      hourlyRate: 12.5,
      incentiveOnly: false,
    });

  beforeAll(async () => {
    server = await startTestServer({ engine, seed: { participants: 0, applicants: 0 } });
    await loadFixtures(server);
    [admin, orgstaff, contractor, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('contractor'),
      server.login('viewer'),
    ]);
  });
  afterAll(async () => {
    await server.close();
  });

  it('creates a participant: full SSN on detail reads, masked on every list row', async () => {
    const created = await create();
    expect(created).toMatchObject({ ssn: '219-44-6781', status: 'Enrolled', paperCheck: false, createUser: 'admin' });
    expect((await call('GET', `/api/students/${String(created.id)}`, admin)).body).toMatchObject({
      ssn: '219-44-6781',
    });
    const info = await call('GET', `/api/students/${String(created.id)}/info`, admin);
    expect(info.body).toMatchObject({ ssn: '219-44-6781', currentJob: null, enrollmentProgramName: 'SYEP Test 2026' });
    const page = await search({ quickSearch: 'Whitfield' });
    expect(page.items.map((row) => row.ssn)).toContain('*****6781');
    expect(JSON.stringify(page)).not.toMatch(/\d{3}-\d{2}-\d{4}/);
  });

  it('lets a second participant with the same SSN be created, and the ssn filter finds both for the warning', async () => {
    await create({ firstName: 'Jaylen', ssn: '219-44-6781' });
    const same = await search({ filters: [{ field: 'ssn', operator: 'eq', value: '219-44-6781' }] });
    expect(same.total).toBe(2);
    expect(same.items.every((row) => row.ssn === '*****6781')).toBe(true);
  });

  it('refuses an enrollment program of another organization and an age outside its bounds', async () => {
    const foreign = await call(
      'POST',
      '/api/students',
      admin,
      newStudent({ enrollmentProgramId: FIX.otherEnrollmentProgram }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body).toEqual({ enrollmentProgramId: 'The enrollment program belongs to another organization.' });
    const young = await call('POST', '/api/students', admin, newStudent({ birthDate: '2015-01-01' }));
    expect(young.status).toBe(422);
    expect(young.body).toEqual({
      birthDate: 'Participants of SYEP Test 2026 must be 14 to 24 years old on 06/29/2026.',
    });
    const orgOfOthers = await call(
      'POST',
      '/api/students',
      orgstaff,
      newStudent({ organizationId: 2, enrollmentProgramId: FIX.otherEnrollmentProgram }),
    );
    expect(orgOfOthers.status).toBe(404);
    expect((await call('POST', '/api/students', viewer, newStudent())).status).toBe(403);
  });

  it('searches by quick text (names, last four, mm/dd/yyyy), filters and sorts', async () => {
    await create({ firstName: 'Andre', lastName: 'Zimmerman', ssn: '900-11-2233', birthDate: '2008-02-03' });
    await create({ firstName: 'Bianca', lastName: 'Abernathy', ssn: '900-11-4455', birthDate: '2007-09-30' });
    expect((await search({ quickSearch: 'zimmer' })).items.map((r) => r.lastName)).toEqual(['Zimmerman']);
    expect((await search({ quickSearch: '4455' })).items.map((r) => r.lastName)).toEqual(['Abernathy']);
    expect((await search({ quickSearch: '02/03/2008' })).items.map((r) => r.lastName)).toEqual(['Zimmerman']);
    expect((await search({ quickSearch: 'andre zimm' })).total).toBe(1);
    const sorted = await search({ sort: [{ field: 'lastName', direction: 'desc' }], pageSize: 2 });
    expect(sorted.items.map((r) => r.lastName)).toEqual(['Zimmerman', 'Whitfield']);
    expect(sorted.total).toBe(4);
    const second = await search({ sort: [{ field: 'lastName', direction: 'desc' }], page: 2, pageSize: 2 });
    expect(second.items.at(-1)?.lastName).toBe('Abernathy');
    // A page past the end: no rows, and still the true total.
    expect(await search({ sort: [{ field: 'lastName', direction: 'desc' }], page: 3, pageSize: 2 })).toEqual({
      items: [],
      total: 4,
    });
    const byDate = await search({ filters: [{ field: 'birthDate', operator: 'lt', value: '2008-01-01' }] });
    expect(byDate.items.map((r) => r.lastName)).toEqual(['Abernathy']);
    const unknown = await call('POST', '/api/students/search', admin, {
      filters: [{ field: 'password', operator: 'eq', value: 'x' }],
    });
    expect(unknown.status).toBe(422);
  });

  it('filters participants whose clearance or work permit expires within N days', async () => {
    const soon = await create({ firstName: 'Expiring', lastName: 'Soon', ssn: '900-22-0001' });
    await setRow(soon.id, { work_permit_expires: '2026-12-05' });
    const later = await create({ firstName: 'Expiring', lastName: 'Later', ssn: '900-22-0002' });
    await setRow(later.id, { work_permit_expires: '2027-06-05' });
    const page = await search({
      quickSearch: 'expiring',
      filters: [{ field: 'clearanceExpiringWithinDays', operator: 'lte', value: 30 }],
    });
    // The test server's clock is the machine's; the dates above are relative to late 2026.
    const today = new Date().toISOString().slice(0, 10);
    const expected = ['Soon', 'Later'].filter(
      (_, index) =>
        (index === 0 ? '2026-12-05' : '2027-06-05') <=
        new Date(Date.parse(today) + 30 * 86_400_000).toISOString().slice(0, 10),
    );
    expect(page.items.map((r) => r.lastName).sort()).toEqual(expected.sort());
  });

  it('refuses a stale version with 409', async () => {
    const student = await create({ firstName: 'Stale', ssn: '900-33-0001' });
    const body = { ...newStudent({ firstName: 'Stale', ssn: '900-33-0001' }), version: student.version };
    expect((await call('PUT', `/api/students/${String(student.id)}`, admin, body)).status).toBe(200);
    const again = await call('PUT', `/api/students/${String(student.id)}`, admin, body);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: STALE_VERSION_MESSAGE });
  });

  it('keeps the days a participant can work and the wish to return; an end before the start is refused', async () => {
    const student = await create({ firstName: 'Avail', ssn: '900-33-0002' });
    expect(student).toMatchObject({ availableFrom: null, availableTo: null, wantsPreviousWorksite: false });
    const body = { ...newStudent({ firstName: 'Avail', ssn: '900-33-0002' }), version: student.version };
    const backwards = await call('PUT', `/api/students/${String(student.id)}`, admin, {
      ...body,
      availableFrom: '2026-07-31',
      availableTo: '2026-07-06',
    });
    expect(backwards).toMatchObject({
      status: 422,
      body: { availableTo: 'Available To must be on or after Available From.' },
    });
    const saved = await call('PUT', `/api/students/${String(student.id)}`, admin, {
      ...body,
      availableFrom: '2026-07-06',
      availableTo: '2026-07-31',
      wantsPreviousWorksite: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      availableFrom: '2026-07-06',
      availableTo: '2026-07-31',
      wantsPreviousWorksite: true,
    });
    // An update that leaves them out keeps them.
    const kept = await call('PUT', `/api/students/${String(student.id)}`, admin, {
      ...body,
      version: (saved.body as { version: number }).version,
    });
    expect(kept.body).toMatchObject({ availableFrom: '2026-07-06', wantsPreviousWorksite: true });
  });

  it('searches a renamed participant by the new name, sorted by its update, and no longer once deleted', async () => {
    const student = await create({ firstName: 'Renata', lastName: 'Quillfeather', ssn: '900-44-0001' });
    const body = { ...newStudent({ firstName: 'Renata', ssn: '900-44-0001' }), lastName: 'Quorwood' };
    const renamed = await call('PUT', `/api/students/${String(student.id)}`, admin, {
      ...body,
      version: student.version,
    });
    expect(renamed.status).toBe(200);
    expect((await search({ quickSearch: 'quillfeather' })).total).toBe(0);
    const found = await search({ quickSearch: 'renata', sort: [{ field: 'lastUpdateDate', direction: 'desc' }] });
    expect(found.items.map((r) => [r.lastName, r.lastUpdateDate])).toEqual([
      ['Quorwood', (renamed.body as Student).lastUpdateDate],
    ]);
    const version = (renamed.body as Student).version;
    const removed = await call('DELETE', `/api/students/${String(student.id)}?version=${String(version)}`, admin);
    expect(removed.status).toBe(204);
    expect((await search({ quickSearch: 'quorwood' })).total).toBe(0);
  });

  describe('job assignment', () => {
    it('follows the status machine and assigns only approved jobs with an opening', async () => {
      const student = await create({ firstName: 'Placed', ssn: '900-44-0001' });
      const early = await assign(student.id, FIX.jobRoomy);
      expect(early.status).toBe(409);
      expect((early.body as { message: string }).message).toMatch(
        /^This participant is Enrolled; .* needs it to be Recruited or Awaiting Assignment\.$/,
      );

      await setRow(student.id, { status: 'Recruited' });
      const pending = await assign(student.id, FIX.jobPending);
      expect(pending.status).toBe(409);
      expect(pending.body).toEqual({
        message: 'The job Tool Room Aide is Pending Approval; only approved jobs take assignments.',
      });
      const foreign = await assign(student.id, FIX.jobOtherOrg);
      expect(foreign.status).toBe(422);
      expect(foreign.body).toEqual({ jobId: "The job is not under a contract of the participant's organization." });
      const outside = await assign(student.id, FIX.jobRoomy, admin, { startDate: '2026-06-01', endDate: '2026-07-01' });
      expect(outside.status).toBe(422);
      expect(outside.body).toEqual({
        startDate: "The assignment must fall within the job's dates (06/29/2026 to 08/28/2026).",
      });

      const available = await call('GET', `/api/students/${String(student.id)}/available-jobs`, admin);
      // Only the fixture's jobs matter here (the demo contract seed adds its own).
      const fixtureJobs = (body: unknown) =>
        (body as { jobId: number }[]).map((job) => job.jobId).filter((id) => id >= 9001);
      expect(fixtureJobs(available.body)).toEqual([FIX.jobRoomy, FIX.jobOneOpening]);

      const placed = await assign(student.id, FIX.jobOneOpening);
      expect(placed.status).toBe(201);
      expect(placed.body).toMatchObject({
        jobName: 'Trail Crew Member',
        worksiteName: 'Frick Park Test Crew',
        contractCode: 'T-2026-001',
      });
      const info = (await call('GET', `/api/students/${String(student.id)}/info`, admin)).body as {
        status: string;
        currentJob: unknown;
      };
      expect(info.status).toBe('Assigned');
      // The header's job, as the assignment answered it: dates as the contract's plain dates.
      const assignment = placed.body as { startDate: string; endDate: string };
      expect(info.currentJob).toEqual({
        jobId: FIX.jobOneOpening,
        jobName: 'Trail Crew Member',
        jobStartDate: assignment.startDate,
        jobEndDate: assignment.endDate,
        contractId: FIX.contract,
        contractCode: 'T-2026-001',
        worksiteId: FIX.worksite,
        worksiteName: 'Frick Park Test Crew',
        incentiveOnly: false,
      });
      expect(assignment.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const listed = await search({ quickSearch: 'placed' });
      expect(listed.items[0]?.jobName).toBe('Trail Crew Member');

      const second = await create({ firstName: 'Waiting', ssn: '900-44-0002' });
      await setRow(second.id, { status: 'Recruited' });
      const full = await assign(second.id, FIX.jobOneOpening);
      expect(full.status).toBe(409);
      expect(full.body).toEqual({ message: 'The job Trail Crew Member has no open positions (1 of 1 filled).' });
      const stillOpen = await call('GET', `/api/students/${String(second.id)}/available-jobs`, admin);
      expect(fixtureJobs(stillOpen.body)).toEqual([FIX.jobRoomy]);
    });

    it('refuses a participant whose required clearance has expired, naming it', async () => {
      const minor = await create({ firstName: 'Permit', ssn: '900-55-0001' });
      await setRow(minor.id, { status: 'Recruited', work_permit_expires: '2026-06-30' });
      const refused = await assign(minor.id, FIX.jobRoomy);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: "The participant's work permit expired on 06/30/2026. Renew it before assigning a job.",
      });

      const adult = await create({ firstName: 'Cleared', ssn: '900-55-0002', birthDate: '2005-03-01' });
      await setRow(adult.id, {
        status: 'Recruited',
        fbi_clearance_expires: '2026-01-31',
        work_permit_expires: '2020-01-01',
      });
      const fbi = await assign(adult.id, FIX.jobRoomy);
      expect(fbi.body).toEqual({
        message: "The participant's FBI clearance expired on 01/31/2026. Renew it before assigning a job.",
      });
      await setRow(adult.id, { fbi_clearance_expires: '2099-01-31' });
      // An expired work permit does not bind an adult, nor a clearance not on file.
      expect((await assign(adult.id, FIX.jobRoomy)).status).toBe(201);
    });

    it('unassigns (Awaiting Assignment), sets awaiting assignment, and exits', async () => {
      const student = await create({ firstName: 'Moving', ssn: '900-66-0001' });
      await setRow(student.id, { status: 'Recruited' });
      const job = (await assign(student.id, FIX.jobRoomy)).body as { id: number; version: number };
      const unassign = (version: number) =>
        call('POST', `/api/students/${String(student.id)}/jobs/${String(job.id)}/unassign`, admin, {
          version,
          endDate: '2026-07-20',
          reasonId: FIX.lookups.reason,
          comment: 'Transportation fell through.',
        });
      const done = await unassign(job.version);
      expect(done.status).toBe(200);
      expect(done.body).toMatchObject({ status: 'Unassigned', endDate: '2026-07-20' });
      const info = (await call('GET', `/api/students/${String(student.id)}/info`, admin)).body as Student;
      expect(info.status).toBe('Awaiting Assignment');
      const twice = await unassign((done.body as { version: number }).version);
      expect(twice.status).toBe(409);
      expect((twice.body as { message: string }).message).toMatch(/^This job assignment is Unassigned; /);

      const again = (await assign(student.id, FIX.jobRoomy)).body as { id: number };
      const header = (await call('GET', `/api/students/${String(student.id)}/info`, admin)).body as Student;
      const awaiting = await call('POST', `/api/students/${String(student.id)}/set-awaiting-assignment`, admin, {
        version: header.version,
      });
      expect(awaiting.status).toBe(200);
      expect(awaiting.body).toMatchObject({ status: 'Awaiting Assignment', currentJob: null });
      const ended = (await call('GET', `/api/students/${String(student.id)}/jobs/${String(again.id)}`, admin)).body;
      expect(ended).toMatchObject({ status: 'Unassigned' });
      const wrong = await call('POST', `/api/students/${String(student.id)}/set-awaiting-assignment`, admin, {
        version: (awaiting.body as Student).version,
      });
      expect(wrong.status).toBe(409);

      const exit = await call('POST', `/api/students/${String(student.id)}/exit`, admin, {
        version: (awaiting.body as Student).version,
        outcome: 'Exited',
        exitDate: '2026-08-01',
      });
      expect(exit.status).toBe(200);
      expect(exit.body).toMatchObject({ status: 'Exited' });
    });

    it('switches paper check with the version', async () => {
      const student = await create({ firstName: 'Paper', ssn: '900-77-0001' });
      const on = await call('POST', `/api/students/${String(student.id)}/set-paper-check`, admin, {
        version: student.version,
        paperCheck: true,
      });
      expect(on.status).toBe(200);
      expect(on.body).toMatchObject({ paperCheck: true });
      const stale = await call('POST', `/api/students/${String(student.id)}/set-paper-check`, admin, {
        version: student.version,
        paperCheck: false,
      });
      expect(stale.status).toBe(409);
    });

    it('removes a job assignment made in error, but not one with timesheets', async () => {
      const student = await create({ firstName: 'Timesheet', ssn: '900-88-0003' });
      await setRow(student.id, { status: 'Recruited' });
      const job = (await assign(student.id, FIX.jobRoomy)).body as { id: number; version: number };
      await sql`insert into timesheets (student_job_id, period_start_date, period_end_date, hourly_rate, worked_hours, create_user)
        values (${job.id}, '2026-07-06', '2026-07-12', 12.5, 20, 'test')`.execute(server.database.db);
      const url = `/api/students/${String(student.id)}/jobs/${String(job.id)}?version=${String(job.version)}`;
      const refused = await call('DELETE', url, admin);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'This job assignment has 1 timesheet and cannot be removed. Unassign it instead.',
      });
      const whole = await call('DELETE', `/api/students/${String(student.id)}?version=1`, admin);
      expect(whole.body).toEqual({
        message:
          'The participant has 1 job assignment and 1 timesheet and cannot be removed. Remove or void them first.',
      });
      await sql`delete from timesheets where student_job_id = ${job.id}`.execute(server.database.db);
      expect((await call('DELETE', url, orgstaff)).status).toBe(204);
      const info = (await call('GET', `/api/students/${String(student.id)}/info`, admin)).body as Student;
      expect(info.status).toBe('Awaiting Assignment');
    });

    it('refuses to delete a participant with job assignments, naming them, and deletes one without', async () => {
      const student = await create({ firstName: 'Kept', ssn: '900-88-0001' });
      await setRow(student.id, { status: 'Recruited' });
      expect((await assign(student.id, FIX.jobRoomy)).status).toBe(201);
      const refused = await call(
        'DELETE',
        `/api/students/${String(student.id)}?version=${String(student.version + 1)}`,
        admin,
      );
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        message: 'The participant has 1 job assignment and cannot be removed. Remove or void them first.',
      });

      const gone = await create({ firstName: 'Gone', ssn: '900-88-0002' });
      await call('POST', `/api/students/${String(gone.id)}/follow-ups`, admin, {
        followUpDate: '2026-10-01',
        method: 'Phone',
        employmentStatus: 'Unknown',
      });
      expect((await call('DELETE', `/api/students/${String(gone.id)}?version=0`, orgstaff)).status).toBe(403);
      expect((await call('DELETE', `/api/students/${String(gone.id)}?version=7`, admin)).status).toBe(409);
      expect(
        (await call('DELETE', `/api/students/${String(gone.id)}?version=${String(gone.version)}`, admin)).status,
      ).toBe(204);
      expect((await call('GET', `/api/students/${String(gone.id)}`, admin)).status).toBe(404);
    });
  });

  describe('row scope', () => {
    it('shows an organization user only their organizations’ participants', async () => {
      const other = await create({
        firstName: 'Elsewhere',
        ssn: '900-99-0001',
        organizationId: 2,
        enrollmentProgramId: FIX.otherEnrollmentProgram,
      });
      expect((await call('GET', `/api/students/${String(other.id)}`, orgstaff)).status).toBe(404);
      expect((await call('GET', `/api/students/${String(other.id)}/guardians`, orgstaff)).status).toBe(404);
      const page = await search({ quickSearch: 'elsewhere' }, orgstaff);
      expect(page.total).toBe(0);
      expect((await search({ quickSearch: 'elsewhere' })).total).toBe(1);
    });

    it('shows a contractor user only participants assigned to their worksites’ jobs', async () => {
      const mine = await create({ firstName: 'Crewmember', ssn: '900-99-0002' });
      const notMine = await create({ firstName: 'Crewless', ssn: '900-99-0003' });
      await setRow(mine.id, { status: 'Recruited' });
      expect((await assign(mine.id, FIX.jobRoomy)).status).toBe(201);
      const page = await search({ quickSearch: 'crew' }, contractor);
      expect(page.items.map((row) => row.id)).toEqual([mine.id]);
      expect((await call('GET', `/api/students/${String(notMine.id)}/info`, contractor)).status).toBe(404);
      expect((await call('GET', `/api/students/${String(mine.id)}/info`, contractor)).status).toBe(200);
    });
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../src/core/errors.ts';
import { createStudent, FIX, loadFixtures } from './participants-fixtures.ts';
import { startTestServer, type TestServer } from './support/server.ts';

interface Row {
  id: number;
  version: number;
  studentId: number;
  lastUpdateUser: string;
}

/** Each sub-record kind: its path, a valid body, a changed field, and its DELETE_STUDENT_* claim. */
const KINDS = [
  {
    path: 'contracts',
    body: {
      contractId: FIX.contract,
      startDate: '2026-06-29',
      endDate: '2026-08-28',
      maxHours: 160,
      maxIncentiveAmount: 500,
    },
    change: { maxHours: 120 },
    shows: { contractCode: 'T-2026-001' },
  },
  {
    path: 'eligibilities',
    body: {
      fundingSourceId: FIX.lookups.funding,
      determinationDate: '2026-03-10',
      isEligible: true,
      familySize: 4,
      annualIncome: 31000,
      incomeRangeId: null,
      comments: null,
    },
    change: { familySize: 5 },
    shows: { fundingSourceName: 'WIOA Youth' },
  },
  {
    path: 'programs',
    body: { programId: FIX.program, startDate: '2026-06-29', endDate: null, outcome: 'Active', comments: null },
    change: { outcome: 'Completed', endDate: '2026-08-28' },
    shows: { programName: 'Summer Youth Employment' },
  },
  {
    path: 'barriers',
    body: {
      barrierTypeId: FIX.lookups.barrier,
      identifiedDate: '2026-03-02',
      resolvedDate: null,
      comments: 'Two buses to the site.',
    },
    change: { resolvedDate: '2026-04-01' },
    shows: { barrierTypeName: 'Transportation' },
  },
  {
    path: 'educations',
    body: {
      schoolId: FIX.school,
      gradeLevelId: FIX.lookups.grade,
      schoolStatus: 'In School',
      schoolYear: '2025-2026',
      expectedGraduationDate: null,
    },
    change: { schoolYear: '2026-2027' },
    shows: { schoolName: 'Allderdice High School', gradeLevelName: '11th Grade' },
  },
  {
    path: 'guardians',
    body: {
      relationshipId: FIX.lookups.relationship,
      firstName: 'Denise',
      lastName: 'Whitfield',
      mainPhone: '(412) 555-0190',
      cellPhone: null,
      emailAddress: null,
      addressLine1: null,
      city: null,
      stateCode: null,
      zipCode: null,
      isPrimaryContact: true,
    },
    change: { cellPhone: '(412) 555-0191' },
    shows: { relationshipName: 'Mother' },
  },
  {
    path: 'interests',
    body: { interestId: FIX.lookups.interest, rank: 1, comments: null },
    change: { rank: 2 },
    shows: { interestName: 'Health Care' },
  },
  {
    path: 'referrals',
    body: {
      referralDate: '2026-07-01',
      referredTo: 'Allegheny County DHS',
      serviceTypeId: FIX.lookups.service,
      outcome: 'Pending',
      comments: null,
    },
    change: { outcome: 'Accepted' },
    shows: { serviceTypeName: 'Childcare' },
  },
  {
    path: 'follow-ups',
    body: {
      followUpDate: '2026-10-15',
      method: 'Phone',
      employmentStatus: 'In School',
      employerName: null,
      comments: null,
    },
    change: { employmentStatus: 'Employed', employerName: 'UPMC' },
    shows: {},
  },
  {
    path: 'career-programs',
    body: {
      careerProgramTypeId: FIX.lookups.career,
      startDate: '2026-09-08',
      endDate: null,
      outcome: 'Active',
      credentialEarned: false,
      credentialName: null,
    },
    change: { credentialEarned: true, credentialName: 'CPR / First Aid' },
    shows: { careerProgramTypeName: 'Health Care Pathway' },
  },
] as const;

describe('participant sub-records and interviews (PGlite)', () => {
  let server: TestServer;
  let admin: string;
  let orgstaff: string;
  let contractor: string;
  let viewer: string;
  let studentId: number;
  let otherStudentId: number;

  const call = (method: string, url: string, token: string, body?: unknown) =>
    server.call(method, url, { token, body });
  const createStudentId = async (overrides: Record<string, unknown>) =>
    (await createStudent(server, admin, overrides)).id;

  beforeAll(async () => {
    server = await startTestServer({ seed: { participants: 0, applicants: 0 } });
    await loadFixtures(server);
    [admin, orgstaff, contractor, viewer] = await Promise.all([
      server.login('admin'),
      server.login('orgstaff'),
      server.login('contractor'),
      server.login('viewer'),
    ]);
    studentId = await createStudentId({});
    otherStudentId = await createStudentId({
      firstName: 'Other',
      ssn: '900-10-0001',
      organizationId: 2,
      enrollmentProgramId: FIX.otherEnrollmentProgram,
    });
  });
  afterAll(async () => {
    await server.close();
  });

  describe.each(KINDS)('$path', (kind) => {
    const base = () => `/api/students/${String(studentId)}/${kind.path}`;

    it('adds, lists, reads, edits with the version and removes with its claim', async () => {
      const created = await call('POST', base(), orgstaff, kind.body);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const row = created.body as Row;
      expect(row).toMatchObject({ ...kind.body, ...kind.shows, studentId, lastUpdateUser: 'orgstaff', version: 0 });

      const list = await call('GET', base(), orgstaff);
      expect((list.body as Row[]).map((r) => r.id)).toContain(row.id);
      expect((await call('GET', `${base()}/${String(row.id)}`, orgstaff)).body).toMatchObject({ id: row.id });

      const edited = await call('PUT', `${base()}/${String(row.id)}`, orgstaff, {
        ...kind.body,
        ...kind.change,
        version: row.version,
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(edited.body).toMatchObject({ ...kind.change, version: row.version + 1 });
      const stale = await call('PUT', `${base()}/${String(row.id)}`, orgstaff, { ...kind.body, version: row.version });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual({ message: STALE_VERSION_MESSAGE });

      // Viewing is not editing, and removing needs the kind's own DELETE_STUDENT_* claim.
      expect((await call('POST', base(), viewer, kind.body)).status).toBe(403);
      const contractorDelete = await call('DELETE', `${base()}/${String(row.id)}?version=1`, contractor);
      expect(contractorDelete.status).toBe(403);
      expect((contractorDelete.body as { message: string }).message).toMatch(/DELETE_STUDENT_/);
      const current = (edited.body as Row).version;
      const staleDelete = await call('DELETE', `${base()}/${String(row.id)}?version=${String(row.version)}`, orgstaff);
      expect(staleDelete.status).toBe(409);
      expect(staleDelete.body).toEqual({ message: STALE_VERSION_MESSAGE });
      expect((await call('DELETE', `${base()}/${String(row.id)}?version=${String(current)}`, orgstaff)).status).toBe(
        204,
      );
      expect((await call('GET', `${base()}/${String(row.id)}`, orgstaff)).status).toBe(404);
    });

    it("hides another organization's participant's records (404)", async () => {
      const foreign = `/api/students/${String(otherStudentId)}/${kind.path}`;
      expect((await call('GET', foreign, orgstaff)).status).toBe(404);
      expect((await call('POST', foreign, orgstaff, kind.body)).status).toBe(404);
    });
  });

  it('answers each kind’s rules with their messages', async () => {
    const post = (path: string, body: unknown) =>
      call('POST', `/api/students/${String(studentId)}/${path}`, admin, body);
    const contracts = KINDS[0].body;
    expect((await post('contracts', { ...contracts, endDate: '2026-06-01' })).body).toEqual({
      endDate: 'End Date must be on or after Start Date.',
    });
    const foreignContract = await post('contracts', { ...contracts, contractId: FIX.otherContract });
    expect(foreignContract.status).toBe(404);
    expect(foreignContract.body).toEqual({ message: 'The contract was not found.' });
    expect((await post('barriers', { ...KINDS[3].body, resolvedDate: '2026-01-01' })).body).toEqual({
      resolvedDate: 'Resolved Date must be on or after Identified Date.',
    });
    expect((await post('barriers', { ...KINDS[3].body, barrierTypeId: FIX.lookups.gender })).body).toEqual({
      barrierTypeId: 'Barrier Type is not one of the options.',
    });
    expect((await post('educations', { ...KINDS[4].body, schoolYear: '2025-2027' })).body).toEqual({
      schoolYear: 'School Year must be two consecutive years, such as 2026-2027.',
    });
    expect((await post('follow-ups', { ...KINDS[8].body, employmentStatus: 'Employed' })).body).toEqual({
      employerName: 'Employer Name is required when the participant is employed.',
    });
    expect((await post('career-programs', { ...KINDS[9].body, credentialEarned: true })).body).toEqual({
      credentialName: 'Credential Name is required when a credential was earned.',
    });
    expect((await post('interests', KINDS[6].body)).status).toBe(201);
    const twice = await post('interests', KINDS[6].body);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: "This interest is already on the participant's list." });
  });

  it('keeps one primary guardian', async () => {
    const post = (firstName: string) =>
      call('POST', `/api/students/${String(studentId)}/guardians`, admin, {
        ...KINDS[5].body,
        firstName,
        isPrimaryContact: true,
      });
    await post('Denise');
    await post('Marcus');
    const list = (await call('GET', `/api/students/${String(studentId)}/guardians`, admin)).body as {
      firstName: string;
      isPrimaryContact: boolean;
    }[];
    expect(list.filter((g) => g.isPrimaryContact).map((g) => g.firstName)).toEqual(['Marcus']);
  });

  describe('interviews', () => {
    it('schedules many at once, mails each the rendered template, and records a final outcome', async () => {
      const second = await createStudentId({
        firstName: 'Tyrese',
        lastName: 'Coleman',
        ssn: '900-10-0002',
        emailAddress: 'tyrese@example.org',
      });
      const scheduled = await call('POST', '/api/interviews/schedule', orgstaff, {
        studentIds: [studentId, second],
        scheduledAt: '2026-06-15T14:30:00Z',
        locationId: FIX.location,
        emailTemplateId: FIX.template,
        note: 'Bring a photo ID.',
      });
      expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(201);
      const interviews = scheduled.body as { id: number; version: number; ssn: string; outcome: string }[];
      expect(interviews.map((i) => [i.ssn, i.outcome])).toEqual([
        ['*****6781', 'Scheduled'],
        ['*****0002', 'Scheduled'],
      ]);
      const mail = (
        await sql<{
          to_address: string;
          subject: string;
          body: string;
        }>`select to_address, subject, body from mail_outbox
          where to_address = 'tyrese@example.org'`.execute(server.database.db)
      ).rows;
      expect(mail).toEqual([
        {
          to_address: 'tyrese@example.org',
          subject: 'Your interview on 06/15/2026',
          body: 'Hello Tyrese Coleman, your interview is at 10:30 AM at East Liberty Office, 6101 Penn Ave, Pittsburgh.',
        },
      ]);

      const again = await call('POST', '/api/interviews/schedule', orgstaff, {
        studentIds: [second],
        scheduledAt: '2026-06-16T14:30:00Z',
        locationId: FIX.location,
        emailTemplateId: FIX.template,
      });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ message: 'Tyrese Coleman already has a scheduled interview.' });

      const [first] = interviews;
      if (!first) throw new Error('no interview');
      const attended = await call('PUT', `/api/interviews/${String(first.id)}`, orgstaff, {
        outcome: 'Attended',
        note: 'Strong interest in outdoor work.',
        version: first.version,
      });
      expect(attended.status).toBe(200);
      expect(attended.body).toMatchObject({ outcome: 'Attended', note: 'Strong interest in outdoor work.' });
      const final = await call('PUT', `/api/interviews/${String(first.id)}`, orgstaff, {
        outcome: 'No Show',
        note: null,
        version: (attended.body as { version: number }).version,
      });
      expect(final.status).toBe(409);

      const page = await call('POST', '/api/interviews/search', orgstaff, {
        filters: [{ field: 'outcome', operator: 'eq', value: 'Scheduled' }],
      });
      expect(page.body).toMatchObject({ total: 1, items: [{ studentName: 'Tyrese Coleman', ssn: '*****0002' }] });
      expect((await call('POST', '/api/interviews/search', viewer, {})).status).toBe(403);
    });

    it('refuses a participant the caller cannot see', async () => {
      const response = await call('POST', '/api/interviews/schedule', orgstaff, {
        studentIds: [otherStudentId],
        scheduledAt: '2026-06-15T14:30:00Z',
        locationId: FIX.location,
        emailTemplateId: FIX.template,
      });
      expect(response.status).toBe(404);
    });
  });
});

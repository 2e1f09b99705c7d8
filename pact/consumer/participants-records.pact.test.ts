import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  fromProviderState,
  integer,
  like,
  pathwayPact,
  statePath,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();

// The participant Details forms, job actions and the Add Participant wizard (ADR 140).
describe('participant records and actions', () => {
  it('adds a barrier to a participant', async () => {
    const ids = { studentId: 3051, barrierTypeId: 71 };
    await pact
      .addInteraction()
      .given('participant {studentId} may get a barrier of type {barrierTypeId}', ids)
      .uponReceiving('a new barrier of a participant')
      .withRequest('POST', statePath('/api/students/${studentId}/barriers', ids), (req) =>
        req.headers(bearer).jsonBody({
          barrierTypeId: fromProviderState('${barrierTypeId}', ids.barrierTypeId),
          identifiedDate: '2026-05-04',
          resolvedDate: null,
          comments: 'Needs a bus pass for the first two weeks.',
        }),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody({
          id: integer(8102),
          barrierTypeId: integer(ids.barrierTypeId),
          identifiedDate: calendarDate('2026-05-04'),
          barrierTypeName: string('Transportation'),
          version: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const created = await apiFor(server).students.createRecord(ids.studentId, 'barriers', {
          barrierTypeId: ids.barrierTypeId,
          identifiedDate: '2026-05-04',
          resolvedDate: null,
          comments: 'Needs a bus pass for the first two weeks.',
        });
        expect(created.identifiedDate).toBe('2026-05-04');
      });
  });

  it('updates a barrier with the version it read', async () => {
    const ids = { studentId: 3051, recordId: 8101, barrierTypeId: 71, version: 2 };
    await pact
      .addInteraction()
      .given('participant {studentId} has barrier {recordId} of type {barrierTypeId} at version {version}', ids)
      .uponReceiving('an update of a barrier of a participant')
      .withRequest('PUT', statePath('/api/students/${studentId}/barriers/${recordId}', ids), (req) =>
        req.headers(bearer).jsonBody({
          barrierTypeId: fromProviderState('${barrierTypeId}', ids.barrierTypeId),
          identifiedDate: '2026-05-02',
          resolvedDate: '2026-06-15',
          comments: null,
          version: 2,
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: integer(ids.recordId), resolvedDate: calendarDate('2026-06-15'), version: integer(3) }),
      )
      .executeTest(async (server) => {
        const updated = await apiFor(server).students.updateRecord(ids.studentId, 'barriers', ids.recordId, {
          barrierTypeId: ids.barrierTypeId,
          identifiedDate: '2026-05-02',
          resolvedDate: '2026-06-15',
          comments: null,
          version: 2,
        });
        expect(updated.version).toBe(3);
      });
  });

  it('reads the options of a lookup a record form chooses from', async () => {
    await pact
      .addInteraction()
      .given('participant {studentId} may get a barrier of type {barrierTypeId}', {
        studentId: 3051,
        barrierTypeId: 71,
      })
      .uponReceiving('a request for the barrier types')
      .withRequest('GET', '/api/lookups/barrier-types', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(eachLike({ id: integer(71), text: string('Transportation') })))
      .executeTest(async (server) => {
        const options = await apiFor(server).students.recordLookup('barrier-types');
        expect(options[0]?.text).toBe('Transportation');
      });
  });

  it('lists the jobs a participant may be assigned', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has notes', { sourceId: 3051 })
      .uponReceiving('a request for the available jobs of a participant')
      .withRequest('GET', statePath('/api/students/${sourceId}/available-jobs', { sourceId: 3051 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) => res.jsonBody(like([])))
      .executeTest(async (server) => {
        const jobs = await apiFor(server).students.availableJobs(3051);
        expect(Array.isArray(jobs)).toBe(true);
      });
  });

  it('unassigns a current job', async () => {
    const ids = { studentId: 3051, studentJobId: 2210, version: 1, reasonId: 31 };
    await pact
      .addInteraction()
      .given(
        'participant {studentId} has a current job {studentJobId} at version {version} and unassign reason {reasonId}',
        ids,
      )
      .uponReceiving('an unassignment of a participant job')
      .withRequest('POST', statePath('/api/students/${studentId}/jobs/${studentJobId}/unassign', ids), (req) =>
        req.headers(bearer).jsonBody({
          version: 1,
          endDate: '2026-07-17',
          reasonId: fromProviderState('${reasonId}', ids.reasonId),
          comment: null,
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: integer(ids.studentJobId), status: string('Unassigned'), version: integer(2) }),
      )
      .executeTest(async (server) => {
        const job = await apiFor(server).students.unassignJob(ids.studentId, ids.studentJobId, {
          version: 1,
          endDate: '2026-07-17',
          reasonId: ids.reasonId,
          comment: null,
        });
        expect(job.status).toBe('Unassigned');
      });
  });

  it('sets a recruited participant awaiting assignment', async () => {
    const ids = { studentId: 3051, version: 3 };
    await pact
      .addInteraction()
      .given('participant {studentId} is Recruited at version {version}', ids)
      .uponReceiving('a set-awaiting-assignment of a participant')
      .withRequest('POST', statePath('/api/students/${studentId}/set-awaiting-assignment', ids), (req) =>
        req.headers(bearer).jsonBody({ version: 3 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: integer(ids.studentId), status: string('Awaiting Assignment'), version: integer(4) }),
      )
      .executeTest(async (server) => {
        const header = await apiFor(server).students.setAwaitingAssignment(ids.studentId, { version: 3 });
        expect(header.status).toBe('Awaiting Assignment');
      });
  });

  it('turns paper check on', async () => {
    const ids = { studentId: 3051, version: 5 };
    await pact
      .addInteraction()
      .given('participant {studentId} is Recruited at version {version}', ids)
      .uponReceiving('a set-paper-check of a participant')
      .withRequest('POST', statePath('/api/students/${studentId}/set-paper-check', ids), (req) =>
        req.headers(bearer).jsonBody({ version: 5, paperCheck: true }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: integer(ids.studentId), paperCheck: boolean(true), version: integer(6) }),
      )
      .executeTest(async (server) => {
        const header = await apiFor(server).students.setPaperCheck(ids.studentId, { version: 5, paperCheck: true });
        expect(header.paperCheck).toBe(true);
      });
  });

  it('adds a participant (Enrolled) with clearance dates', async () => {
    const ids = { enrollmentProgramId: 7, organizationId: 12, birthDate: '2009-04-17' };
    const body = {
      firstName: 'Pact',
      middleName: null,
      lastName: 'Wizard',
      suffixName: null,
      ssn: '900-14-0001',
      genderId: null,
      ethnicGroupId: null,
      emailAddress: null,
      mainPhone: '(412) 555-0142',
      cellPhone: null,
      addressLine1: '2214 Centre Avenue',
      addressLine2: null,
      city: 'Pittsburgh',
      stateCode: 'PA',
      zipCode: '15219',
      zipPlus4: '3412',
      gradeLevelId: null,
      schoolId: null,
      paymentMethod: 'Debit',
      childAbuseClearanceExpires: null,
      fbiClearanceExpires: null,
      paStateCriminalClearanceExpires: null,
      workPermitExpires: '2027-04-16',
    } as const;
    await pact
      .addInteraction()
      .given(
        'enrollment program {enrollmentProgramId} of organization {organizationId} takes participants born on {birthDate}',
        ids,
      )
      .uponReceiving('a new participant')
      .withRequest('POST', '/api/students', (req) =>
        req.headers(bearer).jsonBody({
          ...body,
          birthDate: fromProviderState('${birthDate}', ids.birthDate),
          organizationId: fromProviderState('${organizationId}', ids.organizationId),
          enrollmentProgramId: fromProviderState('${enrollmentProgramId}', ids.enrollmentProgramId),
        }),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody({
          id: integer(48214),
          lastName: string('Wizard'),
          status: string('Enrolled'),
          workPermitExpires: calendarDate('2027-04-16'),
          version: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const created = await apiFor(server).students.create({ ...body, ...ids });
        expect(created.status).toBe('Enrolled');
      });
  });

  it('checks whether an SSN is on file in any organization', async () => {
    await pact
      .addInteraction()
      .given('a participant with SSN {ssn} exists', { ssn: '219-44-6781' })
      .uponReceiving('an SSN duplicate check')
      .withRequest('POST', '/api/students/ssn-check', (req) =>
        req.headers(bearer).jsonBody({ ssn: fromProviderState('${ssn}', '219-44-6781') }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ exists: boolean(true) }))
      .executeTest(async (server) => {
        expect(await apiFor(server).students.ssnExists('219-44-6781')).toBe(true);
      });
  });
});

describe('interviews', () => {
  it('searches interviews', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has notes', { sourceId: 3051 })
      .uponReceiving('a first page of interviews')
      .withRequest('POST', '/api/interviews/search', (req) => req.headers(bearer).jsonBody({ page: 1, pageSize: 50 }))
      .willRespondWith(200, (res) => res.jsonBody({ items: like([]), total: integer(0) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).students.searchInterviews({ page: 1, pageSize: 50 });
        expect(page.total).toBeGreaterThanOrEqual(0);
      });
  });

  it('schedules interviews for participants at once', async () => {
    const ids = { studentId: 3051, locationId: 4, emailTemplateId: 9 };
    await pact
      .addInteraction()
      .given(
        'participant {studentId} has no scheduled interview; location {locationId} and template {emailTemplateId} exist',
        ids,
      )
      .uponReceiving('a schedule of interviews')
      .withRequest('POST', '/api/interviews/schedule', (req) =>
        req.headers(bearer).jsonBody({
          studentIds: [fromProviderState('${studentId}', ids.studentId)],
          scheduledAt: '2026-06-22T18:30:00.000Z',
          locationId: fromProviderState('${locationId}', ids.locationId),
          emailTemplateId: fromProviderState('${emailTemplateId}', ids.emailTemplateId),
          note: null,
        }),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody([{ id: integer(601), outcome: string('Scheduled'), version: integer(0) }]),
      )
      .executeTest(async (server) => {
        const interviews = await apiFor(server).students.scheduleInterviews({
          studentIds: [ids.studentId],
          scheduledAt: '2026-06-22T18:30:00.000Z',
          locationId: ids.locationId,
          emailTemplateId: ids.emailTemplateId,
          note: null,
        });
        expect(interviews[0]?.outcome).toBe('Scheduled');
      });
  });

  it('records the outcome of an interview', async () => {
    const ids = { interviewId: 601, version: 1 };
    await pact
      .addInteraction()
      .given('interview {interviewId} is Scheduled at version {version}', ids)
      .uponReceiving('an outcome of an interview')
      .withRequest('PUT', statePath('/api/interviews/${interviewId}', ids), (req) =>
        req.headers(bearer).jsonBody({ outcome: 'Attended', note: 'On time.', version: 1 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: integer(ids.interviewId), outcome: string('Attended'), version: integer(2) }),
      )
      .executeTest(async (server) => {
        const interview = await apiFor(server).students.updateInterview(ids.interviewId, {
          outcome: 'Attended',
          note: 'On time.',
          version: 1,
        });
        expect(interview.outcome).toBe('Attended');
      });
  });
});

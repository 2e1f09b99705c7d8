import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();
const NOT_UPDATED = 'Enrollment was not successfully updated.';
const maskedSsn = regex(/^\*{5}\d{4}$/, '*****4410');
const bulk = (succeeded: number, failed: number) => ({
  succeeded: integer(succeeded),
  failed: integer(failed),
  results: eachLike({ id: integer(60219), succeeded: boolean(succeeded > 0) }),
});
const statusOptions = eachLike({ id: integer(1), text: string('Complete') });
const screening = {
  applicantId: integer(60214),
  isProviderScreeningComplete: boolean(false),
  isFosterCare: boolean(false),
  hasDisability: boolean(false),
  items: eachLike({
    id: integer(44),
    name: string('Proof of Residency'),
    applicantReviewStatuses: statusOptions,
    qualityReviewSummaryStatuses: statusOptions,
  }),
  version: integer(4),
};

// Provider screening, Enroll Applicants and Recruit/Release (issue 11, ADR 061).
describe('enrollment: provider screening', () => {
  it('reads the provider-screening items of an applicant', async () => {
    await pact
      .addInteraction()
      .given('an application in provider screening with id {applicantId} exists at version {version}', {
        applicantId: 60214,
        version: 4,
      })
      .uponReceiving('a request for the provider-screening items')
      .withRequest(
        'GET',
        statePath('/api/applicant-review/${applicantId}/provider-screening-items', { applicantId: 60214 }),
        (req) => req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...screening, applicantId: fromProviderState('${applicantId}', 60214) }),
      )
      .executeTest(async (server) => {
        const found = await apiFor(server).enrollmentPipeline.providerScreening(60214);
        expect(found.items[0]?.applicantReviewStatuses[0]?.text).toBe('Complete');
      });
  });

  it('saves item statuses and comments with the version it read', async () => {
    await pact
      .addInteraction()
      .given('an application in provider screening with id {applicantId} exists at version {version}', {
        applicantId: 60214,
        version: 4,
      })
      .uponReceiving('a save of provider-screening items')
      .withRequest(
        'PUT',
        statePath('/api/applicant-review/${applicantId}/provider-screening-items', { applicantId: 60214 }),
        (req) =>
          req.headers(bearer).jsonBody({
            version: fromProviderState('${version}', 4),
            items: [
              {
                id: fromProviderState('${itemId}', 44),
                statusId: fromProviderState('${completeId}', 1),
                comment: 'Lease in the guardian’s name checked.',
              },
            ],
          }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...screening, version: integer(5) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).enrollmentPipeline.saveProviderScreening(60214, {
          version: 4,
          items: [{ id: 44, statusId: 1, comment: 'Lease in the guardian’s name checked.' }],
        });
        expect(saved.version).toBe(5);
      });
  });

  it('completes provider screening as Ineligible with a comment', async () => {
    await pact
      .addInteraction()
      .given('an application in provider screening with id {applicantId} exists at version {version}', {
        applicantId: 60214,
        version: 4,
      })
      .uponReceiving('a completion of provider screening')
      .withRequest(
        'POST',
        statePath('/api/applicant-review/${applicantId}/complete-provider-screening', { applicantId: 60214 }),
        (req) =>
          req.headers(bearer).jsonBody({
            version: fromProviderState('${version}', 4),
            decision: 'Ineligible',
            comment: 'FBI clearance not cleared.',
          }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ id: fromProviderState('${applicantId}', 60214), status: 'Ineligible', version: integer(5) }),
      )
      .executeTest(async (server) => {
        const moved = await apiFor(server).enrollmentPipeline.completeProviderScreening(60214, {
          version: 4,
          decision: 'Ineligible',
          comment: 'FBI clearance not cleared.',
        });
        expect(moved.status).toBe('Ineligible');
      });
  });

  it('refuses completing an application that is not in provider screening (409)', async () => {
    await pact
      .addInteraction()
      .given('an eligible application with id {enrollmentId} exists at version {version}', {
        enrollmentId: 60214,
        version: 4,
      })
      .uponReceiving('a completion of provider screening in another status')
      .withRequest(
        'POST',
        statePath('/api/applicant-review/${enrollmentId}/complete-provider-screening', { enrollmentId: 60214 }),
        (req) =>
          req.headers(bearer).jsonBody({
            version: fromProviderState('${version}', 4),
            decision: 'Ineligible',
            comment: 'Not reachable.',
          }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: NOT_UPDATED }))
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).enrollmentPipeline.completeProviderScreening(60214, {
            version: 4,
            decision: 'Ineligible',
            comment: 'Not reachable.',
          }),
        );
        expect(error.serverMessage).toBe(NOT_UPDATED);
      });
  });
});

describe('enrollment: Enroll Applicants', () => {
  it('searches the eligible applications of an enrollment program, with their versions', async () => {
    await pact
      .addInteraction()
      .given('an eligible application with id {enrollmentId} exists at version {version}', {
        enrollmentId: 60219,
        version: 2,
      })
      .uponReceiving('a search of applications to enroll')
      .withRequest('POST', '/api/enrollment/enroll-applicants/search', (req) =>
        req.headers(bearer).jsonBody({ page: 1, pageSize: 50, sort: [{ field: 'lastName', direction: 'asc' }] }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            enrollmentId: integer(60219),
            firstName: string('Marcus'),
            lastName: string('Bell'),
            ssn: maskedSsn,
            birthDate: calendarDate('2008-10-02'),
            enrollmentProgramName: string('Summer Youth Employment 2026'),
            status: 'Eligible',
            isProviderScreeningComplete: boolean(true),
            version: integer(2),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).enrollCandidates.search({
          page: 1,
          pageSize: 50,
          sort: [{ field: 'lastName', direction: 'asc' }],
        });
        expect(page.items[0]?.status).toBe('Eligible');
      });
  });

  it('enrolls an eligible application with the version it read', async () => {
    await pact
      .addInteraction()
      .given('an eligible application with id {enrollmentId} exists at version {version}', {
        enrollmentId: 60219,
        version: 2,
      })
      .uponReceiving('an enroll of applications')
      .withRequest('POST', '/api/enrollment/enroll', (req) =>
        req.headers(bearer).jsonBody({
          items: [{ id: fromProviderState('${enrollmentId}', 60219), version: fromProviderState('${version}', 2) }],
          enrollmentDate: '2026-06-01',
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(bulk(1, 0)))
      .executeTest(async (server) => {
        const result = await apiFor(server).enrollmentPipeline.enroll({
          items: [{ id: 60219, version: 2 }],
          enrollmentDate: '2026-06-01',
        });
        expect(result.succeeded).toBe(1);
      });
  });

  it('refuses an enroll when no application could move (409)', async () => {
    await pact
      .addInteraction()
      .given('an eligible application with id {enrollmentId} exists at version {version}', {
        enrollmentId: 60219,
        version: 2,
      })
      .uponReceiving('an enroll with a stale version')
      .withRequest('POST', '/api/enrollment/enroll', (req) =>
        req.headers(bearer).jsonBody({
          items: [{ id: fromProviderState('${enrollmentId}', 60219), version: 1 }],
          enrollmentDate: '2026-06-01',
        }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: NOT_UPDATED }))
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).enrollmentPipeline.enroll({
            items: [{ id: 60219, version: 1 }],
            enrollmentDate: '2026-06-01',
          }),
        );
        expect(error.status).toBe(409);
      });
  });
});

describe('enrollment: Recruit/Release', () => {
  it('searches participants to recruit, with their versions', async () => {
    await pact
      .addInteraction()
      .given('an enrolled participant with id {studentId} exists at version {version}', {
        studentId: 48213,
        version: 1,
      })
      .uponReceiving('a search of participants to recruit')
      .withRequest('POST', '/api/enrollment/recruit/search', (req) =>
        req.headers(bearer).jsonBody({
          page: 1,
          pageSize: 50,
          filters: [{ field: 'status', operator: 'eq', value: 'Enrolled' }],
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            studentId: integer(48213),
            firstName: string('Jasmine'),
            lastName: string('Whitfield'),
            ssn: maskedSsn,
            age: integer(17),
            zipCode: string('15219'),
            status: 'Enrolled',
            enrollmentProgramName: string('Summer Youth Employment 2026'),
            version: integer(1),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).recruitCandidates.search({
          page: 1,
          pageSize: 50,
          filters: [{ field: 'status', operator: 'eq', value: 'Enrolled' }],
        });
        expect(page.items[0]?.status).toBe('Enrolled');
      });
  });

  it('searches the contracted worksites to recruit to', async () => {
    await pact
      .addInteraction()
      .given('an enrolled participant with id {studentId} exists at version {version}', {
        studentId: 48213,
        version: 1,
      })
      .uponReceiving('a search of contracted worksites')
      .withRequest('POST', '/api/worksites/contracted/search', (req) =>
        req.headers(bearer).jsonBody({ page: 1, pageSize: 500 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            contractId: integer(311),
            contractCode: string('SYEP-2026-014'),
            worksiteId: integer(1204),
            worksiteName: string('Carnegie Library – Hill District'),
            contractorName: string('Hill House Association'),
            linkedOn: timestamp('2026-03-02T14:05:11Z'),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).contractedWorksites.search({ page: 1, pageSize: 500 });
        expect(page.items[0]?.contractCode).toBe('SYEP-2026-014');
      });
  });

  it('recruits an enrolled participant to a worksite of a contract', async () => {
    await pact
      .addInteraction()
      .given('an enrolled participant with id {studentId} exists at version {version}', {
        studentId: 48213,
        version: 1,
      })
      .uponReceiving('a recruit of participants')
      .withRequest('POST', '/api/enrollment/recruit', (req) =>
        req.headers(bearer).jsonBody({
          items: [{ id: fromProviderState('${studentId}', 48213), version: fromProviderState('${version}', 1) }],
          contractId: fromProviderState('${contractId}', 311),
          worksiteId: fromProviderState('${worksiteId}', 1204),
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(bulk(1, 0)))
      .executeTest(async (server) => {
        const result = await apiFor(server).enrollmentPipeline.recruit({
          items: [{ id: 48213, version: 1 }],
          contractId: 311,
          worksiteId: 1204,
        });
        expect(result.succeeded).toBe(1);
      });
  });

  it('reads the release reasons', async () => {
    await pact
      .addInteraction()
      .given('the lookup {name} has options', { name: 'release-reasons' })
      .uponReceiving('a request for the release reasons')
      .withRequest('GET', '/api/lookups/release-reasons', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(eachLike({ id: integer(2), text: string('Worksite reduced positions') })),
      )
      .executeTest(async (server) => {
        const reasons = await apiFor(server).lookups.list('release-reasons');
        expect(reasons[0]?.text).toBe('Worksite reduced positions');
      });
  });

  it('releases a recruited participant with a reason', async () => {
    await pact
      .addInteraction()
      .given('a recruited participant with id {studentId} exists at version {version}', {
        studentId: 48240,
        version: 2,
      })
      .uponReceiving('a release of participants')
      .withRequest('POST', '/api/enrollment/release', (req) =>
        req.headers(bearer).jsonBody({
          items: [{ id: fromProviderState('${studentId}', 48240), version: fromProviderState('${version}', 2) }],
          reasonId: fromProviderState('${reasonId}', 2),
          comment: 'Worksite reduced its summer positions.',
        }),
      )
      .willRespondWith(200, (res) => res.jsonBody(bulk(1, 0)))
      .executeTest(async (server) => {
        const result = await apiFor(server).enrollmentPipeline.release({
          items: [{ id: 48240, version: 2 }],
          reasonId: 2,
          comment: 'Worksite reduced its summer positions.',
        });
        expect(result.succeeded).toBe(1);
      });
  });
});

const enrollmentProgram = {
  name: 'SYEP 2026 Pact Cohort',
  code: 'PACT-SY26',
  programId: 7,
  organizationId: 3,
  startDate: '2026-06-29',
  endDate: '2026-08-28',
  minAge: 14,
  maxAge: 21,
  hourlyRate: 12.5,
  paymentMethod: 'Debit',
  isActive: true,
} as const;
const enrollmentProgramFields = {
  id: integer(21),
  name: string(enrollmentProgram.name),
  code: string(enrollmentProgram.code),
  programId: integer(7),
  programName: string('Summer Youth Employment Program'),
  organizationId: integer(3),
  organizationName: string('Partner4Work'),
  startDate: calendarDate('2026-06-29'),
  endDate: calendarDate('2026-08-28'),
  isActive: boolean(true),
  version: integer(0),
};
const programState = 'an enrollment program of the pact with id {enrollmentProgramId} exists at version {version}';

describe('maintenance: enrollment programs', () => {
  it('searches enrollment programs', async () => {
    await pact
      .addInteraction()
      .given(programState, { enrollmentProgramId: 21, version: 0 })
      .uponReceiving('an enrollment program search')
      .withRequest('POST', '/api/enrollment-programs/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'PACT-SY26', page: 1, pageSize: 50 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(enrollmentProgramFields), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).enrollmentProgramRecords.search({
          quickSearch: 'PACT-SY26',
          page: 1,
          pageSize: 50,
        });
        expect(page.items[0]?.code).toBe('PACT-SY26');
      });
  });

  it('reads one enrollment program', async () => {
    await pact
      .addInteraction()
      .given(programState, { enrollmentProgramId: 21, version: 0 })
      .uponReceiving('a read of an enrollment program')
      .withRequest(
        'GET',
        statePath('/api/enrollment-programs/${enrollmentProgramId}', { enrollmentProgramId: 21 }),
        (req) => req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...enrollmentProgramFields, id: fromProviderState('${enrollmentProgramId}', 21) }),
      )
      .executeTest(async (server) => {
        expect((await apiFor(server).enrollmentProgramRecords.get(21)).id).toBe(21);
      });
  });

  it('creates an enrollment program', async () => {
    await pact
      .addInteraction()
      .given('organization {organizationId} has program {programId} and no enrollment program of the pact', {
        organizationId: 3,
        programId: 7,
      })
      .uponReceiving('a new enrollment program')
      .withRequest('POST', '/api/enrollment-programs', (req) =>
        req.headers(bearer).jsonBody({
          ...enrollmentProgram,
          programId: fromProviderState('${programId}', 7),
          organizationId: fromProviderState('${organizationId}', 3),
        }),
      )
      .willRespondWith(201, (res) => res.jsonBody(enrollmentProgramFields))
      .executeTest(async (server) => {
        const created = await apiFor(server).enrollmentProgramRecords.create(enrollmentProgram);
        expect(created.code).toBe('PACT-SY26');
      });
  });

  it('updates an enrollment program with the version it read', async () => {
    await pact
      .addInteraction()
      .given(programState, { enrollmentProgramId: 21, version: 1 })
      .uponReceiving('an update of an enrollment program')
      .withRequest(
        'PUT',
        statePath('/api/enrollment-programs/${enrollmentProgramId}', { enrollmentProgramId: 21 }),
        (req) =>
          req.headers(bearer).jsonBody({
            ...enrollmentProgram,
            programId: fromProviderState('${programId}', 7),
            organizationId: fromProviderState('${organizationId}', 3),
            version: fromProviderState('${version}', 1),
          }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...enrollmentProgramFields, version: integer(2) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).enrollmentProgramRecords.update(21, { ...enrollmentProgram, version: 1 });
        expect(saved.version).toBe(2);
      });
  });

  it('removes an enrollment program with the version it read', async () => {
    await pact
      .addInteraction()
      .given(programState, { enrollmentProgramId: 21, version: 1 })
      .uponReceiving('an enrollment program removal')
      .withRequest(
        'DELETE',
        statePath('/api/enrollment-programs/${enrollmentProgramId}', { enrollmentProgramId: 21 }),
        (req) => req.headers(bearer).query({ version: fromProviderState('${version}', '1') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).enrollmentProgramRecords.remove(21, 1)).resolves.toBeUndefined();
      });
  });

  it('copies an enrollment program under a new name, code and dates', async () => {
    await pact
      .addInteraction()
      .given(programState, { enrollmentProgramId: 21, version: 0 })
      .uponReceiving('a copy of an enrollment program')
      .withRequest(
        'POST',
        statePath('/api/enrollment-programs/${enrollmentProgramId}/copy', { enrollmentProgramId: 21 }),
        (req) =>
          req.headers(bearer).jsonBody({
            name: 'SYEP 2027 Pact Cohort',
            code: 'PACT-SY27',
            startDate: '2027-06-28',
            endDate: '2027-08-27',
          }),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody({ ...enrollmentProgramFields, name: string('SYEP 2027 Pact Cohort'), code: string('PACT-SY27') }),
      )
      .executeTest(async (server) => {
        const copy = await apiFor(server).enrollmentPrograms.copy(21, {
          name: 'SYEP 2027 Pact Cohort',
          code: 'PACT-SY27',
          startDate: '2027-06-28',
          endDate: '2027-08-27',
        });
        expect(copy.code).toBe('PACT-SY27');
      });
  });
});

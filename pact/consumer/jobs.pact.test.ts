import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  calendarDate,
  eachLike,
  failureOf,
  fromProviderState,
  integer,
  like,
  number,
  pathwayPact,
  regex,
  statePath,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();

/** The fields of a job row the Jobs screen reads (the provider may answer more). */
const jobRow = {
  id: integer(9071),
  name: string('Library Aide'),
  worksiteId: integer(1204),
  worksiteName: string('Carnegie Library - Hill District'),
  contractId: integer(311),
  contractCode: string('SYEP-2026-014'),
  startDate: calendarDate('2026-06-29'),
  endDate: calendarDate('2026-08-07'),
  hoursPerWeek: number(20),
  positions: integer(4),
  filledPositions: integer(3),
  hourlyRate: number(12.5),
  status: string('Approved'),
  version: integer(2),
};

const jobBody = {
  name: 'Library Aide',
  worksiteId: 1204,
  contractId: 311,
  jobSectorId: 4,
  description: null,
  startDate: '2026-08-07',
  endDate: '2026-06-29',
  hoursPerWeek: 20,
  positions: 4,
  incentiveOnly: false,
  maxHoursPerStudent: 150,
  maxIncentiveAmount: 250,
  minAge: 14,
  maxAge: 18,
};

describe('jobs', () => {
  it('searches the jobs', async () => {
    await pact
      .addInteraction()
      .given('an approved job {jobId} exists', { jobId: 9071 })
      .uponReceiving('a search of the jobs')
      .withRequest('POST', '/api/jobs/search', (req) => req.headers(bearer).jsonBody({ page: 1, pageSize: 50 }))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(jobRow), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).jobs.search({ page: 1, pageSize: 50 });
        expect(page.items[0]).toMatchObject({ name: 'Library Aide', hoursPerWeek: 20, positions: 4 });
      });
  });

  it('reads one job', async () => {
    await pact
      .addInteraction()
      .given('an approved job {jobId} exists', { jobId: 9071 })
      .uponReceiving('a request for one job')
      .withRequest('GET', statePath('/api/jobs/${jobId}', { jobId: 9071 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody(like({ ...jobRow, id: fromProviderState('${jobId}', 9071) })))
      .executeTest(async (server) => {
        const job = await apiFor(server).jobs.get(9071);
        expect(job).toMatchObject({ id: 9071, status: 'Approved' });
      });
  });

  it('a job whose end comes before its start is refused with the spec message', async () => {
    await pact
      .addInteraction()
      .given('an approved job {jobId} exists', { jobId: 9071 })
      .uponReceiving('a job create with the end date before the start date')
      .withRequest('POST', '/api/jobs', (req) => req.headers(bearer).jsonBody(jobBody))
      // The field map of spec section 8, the message verbatim (its typo included).
      .willRespondWith(422, (res) => res.jsonBody({ endDate: 'Start Date must be less then End Date' }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).jobs.create(jobBody));
        expect(error.status).toBe(422);
        expect(error.fieldMessages.endDate).toBe('Start Date must be less then End Date');
      });
  });

  it('a stale job update gets 409', async () => {
    const body = { ...jobBody, startDate: '2026-06-29', endDate: '2026-08-07', hourlyRate: 12.5, version: 999 };
    await pact
      .addInteraction()
      .given('an approved job {jobId} exists', { jobId: 9071 })
      .uponReceiving('an update of a job with a stale version')
      .withRequest('PUT', statePath('/api/jobs/${jobId}', { jobId: 9071 }), (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).jobs.update(9071, body));
        expect(error.status).toBe(409);
      });
  });

  it('a job removal that cannot go ahead gets 409', async () => {
    await pact
      .addInteraction()
      .given('job {jobId} has workers', { jobId: 9071 })
      .uponReceiving('a removal of a job with workers')
      .withRequest('DELETE', statePath('/api/jobs/${jobId}', { jobId: 9071 }), (req) =>
        req.headers(bearer).query({ version: '999' }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('Participants have been assigned to this job; it cannot be removed.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).jobs.remove(9071, 999));
        expect(error.status).toBe(409);
      });
  });

  it('lists the participants assigned to a job, SSNs masked', async () => {
    await pact
      .addInteraction()
      .given('job {jobId} has workers', { jobId: 9071 })
      .uponReceiving('a request for the workers of a job')
      .withRequest('GET', statePath('/api/jobs/${jobId}/workers', { jobId: 9071 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            studentJobId: integer(7710),
            studentId: integer(48213),
            firstName: string('Jasmine'),
            lastName: string('Whitfield'),
            ssn: regex(/^\*{5}\d{4}$/, '*****6781'),
            startDate: calendarDate('2026-06-29'),
            endDate: calendarDate('2026-08-07'),
            status: string('Assigned'),
            hoursWorked: number(64.5),
          }),
        ),
      )
      .executeTest(async (server) => {
        const workers = await apiFor(server).jobs.workers(9071);
        expect(workers[0]?.ssn).toMatch(/^\*{5}\d{4}$/);
      });
  });

  it('renews a job for a new season, Pending Approval', async () => {
    const body = { contractId: 311, startDate: '2027-06-28', endDate: '2027-08-06', positions: 4, hourlyRate: 13 };
    await pact
      .addInteraction()
      .given('job {jobId} can be renewed under contract {contractId}', { jobId: 9071, contractId: 311 })
      .uponReceiving('a renewal of a job')
      .withRequest('POST', statePath('/api/jobs/${jobId}/renew', { jobId: 9071 }), (req) =>
        req.headers(bearer).jsonBody({ ...body, contractId: fromProviderState('${contractId}', 311) }),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody(
          like({
            ...jobRow,
            startDate: calendarDate('2027-06-28'),
            status: string('Pending Approval'),
            renewedFromJobId: fromProviderState('${jobId}', 9071),
          }),
        ),
      )
      .executeTest(async (server) => {
        const renewed = await apiFor(server).jobs.renew(9071, body);
        expect(renewed).toMatchObject({ status: 'Pending Approval', renewedFromJobId: 9071, startDate: '2027-06-28' });
      });
  });

  it('a bulk assignment over the job’s capacity is refused with the capacity named', async () => {
    await pact
      .addInteraction()
      .given('job {jobId} is full and participant {studentId} awaits assignment', { jobId: 9071, studentId: 48240 })
      .uponReceiving('a bulk assignment to a full job')
      .withRequest('POST', '/api/jobs/bulk-assign', (req) =>
        req.headers(bearer).jsonBody({
          jobId: fromProviderState('${jobId}', 9071),
          items: [{ id: fromProviderState('${studentId}', 48240), version: 0 }],
          startDate: '2026-07-06',
          endDate: '2026-07-31',
        }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('The job has no open positions left (capacity 1).') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).jobs.bulkAssign({
            jobId: 9071,
            items: [{ id: 48240, version: 0 }],
            startDate: '2026-07-06',
            endDate: '2026-07-31',
          }),
        );
        expect(error.status).toBe(409);
        expect(error.serverMessage).toBe('The job has no open positions left (capacity 1).');
      });
  });
});

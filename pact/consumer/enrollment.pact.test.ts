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

const status = regex(/^(Applied|Quality Review|Provider Screening|Eligible|Ineligible|Enrolled|Withdrawn)$/, 'Applied');
const application = {
  id: integer(60214),
  firstName: string('Jasmine'),
  lastName: string('Carter'),
  ssn: regex(/^\*{5}\d{4}$/, '*****6789'),
  birthDate: calendarDate('2009-02-11'),
  organizationId: integer(12),
  organizationName: string('Three Rivers Youth Works'),
  enrollmentProgramId: integer(7),
  enrollmentProgramName: string('Summer Youth Employment 2026'),
  status,
  submittedOn: timestamp('2026-03-14T18:22:40Z'),
  isLocked: boolean(false),
  lastUpdateDate: timestamp('2026-03-20T15:02:11Z'),
  version: integer(4),
};

// Maintain Applicants (issue 11): the search, the header popup, lock and unlock, delete.
describe('enrollment: Maintain Applicants', () => {
  it('searches applications by status and enrollment program, SSNs masked', async () => {
    const body = {
      quickSearch: 'a',
      filters: [{ field: 'status', operator: 'in', value: ['Applied', 'Quality Review'] }],
      sort: [{ field: 'submittedOn', direction: 'desc' }],
      page: 1,
      pageSize: 50,
    } as const;
    await pact
      .addInteraction()
      .given('applications exist')
      .uponReceiving('a search of applications')
      .withRequest('POST', '/api/enrollment/search', (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(200, (res) => res.jsonBody({ items: eachLike(application), total: integer(1) }))
      .executeTest(async (server) => {
        const page = await apiFor(server).applications.search({
          ...body,
          filters: [{ ...body.filters[0], value: [...body.filters[0].value] }],
          sort: [...body.sort],
        });
        expect(page.items[0]?.ssn).toMatch(/^\*{5}\d{4}$/);
      });
  });

  it('reads one application', async () => {
    await pact
      .addInteraction()
      .given('an application with id {enrollmentId} exists at version {version}', { enrollmentId: 60214, version: 4 })
      .uponReceiving('a request for one application')
      .withRequest('GET', statePath('/api/enrollment/${enrollmentId}', { enrollmentId: 60214 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) => res.jsonBody({ ...application, id: fromProviderState('${enrollmentId}', 60214) }))
      .executeTest(async (server) => {
        const found = await apiFor(server).applications.get(60214);
        expect(found.id).toBe(60214);
      });
  });

  it('reads the applicant header of the popup', async () => {
    await pact
      .addInteraction()
      .given('an application with id {enrollmentId} exists at version {version}', { enrollmentId: 60214, version: 4 })
      .uponReceiving('a request for the applicant header')
      .withRequest('GET', statePath('/api/applicant-review/${enrollmentId}/info', { enrollmentId: 60214 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          applicantId: fromProviderState('${enrollmentId}', 60214),
          firstName: string('Jasmine'),
          lastName: string('Carter'),
          birthDate: calendarDate('2009-04-17'),
          enrollmentStatus: status,
          enrollmentProgramId: integer(21),
          organizationId: integer(3),
          ssn: string('*****6789'),
          familySize: integer(4),
          addressLine1: string('412 N Negley Ave'),
          city: string('Pittsburgh'),
          zipCode: string('15206'),
        }),
      )
      .executeTest(async (server) => {
        const header = await apiFor(server).enrollment.header(60214);
        expect(header.applicantId).toBe(60214);
      });
  });

  it('locks an application', async () => {
    await pact
      .addInteraction()
      .given('an application with id {enrollmentId} exists at version {version}', { enrollmentId: 60214, version: 4 })
      .uponReceiving('a lock of an application')
      .withRequest('POST', '/api/enrollment/lock-unlock', (req) =>
        req.headers(bearer).jsonBody({
          enrollmentId: fromProviderState('${enrollmentId}', 60214),
          locked: true,
          version: fromProviderState('${version}', 4),
        }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ ...application, id: fromProviderState('${enrollmentId}', 60214), isLocked: boolean(true) }),
      )
      .executeTest(async (server) => {
        const locked = await apiFor(server).enrollment.lockUnlock({ enrollmentId: 60214, locked: true, version: 4 });
        expect(locked.isLocked).toBe(true);
      });
  });

  it('a stale version is refused with the spec message', async () => {
    await pact
      .addInteraction()
      .given('an application with id {enrollmentId} exists at version {version}', { enrollmentId: 60214, version: 4 })
      .uponReceiving('an unlock of an application with a stale version')
      .withRequest('POST', '/api/enrollment/lock-unlock', (req) =>
        req.headers(bearer).jsonBody({
          enrollmentId: fromProviderState('${enrollmentId}', 60214),
          locked: false,
          version: 3,
        }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: 'Enrollment was not successfully updated.' }))
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).enrollment.lockUnlock({ enrollmentId: 60214, locked: false, version: 3 }),
        );
        expect(error.serverMessage).toBe('Enrollment was not successfully updated.');
      });
  });

  it('deletes an application with its version', async () => {
    await pact
      .addInteraction()
      .given('an application with id {enrollmentId} exists at version {version}', { enrollmentId: 60214, version: 4 })
      .uponReceiving('a delete of an application')
      .withRequest('DELETE', statePath('/api/enrollment/${enrollmentId}', { enrollmentId: 60214 }), (req) =>
        req.headers(bearer).query({ version: fromProviderState('${version}', '4') }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await apiFor(server).applications.remove(60214, 4);
      });
  });
});

describe('enrollment: Quality Review', () => {
  it('searches the quality-review queue', async () => {
    const body = { sort: [{ field: 'submittedOn', direction: 'asc' }], page: 1, pageSize: 50 } as const;
    await pact
      .addInteraction()
      .given('applications exist')
      .uponReceiving('a search of the quality-review queue')
      .withRequest('POST', '/api/enrollment/quality-review/search', (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            enrollmentId: integer(60214),
            firstName: string('Jasmine'),
            lastName: string('Carter'),
            ssn: regex(/^\*{5}\d{4}$/, '*****6789'),
            birthDate: calendarDate('2009-02-11'),
            enrollmentProgramName: string('Summer Youth Employment 2026'),
            submittedOn: timestamp('2026-03-14T18:22:40Z'),
            reviewStatus: regex(/^(Not Started|In Progress|Incomplete|Complete)$/, 'Incomplete'),
            incompleteItemCount: integer(2),
            lastUpdateDate: timestamp('2026-03-20T15:02:11Z'),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).qualityReviewQueue.search({ ...body, sort: [...body.sort] });
        expect(page.items[0]?.ssn).toMatch(/^\*{5}\d{4}$/);
      });
  });
});

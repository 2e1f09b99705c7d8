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
  like,
  pathwayPact,
  regex,
  statePath,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();
const STALE = 'This record was changed by another user. Reload it and try again.';

/** The enrollment program the profile names and a birth date it takes (the provider's own ids). */
const program = { enrollmentProgramId: 7, organizationId: 12, birthDate: '2009-04-17' };

/** What Edit Profile sends (ProfileTab): the participant's fields as read, the contact fields as typed. */
const profile = {
  firstName: 'Jasmine',
  middleName: null,
  lastName: 'Whitfield',
  suffixName: null,
  ssn: '900-14-0002',
  genderId: null,
  ethnicGroupId: null,
  ...program,
  gradeLevelId: null,
  schoolId: null,
  paymentMethod: 'Debit' as const,
  emailAddress: 'jasmine.whitfield@example.org',
  mainPhone: '(412) 555-0199',
  cellPhone: null,
  addressLine1: '2214 Centre Avenue',
  addressLine2: 'Apt 3B',
  city: 'Pittsburgh',
  stateCode: 'PA',
  zipCode: '15219',
  zipPlus4: null,
};
const profileFromState = {
  ...profile,
  enrollmentProgramId: fromProviderState('${enrollmentProgramId}', program.enrollmentProgramId),
  organizationId: fromProviderState('${organizationId}', program.organizationId),
  birthDate: fromProviderState('${birthDate}', program.birthDate),
};

// The states name a seeded participant (`student {sourceId} has notes` makes sure one exists, as admin).
describe('participants', () => {
  it('searches participants: one page with masked SSNs', async () => {
    const body = {
      quickSearch: 'a',
      filters: [{ field: 'clearanceExpiringWithinDays', operator: 'lte', value: 3650 }],
      sort: [{ field: 'lastName', direction: 'asc' }],
      page: 1,
      pageSize: 50,
    } as const;
    await pact
      .addInteraction()
      .given('student {sourceId} has notes', { sourceId: 3051 })
      .uponReceiving('a search of participants')
      .withRequest('POST', '/api/students/search', (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: like([]),
          total: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).students.search({
          ...body,
          filters: [...body.filters],
          sort: [...body.sort],
        });
        expect(page.total).toBeGreaterThanOrEqual(0);
      });
  });

  it('lists a page of participants with their display fields', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has notes', { sourceId: 3051 })
      .uponReceiving('a first page of participants')
      .withRequest('POST', '/api/students/search', (req) => req.headers(bearer).jsonBody({ page: 1, pageSize: 50 }))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            id: integer(3051),
            firstName: string('Jasmine'),
            lastName: string('Whitfield'),
            ssn: regex(/^\*{5}\d{4}$/, '*****6781'),
            birthDate: calendarDate('2009-04-17'),
            status: string('Assigned'),
            paperCheck: boolean(false),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).students.search({ page: 1, pageSize: 50 });
        expect(page.items[0]?.ssn).toBe('*****6781');
      });
  });

  it('reads one participant', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has notes', { sourceId: 3051 })
      .uponReceiving('a request for one participant')
      .withRequest('GET', statePath('/api/students/${sourceId}', { sourceId: 3051 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(3051),
          firstName: string('Jasmine'),
          lastName: string('Whitfield'),
          status: string('Assigned'),
          version: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const student = await apiFor(server).students.get(3051);
        expect(student.lastName).toBe('Whitfield');
      });
  });

  it('saves the profile of a participant with the version it read', async () => {
    const ids = { studentId: 3051, version: 6 };
    await pact
      .addInteraction()
      .given('participant {studentId} is Recruited at version {version}', ids)
      .given(
        'enrollment program {enrollmentProgramId} of organization {organizationId} takes participants born on {birthDate}',
        program,
      )
      .uponReceiving('a profile update of a participant')
      .withRequest('PUT', statePath('/api/students/${studentId}', ids), (req) =>
        req.headers(bearer).jsonBody({ ...profileFromState, version: 6 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(ids.studentId),
          firstName: string('Jasmine'),
          lastName: string('Whitfield'),
          mainPhone: string('(412) 555-0199'),
          addressLine1: string('2214 Centre Avenue'),
          status: string('Recruited'),
          lastUpdateUser: string('jcarter'),
          lastUpdateDate: timestamp('2026-06-30T13:12:44Z'),
          version: integer(7),
        }),
      )
      .executeTest(async (server) => {
        const student = await apiFor(server).students.update(ids.studentId, { ...profile, version: 6 });
        expect(student.mainPhone).toBe('(412) 555-0199');
        expect(student.version).toBe(7);
      });
  });

  it('a profile update with a stale version gets 409, read as a typed error', async () => {
    const ids = { studentId: 3051, version: 8 };
    await pact
      .addInteraction()
      .given('participant {studentId} is Recruited at version {version}', ids)
      .given(
        'enrollment program {enrollmentProgramId} of organization {organizationId} takes participants born on {birthDate}',
        program,
      )
      .uponReceiving('a profile update of a participant with a stale version')
      .withRequest('PUT', statePath('/api/students/${studentId}', ids), (req) =>
        req.headers(bearer).jsonBody({ ...profileFromState, version: 7 }),
      )
      .willRespondWith(409, (res) => res.jsonBody({ message: string(STALE) }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).students.update(ids.studentId, { ...profile, version: 7 }));
        expect(error.status).toBe(409);
        expect(error.serverMessage).toBe(STALE);
      });
  });

  it('reads the details header of a participant', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has notes', { sourceId: 3051 })
      .uponReceiving('a request for the details header of a participant')
      .withRequest('GET', statePath('/api/students/${sourceId}/info', { sourceId: 3051 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(3051),
          firstName: string('Jasmine'),
          lastName: string('Whitfield'),
          age: integer(17),
          status: string('Assigned'),
          organizationName: string('Three Rivers Youth Works'),
          enrollmentProgramName: string('Summer Youth Employment 2026'),
          version: integer(0),
        }),
      )
      .executeTest(async (server) => {
        const info = await apiFor(server).students.info(3051);
        expect(info.age).toBe(17);
      });
  });

  it('reads the details header of a participant whose FBI clearance expires soon: one badge', async () => {
    await pact
      .addInteraction()
      .given('participant {studentId} has an FBI clearance expiring in {days} days', { studentId: 3052, days: 10 })
      .uponReceiving('a request for the details header of a participant with a clearance due')
      .withRequest('GET', statePath('/api/students/${studentId}/info', { studentId: 3052 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(3052),
          clearanceAlerts: eachLike(
            { paper: string('FBI Clearance'), expires: calendarDate('2026-12-03'), expired: boolean(false) },
            1,
          ),
        }),
      )
      .executeTest(async (server) => {
        const info = await apiFor(server).students.info(3052);
        expect(info.clearanceAlerts).toEqual([{ paper: 'FBI Clearance', expires: '2026-12-03', expired: false }]);
      });
  });

  it('lists the records of one kind of a participant', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has notes', { sourceId: 3051 })
      .uponReceiving('a request for the contracts of a participant')
      .withRequest('GET', statePath('/api/students/${sourceId}/contracts', { sourceId: 3051 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) => res.jsonBody(like([])))
      .executeTest(async (server) => {
        const contracts = await apiFor(server).students.listRecords(3051, 'contracts');
        expect(Array.isArray(contracts)).toBe(true);
      });
  });

  it('removing a record the participant does not have answers 404', async () => {
    await pact
      .addInteraction()
      .given('student {sourceId} has notes', { sourceId: 3051 })
      .uponReceiving('a removal of a barrier the participant does not have')
      .withRequest('DELETE', statePath('/api/students/${sourceId}/barriers/999999', { sourceId: 3051 }), (req) =>
        req.headers(bearer).query({ version: '0' }),
      )
      .willRespondWith(404)
      .executeTest(async (server) => {
        const failure = await failureOf(apiFor(server).students.removeRecord(3051, 'barriers', 999999, 0));
        expect(failure.status).toBe(404);
      });
  });
});

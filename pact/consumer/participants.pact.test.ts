import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  calendarDate,
  eachLike,
  integer,
  like,
  pathwayPact,
  regex,
  statePath,
  string,
} from '../src/consumer.ts';

const pact = pathwayPact();

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
});

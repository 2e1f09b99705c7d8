import { describe, expect, it } from 'vitest';
import { apiFor, bearer, eachLike, failureOf, integer, pathwayPact, string } from '../src/consumer.ts';

const pact = pathwayPact();

describe('system', () => {
  it('reads the session time limit', async () => {
    await pact
      .addInteraction()
      .given('the session time limit is {minutes} minutes', { minutes: 30 })
      .uponReceiving('a request for the session time limit')
      .withRequest('GET', '/api/system/session-time-limit', (req) => req.headers(bearer))
      .willRespondWith(200, (res) => res.jsonBody({ sessionTimeLimitMinutes: integer(30), version: integer(3) }))
      .executeTest(async (server) => {
        const limit = await apiFor(server).system.getSessionTimeLimit();
        expect(limit).toMatchObject({ sessionTimeLimitMinutes: 30, version: 3 });
      });
  });

  it('saves the session time limit', async () => {
    await pact
      .addInteraction()
      .given('the session time limit has version {version}', { version: 3 })
      .uponReceiving('a save of the session time limit')
      .withRequest('POST', '/api/system/session-time-limit', (req) =>
        req.headers(bearer).jsonBody({ sessionTimeLimitMinutes: 45, version: 3 }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ sessionTimeLimitMinutes: integer(45), version: integer(4) }))
      .executeTest(async (server) => {
        const saved = await apiFor(server).system.saveSessionTimeLimit({ sessionTimeLimitMinutes: 45, version: 3 });
        expect(saved.version).toBe(4);
      });
  });

  // The contract allows 11 to 1440 minutes (SessionTimeLimitSaveRequest); 1500 is past the end.
  it('an out-of-range limit gets 422 with the field message', async () => {
    await pact
      .addInteraction()
      .given('the session time limit has version {version}', { version: 3 })
      .uponReceiving('a save of a session time limit that is too long')
      .withRequest('POST', '/api/system/session-time-limit', (req) =>
        req.headers(bearer).jsonBody({ sessionTimeLimitMinutes: 1500, version: 3 }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ sessionTimeLimitMinutes: string('Session time limit must be between 11 and 1440 minutes') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).system.saveSessionTimeLimit({ sessionTimeLimitMinutes: 1500, version: 3 }),
        );
        expect(error.status).toBe(422);
        expect(error.fieldMessages.sessionTimeLimitMinutes).toBe(
          'Session time limit must be between 11 and 1440 minutes',
        );
      });
  });

  it('lists the applications', async () => {
    await pact
      .addInteraction()
      .given('the back office and the online application are registered')
      .uponReceiving('a request for the applications')
      .withRequest('GET', '/api/system/applications', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody(
          eachLike({
            id: integer(1),
            name: string('Back office'),
            code: string('BACKOFFICE'),
            url: string('https://backoffice.pathway.example.org'),
          }),
        ),
      )
      .executeTest(async (server) => {
        const applications = await apiFor(server).system.applications();
        expect(applications[0]?.code).toBe('BACKOFFICE');
      });
  });

  it('logs a client error', async () => {
    const report = { message: 'TypeError: x is undefined\n    at Grid (grid.tsx:12:3)' };
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a client error report')
      .withRequest('POST', '/api/system/log-error', (req) =>
        req.headers(bearer).jsonBody({ message: string(report.message) }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).system.logError(report)).resolves.toBeUndefined();
      });
  });
});

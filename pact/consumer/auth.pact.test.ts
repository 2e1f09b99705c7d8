import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
  eachLike,
  failureOf,
  integer,
  like,
  pathwayPact,
  regex,
  string,
  timestamp,
} from '../src/consumer.ts';

const pact = pathwayPact();
const jwt = regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDQyIn0.sig');

describe('auth', () => {
  it('signs in and reads the token, the user and where to go', async () => {
    await pact
      .addInteraction()
      .given('a user {username} with password {password} may sign in', {
        username: 'jcarter',
        password: 'Summer#2026',
      })
      .uponReceiving('a user signs in with a valid name and password')
      .withRequest('POST', '/api/auth/login', (req) => req.jsonBody({ username: 'jcarter', password: 'Summer#2026' }))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          token: jwt,
          user: {
            id: integer(1042),
            userName: string('jcarter'),
            firstName: string('Jasmine'),
            lastName: string('Carter'),
            email: string('jasmine.carter@example.org'),
            userType: regex(/^(global|organization|contractor)$/, 'global'),
            organizations: eachLike({ id: integer(3), name: string('Partner4Work') }),
          },
          tokenExpiration: timestamp('2099-12-31T00:00:00Z'),
          sessionExpiration: timestamp('2099-12-31T00:00:00Z'),
          absoluteExpiration: timestamp('2099-12-31T08:00:00Z'),
          isPasswordUpdateRequired: boolean(false),
          redirectionUrl: string('/enrollment/maintain-applicants'),
        }),
      )
      .executeTest(async (server) => {
        const session = await apiFor(server, null).auth.login({ username: 'jcarter', password: 'Summer#2026' });
        expect(session.user.firstName).toBe('Jasmine');
        expect(session.redirectionUrl).toBe('/enrollment/maintain-applicants');
        expect(session.isPasswordUpdateRequired).toBe(false);
        expect(session.token.split('.')).toHaveLength(3);
      });
  });

  it('a user without the right to sign in gets 403, read as a typed error', async () => {
    await pact
      .addInteraction()
      .given('a user {username} exists without the LOGIN permission', { username: 'mthompson' })
      .uponReceiving('a sign-in by a user who may not sign in')
      .withRequest('POST', '/api/auth/login', (req) => req.jsonBody({ username: 'mthompson', password: 'Autumn#2026' }))
      .willRespondWith(403, (res) => res.jsonBody({ message: like("User doesn't have enough rights to login") }))
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server, null).auth.login({ username: 'mthompson', password: 'Autumn#2026' }),
        );
        expect(error.status).toBe(403);
      });
  });

  it('a wrong password gets 401 with the server message', async () => {
    await pact
      .addInteraction()
      .given('a user {username} exists', { username: 'jcarter' })
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/auth/login', (req) => req.jsonBody({ username: 'jcarter', password: 'wrong' }))
      .willRespondWith(401, (res) => res.jsonBody({ message: string('Invalid user name or password') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server, null).auth.login({ username: 'jcarter', password: 'wrong' }));
        expect(error.status).toBe(401);
        expect(error.serverMessage).toBe('Invalid user name or password');
      });
  });

  it('extends the session', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a request to extend the session')
      .withRequest('GET', '/api/auth/refresh-session', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          tokenExpiration: timestamp('2099-12-31T00:00:00Z'),
          sessionExpiration: timestamp('2099-12-31T00:00:00Z'),
          absoluteExpiration: timestamp('2099-12-31T08:00:00Z'),
        }),
      )
      .executeTest(async (server) => {
        const extended = await apiFor(server).auth.refreshSession();
        expect(extended.sessionExpiration).toBe('2099-12-31T00:00:00Z');
        expect(extended.absoluteExpiration).toBe('2099-12-31T08:00:00Z');
      });
  });

  it('checks whether the session has expired', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a request for the session status')
      .withRequest('GET', '/api/auth/check-session', (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          isSessionExpired: boolean(false),
          sessionExpiration: timestamp('2099-12-31T00:00:00Z'),
          absoluteExpiration: timestamp('2099-12-31T08:00:00Z'),
        }),
      )
      .executeTest(async (server) => {
        const status = await apiFor(server).auth.checkSession();
        expect(status.isSessionExpired).toBe(false);
      });
  });

  it('signs out: the server ends the session', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a sign-out')
      .withRequest('POST', '/api/auth/logout', (req) => req.headers(bearer))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).auth.logout()).resolves.toBeUndefined();
      });
  });

  it('an expired token gets 401, read as a typed error', async () => {
    await pact
      .addInteraction()
      .given('the token has expired')
      .uponReceiving('a session check with an expired token')
      .withRequest('GET', '/api/auth/check-session', (req) => req.headers(bearer))
      .willRespondWith(401, (res) => res.jsonBody({ message: string('Your session has expired') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).auth.checkSession());
        expect(error.status).toBe(401);
      });
  });
});

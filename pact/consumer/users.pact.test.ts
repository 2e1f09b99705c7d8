import { describe, expect, it } from 'vitest';
import {
  apiFor,
  bearer,
  boolean,
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
const userType = regex(/^(global|organization|contractor)$/, 'organization');
const userFields = {
  id: integer(1187),
  userName: string('dwashington'),
  firstName: string('Darnell'),
  lastName: string('Washington'),
  email: string('darnell.washington@example.org'),
  userType,
  organizations: eachLike({ id: integer(3), name: string('Partner4Work') }),
  isActive: boolean(true),
  version: integer(2),
};

/**
 * A one-time link as the Activation Link dialog reads it: the whole link (shown and copied), its
 * words and its expiry (ADRs 201, 222).
 */
const linkFields = (purpose: 'activation' | 'password-recovery', message: string) => ({
  purpose: regex(/^(activation|password-recovery)$/, purpose),
  activationCode: regex(/^[A-Z0-9]+(-[A-Z0-9]+)*$/, 'K7QM-3XRT-9PWD-HN4B'),
  path: regex(
    /^#\/user-activation\?code=[A-Z0-9-]+&choose-password=true$/,
    '#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true',
  ),
  url: regex(
    /^https?:\/\/[^#\s]+#\/user-activation\?code=[A-Z0-9-]+&choose-password=true$/,
    'http://127.0.0.1:5173/#/user-activation?code=K7QM-3XRT-9PWD-HN4B&choose-password=true',
  ),
  expiresAt: timestamp('2026-07-14T12:00:00Z'),
  message: string(message),
});

describe('users: the current account', () => {
  it('changes the password', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a password change with the right current password')
      .withRequest('POST', '/api/users/change-password', (req) =>
        req.headers(bearer).jsonBody({ currentPassword: 'Summer#2026', newPassword: 'Harbor!Lights27' }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ message: string('Password was successfully changed') }))
      .executeTest(async (server) => {
        const result = await apiFor(server).users.changePassword({
          currentPassword: 'Summer#2026',
          newPassword: 'Harbor!Lights27',
        });
        expect(result.message).toBe('Password was successfully changed');
      });
  });

  it('a refused new password gets 422 with a message per field', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a password change reusing part of the user name')
      .withRequest('POST', '/api/users/change-password', (req) =>
        req.headers(bearer).jsonBody({ currentPassword: 'Summer#2026', newPassword: 'Jcar!ter2026' }),
      )
      .willRespondWith(422, (res) =>
        res.jsonBody({ newPassword: string('Password cannot contain 4 characters of the user name') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server).users.changePassword({ currentPassword: 'Summer#2026', newPassword: 'Jcar!ter2026' }),
        );
        expect(error.status).toBe(422);
        expect(error.serverMessage).toBeUndefined();
        expect(error.fieldMessages).toEqual({ newPassword: 'Password cannot contain 4 characters of the user name' });
      });
  });

  it('updates the profile', async () => {
    await pact
      .addInteraction()
      .given('a user is signed in')
      .uponReceiving('a profile update')
      .withRequest('POST', '/api/users/update-user-profile', (req) =>
        req
          .headers(bearer)
          .jsonBody({ firstName: 'Jasmine', lastName: 'Carter-Lee', email: 'jasmine.carter@example.org' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          id: integer(1042),
          userName: string('jcarter'),
          firstName: string('Jasmine'),
          lastName: string('Carter-Lee'),
          email: string('jasmine.carter@example.org'),
          userType: regex(/^(global|organization|contractor)$/, 'global'),
          organizations: eachLike({ id: integer(3), name: string('Partner4Work') }),
        }),
      )
      .executeTest(async (server) => {
        const user = await apiFor(server).users.updateUserProfile({
          firstName: 'Jasmine',
          lastName: 'Carter-Lee',
          email: 'jasmine.carter@example.org',
        });
        expect(user.lastName).toBe('Carter-Lee');
      });
  });
});

describe('users: recovery and activation (no token)', () => {
  it('validates an activation code', async () => {
    await pact
      .addInteraction()
      .given('an activation code {activationCode} was issued for contract {contractCode}', {
        activationCode: 'K7Q2-93PX',
        contractCode: 'SYEP-2026-014',
      })
      .uponReceiving('an account activation')
      .withRequest('POST', '/api/users/validate-user-activation', (req) =>
        req.jsonBody({ activationCode: 'K7Q2-93PX', contractCode: 'SYEP-2026-014' }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ userName: string('dwashington'), message: string('Your account is active') }),
      )
      .executeTest(async (server) => {
        const result = await apiFor(server, null).users.validateUserActivation({
          activationCode: 'K7Q2-93PX',
          contractCode: 'SYEP-2026-014',
        });
        expect(result.userName).toBe('dwashington');
      });
  });

  it('asks for a password reset e-mail', async () => {
    await pact
      .addInteraction()
      .given('a user {userName} exists on contract {contractCode}', {
        userName: 'jcarter',
        contractCode: 'SYEP-2026-014',
      })
      .uponReceiving('a forgotten-password request')
      .withRequest('POST', '/api/users/validate-forget-password-user', (req) =>
        req.jsonBody({ userName: 'jcarter', contractCode: 'SYEP-2026-014' }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ message: string('Check your e-mail') }))
      .executeTest(async (server) => {
        const result = await apiFor(server, null).users.validateForgetPasswordUser({
          userName: 'jcarter',
          contractCode: 'SYEP-2026-014',
        });
        expect(result.message).toBe('Check your e-mail');
      });
  });

  it('asks for the user name by e-mail', async () => {
    await pact
      .addInteraction()
      .given('a user with e-mail {emailAddress} exists', { emailAddress: 'jasmine.carter@example.org' })
      .uponReceiving('a forgotten-user-name request')
      .withRequest('POST', '/api/users/validate-forget-username', (req) =>
        req.jsonBody({ emailAddress: 'jasmine.carter@example.org' }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ message: string('Your user name was sent') }))
      .executeTest(async (server) => {
        const result = await apiFor(server, null).users.validateForgetUsername({
          emailAddress: 'jasmine.carter@example.org',
        });
        expect(result.message).toBe('Your user name was sent');
      });
  });

  it('an unknown e-mail gets 404 with the server message', async () => {
    await pact
      .addInteraction()
      .given('no user has e-mail {emailAddress}', { emailAddress: 'nobody@example.org' })
      .uponReceiving('a forgotten-user-name request for an unknown e-mail')
      .withRequest('POST', '/api/users/validate-forget-username', (req) =>
        req.jsonBody({ emailAddress: 'nobody@example.org' }),
      )
      .willRespondWith(404, (res) => res.jsonBody({ message: string('Unable to find user email address') }))
      .executeTest(async (server) => {
        const error = await failureOf(
          apiFor(server, null).users.validateForgetUsername({ emailAddress: 'nobody@example.org' }),
        );
        expect(error.status).toBe(404);
        expect(error.serverMessage).toBe('Unable to find user email address');
      });
  });

  it('validates a contract code', async () => {
    await pact
      .addInteraction()
      .given('a contract with code {contractCode} exists', { contractCode: 'SYEP-2026-014' })
      .uponReceiving('a contract code validation')
      .withRequest('POST', '/api/users/validate-contract-code', (req) =>
        req.jsonBody({ contractCode: 'SYEP-2026-014' }),
      )
      .willRespondWith(200, (res) => res.jsonBody({ contractCode: string('SYEP-2026-014'), isValid: boolean(true) }))
      .executeTest(async (server) => {
        const result = await apiFor(server, null).users.validateContractCode({ contractCode: 'SYEP-2026-014' });
        expect(result.isValid).toBe(true);
      });
  });
});

describe('users: maintenance', () => {
  it('resets the password of a user', async () => {
    await pact
      .addInteraction()
      .given('a user with id {userId} exists', { userId: 1187 })
      .uponReceiving('a password reset for a user')
      .withRequest('POST', '/api/users/reset-password', (req) =>
        req.headers(bearer).jsonBody({ userId: fromProviderState('${userId}', 1187) }),
      )
      // The recovery link the server mailed, shown once to hand over (ADR 222).
      .willRespondWith(200, (res) =>
        res.jsonBody({
          message: string('A recovery link was sent to the user’s e-mail address.'),
          activationLink: linkFields(
            'password-recovery',
            'Hand this link to dwashington with the contract code of their programme. It works once and expires in 24 hours.',
          ),
        }),
      )
      .executeTest(async (server) => {
        const result = await apiFor(server).users.resetPassword({ userId: 1187 });
        expect(result.message).toBe('A recovery link was sent to the user’s e-mail address.');
        expect(result.activationLink.url).toMatch(/#\/user-activation\?code=K7QM-3XRT-9PWD-HN4B&/);
      });
  });

  // After a reset the user has no password and is still active: the link is a recovery (ADR 201).
  it('issues a one-time activation link for a user whose password was reset', async () => {
    await pact
      .addInteraction()
      .given('a user with id {userId} exists', { userId: 1187 })
      .uponReceiving('a one-time activation link for a user without a password')
      .withRequest('POST', statePath('/api/users/${userId}/activation-link', { userId: 1187 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(201, (res) =>
        res.jsonBody(
          linkFields(
            'password-recovery',
            'Hand this link to dwashington with the contract code of their programme. It works once and expires in 24 hours.',
          ),
        ),
      )
      .executeTest(async (server) => {
        const link = await apiFor(server).users.issueActivationLink(1187);
        expect(link.purpose).toBe('password-recovery');
        expect(link.path).toBe(`#/user-activation?code=${link.activationCode}&choose-password=true`);
        expect(link.expiresAt).toBe('2026-07-14T12:00:00Z');
      });
  });

  it('searches users a page at a time', async () => {
    await pact
      .addInteraction()
      .given('users whose names contain {quickSearch} exist', { quickSearch: 'wash' })
      .uponReceiving('a user search')
      .withRequest('POST', '/api/users/search', (req) =>
        req.headers(bearer).jsonBody({ quickSearch: 'wash', page: 1, pageSize: 50 }),
      )
      // A global user may belong to no organization (User.organizations has no minimum), so the
      // search promises the list, not an entry in it.
      .willRespondWith(200, (res) =>
        res.jsonBody({
          items: eachLike({
            ...userFields,
            organizations: eachLike({ id: integer(3), name: string('Partner4Work') }, 0),
          }),
          total: integer(1),
        }),
      )
      .executeTest(async (server) => {
        const page = await apiFor(server).users.search({ quickSearch: 'wash', page: 1, pageSize: 50 });
        expect(page.total).toBe(1);
        expect(page.items[0]?.userName).toBe('dwashington');
      });
  });

  it('creates a user and reads the id the server gave it', async () => {
    const body = {
      userName: 'dwashington',
      firstName: 'Darnell',
      lastName: 'Washington',
      email: 'darnell.washington@example.org',
      userType: 'organization' as const,
      organizationIds: [3],
      roleIds: [12],
    };
    await pact
      .addInteraction()
      .given('organization {organizationId} and role {roleId} exist', { organizationId: 3, roleId: 12 })
      .uponReceiving('a new user')
      .withRequest('POST', '/api/users', (req) => req.headers(bearer).jsonBody(body))
      // The invitation the server mailed, shown once to hand over (ADR 222).
      .willRespondWith(201, (res) =>
        res.jsonBody({
          ...userFields,
          id: fromProviderState('${userId}', 1187),
          activationLink: linkFields(
            'activation',
            'Hand this link to dwashington with the contract code of their programme. It works once and expires in 7 days.',
          ),
        }),
      )
      .executeTest(async (server) => {
        const user = await apiFor(server).users.create(body);
        expect(user.id).toBe(1187);
        expect(user.activationLink.purpose).toBe('activation');
      });
  });

  it('a user name already taken gets 409', async () => {
    const body = {
      userName: 'jcarter',
      firstName: 'Jordan',
      lastName: 'Carter',
      email: 'jordan.carter@example.org',
      userType: 'global' as const,
      organizationIds: [3],
      roleIds: [12],
    };
    await pact
      .addInteraction()
      .given('a user {userName} exists', { userName: 'jcarter' })
      .uponReceiving('a new user with a taken user name')
      .withRequest('POST', '/api/users', (req) => req.headers(bearer).jsonBody(body))
      .willRespondWith(409, (res) => res.jsonBody({ message: string('The user name is already taken') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).users.create(body));
        expect(error.status).toBe(409);
        expect(error.serverMessage).toBe('The user name is already taken');
      });
  });

  it('removes a user, forced past its group memberships', async () => {
    await pact
      .addInteraction()
      .given('a user with id {userId} exists in a group', { userId: 1187 })
      .uponReceiving('a forced user removal')
      .withRequest('DELETE', statePath('/api/users/${userId}', { userId: 1187 }), (req) =>
        req.headers(bearer).query({ version: '0', forceRemove: 'true' }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).users.remove(1187, 0, true)).resolves.toBeUndefined();
      });
  });

  it('activates a user', async () => {
    await pact
      .addInteraction()
      .given('an inactive user with id {userId} exists', { userId: 1187 })
      .uponReceiving('a user activation')
      .withRequest('POST', statePath('/api/users/${userId}/activate', { userId: 1187 }), (req) => req.headers(bearer))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).users.activate(1187)).resolves.toBeUndefined();
      });
  });

  it('deactivates a user', async () => {
    await pact
      .addInteraction()
      .given('an active user with id {userId} exists', { userId: 1187 })
      .uponReceiving('a user deactivation')
      .withRequest('POST', statePath('/api/users/${userId}/deactivate', { userId: 1187 }), (req) => req.headers(bearer))
      .willRespondWith(204)
      .executeTest(async (server) => {
        await expect(apiFor(server).users.deactivate(1187)).resolves.toBeUndefined();
      });
  });

  it('signs a user out everywhere', async () => {
    await pact
      .addInteraction()
      .given('an active user with id {userId} exists', { userId: 1187 })
      .uponReceiving('a request to end every session of a user')
      .withRequest('POST', statePath('/api/users/${userId}/sign-out-everywhere', { userId: 1187 }), (req) =>
        req.headers(bearer),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({ revokedCount: integer(2), message: string('2 sessions of dwashington were ended.') }),
      )
      .executeTest(async (server) => {
        const ended = await apiFor(server).users.signOutEverywhere(1187);
        expect(ended.revokedCount).toBe(2);
        expect(ended.message).toBe('2 sessions of dwashington were ended.');
      });
  });

  it('a user without the permission gets 403', async () => {
    await pact
      .addInteraction()
      .given('the signed-in user lacks DEACTIVATE_USER and a user with id {userId} exists', { userId: 1187 })
      .uponReceiving('a user deactivation without the permission')
      .withRequest('POST', statePath('/api/users/${userId}/deactivate', { userId: 1187 }), (req) => req.headers(bearer))
      .willRespondWith(403, (res) => res.jsonBody({ message: string('You do not have rights to see the page.') }))
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).users.deactivate(1187));
        expect(error.status).toBe(403);
      });
  });

  it('reads the roles of a user', async () => {
    await pact
      .addInteraction()
      .given('a user with id {userId} exists', { userId: 1187 })
      .uponReceiving('a request for the roles of a user')
      .withRequest('GET', statePath('/api/users/${userId}/roles', { userId: 1187 }), (req) => req.headers(bearer))
      .willRespondWith(200, (res) =>
        res.jsonBody({
          userId: integer(1187),
          roles: eachLike({
            id: integer(12),
            name: string('Payroll Clerk'),
            scope: regex(/^(GLOBAL|ORGANIZATION|CONTRACTOR)$/, 'ORGANIZATION'),
            isAssigned: boolean(true),
          }),
          version: integer(4),
        }),
      )
      .executeTest(async (server) => {
        const roles = await apiFor(server).users.getRoles(1187);
        expect(roles.roles[0]).toMatchObject({ name: 'Payroll Clerk', isAssigned: true });
        expect(roles.version).toBe(4);
      });
  });

  it('saves the roles of a user', async () => {
    await pact
      .addInteraction()
      .given('a user with id {userId} exists with roles version {version}', { userId: 1187, version: 4 })
      .uponReceiving('a save of the roles of a user')
      .withRequest('POST', statePath('/api/users/${userId}/roles', { userId: 1187 }), (req) =>
        req.headers(bearer).jsonBody({ roleIds: [12, 15], version: 4 }),
      )
      .willRespondWith(200, (res) =>
        res.jsonBody({
          userId: integer(1187),
          roles: eachLike({ id: integer(12), name: string('Payroll Clerk'), isAssigned: boolean(true) }),
          version: integer(5),
        }),
      )
      .executeTest(async (server) => {
        const saved = await apiFor(server).users.saveRoles(1187, { roleIds: [12, 15], version: 4 });
        expect(saved.version).toBe(5);
        expect(saved.roles[0]?.isAssigned).toBe(true);
      });
  });

  it('a stale roles save gets 409, read as a typed error', async () => {
    await pact
      .addInteraction()
      .given('a user with id {userId} exists with roles version {version}', { userId: 1187, version: 5 })
      .uponReceiving('a save of the roles of a user with a stale version')
      .withRequest('POST', statePath('/api/users/${userId}/roles', { userId: 1187 }), (req) =>
        req.headers(bearer).jsonBody({ roleIds: [12], version: 4 }),
      )
      .willRespondWith(409, (res) =>
        res.jsonBody({ message: string('This record was changed by another user. Reload it and try again.') }),
      )
      .executeTest(async (server) => {
        const error = await failureOf(apiFor(server).users.saveRoles(1187, { roleIds: [12], version: 4 }));
        expect(error.status).toBe(409);
        expect(error.serverMessage).toBe('This record was changed by another user. Reload it and try again.');
      });
  });
});

import { describe, expect, it } from 'vitest';
import { decideAccess, PASSWORD_UPDATE_TOAST, type GuardSession, type RouteHandle } from './guard.ts';

const loggedIn = (claims: Record<string, string> = {}, isPasswordUpdateRequired = false): GuardSession => ({
  isLoggedIn: true,
  claims,
  isPasswordUpdateRequired,
});
const guest: GuardSession = { isLoggedIn: false, claims: {}, isPasswordUpdateRequired: false };

const login: RouteHandle = { access: { kind: 'guest' } };
const recovery: RouteHandle = { access: { kind: 'public' } };
const profile: RouteHandle = { access: { kind: 'logged' } };
const changePassword: RouteHandle = { access: { kind: 'logged' }, isPasswordChange: true };
const participants: RouteHandle = { access: { kind: 'claim', claim: 'MAINTAIN_STUDENTS' } };
const search: RouteHandle = { access: { kind: 'claim', claim: 'VIEW_STUDENT' } };

describe('decideAccess', () => {
  it('sends a visitor without a login to login', () => {
    expect(decideAccess([profile], guest)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAccess([participants, search], guest)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets anyone open the recovery pages', () => {
    expect(decideAccess([recovery], guest)).toEqual({ kind: 'allow' });
    expect(decideAccess([recovery], loggedIn())).toEqual({ kind: 'allow' });
  });

  it('blocks login for a user who is already logged in', () => {
    expect(decideAccess([login], guest)).toEqual({ kind: 'allow' });
    expect(decideAccess([login], loggedIn())).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends a visitor to login with the page asked for, and a signed-in user on login to that page', () => {
    const deepLink = { pathname: '/participants/2037', search: '?tab=contracts' };
    expect(decideAccess([participants, search], guest, deepLink)).toEqual({
      kind: 'redirect',
      to: '/login?returnTo=%2Fparticipants%2F2037%3Ftab%3Dcontracts',
    });
    const loginWithReturn = { pathname: '/login', search: '?returnTo=%2Fparticipants%2F2037' };
    expect(decideAccess([login], guest, loginWithReturn)).toEqual({ kind: 'allow' });
    expect(decideAccess([login], loggedIn(), loginWithReturn)).toEqual({ kind: 'redirect', to: '/participants/2037' });
  });

  it('never returns to another site or to the login page itself', () => {
    for (const returnTo of ['//evil.example/x', 'https://evil.example', '/login', '/', 'participants']) {
      const location = { pathname: '/login', search: `?${new URLSearchParams({ returnTo }).toString()}` };
      expect(decideAccess([login], loggedIn(), location)).toEqual({ kind: 'redirect', to: '/' });
    }
    expect(decideAccess([profile], guest, { pathname: '/', search: '' })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('forces a required password update on every page but the change itself, with the warning', () => {
    const session = loggedIn({ MAINTAIN_STUDENTS: 'true', VIEW_STUDENT: 'true' }, true);
    const forced = { kind: 'redirect', to: '/change-password?required=true', warning: PASSWORD_UPDATE_TOAST };
    expect(decideAccess([participants, search], session)).toEqual(forced);
    expect(decideAccess([profile], session)).toEqual(forced);
    expect(decideAccess([changePassword], session)).toEqual({ kind: 'allow' });
  });

  it('needs the claims of the section and of the page, each with the text "true"', () => {
    const both = loggedIn({ MAINTAIN_STUDENTS: 'true', VIEW_STUDENT: 'true' });
    expect(decideAccess([participants, search], both)).toEqual({ kind: 'allow' });
    const restricted = { kind: 'redirect', to: '/restricted-content' };
    expect(decideAccess([participants, search], loggedIn({ MAINTAIN_STUDENTS: 'true' }))).toEqual(restricted);
    expect(decideAccess([participants, search], loggedIn({ VIEW_STUDENT: 'true' }))).toEqual(restricted);
    expect(decideAccess([participants], loggedIn({ MAINTAIN_STUDENTS: 'True' }))).toEqual(restricted);
    expect(decideAccess([participants], loggedIn({ MAINTAIN_STUDENTS: 'false' }))).toEqual(restricted);
  });

  it('lets an only-logged route through on a login alone', () => {
    expect(decideAccess([profile], loggedIn())).toEqual({ kind: 'allow' });
  });
});

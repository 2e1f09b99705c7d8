import { describe, expect, test } from 'vitest';
import { opensAsGuest, pathOfHash } from './guestEntry.ts';

describe('pathOfHash', () => {
  test('drops the # and the query', () => {
    expect(pathOfHash('#/login?next=1')).toBe('/login');
    expect(pathOfHash('#/enrollment/maintain-applicants')).toBe('/enrollment/maintain-applicants');
    expect(pathOfHash('')).toBe('');
  });
});

describe('opensAsGuest', () => {
  test.each(['', '#', '#/', '#/login', '#/login?x=1', '#/security/login'])(
    'a signed-out visitor opening "%s" gets the guest login page',
    (hash) => {
      expect(opensAsGuest(hash, false)).toBe(true);
    },
  );

  test.each(['#/forget-password', '#/user-activation?code=abc', '#/enrollment/maintain-applicants', '#/nowhere'])(
    'a signed-out visitor opening "%s" goes through the router',
    (hash) => {
      expect(opensAsGuest(hash, false)).toBe(false);
    },
  );

  test('a signed-in user always goes through the router, even on the login path', () => {
    expect(opensAsGuest('#/login', true)).toBe(false);
    expect(opensAsGuest('', true)).toBe(false);
  });
});

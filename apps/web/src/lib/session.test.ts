import { describe, expect, it } from 'vitest';
import { parseStoredSession } from './session.ts';

const valid = {
  token: 'aGVhZGVy.eyJMT0dJTiI6InRydWUifQ.c2ln',
  user: { id: 7, userName: 'kcoleman', firstName: 'Keisha', lastName: 'Coleman', email: 'k@example.org' },
  tokenExpiration: '2099-12-31T00:00:00Z',
  sessionExpiration: 4_102_444_800_000,
  isPasswordUpdateRequired: false,
};
const stored = (changes: Record<string, unknown>) => JSON.stringify({ ...valid, ...changes });

describe('parseStoredSession', () => {
  it('reads a session with the shape the app relies on', () => {
    expect(parseStoredSession(JSON.stringify(valid))).toEqual(valid);
    expect(parseStoredSession(stored({ isPasswordUpdateRequired: undefined, tokenExpiration: null }))).toEqual({
      ...valid,
      tokenExpiration: null,
      isPasswordUpdateRequired: undefined,
    });
  });

  it('reads nothing, broken JSON and anything that is not an object as signed out', () => {
    for (const raw of [null, undefined, '', '{', 'null', '"token"', '[1,2]', '42']) {
      expect(parseStoredSession(raw)).toBeNull();
    }
  });

  it('reads a token that is not non-empty text as signed out', () => {
    for (const token of [42, '', null, { value: 'x' }, ['a.b.c']]) {
      expect(parseStoredSession(stored({ token }))).toBeNull();
    }
    expect(parseStoredSession(JSON.stringify({ user: valid.user }))).toBeNull();
  });

  it('reads a missing or malformed user, expiry or flag as signed out', () => {
    expect(parseStoredSession(stored({ user: null }))).toBeNull();
    expect(parseStoredSession(stored({ user: 'kcoleman' }))).toBeNull();
    expect(parseStoredSession(stored({ user: { ...valid.user, firstName: { html: '<b>' } } }))).toBeNull();
    expect(parseStoredSession(stored({ sessionExpiration: { at: 1 } }))).toBeNull();
    expect(parseStoredSession(stored({ isPasswordUpdateRequired: 'false' }))).toBeNull();
  });
});

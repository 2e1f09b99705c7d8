import type { LoginResponse } from '@pathway/api-client';
import { atom, createStore, useAtomValue, useSetAtom, useStore } from 'jotai';
import { RESET } from 'jotai/utils';
import { useCallback } from 'react';
import { decodeClaims, type Claims } from './jwt.ts';
import { SESSION_KEY, SHARED_EXPIRY_KEY } from './storageKeys.ts';
import { parseStoredSession, type StoredSession } from './storedSession.ts';

export { parseStoredSession, type StoredSession } from './storedSession.ts';

/** The app's one jotai store, so non-React code (the API client, the router) reads the same session. */
export const appStore = createStore();

const browserStorage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The session as localStorage holds it now (what every tab last wrote), or null. */
export function readStoredSession(storage = browserStorage()): StoredSession | null {
  return parseStoredSession(storage?.getItem(SESSION_KEY));
}

/** This tab's copy of the session. Read once at start; other tabs' changes arrive through takeStoredSession. */
const sessionCopyAtom = atom<StoredSession | null>(readStoredSession());

export type SessionUpdate =
  StoredSession | null | typeof RESET | ((stored: StoredSession | null) => StoredSession | null);

/**
 * The persisted session (localStorage), or null when logged out. An update function is applied to
 * what is stored now, not to this tab's copy: another tab may have refreshed the token since, and
 * merging an old copy over it would write the old token back (issue 10).
 */
export const sessionAtom = atom(
  (get) => get(sessionCopyAtom),
  (get, set, update: SessionUpdate) => {
    const storage = browserStorage();
    const stored = storage ? readStoredSession(storage) : get(sessionCopyAtom);
    const next = update === RESET ? null : typeof update === 'function' ? update(stored) : update;
    if (next) storage?.setItem(SESSION_KEY, JSON.stringify(next));
    else storage?.removeItem(SESSION_KEY);
    set(sessionCopyAtom, next);
  },
);

/**
 * Another tab changed the stored session: take its token, user and flags into this tab without
 * writing anything back. This tab keeps its own session expiry, which moves only through the
 * debounced and server-confirmed shared expiry (features/session). An unreadable or removed entry
 * signs this tab out; the return value says whether a session is left.
 */
export function takeStoredSession(store = appStore): boolean {
  const stored = readStoredSession();
  store.set(sessionCopyAtom, (current) =>
    stored && current?.user.userName === stored.user.userName
      ? { ...stored, sessionExpiration: current.sessionExpiration }
      : stored,
  );
  return stored !== null;
}

export const tokenAtom = atom((get) => get(sessionAtom)?.token);
export const claimsAtom = atom<Claims>((get) => decodeClaims(get(sessionAtom)?.token));
export const userAtom = atom((get) => get(sessionAtom)?.user);
export const isPasswordUpdateRequiredAtom = atom((get) => get(sessionAtom)?.isPasswordUpdateRequired === true);
export const isLoggedInAtom = atom((get) => Boolean(get(sessionAtom)?.token));

/** Keeps only the session fields of a login response (the redirection is the caller's business). */
export function toStoredSession(response: LoginResponse): StoredSession {
  return {
    token: response.token,
    user: response.user,
    tokenExpiration: response.tokenExpiration,
    sessionExpiration: response.sessionExpiration,
    absoluteExpiration: response.absoluteExpiration,
    isPasswordUpdateRequired: response.isPasswordUpdateRequired,
  };
}

/** Milliseconds since the epoch of an expiry the server sent as an ISO date-time or a Unix time. */
export function toEpochMs(value: string | number | null | undefined): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return value < 1e12 ? value * 1000 : value;
  const numeric = Number(value);
  if (Number.isFinite(numeric)) return toEpochMs(numeric);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

export interface SessionView {
  isLoggedIn: boolean;
  claims: Claims;
  isPasswordUpdateRequired: boolean;
}

/** The current session for the guards and the shell: whether someone is signed in, and what they may see. */
export function useSession(): SessionView {
  return {
    isLoggedIn: useAtomValue(isLoggedInAtom),
    claims: useAtomValue(claimsAtom),
    isPasswordUpdateRequired: useAtomValue(isPasswordUpdateRequiredAtom),
  };
}

/** Publishes a session expiry to every tab (or withdraws it when signing out). */
export function writeSharedExpiry(expiresAt: number | undefined): void {
  if (expiresAt === undefined) localStorage.removeItem(SHARED_EXPIRY_KEY);
  else localStorage.setItem(SHARED_EXPIRY_KEY, String(expiresAt));
}

/** Returns a function that stores a login response as the session (token, claims, user, expiries). */
export function useSignIn(): (response: LoginResponse) => void {
  const setSession = useSetAtom(sessionAtom);
  return useCallback(
    (response: LoginResponse) => {
      setSession(toStoredSession(response));
      writeSharedExpiry(toEpochMs(response.sessionExpiration));
    },
    [setSession],
  );
}

/** Clears everything the session kept, here and in localStorage; callers decide where to go next. */
export function signOut(store = appStore): void {
  store.set(sessionAtom, RESET);
  writeSharedExpiry(undefined);
}

/** Returns a function that signs out (clears the session from this tab and localStorage). */
export function useSignOut(): () => void {
  const store = useStore();
  return useCallback(() => {
    signOut(store);
  }, [store]);
}

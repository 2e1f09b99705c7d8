import type { LoginResponse } from '@pathway/api-client';
import { atom, createStore, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage, createJSONStorage, RESET } from 'jotai/utils';
import { useCallback } from 'react';
import { decodeClaims, hasClaim, type Claims } from './jwt.ts';
import { SESSION_KEY, SHARED_EXPIRY_KEY } from './storageKeys.ts';

export { hasClaim, decodeClaims, type Claims };

/** What is kept of a login response: everything but the one-off redirection. */
export type StoredSession = Pick<
  LoginResponse,
  'token' | 'user' | 'tokenExpiration' | 'sessionExpiration' | 'isPasswordUpdateRequired'
>;

export { SESSION_KEY, SHARED_EXPIRY_KEY };

/** The app's one jotai store, so non-React code (the API client, the router) reads the same session. */
export const appStore = createStore();

// No cross-tab subscription here: features/session syncs tabs itself, with the debounce of section 4.
const sessionStorageAdapter = (() => {
  const json = createJSONStorage<StoredSession | null>(() => localStorage);
  return { getItem: json.getItem, setItem: json.setItem, removeItem: json.removeItem };
})();

/** The persisted session (localStorage), or null when logged out. */
export const sessionAtom = atomWithStorage<StoredSession | null>(SESSION_KEY, null, sessionStorageAdapter, {
  getOnInit: true,
});

export const tokenAtom = atom((get) => get(sessionAtom)?.token);
export const claimsAtom = atom<Claims>((get) => decodeClaims(get(sessionAtom)?.token));
export const userAtom = atom((get) => get(sessionAtom)?.user);
export const tokenExpirationAtom = atom((get) => get(sessionAtom)?.tokenExpiration);
export const sessionExpirationAtom = atom((get) => get(sessionAtom)?.sessionExpiration);
export const isPasswordUpdateRequiredAtom = atom((get) => get(sessionAtom)?.isPasswordUpdateRequired === true);
export const isLoggedInAtom = atom((get) => Boolean(get(sessionAtom)?.token));

/** Keeps only the session fields of a login response (the redirection is the caller's business). */
export function toStoredSession(response: LoginResponse): StoredSession {
  return {
    token: response.token,
    user: response.user,
    tokenExpiration: response.tokenExpiration,
    sessionExpiration: response.sessionExpiration,
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
  token: string | undefined;
  claims: Claims;
  user: StoredSession['user'] | undefined;
  tokenExpiration: StoredSession['tokenExpiration'] | undefined;
  sessionExpiration: StoredSession['sessionExpiration'] | undefined;
  isPasswordUpdateRequired: boolean;
}

/** The current session for screens: who is signed in and what they may see. */
export function useSession(): SessionView {
  const session = useAtomValue(sessionAtom);
  const claims = useAtomValue(claimsAtom);
  return {
    isLoggedIn: Boolean(session?.token),
    token: session?.token,
    claims,
    user: session?.user,
    tokenExpiration: session?.tokenExpiration,
    sessionExpiration: session?.sessionExpiration,
    isPasswordUpdateRequired: session?.isPasswordUpdateRequired === true,
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
  const setSession = useSetAtom(sessionAtom);
  return useCallback(() => {
    setSession(RESET);
    writeSharedExpiry(undefined);
  }, [setSession]);
}

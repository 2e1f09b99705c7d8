import { toast } from '@pathway/design-system';
import { hideSpinner } from './loading.ts';
import { appStore, isLoggedInAtom, signOut } from './session.ts';

/** The words of the session's end (spec section 4), as SessionMonitor shows them on expiry. */
export const SESSION_EXPIRED_TEXT = 'Your session is expired';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` whenever the server refuses this tab's token; returns the unsubscribe. */
export function onSessionRejected(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function sentToken(input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  if (input instanceof Request && input.headers.has('Authorization')) return true;
  return init?.headers !== undefined && new Headers(init.headers).has('Authorization');
}

/**
 * The API client's fetch: the global one (read per call, so tests and stories can swap it), and a
 * 401 answered to a call that carried a token (expired or revoked) is reported to the listeners.
 * A 401 to a signed-out call (a wrong password) is the caller's business and reported to no one.
 */
export const watchedFetch: typeof fetch = async (input, init) => {
  const response = await globalThis.fetch(input, init);
  if (response.status === 401 && sentToken(input, init)) for (const listener of [...listeners]) listener();
  return response;
};

/**
 * What a refused token means for this tab: the same as the session running out (SessionMonitor's
 * expiry): signed out, on the login page, with "Your session is expired". Several calls refused at
 * once end the session once.
 */
export function expireRejectedSession(navigateToLogin: () => void, store = appStore): void {
  if (!store.get(isLoggedInAtom)) return;
  hideSpinner();
  signOut(store);
  navigateToLogin();
  toast.warning(SESSION_EXPIRED_TEXT, { id: 'session-expired' });
}

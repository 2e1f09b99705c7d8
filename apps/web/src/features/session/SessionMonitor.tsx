import { SessionExpiryWindow, toast } from '@pathway/design-system';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { api } from '../../lib/api.ts';
import { showFailure } from '../../lib/failure.ts';
import { sessionAtom, signOut, toEpochMs, writeSharedExpiry } from '../../lib/session.ts';
import { SESSION_KEY, SHARED_EXPIRY_KEY } from '../../lib/storageKeys.ts';
import { debounce, phaseAt, readSharedExpiry, readTimings, secondsLeftOf } from './sessionClock.ts';

export const EXTENDED_TEXT = 'Your session is extended';
export const EXPIRED_TEXT = 'Your session is expired';

/** Read once at start: a test configuration may shorten the 600 s warning and the 5 s debounce. */
const timings = readTimings(typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The session lifecycle of spec section 4 for a signed-in user: the warning window with its
 * countdown, Refresh, adopting another tab's extension, and expiry (after asking the server).
 */
export function SessionMonitor() {
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  const [refreshing, setRefreshing] = useState(false);
  const expiresAt = toEpochMs(session?.sessionExpiration);
  const phase = expiresAt === undefined ? undefined : phaseAt(now, expiresAt, timings.warningMs);
  const warningOpen = phase?.kind === 'warning';

  // Callbacks read the store at call time: timers and storage events outlive any one render.
  const currentExpiry = useCallback(() => toEpochMs(store.get(sessionAtom)?.sessionExpiration), [store]);

  /** Takes a later expiry (from Refresh, another tab or the server); closing an open warning says so. */
  const adopt = useCallback(
    (later: number, changes: { token?: string; tokenExpiration?: string } = {}) => {
      const before = currentExpiry();
      const wasWarning = before !== undefined && phaseAt(Date.now(), before, timings.warningMs).kind !== 'active';
      store.set(sessionAtom, (current) =>
        current ? { ...current, ...changes, sessionExpiration: new Date(later).toISOString() } : current,
      );
      setNow(Date.now());
      if (wasWarning && later - Date.now() > timings.warningMs)
        toast.success(EXTENDED_TEXT, { id: 'session-extended' });
    },
    [store, currentExpiry],
  );

  const expire = useCallback(() => {
    signOut(store);
    void navigate(paths.login.href(), { replace: true });
    toast.warning(EXPIRED_TEXT, { id: 'session-expired' });
  }, [store, navigate]);

  // Another tab extended the session or signed out: storage events fire only in the other tabs.
  const shared = useMemo(
    () =>
      debounce(() => {
        const later = readSharedExpiry(localStorage);
        const current = currentExpiry();
        if (later !== undefined && (current === undefined || later > current)) adopt(later);
      }, timings.debounceMs),
    [adopt, currentExpiry],
  );
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === SHARED_EXPIRY_KEY && event.newValue !== null) shared.push(undefined);
      // Signed out elsewhere (logout clears the session key, a full clear has a null key).
      if ((event.key === SESSION_KEY || event.key === null) && event.newValue === null) {
        signOut(store);
        void navigate(paths.login.href(), { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      shared.cancel();
    };
  }, [shared, store, navigate]);

  // Before declaring expiry, look for an extension another tab made and then ask the server.
  const checking = useRef(false);
  const confirmExpiry = useCallback(() => {
    if (checking.current) return;
    const current = currentExpiry() ?? 0;
    const sharedExpiry = readSharedExpiry(localStorage);
    if (sharedExpiry !== undefined && sharedExpiry > current && sharedExpiry > Date.now()) {
      adopt(sharedExpiry);
      return;
    }
    checking.current = true;
    api.auth
      .checkSession()
      .then((status) => {
        const later = toEpochMs(status.sessionExpiration);
        if (!status.isSessionExpired && later !== undefined && later > Date.now()) {
          writeSharedExpiry(later);
          adopt(later);
        } else {
          expire();
        }
      })
      .catch(() => expire())
      .finally(() => {
        checking.current = false;
      });
  }, [adopt, expire, currentExpiry]);

  // The clock: one tick a second re-renders the countdown and notices expiry.
  useEffect(() => {
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const expiry = currentExpiry();
      if (expiry !== undefined && phaseAt(at, expiry, timings.warningMs).kind === 'expired') confirmExpiry();
    };
    tick();
    const timer = setInterval(tick, timings.tickMs);
    return () => clearInterval(timer);
  }, [currentExpiry, confirmExpiry]);

  const refresh = () => {
    setRefreshing(true);
    api.auth
      .refreshSession()
      .then((extension) => {
        const later = toEpochMs(extension.sessionExpiration);
        if (later === undefined) return;
        writeSharedExpiry(later);
        adopt(later, {
          ...(extension.token ? { token: extension.token } : {}),
          tokenExpiration: extension.tokenExpiration,
        });
      })
      .catch(showFailure)
      .finally(() => setRefreshing(false));
  };

  if (!warningOpen) return null;
  return (
    <SessionExpiryWindow open secondsLeft={secondsLeftOf(phase.msLeft)} onRefresh={refresh} refreshing={refreshing} />
  );
}

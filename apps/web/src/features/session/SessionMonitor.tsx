import { SessionExpiryWindow, toast } from '@pathway/design-system';
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import * as api from '../../lib/api.ts';
import { showFailure } from '../../lib/failure.ts';
import { sessionAtom, signOut, takeStoredSession, toEpochMs, writeSharedExpiry } from '../../lib/session.ts';
import { SESSION_KEY, SHARED_EXPIRY_KEY } from '../../lib/storageKeys.ts';
import { debounce, phaseAt, readSharedExpiry, secondsLeftOf, sessionTimings, toIsoExpiry } from './sessionClock.ts';

export const EXTENDED_TEXT = 'Your session is extended';

/** A time of day as the user's locale writes it, "9:41 PM": when the session ends at the latest. */
const timeOfDay = (at: number) => new Date(at).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
export const EXPIRED_TEXT = 'Your session is expired';

/** Read once at start: a test configuration may shorten the 600 s warning and the 5 s debounce. */
const timings = sessionTimings(typeof localStorage === 'undefined' ? undefined : localStorage);

/**
 * The session lifecycle of spec section 4 for a signed-in user: the warning window with its
 * countdown, Refresh, adopting another tab's extension (once the server confirms it), taking another
 * tab's token, and expiry (after asking the server).
 */
export function SessionMonitor() {
  const store = useStore();
  const session = useAtomValue(sessionAtom);
  const navigate = useNavigate();
  const [now, setNow] = useState(() => Date.now());
  const [refreshing, setRefreshing] = useState(false);
  /** The expiry whose final window the user closed with OK (it reopens for no other). */
  const [dismissedFor, setDismissedFor] = useState<number>();
  const expiresAt = toEpochMs(session?.sessionExpiration);
  const phase = expiresAt === undefined ? undefined : phaseAt(now, expiresAt, timings.warningMs);
  const warningOpen = phase?.kind === 'warning';
  // The session's absolute lifetime (ADR 185): no Refresh goes past it.
  const lifetimeEnd = toEpochMs(session?.absoluteExpiration);
  const final = lifetimeEnd !== undefined && expiresAt !== undefined && expiresAt >= lifetimeEnd - 1000;

  // Callbacks read the store at call time: timers and storage events outlive any one render.
  const currentExpiry = useCallback(() => toEpochMs(store.get(sessionAtom)?.sessionExpiration), [store]);

  /** Takes a later expiry (from Refresh, another tab or the server); closing an open warning says so. */
  const adopt = useCallback(
    (later: number, changes: { token?: string; tokenExpiration?: string; absoluteExpiration?: string } = {}) => {
      const sessionExpiration = toIsoExpiry(later);
      if (sessionExpiration === undefined) return;
      const before = currentExpiry();
      const wasWarning = before !== undefined && phaseAt(Date.now(), before, timings.warningMs).kind !== 'active';
      // The update applies to the stored session, so a token another tab refreshed meanwhile stays.
      store.set(sessionAtom, (stored) => (stored ? { ...stored, ...changes, sessionExpiration } : stored));
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

  const signedOutElsewhere = useCallback(() => {
    signOut(store);
    void navigate(paths.login.href(), { replace: true });
  }, [store, navigate]);

  /**
   * Asks the server how long the session lasts. `hint` is a later expiry another tab published: it
   * is adopted only as far as the server confirms it. Without a hint (the clock reached expiry) the
   * server's answer is adopted or the session ends.
   */
  const checking = useRef(false);
  const askServer = useCallback(
    (hint?: number) => {
      if (checking.current) return;
      checking.current = true;
      api.auth
        .checkSession()
        .then((status) => {
          const confirmed = toEpochMs(status.sessionExpiration);
          const alive = !status.isSessionExpired && confirmed !== undefined && confirmed > Date.now();
          if (!alive) {
            expire();
            return;
          }
          const later = hint === undefined ? confirmed : Math.min(hint, confirmed);
          const current = currentExpiry();
          if (current !== undefined && later <= current) return;
          if (hint === undefined) writeSharedExpiry(later);
          adopt(later);
        })
        .catch(() => {
          if (hint === undefined) expire();
        })
        .finally(() => {
          checking.current = false;
        });
    },
    [adopt, expire, currentExpiry],
  );

  useEffect(() => {
    // Another tab extended the session: storage events fire only in the other tabs. The value is
    // bounded and only a hint; the server confirms it after the debounce of section 4.
    const shared = debounce(() => {
      const later = readSharedExpiry(localStorage, Date.now());
      const current = currentExpiry();
      if (later !== undefined && (current === undefined || later > current)) askServer(later);
    }, timings.debounceMs);
    const onStorage = (event: StorageEvent) => {
      if (event.key === SHARED_EXPIRY_KEY && event.newValue !== null) shared.push(undefined);
      // Another tab changed the session: take its token at once (ours may no longer be valid). A
      // removed or unreadable session (logout, a full clear with a null key) signs this tab out.
      if (event.key === SESSION_KEY || event.key === null) {
        if (!takeStoredSession(store)) signedOutElsewhere();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
      shared.cancel();
    };
  }, [askServer, currentExpiry, store, signedOutElsewhere]);

  // The clock: one tick a second re-renders the countdown and notices expiry. Before declaring
  // it, the server is asked: another tab or an administrator may have extended the session.
  useEffect(() => {
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const expiry = currentExpiry();
      if (expiry !== undefined && phaseAt(at, expiry, timings.warningMs).kind === 'expired') askServer();
    };
    tick();
    const timer = setInterval(tick, timings.tickMs);
    return () => clearInterval(timer);
  }, [currentExpiry, askServer]);

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
          absoluteExpiration: extension.absoluteExpiration,
        });
      })
      .catch(showFailure)
      .finally(() => setRefreshing(false));
  };

  if (!warningOpen || (final && dismissedFor === expiresAt)) return null;
  return (
    <SessionExpiryWindow
      open
      secondsLeft={secondsLeftOf(phase.msLeft)}
      onRefresh={refresh}
      refreshing={refreshing}
      {...(lifetimeEnd === undefined ? {} : { lifetimeEndsAt: timeOfDay(lifetimeEnd) })}
      final={final}
      onDismiss={() => setDismissedFor(expiresAt)}
    />
  );
}

import { SHARED_EXPIRY_KEY } from '../../lib/storageKeys.ts';

/** Session timings of spec sections 4 and 9, in milliseconds. */
export interface SessionTimings {
  /** How long before expiry the warning window opens (600 s). */
  warningMs: number;
  /** Countdown tick (1 s). */
  tickMs: number;
  /** How long a change of the shared expiry made by another tab settles before it is adopted (5 s). */
  debounceMs: number;
}

export const defaultTimings: SessionTimings = { warningMs: 600_000, tickMs: 1000, debounceMs: 5000 };

/**
 * localStorage key a test sets before the app starts to shorten the timings, e.g.
 * `{"warningSeconds": 10, "debounceSeconds": 1}`; read once at start, and only by development,
 * test and end-to-end builds (see timingsOverrideAllowed).
 */
export const TIMINGS_KEY = 'pathway.sessionTimings';

/**
 * The timings in force. Only the dev server, Vitest and Storybook (DEV) and the end-to-end build
 * (`vite build --mode e2e`) honour TIMINGS_KEY; in the production build the condition folds to
 * false and the reading code is dropped (ADR 081): anyone able to write localStorage could
 * otherwise silence the expiry warning.
 */
export function sessionTimings(storage: Pick<Storage, 'getItem'> | undefined): SessionTimings {
  return import.meta.env.DEV || import.meta.env.MODE === 'e2e' ? readTimings(storage) : defaultTimings;
}

/** Bounds of the contract's session time limit: more than the 10-minute warning, at most a day. */
export const SESSION_LIMIT_MINUTES = { min: 11, max: 1440 } as const;

/** No session can end later than this after now: the longest session time limit the server allows. */
export const MAX_SESSION_MS = SESSION_LIMIT_MINUTES.max * 60_000;

function seconds(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value * 1000 : undefined;
}

/** The timings a TIMINGS_KEY entry asks for: the defaults, overridden field by field by valid values. */
export function readTimings(storage: Pick<Storage, 'getItem'> | undefined): SessionTimings {
  const raw = storage?.getItem(TIMINGS_KEY);
  if (!raw) return defaultTimings;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return defaultTimings;
    const entry = parsed as Record<string, unknown>;
    return {
      warningMs: seconds(entry.warningSeconds) ?? defaultTimings.warningMs,
      tickMs: seconds(entry.tickSeconds) ?? defaultTimings.tickMs,
      debounceMs: seconds(entry.debounceSeconds) ?? defaultTimings.debounceMs,
    };
  } catch {
    return defaultTimings;
  }
}

export type SessionPhase =
  { kind: 'active'; msLeft: number } | { kind: 'warning'; msLeft: number } | { kind: 'expired' };

/** Where a session stands at `now`: quiet, inside the warning window, or past its expiry. */
export function phaseAt(now: number, expiresAt: number, warningMs: number): SessionPhase {
  const msLeft = expiresAt - now;
  if (msLeft <= 0) return { kind: 'expired' };
  if (msLeft <= warningMs) return { kind: 'warning', msLeft };
  return { kind: 'active', msLeft };
}

/** Whole seconds for the countdown, rounded up so 00:00 shows only at expiry. */
export function secondsLeftOf(msLeft: number): number {
  return Math.max(0, Math.ceil(msLeft / 1000));
}

/** Calls `run` with the latest value once no new value has arrived for `ms`. */
export function debounce<T>(run: (value: T) => void, ms: number): { push: (value: T) => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    push: (value) => {
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        run(value);
      }, ms);
    },
    cancel: () => {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

/**
 * Reads the shared expiry; anything unreadable, and anything later than the longest session the
 * server allows from `now`, counts as absent. Any script of the origin can write the key, so it is
 * only a hint: SessionMonitor confirms a later value with the server before adopting it.
 */
export function readSharedExpiry(storage: Pick<Storage, 'getItem'>, now: number): number | undefined {
  const value = Number(storage.getItem(SHARED_EXPIRY_KEY));
  return Number.isFinite(value) && value > 0 && value <= now + MAX_SESSION_MS ? value : undefined;
}

/** An expiry as an ISO date-time, or undefined when Date cannot represent it (beyond ±8.64e15 ms). */
export function toIsoExpiry(ms: number): string | undefined {
  const date = new Date(ms);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

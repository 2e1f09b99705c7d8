import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  debounce,
  defaultTimings,
  phaseAt,
  readSharedExpiry,
  readTimings,
  secondsLeftOf,
  TIMINGS_KEY,
  toIsoExpiry,
} from './sessionClock.ts';
import { SHARED_EXPIRY_KEY } from '../../lib/storageKeys.ts';

const storageWith = (entries: Record<string, string>) => ({ getItem: (key: string) => entries[key] ?? null });

describe('phaseAt', () => {
  const expiresAt = 1_000_000_000;
  it('is quiet until 600 s before expiry, then warns, then expires', () => {
    expect(phaseAt(expiresAt - 600_001, expiresAt, defaultTimings.warningMs)).toEqual({
      kind: 'active',
      msLeft: 600_001,
    });
    expect(phaseAt(expiresAt - 600_000, expiresAt, defaultTimings.warningMs)).toEqual({
      kind: 'warning',
      msLeft: 600_000,
    });
    expect(phaseAt(expiresAt - 1, expiresAt, defaultTimings.warningMs)).toEqual({ kind: 'warning', msLeft: 1 });
    expect(phaseAt(expiresAt, expiresAt, defaultTimings.warningMs)).toEqual({ kind: 'expired' });
  });
});

describe('secondsLeftOf', () => {
  it('rounds up to whole seconds, so the countdown reads 10:00 at the start and 00:00 only at expiry', () => {
    expect(secondsLeftOf(600_000)).toBe(600);
    expect(secondsLeftOf(599_001)).toBe(600);
    expect(secondsLeftOf(599_000)).toBe(599);
    expect(secondsLeftOf(1)).toBe(1);
    expect(secondsLeftOf(0)).toBe(0);
    expect(secondsLeftOf(-5)).toBe(0);
  });
});

describe('readTimings', () => {
  it('uses 600 s, 1 s and 5 s unless a test configuration says otherwise', () => {
    expect(readTimings(undefined)).toEqual({ warningMs: 600_000, tickMs: 1000, debounceMs: 5000 });
    expect(readTimings(storageWith({}))).toEqual(defaultTimings);
    expect(readTimings(storageWith({ [TIMINGS_KEY]: '{"warningSeconds":10,"debounceSeconds":0.5}' }))).toEqual({
      warningMs: 10_000,
      tickMs: 1000,
      debounceMs: 500,
    });
  });

  it('ignores unreadable or negative settings', () => {
    expect(readTimings(storageWith({ [TIMINGS_KEY]: 'not json' }))).toEqual(defaultTimings);
    expect(readTimings(storageWith({ [TIMINGS_KEY]: '{"warningSeconds":-1,"tickSeconds":"2"}' }))).toEqual(
      defaultTimings,
    );
  });
});

describe('readSharedExpiry', () => {
  const now = 1_782_000_000_000;
  it('reads epoch milliseconds and treats anything else as absent', () => {
    expect(readSharedExpiry(storageWith({ [SHARED_EXPIRY_KEY]: '1782000600000' }), now)).toBe(1_782_000_600_000);
    expect(readSharedExpiry(storageWith({}), now)).toBeUndefined();
    expect(readSharedExpiry(storageWith({ [SHARED_EXPIRY_KEY]: 'soon' }), now)).toBeUndefined();
  });

  it('ignores a value later than now plus the longest session the server allows (a day)', () => {
    const read = (value: number) => readSharedExpiry(storageWith({ [SHARED_EXPIRY_KEY]: String(value) }), now);
    expect(read(now + 1440 * 60_000)).toBe(now + 1440 * 60_000);
    expect(read(now + 1440 * 60_000 + 1)).toBeUndefined();
    expect(read(9e15)).toBeUndefined();
    expect(read(Number.MAX_VALUE)).toBeUndefined();
  });
});

describe('toIsoExpiry', () => {
  it('formats what Date can hold and refuses the rest instead of throwing', () => {
    expect(toIsoExpiry(1_782_000_000_000)).toBe('2026-06-21T00:00:00.000Z');
    expect(toIsoExpiry(9e15)).toBeUndefined();
    expect(toIsoExpiry(Number.NaN)).toBeUndefined();
  });
});

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once with the latest value after 5 s of quiet', () => {
    const seen: number[] = [];
    const shared = debounce((value: number) => seen.push(value), defaultTimings.debounceMs);
    shared.push(1);
    vi.advanceTimersByTime(4000);
    shared.push(2);
    vi.advanceTimersByTime(4999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([2]);
  });

  it('drops a pending value when cancelled', () => {
    const seen: number[] = [];
    const shared = debounce((value: number) => seen.push(value), 5000);
    shared.push(1);
    shared.cancel();
    vi.advanceTimersByTime(10_000);
    expect(seen).toEqual([]);
  });
});

// The stored session's shape check, free of jotai and React: the guest check that runs before the
// page paints (app/guestCheck.ts, ADR 087) uses it as the app does.
import type { LoginResponse } from '@pathway/api-client';

/** What is kept of a login response: everything but the one-off redirection. */
export type StoredSession = Pick<
  LoginResponse,
  'token' | 'user' | 'tokenExpiration' | 'sessionExpiration' | 'isPasswordUpdateRequired'
> &
  // Absent from a session stored before the server had absolute lifetimes (ADR 185).
  Partial<Pick<LoginResponse, 'absoluteExpiration'>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isExpiry = (value: unknown) =>
  value === undefined || value === null || typeof value === 'string' || typeof value === 'number';

const optionalString = (value: unknown) => value === undefined || value === null || typeof value === 'string';

/**
 * The stored session when it has the shape the app relies on; anything else (broken JSON, a token
 * that is not text, a user whose name is an object) reads as signed out. localStorage is shared
 * with every script of the origin and outlives releases, so a bad entry must not become an error
 * screen on every reload.
 */
export function parseStoredSession(raw: string | null | undefined): StoredSession | null {
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || typeof parsed.token !== 'string' || parsed.token === '') return null;
  const { user } = parsed;
  if (!isRecord(user) || !['userName', 'firstName', 'lastName', 'email'].every((key) => optionalString(user[key])))
    return null;
  if (!isExpiry(parsed.tokenExpiration) || !isExpiry(parsed.sessionExpiration) || !isExpiry(parsed.absoluteExpiration))
    return null;
  if (parsed.isPasswordUpdateRequired !== undefined && typeof parsed.isPasswordUpdateRequired !== 'boolean')
    return null;
  return parsed as unknown as StoredSession;
}

import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { ApiError, createApi, type Api } from '@pathway/api-client';
import { expect } from 'vitest';
import { recordingCalls } from './client-calls.ts';
import { CONSUMER, PROVIDER, pactsDir } from './paths.ts';

/** A pact writing to pact/pacts as pathway-web → pathway-api; every consumer test file makes one. */
export function pathwayPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: pactsDir, logLevel: 'warn' });
}

/** The token the consumer tests sign with; the provider's state answers a real one instead. */
export const TEST_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqLnJpdmVyYSJ9.c2lnbmF0dXJl';

/**
 * The bearer token of the user the interaction is sent as: every provider state answers it as
 * `token` (pact/PROVIDER-STATES.md), and the verifier puts it in the header.
 */
export const bearer = {
  Authorization: MatchersV3.fromProviderState('Bearer ${token}', `Bearer ${TEST_TOKEN}`),
};

/**
 * The real client, pointed at the mock server, with retries off so one call is one request: signed
 * in, or signed out with `null` (an explicit `undefined` would still get the default token).
 */
export function apiFor(mockServer: V3MockServer, token: string | null = TEST_TOKEN): Api {
  return recordingCalls(createApi({ prefix: `${mockServer.url}/api`, retry: 0, getToken: () => token ?? undefined }));
}

/** Awaits a call that must fail and returns the client's typed error for assertions. */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

export const { like, eachLike, atLeastLike, integer, number, string, boolean, regex, fromProviderState } = MatchersV3;

/**
 * A request path holding ids the provider generates: the pact records the expression, so a provider
 * state handler returning `{ userId: 77 }` makes the verifier call `/api/users/77`.
 */
export function statePath(template: string, ids: Record<string, number | string>) {
  const example = template.replace(/\$\{(\w+)\}/g, (_, name: string) => {
    const value = ids[name];
    if (value === undefined) throw new Error(`no example for ${name} in ${template}`);
    return String(value);
  });
  return MatchersV3.fromProviderState(template, example);
}

/** ISO 8601 timestamps as the API writes them (`2026-06-29T14:05:00Z`). */
export const timestamp = (example: string) =>
  MatchersV3.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/, example);

/** Calendar dates as the API writes them (`2026-06-29`). */
export const calendarDate = (example: string) => MatchersV3.regex(/^\d{4}-\d{2}-\d{2}$/, example);

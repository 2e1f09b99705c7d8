/**
 * Test and story fixtures for the account screens: a memory router whose other routes print where
 * the screen navigated to, the app's jotai store and theme, realistic session data, and a fetch
 * double that records the wire payloads. No test runner imports here, so stories can use it too.
 */
import type { LoginResponse } from '@pathway/api-client';
import { ThemeProvider, toast } from '@pathway/design-system';
import { Provider } from 'jotai';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { appStore, sessionAtom, toStoredSession } from '../../lib/session.ts';
import { TestRouter } from '../../lib/testRouter.tsx';

/** Where the router ended up, for assertions such as "navigated to /login". */
function CurrentLocation() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.search}`}</p>;
}

export interface ScreenOptions {
  /** The route pattern the screen is mounted on, e.g. `/login`. */
  path: string;
  /** The first URL, e.g. `/change-password?required=true`; defaults to `path`. */
  url?: string;
  /** Wrap in the theme (and its toast region); Storybook's preview already does, so stories pass false. */
  withTheme?: boolean;
}

/** The screen inside the providers the app gives it. */
export function ScreenHarness({ screen, path, url, withTheme = true }: ScreenOptions & { screen: ReactElement }) {
  const routed = (
    <TestRouter
      url={url ?? path}
      routes={[
        { path, element: screen },
        { path: '*', element: <CurrentLocation /> },
      ]}
    />
  );
  return <Provider store={appStore}>{withTheme ? <ThemeProvider>{routed}</ThemeProvider> : routed}</Provider>;
}

// A syntactically valid token (header.payload.signature) with a LOGIN claim; the app never verifies it.
const TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ1c2VyTmFtZSI6Imtjb2xlbWFuIiwiTE9HSU4iOiJ0cnVlIn0.c2lnbmF0dXJl';

/** A login response for Keisha Coleman, a programme coordinator. */
export function loginResponse(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return {
    token: TOKEN,
    user: {
      id: 2087,
      userName: 'kcoleman',
      firstName: 'Keisha',
      lastName: 'Coleman',
      email: 'keisha.coleman@partner4work.org',
      userType: 'organization',
      organizations: [{ id: 3, name: 'Partner4Work' }],
      passwordExpirationDate: '2099-06-30',
    },
    tokenExpiration: '2099-12-31T00:00:00Z',
    sessionExpiration: '2099-12-31T00:00:00Z',
    absoluteExpiration: '2099-12-31T08:00:00Z',
    isPasswordUpdateRequired: false,
    redirectionUrl: '/enrollment/maintain-applicants',
    ...overrides,
  };
}

/** Signs Keisha in (or signs everyone out with `null`) in the app's store. */
export function setSession(response: LoginResponse | null): void {
  appStore.set(sessionAtom, response ? toStoredSession(response) : null);
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Headers beside the JSON content type (a 429's Retry-After). */
  headers?: Record<string, string>;
}

export type Handler = Reply | ((request: RecordedCall) => Reply | Promise<Reply>);

export interface RecordedCall {
  method: string;
  /** Path below the API root, e.g. `/auth/login`. */
  path: string;
  body: unknown;
  headers: Headers;
}

/**
 * Replaces `fetch` with a double answering `"POST /auth/login"`-style keys below `/api`. Unknown
 * calls get a 404 so a wrong path fails the test rather than hanging.
 */
export function createFetchDouble(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchDouble = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      headers: request.headers,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const reply = typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404, body: {} });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  };
  return { calls, fetch: fetchDouble };
}

/** Swaps `fetch` for a double until the returned clean-up runs (Storybook `beforeEach`). */
export function stubFetch(handlers: Record<string, Handler>): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = createFetchDouble(handlers).fetch;
  return () => {
    globalThis.fetch = original;
  };
}

/** Signs Keisha in for a story, with the given changes to her user record, and out again afterwards. */
export function signedInFor(user: Partial<LoginResponse['user']> = {}, overrides: Partial<LoginResponse> = {}) {
  return () => {
    const base = loginResponse(overrides);
    setSession({ ...base, user: { ...base.user, ...user } });
    return () => {
      setSession(null);
    };
  };
}

/**
 * Story `beforeEach`: starts with no toasts and removes the story's own afterwards, so a toast from
 * one story never shows up in the next one's screenshot.
 */
export function withoutLeftoverToasts(): () => void {
  toast.clear();
  return () => {
    toast.clear();
  };
}

/**
 * Fixtures for kit and screen tests and stories: the app's store signed in with chosen claims, a
 * fresh query layer, a memory router that prints where a screen navigated, and a fetch double that
 * records the wire payloads. No test runner imports here, so stories use it too.
 */
import { ThemeProvider, toast } from '@pathway/design-system';
import type { QueryClient } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { useEffect, useState, type ReactElement } from 'react';
import { useLocation } from 'react-router';
import { createTestHistory } from '../../lib/history.ts';
import { createQueryClient } from '../../lib/queryClient.ts';
import { QueryLayer } from '../../lib/queryLayer.tsx';
import { appStore, sessionAtom } from '../../lib/session.ts';
import { expireRejectedSession, onSessionRejected } from '../../lib/sessionRejection.ts';
import { TestRouter } from '../../lib/testRouter.tsx';
import type { Claim } from '../claims.ts';

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A token whose payload grants exactly these claims (the app reads, never verifies, it). */
export function tokenWith(claims: readonly Claim[]): string {
  const payload: Record<string, string> = { userName: 'kcoleman', LOGIN: 'true' };
  for (const claim of claims) payload[claim] = 'true';
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(payload)}.c2lnbmF0dXJl`;
}

/** Signs Keisha Coleman in with these claims (or everyone out with `null`). */
export function signInWith(claims: readonly Claim[] | null): void {
  appStore.set(
    sessionAtom,
    claims === null
      ? null
      : {
          token: tokenWith(claims),
          user: {
            id: 2087,
            userName: 'kcoleman',
            firstName: 'Keisha',
            lastName: 'Coleman',
            email: 'keisha.coleman@partner4work.org',
            userType: 'global',
            organizations: [{ id: 3, name: 'Partner4Work' }],
            passwordExpirationDate: '2099-06-30',
          },
          tokenExpiration: '2099-12-31T00:00:00Z',
          sessionExpiration: '2099-12-31T00:00:00Z',
          isPasswordUpdateRequired: false,
        },
  );
}

function CurrentLocation() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}`}</p>;
}

/**
 * The query layers of mounted harnesses. A story's teardown cancels theirs: a request still in
 * flight would otherwise fail after fetch is restored and toast its failure into the next story.
 */
const liveClients = new Set<QueryClient>();

function newHarnessClient(): QueryClient {
  const client = createQueryClient();
  liveClients.add(client);
  return client;
}

/** Drops every harness cache; a cancelled query settles silently, without the failure toast. */
function retireHarnessClients(): void {
  for (const client of liveClients) {
    void client.cancelQueries(undefined, { silent: true, revert: true });
    client.clear();
  }
  liveClients.clear();
}

export interface KitHarnessProps {
  screen: ReactElement;
  /** Wrap in the theme (and its toast region); Storybook's preview already does, so stories pass false. */
  withTheme?: boolean;
}

/** The screen at `/screen` inside the providers the routed app gives it, with the 401 → login path. */
export function KitHarness({ screen, withTheme = true }: KitHarnessProps) {
  // Created once per mount: every test and story starts with an empty cache.
  const [client] = useState(newHarnessClient);
  const [history] = useState(() => createTestHistory(['/screen']));
  useEffect(() => onSessionRejected(() => expireRejectedSession(() => history.push('/login'))), [history]);
  const app = (
    <QueryLayer client={client}>
      <TestRouter
        history={history}
        routes={[
          { path: '/screen', element: screen },
          { path: '*', element: <CurrentLocation /> },
        ]}
      />
    </QueryLayer>
  );
  return <Provider store={appStore}>{withTheme ? <ThemeProvider>{app}</ThemeProvider> : app}</Provider>;
}

export interface Reply {
  status?: number;
  body?: unknown;
  /** Milliseconds before the answer arrives. */
  delayMs?: number;
}

export interface RecordedCall {
  method: string;
  /** Path below the API root with its query, e.g. `/schools/305?version=3`. */
  path: string;
  body: unknown;
}

export type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

/** A JSON body parsed; a multipart one as its parts, each file by name, size and type. */
async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const parts: Record<string, unknown[]> = {};
    for (const [name, value] of await request.formData()) {
      (parts[name] ??= []).push(
        typeof value === 'string' ? value : { name: value.name, size: value.size, type: value.type },
      );
    }
    return parts;
  }
  const text = await request.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** Nothing saved: what a grid's remembered view reads when the test does not answer it. */
const GRID_VIEW_DEFAULT: Reply = { status: 200, body: { screenKey: 'screen', view: null } };
const GRID_VIEW_REMOVED: Reply = { status: 204 };

function gridViewDefault(call: RecordedCall): Reply | undefined {
  if (!call.path.startsWith('/grid-preferences/')) return undefined;
  return call.method === 'DELETE' ? GRID_VIEW_REMOVED : GRID_VIEW_DEFAULT;
}

/**
 * Swaps the global fetch for a double answering `"POST /schools/search"`-style keys (the path
 * without its query); unknown calls get a 404. Returns the recorded calls and the restore function.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const call: RecordedCall = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, '') + url.search,
      body: await bodyOf(request),
    };
    const handler = handlers[`${call.method} ${url.pathname.replace(/^\/api/, '')}`] ?? gridViewDefault(call);
    // A grid's remembered view is background plumbing of every grid screen: recorded only when the
    // test answers it itself, so a screen's calls read as the screen's own.
    if (handler !== GRID_VIEW_DEFAULT && handler !== GRID_VIEW_REMOVED) calls.push(call);
    const reply = typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404, body: {} });
    if (reply.delayMs !== undefined) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return {
    calls,
    restore: () => {
      globalThis.fetch = original;
    },
  };
}

/**
 * A story's set-up (Storybook `beforeEach`): no leftover toasts, signed in with these claims, and
 * the API answered by `handlers`; the returned clean-up restores fetch.
 */
export function storySetup(claims: readonly Claim[], handlers: Record<string, Handler>) {
  return () => {
    toast.clear();
    signInWith(claims);
    const { restore } = stubApi(handlers);
    return () => {
      retireHarnessClients();
      restore();
      toast.clear();
    };
  };
}

/** A reply that never arrives: the loading state, held. */
export const never: Handler = () => new Promise<Reply>(() => undefined);

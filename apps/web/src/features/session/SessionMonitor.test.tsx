import { ThemeProvider, toast } from '@pathway/design-system';
import { Provider } from 'jotai';
import type { ComponentType } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useLocation } from 'react-router';
import { appStore, sessionAtom, signOut, type StoredSession } from '../../lib/session.ts';
import { SESSION_KEY, SHARED_EXPIRY_KEY } from '../../lib/storageKeys.ts';
import { TestRouter } from '../../lib/testRouter.tsx';
import { TIMINGS_KEY } from './sessionClock.ts';

const OLD_TOKEN = 'b2xk.eyJ1c2VyTmFtZSI6Imtjb2xlbWFuIn0.c2ln';
const NEW_TOKEN = 'bmV3.eyJ1c2VyTmFtZSI6Imtjb2xlbWFuIiwibmV3IjoidHJ1ZSJ9.c2ln';

interface Call {
  path: string;
  authorization: string | null;
}
interface Reply {
  status?: number;
  body?: unknown;
}

/** A fetch double for the few session calls: records path and token, answers from `replies`. */
function stubApi(replies: Record<string, () => Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api/, '');
    calls.push({ path, authorization: request.headers.get('Authorization') });
    const reply = replies[`${request.method} ${path}`]?.() ?? { status: 404, body: {} };
    return Promise.resolve(
      new Response(JSON.stringify(reply.body ?? {}), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  });
  return calls;
}

function sessionEndingIn(ms: number, token = OLD_TOKEN): StoredSession {
  const at = new Date(Date.now() + ms).toISOString();
  return {
    token,
    user: {
      id: 2087,
      userName: 'kcoleman',
      firstName: 'Keisha',
      lastName: 'Coleman',
      email: 'keisha.coleman@partner4work.org',
      userType: 'organization',
      organizations: [{ id: 3, name: 'Partner4Work' }],
    },
    tokenExpiration: at,
    sessionExpiration: at,
    isPasswordUpdateRequired: false,
  };
}

function CurrentLocation() {
  return <p>{`Now at ${useLocation().pathname}`}</p>;
}

// Timings are read when the module loads: shorten them first (the test build honours the override).
let SessionMonitor: ComponentType;
beforeAll(async () => {
  localStorage.setItem(TIMINGS_KEY, JSON.stringify({ warningSeconds: 60, debounceSeconds: 0.1 }));
  ({ SessionMonitor } = await import('./SessionMonitor.tsx'));
  localStorage.removeItem(TIMINGS_KEY);
});

async function mount(session: StoredSession) {
  appStore.set(sessionAtom, session);
  await render(
    <Provider store={appStore}>
      <ThemeProvider>
        <TestRouter
          routes={[
            { path: '/', element: <SessionMonitor /> },
            { path: '*', element: <CurrentLocation /> },
          ]}
        />
      </ThemeProvider>
    </Provider>,
  );
  await expect.element(page.getByRole('alertdialog')).toBeVisible();
}

/** What another tab does: writes a key, which fires `storage` in every other tab. */
function otherTabWrites(key: string, value: string) {
  localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }));
}

const storedExpiry = () => Date.parse(String(appStore.get(sessionAtom)?.sessionExpiration));

const errors: unknown[] = [];
const onError = (event: ErrorEvent) => errors.push(event.error);

beforeEach(() => {
  errors.length = 0;
  window.addEventListener('error', onError);
});

afterEach(() => {
  vi.useRealTimers();
  window.removeEventListener('error', onError);
  vi.unstubAllGlobals();
  signOut();
  toast.clear();
});

describe('SessionMonitor across tabs', () => {
  test('a shared expiry beyond the longest session is ignored, and the clock keeps ticking', async () => {
    const calls = stubApi({});
    // Fake timers that also run on their own: the debounce (0.1 s) and the next tick (1 s) are passed
    // at once below, however late a loaded machine would have fired them.
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    await mount(sessionEndingIn(30_000));
    const before = appStore.get(sessionAtom)?.sessionExpiration;
    otherTabWrites(SHARED_EXPIRY_KEY, '9000000000000000');
    await vi.advanceTimersByTimeAsync(1_100);
    expect(errors).toEqual([]);
    expect(calls).toEqual([]);
    expect(appStore.get(sessionAtom)?.sessionExpiration).toBe(before);
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
  });

  test('a later shared expiry is adopted only as far as check-session confirms it', async () => {
    const confirmed = Date.now() + 1_800_000;
    const calls = stubApi({
      'GET /auth/check-session': () => ({
        body: { isSessionExpired: false, sessionExpiration: new Date(confirmed).toISOString() },
      }),
    });
    await mount(sessionEndingIn(30_000));
    otherTabWrites(SHARED_EXPIRY_KEY, String(Date.now() + 3_600_000));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(page.getByText('Your session is extended')).toBeVisible();
    expect(calls.map(({ path }) => path)).toEqual(['/auth/check-session']);
    expect(storedExpiry()).toBe(Math.floor(confirmed));
  });

  test('a later shared expiry the server does not confirm is not adopted', async () => {
    stubApi({
      'GET /auth/check-session': () => ({
        body: { isSessionExpired: true, sessionExpiration: new Date().toISOString() },
      }),
    });
    await mount(sessionEndingIn(30_000));
    otherTabWrites(SHARED_EXPIRY_KEY, String(Date.now() + 3_600_000));
    await expect.element(page.getByText('Now at /login')).toBeVisible();
    expect(appStore.get(sessionAtom)).toBeNull();
  });

  test("another tab's new token is taken at once, used for the next call and never overwritten", async () => {
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const calls = stubApi({
      'GET /auth/refresh-session': () => ({ body: { tokenExpiration: later, sessionExpiration: later } }),
    });
    await mount(sessionEndingIn(30_000));
    otherTabWrites(SESSION_KEY, JSON.stringify(sessionEndingIn(3_600_000, NEW_TOKEN)));
    // This tab keeps its own expiry (it moves only through the shared, confirmed value): the warning stays.
    await userEvent.click(page.getByRole('button', { name: 'Refresh' }));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([{ path: '/auth/refresh-session', authorization: `Bearer ${NEW_TOKEN}` }]);
    expect((JSON.parse(localStorage.getItem(SESSION_KEY) ?? '{}') as StoredSession).token).toBe(NEW_TOKEN);
    expect(storedExpiry()).toBe(Date.parse(later));
  });

  test('an unreadable session written by another tab signs this tab out', async () => {
    stubApi({});
    await mount(sessionEndingIn(30_000));
    otherTabWrites(SESSION_KEY, '{"token": 42}');
    await expect.element(page.getByText('Now at /login')).toBeVisible();
    expect(appStore.get(sessionAtom)).toBeNull();
  });
});

describe('SessionMonitor and the absolute lifetime', () => {
  test('says until when Refresh can extend the session', async () => {
    stubApi({});
    const lifetimeEnd = Date.now() + 3_600_000;
    await mount({ ...sessionEndingIn(30_000), absoluteExpiration: new Date(lifetimeEnd).toISOString() });
    const at = new Date(lifetimeEnd).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' });
    await expect
      .element(page.getByText(`Refresh extends it, up to ${at} at the latest; after that, sign in again.`))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  });

  test('at the end of the lifetime offers OK instead of Refresh, and OK lets the user work on', async () => {
    const calls = stubApi({});
    const session = sessionEndingIn(30_000);
    await mount({ ...session, absoluteExpiration: session.sessionExpiration });
    await expect
      .element(page.getByText(/at the latest and cannot be extended\. Save your work and sign in again\./))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Refresh' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'OK' }));
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    expect(appStore.get(sessionAtom)?.token).toBe(OLD_TOKEN);
  });
});

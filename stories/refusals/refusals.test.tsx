// Every change a screen sends can be refused, and the user must see why (issue 45, ADR 219). The
// screens' stories already act as the user does (their play functions fill forms, press Submit,
// confirm): each is run again with a change it sends refused, once for each kind of refusal (422
// naming a field no screen shows, 409, 403 without a body, 500), and the refusal's words must be on
// screen. Stories are found by the same globs as stories/main.ts, so a new screen's stories are
// covered without a new test.
//
// One story stands for each change: a story's first change is refused; when an earlier story already
// stands for that change, the story's next change is refused instead (the ones before it answered as
// the story answers them), and so on. A story whose play sends no change, or none that no earlier
// story stands for, is run once.
import { composeStories } from '@storybook/react-vite';
import type { composeStory } from '@storybook/react-vite';
import { afterAll, afterEach, describe, expect, test } from 'vitest';
import { FORBIDDEN_TEXT } from '../../packages/api-client/src/errors.ts';
import { toast } from '../../packages/design-system/src/Toast/index.ts';
import { messages } from '../../packages/validation/src/messages.ts';
import { waitCeilingMs } from '../waitCeiling.ts';

type StoriesModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

const modules = import.meta.glob<StoriesModule>('../../apps/web/src/**/*.stories.tsx', { eager: true });

interface Refusal {
  name: string;
  status: number;
  body?: unknown;
  /** What the user must read. */
  shown: string;
}

const REFUSALS: readonly Refusal[] = [
  { name: '422', status: 422, body: { dependants: 'Records that use it exist.' }, shown: 'Records that use it exist.' },
  {
    name: '409',
    status: 409,
    body: { message: 'It was changed by someone else.' },
    shown: 'It was changed by someone else.',
  },
  { name: '403', status: 403, shown: FORBIDDEN_TEXT },
  { name: '500', status: 500, body: { message: 'Something went wrong!' }, shown: 'Something went wrong!' },
];

/**
 * Refusals a screen says in words the spec gives it, instead of the server's: each is still said.
 */
const SAID_OTHERWISE: Record<string, Partial<Record<Refusal['name'], string>>> = {
  // Spec section 8: a 403 at sign-in means the user may not sign in at all.
  'POST /auth/login': { '403': messages.loginForbidden },
  // Spec section 8: a refused user-name recovery says the address was not found (ADR 222).
  'POST /users/validate-forget-username': { '403': messages.unableToFindEmail },
};

/**
 * A call that changes something: every method but GET, except the searches (a grid's query is a
 * POST to `…/search`) and a grid's remembered view, which is background plumbing of every grid.
 */
function isChange(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return false;
  return !path.endsWith('/search') && !path.startsWith('/grid-preferences/');
}

/** `POST /students/3051/timesheets` → `POST /students/{}/timesheets`: one change, whatever the record. */
function operationOf(method: string, path: string): string {
  return `${method} ${path.replace(/\/\d+(?=\/|$)/g, '/{}')}`;
}

// The stories swap `globalThis.fetch` for their doubles in their set-up. This test stands in front
// of whatever double is in place: the setter keeps the story's double, the getter hands out the
// refusing front.
const realFetch = globalThis.fetch;
let storyFetch: typeof fetch = realFetch;
let armed: Refusal | null = null;
/** Which change of the play is refused (1: the first); the ones before it are answered as the story does. */
let refuseAt = 1;
let changesSeen = 0;
let refused: string | null = null;
/** The change refused so far; read through a call, as the fetch front sets it while a run awaits. */
const refusedSoFar = (): string | null => refused;

const refusingFetch: typeof fetch = async (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const path = new URL(request.url).pathname.replace(/^\/api/, '');
  if (armed === null || !isChange(request.method, path)) return storyFetch(input, init);
  // Once one change is refused every later one is too: ky tries an idempotent call again after a
  // 500, and the try again must meet the same refusal.
  if (refused === null) {
    changesSeen += 1;
    if (changesSeen < refuseAt) return storyFetch(input, init);
    refused = operationOf(request.method, path);
  }
  return new Response(armed.body === undefined ? null : JSON.stringify(armed.body), {
    status: armed.status,
    headers: { 'Content-Type': 'application/json' },
  });
};

Object.defineProperty(globalThis, 'fetch', {
  configurable: true,
  get: () => refusingFetch,
  set: (value: typeof fetch) => {
    storyFetch = value === refusingFetch ? realFetch : value;
  },
});

// A play that met a refusal waits for the success it expected until the wait ceiling: those waits
// (Testing Library's `findBy…`/`waitFor` time out by a timer of exactly the ceiling) are ended at
// once when the refusal has been checked, so a story costs its play's time, not the ceiling.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const ceilingTimers = new Map<ReturnType<typeof setTimeout>, () => void>();
globalThis.setTimeout = ((handler: TimerHandler, ms?: number, ...args: unknown[]) => {
  if (ms !== waitCeilingMs || typeof handler !== 'function') return realSetTimeout(handler, ms, ...args);
  const fire = () => {
    ceilingTimers.delete(id);
    (handler as (...rest: unknown[]) => void)(...args);
  };
  const id = realSetTimeout(fire, ms);
  ceilingTimers.set(id, fire);
  return id;
}) as typeof setTimeout;
globalThis.clearTimeout = ((id?: ReturnType<typeof setTimeout>) => {
  if (id !== undefined) ceilingTimers.delete(id);
  realClearTimeout(id);
}) as typeof clearTimeout;

function endWaits() {
  for (const [id, fire] of [...ceilingTimers]) {
    realClearTimeout(id);
    fire();
  }
}

/** Whether the text is on screen: in a text node of a visible element, anywhere in the page. */
function isOnScreen(text: string): boolean {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
    if (node.textContent?.includes(text) === true && node.parentElement?.checkVisibility() === true) return true;
  }
  return false;
}

let canvas: HTMLElement | null = null;

afterEach(() => {
  armed = null;
  refused = null;
  changesSeen = 0;
  refuseAt = 1;
  canvas?.remove();
  canvas = null;
  toast.clear();
});

afterAll(() => {
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: realFetch });
  globalThis.setTimeout = realSetTimeout;
  globalThis.clearTimeout = realClearTimeout;
});

/** Which of its changes each story stands for (its index in the play and the change), learnt by its first test; null when it adds none. */
const standsFor = new Map<string, { at: number; change: string } | null>();
/** Changes refused in every way, and by which story. */
const covered = new Map<string, string>();
/** A play's changes tried before giving up on finding one no other story refuses. */
const MAX_CHANGES_TRIED = 4;

/**
 * One run of the story with its `at`-th change refused by `refusal`: the change refused (null when
 * the play sent fewer changes), and the play's error when it failed before any change was refused.
 */
async function runOnce(
  story: ComposedStory,
  refusal: Refusal,
  at: number,
): Promise<{ change: string | null; stoppedShort?: unknown }> {
  armed = refusal;
  refuseAt = at;
  changesSeen = 0;
  refused = null;
  canvas?.remove();
  canvas = document.createElement('div');
  document.body.appendChild(canvas);
  toast.clear();
  let ended = false;
  let stoppedShort: unknown;
  const run = story.run({ canvasElement: canvas }).then(
    () => undefined,
    (error: unknown) => {
      // After a refusal the play fails on the success it expected; that is the point here. Before
      // one, the play itself failed.
      if (refusedSoFar() === null) stoppedShort = error ?? new Error('the play failed');
    },
  );
  void run.finally(() => {
    ended = true;
  });
  // A whole play may run before its change is sent: longer than one wait, so its own ceiling.
  await expect.poll(() => ended || refusedSoFar() !== null, { timeout: 30_000 }).toBe(true);
  const change = refusedSoFar();
  if (change !== null) {
    const shown = SAID_OTHERWISE[change]?.[refusal.name] ?? refusal.shown;
    await expect
      .poll(() => isOnScreen(shown), {
        message: `${story.id}: ${change} refused with ${refusal.name}, "${shown}" is not on screen`,
      })
      .toBe(true);
  }
  endWaits();
  await run;
  return { change, stoppedShort };
}

/**
 * The story with its `at`-th change refused by `refusal`; resolves with that change, or null when the
 * play sent fewer changes. A play that failed before reaching any change (its own trouble, which the
 * screenshot run judges, not a refusal's) is run once more and its error printed; failing again, it
 * fails the test with that error. A refusal not shown is never run again.
 */
async function runRefusing(story: ComposedStory, refusal: Refusal, at: number): Promise<string | null> {
  const first = await runOnce(story, refusal, at);
  if (first.stoppedShort === undefined) return first.change;
  console.warn(`refusals: ${story.id}'s play failed before its change; run again.`, first.stoppedShort);
  const second = await runOnce(story, refusal, at);
  const { stoppedShort } = second;
  if (stoppedShort !== undefined)
    throw stoppedShort instanceof Error
      ? stoppedShort
      : new Error(`${story.id}'s play failed before its change`, { cause: stoppedShort });
  return second.change;
}

/**
 * The story's first change no earlier story stands for: its first change is refused, and when an
 * earlier story already stands for that one, its next, and so on. Every run checks the refusal shown.
 */
async function findChange(story: ComposedStory, refusal: Refusal): Promise<{ at: number; change: string } | null> {
  for (let at = 1; at <= MAX_CHANGES_TRIED; at += 1) {
    const change = await runRefusing(story, refusal, at);
    if (change === null) return null;
    if (!covered.has(change)) return { at, change };
  }
  return null;
}

for (const [file, module] of Object.entries(modules)) {
  const stories = Object.values(composeStories(module) as Record<string, ComposedStory>).filter(
    (story) => story.play !== undefined,
  );
  if (stories.length === 0) continue;
  describe(file.replace(/^(\.\.\/)+/, ''), () => {
    for (const story of stories) {
      const [first, ...others] = REFUSALS;
      if (first === undefined) continue;
      test(`${story.id}, a change refused with ${first.name}`, async () => {
        const found = await findChange(story, first);
        standsFor.set(story.id, found);
        if (found !== null) covered.set(found.change, story.id);
      });
      for (const refusal of others) {
        test(`${story.id}, a change refused with ${refusal.name}`, async (context) => {
          const target = standsFor.get(story.id);
          if (target === undefined || target === null) return context.skip('it sends no change other stories do not');
          expect(await runRefusing(story, refusal, target.at), `${story.id} sent another change this time`).toBe(
            target.change,
          );
        });
      }
    }
  });
}

test('the changes the screens send are refused in every way', () => {
  // Printed for the note and for a reader of the run: which story stands for which change.
  console.log(
    `refusals: ${covered.size} changes refused 4 ways each:\n` +
      [...covered].map(([change, story]) => `  ${change}  (${story})`).join('\n'),
  );
  // The floor: a story lost, or a play that stops sending its change, fails here.
  expect(covered.size).toBeGreaterThanOrEqual(75);
});

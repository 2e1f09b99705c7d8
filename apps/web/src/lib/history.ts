import {
  NavigationType,
  parsePath,
  UNSAFE_createHashHistory,
  UNSAFE_createMemoryHistory,
  type Location,
  type To,
} from 'react-router';

/**
 * react-router's own history (what its HashRouter and MemoryRouter run on). It is exported as
 * UNSAFE_: its API may change in a minor release; this module's tests pin what the app relies on.
 */
type History = ReturnType<typeof UNSAFE_createHashHistory>;
type Update = Parameters<Parameters<History['listen']>[0]>[0];

/** Whether leaving `currentLocation` for `nextLocation` has to wait for the user's answer. */
export type BlockerFunction = (transition: { currentLocation: Location; nextLocation: Location }) => boolean;

/** A navigation a blocker held back: go on with it, or stay. */
export type BlockedNavigation =
  { state: 'unblocked' } | { state: 'blocked'; by: BlockerFunction; proceed: () => void; reset: () => void };

/**
 * A history whose navigations a page can hold back (ADR 178): react-router's declarative router has
 * no blockers of its own, so they live here, under the router. In-app navigations (push, replace)
 * wait before they happen; the browser's back and forward have already moved when they are seen,
 * so they are undone and redone on `proceed`.
 */
export interface BlockableHistory extends History {
  /** Adds a blocker; the returned function removes it. */
  block: (blocker: BlockerFunction) => () => void;
  /** The navigation held back now, if any (a snapshot for useSyncExternalStore). */
  blocked: () => BlockedNavigation;
  subscribeBlocked: (listener: () => void) => () => void;
}

const UNBLOCKED: BlockedNavigation = { state: 'unblocked' };

function locationOf(to: To, state: unknown, current: Location): Location {
  const path = typeof to === 'string' ? parsePath(to) : to;
  return {
    pathname: path.pathname ?? current.pathname,
    search: path.search ?? '',
    hash: path.hash ?? '',
    state,
    key: 'pending',
  };
}

export function blockable(inner: History): BlockableHistory {
  const blockers = new Set<BlockerFunction>();
  const watchers = new Set<() => void>();
  let blocked = UNBLOCKED;
  let current = inner.location;
  // Back/forward steps this history takes itself: undoing a held-back one (not shown) and redoing it
  // once the user agrees (shown, without asking again).
  let undoing = 0;
  let redoing = 0;

  const setBlocked = (next: BlockedNavigation) => {
    blocked = next;
    for (const watcher of watchers) watcher();
  };
  const blockerOf = (nextLocation: Location) =>
    [...blockers].find((blocker) => blocker({ currentLocation: current, nextLocation }));

  /** Holds a navigation back until the user answers; `proceed` makes it. */
  function hold(by: BlockerFunction, proceed: () => void) {
    setBlocked({
      state: 'blocked',
      by,
      proceed: () => {
        setBlocked(UNBLOCKED);
        proceed();
      },
      reset: () => setBlocked(UNBLOCKED),
    });
  }

  /** An in-app navigation: made now, or held back when a blocker objects to `nextLocation`. */
  function navigate(nextLocation: Location, go: () => void) {
    const by = blockerOf(nextLocation);
    if (by === undefined) go();
    else hold(by, go);
  }

  return {
    get action() {
      return inner.action;
    },
    get location() {
      return inner.location;
    },
    createHref: (to) => inner.createHref(to),
    createURL: (to) => inner.createURL(to),
    encodeLocation: (to) => inner.encodeLocation(to),
    go: (delta) => inner.go(delta),
    push(to, state) {
      navigate(locationOf(to, state, current), () => inner.push(to, state));
    },
    replace(to, state) {
      navigate(locationOf(to, state, current), () => inner.replace(to, state));
    },
    listen(listener) {
      const forward = (update: Update) => {
        current = update.location;
        listener(update);
      };
      /** A back or forward step: whether it reaches the router now (else it is undone and held). */
      const passes = (update: Update): boolean => {
        if (redoing > 0) {
          redoing -= 1;
          return true;
        }
        const { delta } = update;
        // A step the history cannot count (an address typed by hand) cannot be undone: let it through.
        if (delta === null || delta === 0) return true;
        const by = blockerOf(update.location);
        if (by === undefined) return true;
        // The browser has already moved: step back now, and again forward (or back) if the user agrees.
        undoing += 1;
        inner.go(-delta);
        hold(by, () => {
          redoing += 1;
          inner.go(delta);
        });
        return false;
      };
      return inner.listen((update) => {
        if (update.action !== NavigationType.Pop) forward(update);
        else if (undoing > 0) undoing -= 1;
        else if (passes(update)) forward(update);
      });
    },
    block(blocker) {
      blockers.add(blocker);
      return () => {
        blockers.delete(blocker);
        if (blocked.state === 'blocked' && blocked.by === blocker) setBlocked(UNBLOCKED);
      };
    },
    blocked: () => blocked,
    subscribeBlocked(watcher) {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
  };
}

/** The app's history: hash routing (ADR 003), every change reported to the router. */
export const createAppHistory = () => blockable(UNSAFE_createHashHistory({ v5Compat: true }));

/** A history in memory, for tests and stories: starts at `initialEntries`' last entry. */
export const createTestHistory = (initialEntries: string[] = ['/']) =>
  blockable(UNSAFE_createMemoryHistory({ initialEntries, v5Compat: true }));

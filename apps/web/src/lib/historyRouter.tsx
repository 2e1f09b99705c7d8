import {
  createContext,
  startTransition,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { Router } from 'react-router';
import type { BlockableHistory, BlockedNavigation } from './history.ts';

const HistoryContext = createContext<BlockableHistory | null>(null);

/**
 * react-router's declarative router on a history pages can hold navigations on (ADR 178): the app
 * passes its hash history, tests and stories one in memory. Each change renders in a transition, so
 * the page before stays on screen while the next one's chunk downloads.
 */
export function AppRouter({ history, children }: { history: BlockableHistory; children: ReactNode }) {
  const [state, setState] = useState(() => ({ action: history.action, location: history.location }));
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        startTransition(() => setState({ action, location }));
      }),
    [history],
  );
  return (
    <HistoryContext value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </HistoryContext>
  );
}

const NOTHING_BLOCKED: BlockedNavigation = { state: 'unblocked' };
const subscribeNowhere = () => () => undefined;

/** The router's history, and the navigation it holds back now (none outside an AppRouter). */
export function useBlockableHistory(): { history: BlockableHistory | null; blocked: BlockedNavigation } {
  const history = useContext(HistoryContext);
  const blocked = useSyncExternalStore(
    history?.subscribeBlocked ?? subscribeNowhere,
    history?.blocked ?? (() => NOTHING_BLOCKED),
  );
  return { history, blocked };
}

import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router } from 'react-router';
import type { BlockableHistory } from './history.ts';
import { HistoryContext } from './historyContext.ts';
import { LeaveGuardProvider } from './LeaveGuard.tsx';

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
        <LeaveGuardProvider>{children}</LeaveGuardProvider>
      </Router>
    </HistoryContext>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import type { BlockerFunction } from './history.ts';
import { useBlockableHistory } from './historyContext.ts';

// The question's dialog loads when first asked: the shell, which holds the guard, stays free of the
// screens' modal code (the api chunk group, ADR 175), which every page that can be changed has loaded.
const LeaveQuestion = lazy(() => import('./LeaveQuestion.tsx'));

/** A blocker of its own for each page, so the prompt shows only for a navigation that page held. */
const pageBlocker =
  (): BlockerFunction =>
  ({ currentLocation, nextLocation }) =>
    currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search;

/**
 * Asks "Are you sure you want to leave this page? It contains unsaved data." before leaving a page
 * whose form has changed: in-app links, the browser's back and forward buttons (the app's history
 * holds those, ADR 178), and closing or reloading the tab (the browser's own beforeunload prompt).
 * Render the returned element.
 */
export function useLeavePrompt(when: boolean) {
  const { history, blocked } = useBlockableHistory();
  const [blocker] = useState(pageBlocker);

  useEffect(() => {
    if (!when || history === null) return;
    return history.block(blocker);
  }, [when, history, blocker]);

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  if (blocked.state !== 'blocked' || blocked.by !== blocker) return null;
  return (
    <Suspense fallback={null}>
      <LeaveQuestion onLeave={blocked.proceed} onStay={blocked.reset} />
    </Suspense>
  );
}

import { useEffect, useState } from 'react';
import type { BlockerFunction } from './history.ts';
import { showFailure } from './failure.ts';
import { useBlockableHistory } from './historyContext.ts';
import type LeaveQuestionComponent from './LeaveQuestion.tsx';

// The question's dialog loads when a form first changes: the shell, which holds the guard, stays free
// of the screens' modal code (the api chunk group, ADR 175). It is kept in state, not in React.lazy
// under Suspense: a navigation held while the chunk was still arriving then never showed the question
// (seen under load: the chunk arrived, the Suspense boundary stayed on its empty fallback), and the
// page sat still with no way to answer.
let loadedQuestion: typeof LeaveQuestionComponent | undefined;
const loadQuestion = () =>
  import('./LeaveQuestion.tsx').then((module) => {
    loadedQuestion = module.default;
    return module.default;
  });

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
  const [LeaveQuestion, setLeaveQuestion] = useState(() => loadedQuestion);

  useEffect(() => {
    if (!when || LeaveQuestion !== undefined) return;
    let current = true;
    loadQuestion().then(
      (component) => {
        if (current) setLeaveQuestion(() => component);
      },
      // A question that cannot load says so; the next change tries again.
      (error: unknown) => {
        if (current) showFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [when, LeaveQuestion]);

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

  // Held before the question's code is there (a click straight after typing), it shows once loaded.
  if (blocked.state !== 'blocked' || blocked.by !== blocker || LeaveQuestion === undefined) return null;
  return <LeaveQuestion onLeave={blocked.proceed} onStay={blocked.reset} />;
}

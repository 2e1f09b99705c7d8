import { ConfirmDialog, LOST_DATA_MESSAGE } from '@pathway/design-system';
import { useEffect, useState } from 'react';
import type { BlockerFunction } from './history.ts';
import { useBlockableHistory } from './historyContext.ts';

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
    <ConfirmDialog
      open
      title="Warning"
      message={LOST_DATA_MESSAGE}
      onConfirm={blocked.proceed}
      onCancel={blocked.reset}
    />
  );
}

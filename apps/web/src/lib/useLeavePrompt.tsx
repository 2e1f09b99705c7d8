import { ConfirmDialog, LOST_DATA_MESSAGE } from '@pathway/design-system';
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks "Are you sure you want to leave this page? It contains unsaved data." before leaving a page
 * whose form has changed: in-app links, the browser's back and forward buttons (react-router blocks
 * those too), and closing or reloading the tab (the browser's own beforeunload prompt).
 * Render the returned element.
 */
export function useLeavePrompt(when: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      open
      title="Warning"
      message={LOST_DATA_MESSAGE}
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}

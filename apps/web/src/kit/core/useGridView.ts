import type { GridView, GridViewBinding } from '@pathway/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { gridPreferences } from '../../lib/api/gridPreferences.ts';
import { appStore, tokenAtom } from '../../lib/session.ts';

/** How long the grid's view stays unchanged before it is saved: a burst of clicks saves once. */
export const SAVE_VIEW_DELAY_MS = 600;

/**
 * A view that could not be saved or forgotten is not worth interrupting the user, who asked for
 * neither: the grid already shows it, the session's cache keeps it, and the next change tries again.
 */
function ignoreFailure(): void {
  // Nothing to show.
}

/** The screen key of a route: `/participants/search` → `participants.search`. */
export function screenKeyOf(pathname: string): string {
  return (
    pathname
      .toLowerCase()
      .split('/')
      .filter((part) => part !== '')
      .join('.')
      .replace(/[^a-z0-9.-]/g, '-')
      .slice(0, 100) || 'home'
  );
}

/**
 * The remembered view of a screen's grid (ADR 198), to pass as `DataGrid`'s `view`: read once per
 * session from the user's preferences on the server (so it follows the user to another browser),
 * kept in the query cache so coming back from a record restores it at once, saved after a pause
 * (and at once when the screen is left), forgotten by Reset view. The key is the route's path unless
 * a screen with two remembering grids names them.
 */
export function useGridView(key?: string): GridViewBinding {
  const { pathname } = useLocation();
  const screenKey = key ?? screenKeyOf(pathname);
  const client = useQueryClient();
  const queryKey = useMemo(() => ['grid-preferences', screenKey] as const, [screenKey]);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => (await gridPreferences.get(screenKey, { signal })).view,
    staleTime: Number.POSITIVE_INFINITY,
    // A view that cannot be read is not worth a toast: the grid starts from its defaults.
    meta: { failureShownInline: true },
  });

  const pending = useRef<{ view: GridView; timer: ReturnType<typeof setTimeout> } | null>(null);
  const flush = useCallback(
    (options: { keepalive?: boolean } = {}) => {
      const waiting = pending.current;
      if (!waiting) return;
      clearTimeout(waiting.timer);
      pending.current = null;
      // Signed out in the meantime (Logout within the pause): the view is not the next user's.
      if (!appStore.get(tokenAtom)) return;
      gridPreferences.save(screenKey, waiting.view, options).catch(ignoreFailure);
    },
    [screenKey],
  );
  // Leaving the screen (opening a record) saves what is still waiting, and so does leaving the page
  // (a reload or a closed tab within the pause, issue 45): that save is sent as the page unloads.
  useEffect(() => {
    const onPageHide = () => flush({ keepalive: true });
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flush();
    };
  }, [flush]);

  const onChange = useCallback(
    ({ view }: { view: GridView }) => {
      client.setQueryData(queryKey, view);
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { view, timer: setTimeout(() => flush(), SAVE_VIEW_DELAY_MS) };
    },
    [client, queryKey, flush],
  );
  const onReset = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    client.setQueryData(queryKey, null);
    gridPreferences.remove(screenKey).catch(ignoreFailure);
  }, [client, queryKey, screenKey]);

  const initial = query.isPending ? undefined : (query.data ?? null);
  return useMemo(() => ({ initial, onChange, onReset }), [initial, onChange, onReset]);
}

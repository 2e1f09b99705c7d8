import { useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { createTestHistory, type BlockableHistory } from './history.ts';
import { AppRouter } from './historyRouter.tsx';

function Pages({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export interface TestRouterProps {
  /** The pages, e.g. the screen under test at its path and a catch-all that prints the location. */
  routes: RouteObject[];
  /** The first address; defaults to `/`. Ignored when `history` is given. */
  url?: string;
  /** A history of the test's own (createTestHistory), for a test that navigates from outside. */
  history?: BlockableHistory;
}

/**
 * Routes in memory for tests and stories, on the same history wrapper as the app (leave prompts hold
 * navigations here too). The history is created once per mount: a new one would reset the location.
 */
export function TestRouter({ routes, url = '/', history }: TestRouterProps) {
  const [own] = useState(() => history ?? createTestHistory([url]));
  return (
    <AppRouter history={own}>
      <Pages routes={routes} />
    </AppRouter>
  );
}

import { createApi } from '@pathway/api-client';
import { appStore, tokenAtom } from './session.ts';
import { watchedFetch } from './sessionRejection.ts';

/** The app's one API client: same-origin `/api` (Vite proxies it in dev and preview). */
export const api = createApi({
  prefix: '/api',
  getToken: () => appStore.get(tokenAtom),
  // Reports a refused token (401) so the routed app can end the session (ADR 070).
  fetch: watchedFetch,
});

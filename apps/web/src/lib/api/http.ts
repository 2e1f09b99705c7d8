import { createHttp } from '@pathway/api-client';
import { appStore, tokenAtom } from '../session.ts';
import { watchedFetch } from '../sessionRejection.ts';

/** The requests of every area: same-origin `/api` (Vite proxies it in dev and preview). */
// Creating the client has no side effects: marked so, a chunk that imports one area does not
// load every other (ADR 177).
export const http = /* @__PURE__ */ createHttp({
  prefix: '/api',
  getToken: () => appStore.get(tokenAtom),
  // Reports a refused token (401) so the routed app can end the session (ADR 070).
  fetch: watchedFetch,
});

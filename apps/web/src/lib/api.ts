import { createApi } from '@pathway/api-client';
import { appStore, tokenAtom } from './session.ts';

/** The app's one API client: same-origin `/api` (Vite proxies it in dev and preview). */
export const api = createApi({
  prefix: '/api',
  getToken: () => appStore.get(tokenAtom),
});

import { historyApi } from '@pathway/api-client';
import { http } from './http.ts';

export const history = /* @__PURE__ */ historyApi(http);

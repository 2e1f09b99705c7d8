import { authApi } from '@pathway/api-client';
import { http } from './http.ts';

export const auth = /* @__PURE__ */ authApi(http);

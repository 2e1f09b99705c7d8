import { securityApi } from '@pathway/api-client';
import { http } from './http.ts';

export const security = /* @__PURE__ */ securityApi(http);

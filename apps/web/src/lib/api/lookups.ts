import { lookupsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const lookups = /* @__PURE__ */ lookupsApi(http);

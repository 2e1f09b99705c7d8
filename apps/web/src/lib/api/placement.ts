import { placementApi } from '@pathway/api-client';
import { http } from './http.ts';

export const placement = /* @__PURE__ */ placementApi(http);

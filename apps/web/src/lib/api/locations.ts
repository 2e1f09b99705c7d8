import { locationsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const locations = /* @__PURE__ */ locationsApi(http);

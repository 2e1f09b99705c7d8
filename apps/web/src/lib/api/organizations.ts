import { organizationsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const organizations = /* @__PURE__ */ organizationsApi(http);

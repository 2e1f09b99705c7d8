import { exportsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const exports = /* @__PURE__ */ exportsApi(http);

import { systemApi } from '@pathway/api-client';
import { http } from './http.ts';

export const system = /* @__PURE__ */ systemApi(http);

import { onlineApplicationApi } from '@pathway/api-client';
import { http } from './http.ts';

export const onlineApplication = /* @__PURE__ */ onlineApplicationApi(http);

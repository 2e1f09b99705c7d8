import { lotteryApi } from '@pathway/api-client';
import { http } from './http.ts';

export const lottery = /* @__PURE__ */ lotteryApi(http);

import { jobsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const jobs = /* @__PURE__ */ jobsApi(http);

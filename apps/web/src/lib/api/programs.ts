import { programsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const programs = /* @__PURE__ */ programsApi(http);

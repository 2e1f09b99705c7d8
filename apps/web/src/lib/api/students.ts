import { studentsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const students = /* @__PURE__ */ studentsApi(http);

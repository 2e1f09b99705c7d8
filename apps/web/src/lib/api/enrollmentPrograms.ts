import { enrollmentProgramsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const enrollmentPrograms = /* @__PURE__ */ enrollmentProgramsApi(http);

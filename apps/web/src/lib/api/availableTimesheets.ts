import { availableTimesheetsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const availableTimesheets = /* @__PURE__ */ availableTimesheetsApi(http);

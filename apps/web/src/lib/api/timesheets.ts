import { timesheetsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const timesheets = /* @__PURE__ */ timesheetsApi(http);

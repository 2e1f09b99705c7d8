import { payrollIntegrityApi } from '@pathway/api-client';
import { http } from './http.ts';

export const payrollIntegrity = /* @__PURE__ */ payrollIntegrityApi(http);

import {
  cardProviderFilesResource,
  payrollCheckPaymentsResource,
  payrollCycleApi,
  payrollExceptionsResource,
  payrollProcessesResource,
  payrollReconciliationResource,
} from '@pathway/api-client';
import { http } from './http.ts';

export const payrollCycle = /* @__PURE__ */ payrollCycleApi(http);
export const payrollProcesses = /* @__PURE__ */ payrollProcessesResource(http);
export const cardProviderFiles = /* @__PURE__ */ cardProviderFilesResource(http);
export const payrollReconciliation = /* @__PURE__ */ payrollReconciliationResource(http);
export const payrollExceptions = /* @__PURE__ */ payrollExceptionsResource(http);
export const payrollCheckPayments = /* @__PURE__ */ payrollCheckPaymentsResource(http);

import { approvalQueueResource, approvalsApi, contractsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const contracts = /* @__PURE__ */ contractsApi(http);
export const approvals = /* @__PURE__ */ approvalsApi(http);
export const approvalQueue = /* @__PURE__ */ approvalQueueResource(http);

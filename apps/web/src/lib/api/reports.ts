import { businessViewsResource, dataExtractsResource, reportsApi } from '@pathway/api-client';
import { http } from './http.ts';

export const reports = /* @__PURE__ */ reportsApi(http);
export const businessViews = /* @__PURE__ */ businessViewsResource(http);
export const dataExtracts = /* @__PURE__ */ dataExtractsResource(http);

import { applicationsResource, enrollmentApi, qualityReviewQueueResource } from '@pathway/api-client';
import { http } from './http.ts';

export const enrollment = /* @__PURE__ */ enrollmentApi(http);
export const applications = /* @__PURE__ */ applicationsResource(http);
export const qualityReviewQueue = /* @__PURE__ */ qualityReviewQueueResource(http);

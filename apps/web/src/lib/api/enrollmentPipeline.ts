import {
  contractedWorksitesResource,
  enrollCandidatesResource,
  enrollmentPipelineApi,
  recruitCandidatesResource,
} from '@pathway/api-client';
import { http } from './http.ts';

export const enrollmentPipeline = /* @__PURE__ */ enrollmentPipelineApi(http);
export const enrollCandidates = /* @__PURE__ */ enrollCandidatesResource(http);
export const recruitCandidates = /* @__PURE__ */ recruitCandidatesResource(http);
export const contractedWorksites = /* @__PURE__ */ contractedWorksitesResource(http);

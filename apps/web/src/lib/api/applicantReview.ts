import { applicantReviewApi } from '@pathway/api-client';
import { http } from './http.ts';

export const applicantReview = /* @__PURE__ */ applicantReviewApi(http);

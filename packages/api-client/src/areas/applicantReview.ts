import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type QualityReview = ResponseBody<'/applicant-review/{applicantId}/quality-review-items', 'get'>;
export type QualityReviewEditRequest = RequestBody<'/applicant-review/{applicantId}/edit-quality-review', 'post'>;
export type QualityReviewItemEdit = components['schemas']['QualityReviewItemEdit'];
export type ApplicantReviewSection = components['schemas']['ApplicantReviewSection'];
export type ReviewItem = components['schemas']['ReviewItem'];
export type RequestedDocument = components['schemas']['RequestedDocument'];
export type ApplicantDocument = components['schemas']['ApplicantDocument'];
export type DocumentDecisionRequest = RequestBody<'/applicant-review/{applicantId}/verify-reject-document', 'post'>;
export type DocumentDecisionResult = ResponseBody<'/applicant-review/{applicantId}/verify-reject-document', 'post'>;

const base = (applicantId: number) => `applicant-review/${encodeURIComponent(String(applicantId))}`;

/**
 * The applicant review (issue 11): its sections with incomplete items, the quality-review items, the
 * applicant's uploaded documents, the edit (and submission) of the review, and verify/reject of a
 * document. The header with the requested documents is `enrollment.header`.
 */
export const applicantReviewApi = (http: KyInstance) => ({
  sections: (applicantId: number) =>
    http.get(`${base(applicantId)}/sections`).json<ResponseBody<'/applicant-review/{applicantId}/sections', 'get'>>(),
  qualityReview: (applicantId: number) => http.get(`${base(applicantId)}/quality-review-items`).json<QualityReview>(),
  documents: (applicantId: number) =>
    http.get(`${base(applicantId)}/documents`).json<ResponseBody<'/applicant-review/{applicantId}/documents', 'get'>>(),
  /** Saves the items and summary; with `submit: true` the server applies the four submission rules (422). */
  editQualityReview: (applicantId: number, body: QualityReviewEditRequest) =>
    http.post(`${base(applicantId)}/edit-quality-review`, { json: body }).json<QualityReview>(),
  /** Verified or Rejected (a rejection needs a comment); the document's version, stale: 409. */
  verifyRejectDocument: (applicantId: number, body: DocumentDecisionRequest) =>
    http.post(`${base(applicantId)}/verify-reject-document`, { json: body }).json<DocumentDecisionResult>(),
});

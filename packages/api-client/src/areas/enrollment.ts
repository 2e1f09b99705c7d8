import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';
import { createResource, type Resource } from '../resource.ts';

export type EnrollmentSummary = components['schemas']['EnrollmentSummary'];
export type EnrollmentStatus = components['schemas']['EnrollmentStatus'];
export type QualityReviewQueueItem = components['schemas']['QualityReviewQueueItem'];
export type EnrollmentLockRequest = RequestBody<'/enrollment/lock-unlock', 'post'>;
export type ApplicantHeader = ResponseBody<'/applicant-review/{applicantId}/info', 'get'>;

/**
 * Online applications (`/enrollment`) as a resource: search, get and delete. The contract has no
 * create or update of an application (the applicant submits it online), so the interface types those
 * `never` and they are left out at runtime too: no client function without an operation behind it.
 */
export function applicationsResource(http: KyInstance): Resource<'/enrollment'> {
  const { path, search, get, remove } = createResource(http, '/enrollment');
  return { path, search, get, remove } as Resource<'/enrollment'>;
}

/** The quality-review queue (`POST /enrollment/quality-review/search`): a search and nothing else. */
export function qualityReviewQueueResource(http: KyInstance): Resource<'/enrollment/quality-review'> {
  const { path, search } = createResource(http, '/enrollment/quality-review');
  return { path, search } as Resource<'/enrollment/quality-review'>;
}

/** The enrollment calls beyond the resource (spec sections 2 and 4, issue 11). */
export const enrollmentApi = (http: KyInstance) => ({
  /** Locks (`locked: true`) or unlocks an application; a stale version or another user's lock is 409. */
  lockUnlock: (body: EnrollmentLockRequest) =>
    http.post('enrollment/lock-unlock', { json: body }).json<ResponseBody<'/enrollment/lock-unlock', 'post'>>(),
  /** The applicant header popup of spec section 2, with the requested documents. */
  header: (applicantId: number) =>
    http.get(`applicant-review/${encodeURIComponent(String(applicantId))}/info`).json<ApplicantHeader>(),
});

import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';
import { createResource, type Resource, type ResourcePath } from '../resource.ts';

export type EnrollCandidate = components['schemas']['EnrollCandidate'];
export type RecruitCandidate = components['schemas']['RecruitCandidate'];
export type ContractWorksite = components['schemas']['ContractWorksite'];
export type BulkActionResult = components['schemas']['BulkActionResult'];
export type EnrollRequest = RequestBody<'/enrollment/enroll', 'post'>;
export type RecruitRequest = RequestBody<'/enrollment/recruit', 'post'>;
export type ReleaseRequest = RequestBody<'/enrollment/release', 'post'>;
export type ProviderScreening = ResponseBody<'/applicant-review/{applicantId}/provider-screening-items', 'get'>;
export type ProviderScreeningSaveRequest = RequestBody<
  '/applicant-review/{applicantId}/provider-screening-items',
  'put'
>;
export type ProviderScreeningCompleteRequest = RequestBody<
  '/applicant-review/{applicantId}/complete-provider-screening',
  'post'
>;

/** A grid's data source that only searches (the path is its cache key). */
export type SearchOnly<B extends ResourcePath> = Pick<Resource<B>, 'path' | 'search'>;

/**
 * A search path of the contract as a search-only resource. `/enrollment/recruit` also has a POST (the
 * recruit itself), which the uniform interface would take for a create; the narrow type keeps it out.
 */
function searchOnly<B extends ResourcePath>(http: KyInstance, base: B): SearchOnly<B> {
  const { path, search } = createResource(http, base);
  return { path, search };
}

/** Eligible applications waiting to be enrolled (`POST /enrollment/enroll-applicants/search`). */
export const enrollCandidatesResource = (http: KyInstance) => searchOnly(http, '/enrollment/enroll-applicants');
/** Participants to recruit or release (`POST /enrollment/recruit/search`). */
export const recruitCandidatesResource = (http: KyInstance) => searchOnly(http, '/enrollment/recruit');
/** Worksite-contract links (`POST /worksites/contracted/search`): where a participant can be recruited. */
export const contractedWorksitesResource = (http: KyInstance) => searchOnly(http, '/worksites/contracted');

const applicant = (applicantId: number) => `applicant-review/${encodeURIComponent(String(applicantId))}`;

/**
 * The enrollment state changes after quality review (ADR 061): provider screening, enroll, recruit and
 * release. Each sends the versions it read; the bulk ones answer per record (409 when none moved).
 */
export const enrollmentPipelineApi = (http: KyInstance) => ({
  /** The provider-screening items of an applicant, with the statuses each may take and the version. */
  providerScreening: (applicantId: number) =>
    http.get(`${applicant(applicantId)}/provider-screening-items`).json<ProviderScreening>(),
  /** Saves item statuses and comments while the application is in Provider Screening. */
  saveProviderScreening: (applicantId: number, body: ProviderScreeningSaveRequest) =>
    http.put(`${applicant(applicantId)}/provider-screening-items`, { json: body }).json<ProviderScreening>(),
  /** Provider Screening → Eligible or Ineligible (`decision`); Ineligible needs a comment. */
  completeProviderScreening: (applicantId: number, body: ProviderScreeningCompleteRequest) =>
    http
      .post(`${applicant(applicantId)}/complete-provider-screening`, { json: body })
      .json<ResponseBody<'/applicant-review/{applicantId}/complete-provider-screening', 'post'>>(),
  /** Eligible → Enrolled: each enrolled application becomes a participant. */
  enroll: (body: EnrollRequest) => http.post('enrollment/enroll', { json: body }).json<BulkActionResult>(),
  /** Enrolled → Recruited, to a worksite of a contract. */
  recruit: (body: RecruitRequest) => http.post('enrollment/recruit', { json: body }).json<BulkActionResult>(),
  /** Recruited or Awaiting Assignment → Enrolled, with a release reason. */
  release: (body: ReleaseRequest) => http.post('enrollment/release', { json: body }).json<BulkActionResult>(),
});

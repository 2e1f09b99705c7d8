import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';
import { createResource, type Resource } from '../resource.ts';

export type Job = components['schemas']['Job'];
export type JobWorker = components['schemas']['JobWorker'];
export type JobRenewRequest = RequestBody<'/jobs/{jobId}/renew', 'post'>;
export type BulkAssignRequest = RequestBody<'/jobs/bulk-assign', 'post'>;
export type BulkAssignResult = ResponseBody<'/jobs/bulk-assign', 'post'>;

const jobPath = (jobId: number) => `jobs/${encodeURIComponent(String(jobId))}`;

/**
 * Jobs (`/jobs`): the uniform resource (search, get, create, update, remove) and the calls of the
 * Jobs screen beyond it: renew for a new season, the participants assigned, bulk assignment. Each
 * has its Pact interaction (pact/consumer/jobs.pact.test.ts). Approval lives with the approvals.
 */
export function jobsApi(http: KyInstance): Resource<'/jobs'> & {
  renew: (jobId: number, body: JobRenewRequest) => Promise<Job>;
  workers: (jobId: number) => Promise<JobWorker[]>;
  bulkAssign: (body: BulkAssignRequest) => Promise<BulkAssignResult>;
} {
  const resource = createResource(http, '/jobs');
  return {
    ...resource,
    /** A copy of the job for a new season, Pending Approval, with `renewedFromJobId` (201). */
    renew: (jobId, body) =>
      http.post(`${jobPath(jobId)}/renew`, { json: body }).json<ResponseBody<'/jobs/{jobId}/renew', 'post'>>(),
    /** Every assignment of the job, current and past; SSNs masked. */
    workers: (jobId) => http.get(`${jobPath(jobId)}/workers`).json<ResponseBody<'/jobs/{jobId}/workers', 'get'>>(),
    /**
     * Assigns participants (each with the version read); refusals come per participant in `results`,
     * and a 409 when none could be assigned (e.g. over the job's capacity).
     */
    bulkAssign: (body) =>
      http.post('jobs/bulk-assign', { json: body }).json<ResponseBody<'/jobs/bulk-assign', 'post'>>(),
  };
}

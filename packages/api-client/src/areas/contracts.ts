import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';
import { createResource, type Resource } from '../resource.ts';

export type ContractDetail = components['schemas']['ContractDetail'];
export type ContractStatus = components['schemas']['ContractStatus'];
export type ContractStatusChangeRequest = RequestBody<'/contracts/{contractId}/activate', 'post'>;
export type ContractCopyRequest = RequestBody<'/contracts/{contractId}/copy', 'post'>;
export type CardDeliverySetup = components['schemas']['CardDeliverySetup'];
export type CardDeliverySetupSaveRequest = RequestBody<'/contracts/{contractId}/card-delivery', 'put'>;
export type ContractWorksiteLink = RequestBody<'/worksites/link', 'post'>;
export type ApprovalQueueItem = components['schemas']['ApprovalQueueItem'];
export type ApprovalFieldChange = components['schemas']['ApprovalFieldChange'];
export type ApprovalDecisionRequest = RequestBody<'/worksites/{worksiteId}/approve', 'post'>;

const contractPath = (contractId: number) => `contracts/${encodeURIComponent(String(contractId))}`;

/**
 * Contracts (`/contracts`): the uniform resource and the calls beyond it. The status is no field of
 * the update; it moves only through activate and close (ADR 061, x-transition), each with the
 * version read. Each call has its Pact interaction (pact/consumer/contracts.pact.test.ts).
 */
export function contractsApi(http: KyInstance): Resource<'/contracts'> & {
  activate: (contractId: number, body: ContractStatusChangeRequest) => Promise<ContractDetail>;
  close: (contractId: number, body: ContractStatusChangeRequest) => Promise<ContractDetail>;
  copy: (contractId: number, body: ContractCopyRequest) => Promise<ContractDetail>;
  cardDelivery: (contractId: number) => Promise<CardDeliverySetup>;
  saveCardDelivery: (contractId: number, body: CardDeliverySetupSaveRequest) => Promise<CardDeliverySetup>;
} {
  return {
    ...createResource(http, '/contracts'),
    /** Draft -> Active: worksites can be linked and jobs created from now on. */
    activate: (contractId, body) =>
      http
        .post(`${contractPath(contractId)}/activate`, { json: body })
        .json<ResponseBody<'/contracts/{contractId}/activate', 'post'>>(),
    /** Active -> Closed; refused (409) while timesheets of the contract are not payrolled. */
    close: (contractId, body) =>
      http
        .post(`${contractPath(contractId)}/close`, { json: body })
        .json<ResponseBody<'/contracts/{contractId}/close', 'post'>>(),
    /** A new Draft contract from this one, with a new code and period (201). */
    copy: (contractId, body) =>
      http
        .post(`${contractPath(contractId)}/copy`, { json: body })
        .json<ResponseBody<'/contracts/{contractId}/copy', 'post'>>(),
    /** The card delivery setup; 404 while the contract has none. */
    cardDelivery: (contractId) =>
      http
        .get(`${contractPath(contractId)}/card-delivery`)
        .json<ResponseBody<'/contracts/{contractId}/card-delivery', 'get'>>(),
    /** Creates (version 0) or replaces the card delivery setup. */
    saveCardDelivery: (contractId, body) =>
      http
        .put(`${contractPath(contractId)}/card-delivery`, { json: body })
        .json<ResponseBody<'/contracts/{contractId}/card-delivery', 'put'>>(),
  };
}

/**
 * The Worksite/Job Approvals queue (search only): the pending worksites and jobs the caller may
 * decide, each with what changed since its last approval. The interface hides the other operations,
 * which the contract does not define for this path.
 */
export function approvalQueueResource(http: KyInstance): Resource<'/worksites/approvals'> {
  const { path, search } = createResource(http, '/worksites/approvals');
  return { path, search } as Resource<'/worksites/approvals'>;
}

/** The decisions on worksites and jobs, and the worksite-contract links. */
export function approvalsApi(http: KyInstance) {
  return {
    /** Approves or rejects (with a reason) a Pending Approval worksite. */
    approveWorksite: (worksiteId: number, body: ApprovalDecisionRequest) =>
      http
        .post(`worksites/${encodeURIComponent(String(worksiteId))}/approve`, { json: body })
        .json<ResponseBody<'/worksites/{worksiteId}/approve', 'post'>>(),
    /** Approves or rejects (with a reason) a Pending Approval job. */
    approveJob: (jobId: number, body: RequestBody<'/jobs/{jobId}/approve', 'post'>) =>
      http
        .post(`jobs/${encodeURIComponent(String(jobId))}/approve`, { json: body })
        .json<ResponseBody<'/jobs/{jobId}/approve', 'post'>>(),
    /** Links an approved worksite to an Active contract. */
    link: (body: ContractWorksiteLink) =>
      http.post('worksites/link', { json: body }).json<ResponseBody<'/worksites/link', 'post'>>(),
    /** Unlinks; refused (409) while participants work in jobs of the contract there. */
    unlink: async (body: ContractWorksiteLink) => {
      await http.post('worksites/unlink', { json: body });
    },
  };
}

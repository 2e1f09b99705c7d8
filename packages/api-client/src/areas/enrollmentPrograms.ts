import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { RequestBody, ResponseBody } from '../http.ts';

export type EnrollmentProgramOption = components['schemas']['EnrollmentProgramOption'];
export type ContractPayrollDeliveryRequest = RequestBody<'/enrollment-programs/contract-payroll-delivery', 'post'>;
export type ContractPayrollDelivery = ResponseBody<'/enrollment-programs/contract-payroll-delivery', 'post'>;
export type EnrollmentProgramCopyRequest = RequestBody<'/enrollment-programs/{enrollmentProgramId}/copy', 'post'>;

/** Enrollment programs (spec section 7). */
export const enrollmentProgramsApi = (http: KyInstance) => ({
  /** Enrollment programs as options carrying their organization, for grouped select lists. */
  selectListWithOrganization: () =>
    http
      .get('enrollment-programs/select-list-with-org')
      .json<ResponseBody<'/enrollment-programs/select-list-with-org', 'get'>>(),
  /** How pay is delivered for a contract (and worksite): enrollment program, method, provider. */
  contractPayrollDelivery: (body: ContractPayrollDeliveryRequest) =>
    http.post('enrollment-programs/contract-payroll-delivery', { json: body }).json<ContractPayrollDelivery>(),
  /** A new enrollment program from this one under a new name, code and dates (answers 201 with it). */
  copy: (enrollmentProgramId: number, body: EnrollmentProgramCopyRequest) =>
    http
      .post(`enrollment-programs/${encodeURIComponent(String(enrollmentProgramId))}/copy`, { json: body })
      .json<ResponseBody<'/enrollment-programs/{enrollmentProgramId}/copy', 'post'>>(),
});

import type { KyInstance } from 'ky';
import type { components } from '../generated/schema.d.ts';
import type { ResponseBody } from '../http.ts';

export type Organization = components['schemas']['Organization'];
export type Contract = components['schemas']['Contract'];
export type OrganizationList = ResponseBody<'/organizations', 'get'>;
export type ContractList = ResponseBody<'/organizations/contract-codes', 'get'>;

/** Organizations the user may see, and their contract codes (spec section 7). */
export const organizationsApi = (http: KyInstance) => ({
  list: () => http.get('organizations').json<OrganizationList>(),
  /** The contracts (with their codes and dates) of every organization the user may see. */
  contractCodes: () => http.get('organizations/contract-codes').json<ContractList>(),
  /** The contracts of one organization. */
  contractCodesOf: (organizationId: number) =>
    http
      .get(`organizations/contract-codes/${organizationId}`)
      .json<ResponseBody<'/organizations/contract-codes/{organizationId}', 'get'>>(),
  /** Contract codes as select-list options. */
  contractCodeOptions: () =>
    http.get('organizations/contract-codes-list').json<ResponseBody<'/organizations/contract-codes-list', 'get'>>(),
});

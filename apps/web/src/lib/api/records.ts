import { recordsApi } from '@pathway/api-client';
import { http } from './http.ts';

// The uniform resources (search / get / create / update / remove), their paths defined once in
// @pathway/api-client.
export const {
  schools,
  taxCodes,
  incomeRanges,
  locationRecords,
  emailTemplates,
  programRecords,
  organizationRecords,
  userRecords,
  contractors,
  worksites,
  roles,
  permissions,
  groups,
  resources,
  enrollmentProgramRecords,
  payrollFileTypes,
  fsvCredentials,
  payrollCalendars,
  reportDefinitions,
} = /* @__PURE__ */ recordsApi(http);

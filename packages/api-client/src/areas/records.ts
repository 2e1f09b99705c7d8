import type { KyInstance } from 'ky';
import { createResource } from '../resource.ts';

/**
 * The uniform resources (search / get / create / update / remove), one line each, typed by the
 * path. The app (apps/web/src/lib/api/records.ts) and `createApi` both take them from here.
 */
export function recordsApi(http: KyInstance) {
  return {
    schools: createResource(http, '/schools'),
    taxCodes: createResource(http, '/tax-codes'),
    incomeRanges: createResource(http, '/income-ranges'),
    locationRecords: createResource(http, '/locations'),
    emailTemplates: createResource(http, '/email-templates'),
    programRecords: createResource(http, '/programs'),
    organizationRecords: createResource(http, '/organizations'),
    userRecords: createResource(http, '/users'),
    contractors: createResource(http, '/contractors'),
    worksites: createResource(http, '/worksites'),
    roles: createResource(http, '/roles'),
    permissions: createResource(http, '/permissions'),
    groups: createResource(http, '/groups'),
    resources: createResource(http, '/resources'),
    enrollmentProgramRecords: createResource(http, '/enrollment-programs'),
    payrollFileTypes: createResource(http, '/payroll/file-types'),
    fsvCredentials: createResource(http, '/fsv-credentials'),
    payrollCalendars: createResource(http, '/payroll/calendars'),
    reportDefinitions: createResource(http, '/report-definitions'),
  };
}

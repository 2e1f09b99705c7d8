import { createResource } from '@pathway/api-client';
import { http } from './http.ts';

// The uniform resources (search / get / create / update / remove), one line each, typed by the path.
export const schools = /* @__PURE__ */ createResource(http, '/schools');
export const taxCodes = /* @__PURE__ */ createResource(http, '/tax-codes');
export const incomeRanges = /* @__PURE__ */ createResource(http, '/income-ranges');
export const locationRecords = /* @__PURE__ */ createResource(http, '/locations');
export const emailTemplates = /* @__PURE__ */ createResource(http, '/email-templates');
export const programRecords = /* @__PURE__ */ createResource(http, '/programs');
export const organizationRecords = /* @__PURE__ */ createResource(http, '/organizations');
export const userRecords = /* @__PURE__ */ createResource(http, '/users');
export const contractors = /* @__PURE__ */ createResource(http, '/contractors');
export const worksites = /* @__PURE__ */ createResource(http, '/worksites');
export const roles = /* @__PURE__ */ createResource(http, '/roles');
export const permissions = /* @__PURE__ */ createResource(http, '/permissions');
export const groups = /* @__PURE__ */ createResource(http, '/groups');
export const resources = /* @__PURE__ */ createResource(http, '/resources');
export const enrollmentProgramRecords = /* @__PURE__ */ createResource(http, '/enrollment-programs');
export const payrollFileTypes = /* @__PURE__ */ createResource(http, '/payroll/file-types');
export const fsvCredentials = /* @__PURE__ */ createResource(http, '/fsv-credentials');
export const payrollCalendars = /* @__PURE__ */ createResource(http, '/payroll/calendars');
export const reportDefinitions = /* @__PURE__ */ createResource(http, '/report-definitions');

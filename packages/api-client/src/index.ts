import { applicantReviewApi } from './areas/applicantReview.ts';
import { authApi } from './areas/auth.ts';
import { availableTimesheetsApi } from './areas/availableTimesheets.ts';
import { contactsApi } from './areas/contacts.ts';
import { approvalQueueResource, approvalsApi, contractsApi } from './areas/contracts.ts';
import { dataDictionaryResource } from './areas/dataDictionary.ts';
import { documentsApi } from './areas/documents.ts';
import { applicationsResource, enrollmentApi, qualityReviewQueueResource } from './areas/enrollment.ts';
import { enrollmentProgramsApi } from './areas/enrollmentPrograms.ts';
import { lotteryApi } from './areas/lottery.ts';
import { placementApi } from './areas/placement.ts';
import {
  contractedWorksitesResource,
  enrollCandidatesResource,
  enrollmentPipelineApi,
  recruitCandidatesResource,
} from './areas/enrollmentPipeline.ts';
import { exportsApi } from './areas/exports.ts';
import { historyApi } from './areas/history.ts';
import { jobsApi } from './areas/jobs.ts';
import { libraryDocumentsApi } from './areas/libraryDocuments.ts';
import { locationsApi } from './areas/locations.ts';
import { lookupsApi } from './areas/lookups.ts';
import { notesApi } from './areas/notes.ts';
import { onlineApplicationApi } from './areas/onlineApplication.ts';
import { organizationsApi } from './areas/organizations.ts';
import {
  cardProviderFilesResource,
  payrollCheckPaymentsResource,
  payrollCycleApi,
  payrollExceptionsResource,
  payrollProcessesResource,
  payrollReconciliationResource,
} from './areas/payrollCycle.ts';
import { payrollIntegrityApi } from './areas/payrollIntegrity.ts';
import { gridPreferencesApi } from './areas/gridPreferences.ts';
import { programsApi } from './areas/programs.ts';
import { recordsApi } from './areas/records.ts';
import { businessViewsResource, dataExtractsResource, reportsApi } from './areas/reports.ts';
import { securityApi } from './areas/security.ts';
import { systemApi } from './areas/system.ts';
import { studentsApi } from './areas/students.ts';
import { timesheetsApi } from './areas/timesheets.ts';
import { usersApi } from './areas/users.ts';
import { createHttp, type HttpOptions } from './http.ts';

export type ApiOptions = HttpOptions;

/**
 * The one client of the Pathway /api, shared by the app, the Pact tests and Storybook; only the
 * prefix (and fetch) differ. Adding an area is one line in `areas` below.
 */
export function createApi(options: ApiOptions) {
  const http = createHttp(options);
  const areas = {
    auth: authApi(http),
    users: usersApi(http),
    gridPreferences: gridPreferencesApi(http),
    system: systemApi(http),
    contacts: contactsApi(http),
    notes: notesApi(http),
    history: historyApi(http),
    documents: documentsApi(http),
    lookups: lookupsApi(http),
    organizations: organizationsApi(http),
    programs: programsApi(http),
    enrollmentPrograms: enrollmentProgramsApi(http),
    locations: locationsApi(http),
    timesheets: timesheetsApi(http),
    availableTimesheets: availableTimesheetsApi(http),
    students: studentsApi(http),
    exports: exportsApi(http),
    reports: reportsApi(http),
    security: securityApi(http),
    enrollment: enrollmentApi(http),
    applicantReview: applicantReviewApi(http),
    enrollmentPipeline: enrollmentPipelineApi(http),
    lottery: lotteryApi(http),
    placement: placementApi(http),
    onlineApplication: onlineApplicationApi(http),
    // The uniform resources: search / get / create / update / remove.
    ...recordsApi(http),
    // Maintenance > Documents: system documents and the documents on participant files.
    libraryDocuments: libraryDocumentsApi(http),
    // Search, get and update only: entries come from the database.
    dataDictionary: dataDictionaryResource(http),
    // The resource plus renew, workers and bulk assignment (the Jobs screen).
    jobs: jobsApi(http),
    // Contracts with their status moves, copy and card delivery; approvals and worksite links.
    contracts: contractsApi(http),
    approvals: approvalsApi(http),
    approvalQueue: approvalQueueResource(http),
    // Search, get and delete only: applications are created online, never here.
    applications: applicationsResource(http),
    qualityReviewQueue: qualityReviewQueueResource(http),
    // Search only: the grids of Enroll Applicants and Recruit/Release, and where to recruit to.
    enrollCandidates: enrollCandidatesResource(http),
    recruitCandidates: recruitCandidatesResource(http),
    contractedWorksites: contractedWorksitesResource(http),
    // The uniform operations plus rows (a view opened as a grid).
    businessViews: businessViewsResource(http),
    // The uniform operations plus run (the extract's file).
    dataExtracts: dataExtractsResource(http),
    // The payroll cycle: processes and reconciliation are searched only; files are searched, read, removed.
    payrollCycle: payrollCycleApi(http),
    payrollProcesses: payrollProcessesResource(http),
    cardProviderFiles: cardProviderFilesResource(http),
    payrollReconciliation: payrollReconciliationResource(http),
    // Searched only; resolved by payrollCycle.resolveException.
    payrollExceptions: payrollExceptionsResource(http),
    // Searched only: the payments of the manual check run.
    payrollCheckPayments: payrollCheckPaymentsResource(http),
    // Payroll > Integrity: findings of a period, acknowledgements, thresholds (ADR 227).
    payrollIntegrity: payrollIntegrityApi(http),
  };
  return areas;
}

export type Api = ReturnType<typeof createApi>;

// The area factories one by one: an app that creates only the areas a chunk calls ships no other (ADR 177).
export { applicantReviewApi } from './areas/applicantReview.ts';
export { authApi } from './areas/auth.ts';
export { availableTimesheetsApi } from './areas/availableTimesheets.ts';
export { contactsApi } from './areas/contacts.ts';
export { approvalQueueResource, approvalsApi, contractsApi } from './areas/contracts.ts';
export { dataDictionaryResource } from './areas/dataDictionary.ts';
export { documentsApi } from './areas/documents.ts';
export { applicationsResource, enrollmentApi, qualityReviewQueueResource } from './areas/enrollment.ts';
export {
  contractedWorksitesResource,
  enrollCandidatesResource,
  enrollmentPipelineApi,
  recruitCandidatesResource,
} from './areas/enrollmentPipeline.ts';
export { enrollmentProgramsApi } from './areas/enrollmentPrograms.ts';
export { lotteryApi } from './areas/lottery.ts';
export { placementApi } from './areas/placement.ts';
export { exportsApi } from './areas/exports.ts';
export { historyApi } from './areas/history.ts';
export { jobsApi } from './areas/jobs.ts';
export { libraryDocumentsApi } from './areas/libraryDocuments.ts';
export { locationsApi } from './areas/locations.ts';
export { lookupsApi } from './areas/lookups.ts';
export { notesApi } from './areas/notes.ts';
export { onlineApplicationApi } from './areas/onlineApplication.ts';
export { organizationsApi } from './areas/organizations.ts';
// Whole: the payroll cycle's module exports its six factories and its types, nothing else, so the
// list imported above is not kept twice.
export * from './areas/payrollCycle.ts';
export { payrollIntegrityApi } from './areas/payrollIntegrity.ts';
export { gridPreferencesApi } from './areas/gridPreferences.ts';
export { programsApi } from './areas/programs.ts';
export { recordsApi } from './areas/records.ts';
export { businessViewsResource, dataExtractsResource, reportsApi } from './areas/reports.ts';
export { securityApi } from './areas/security.ts';
export { studentsApi } from './areas/students.ts';
export { systemApi } from './areas/system.ts';
export { timesheetsApi } from './areas/timesheets.ts';
export { usersApi } from './areas/users.ts';
export { createHttp, type HttpOptions, type RequestBody, type ResponseBody } from './http.ts';
export {
  createResource,
  type CreateBodyOf,
  type ItemPath,
  type Page,
  type Resource,
  type ResourcePath,
  type RowOf,
  type SearchFilter,
  type SearchRequest,
  type SortItem,
  type UpdateBodyOf,
} from './resource.ts';
export {
  toSearchRequest,
  toWireDate,
  MAX_PAGE_SIZE,
  type ChoiceOperators,
  type GridSearchQuery,
} from './searchRequest.ts';
export { ApiError, describeFailure, toApiError, FORBIDDEN_TEXT } from './errors.ts';
export type * from './areas/auth.ts';
export type * from './areas/users.ts';
export type * from './areas/gridPreferences.ts';
export type * from './areas/system.ts';
export type * from './areas/contacts.ts';
export type * from './areas/contracts.ts';
export type * from './areas/notes.ts';
export type * from './areas/history.ts';
export type * from './areas/onlineApplication.ts';
export type * from './areas/documents.ts';
export type * from './areas/libraryDocuments.ts';
export type * from './areas/lookups.ts';
export type * from './areas/organizations.ts';
export type * from './areas/programs.ts';
export type * from './areas/enrollment.ts';
export type * from './areas/applicantReview.ts';
export type * from './areas/enrollmentPrograms.ts';
export type * from './areas/lottery.ts';
export type * from './areas/placement.ts';
export type * from './areas/enrollmentPipeline.ts';
export type * from './areas/locations.ts';
export type * from './areas/timesheets.ts';
export type * from './areas/availableTimesheets.ts';
export type * from './areas/students.ts';
export type * from './areas/exports.ts';
export type * from './areas/reports.ts';
export type * from './areas/security.ts';
export type * from './areas/jobs.ts';
export type * from './areas/payrollIntegrity.ts';
export type { paths, components } from './generated/schema.d.ts';
export { CLAIMS, type Claim } from './generated/claims.ts';
export * from './generated/enums.ts';

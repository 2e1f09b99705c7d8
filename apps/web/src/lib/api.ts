/**
 * The app's API client, one module per area under ./api/ (the areas of @pathway/api-client on one
 * shared `http`). Import the namespace, `import * as api from '…/lib/api.ts'`, and call
 * `api.lookups.list(…)`: the build then puts into each screen's chunks the areas that screen calls
 * and no other (ADR 177). Code loaded on demand imports the area module itself.
 */
export * from './api/applicantReview.ts';
export * from './api/auth.ts';
export * from './api/availableTimesheets.ts';
export * from './api/contacts.ts';
export * from './api/contracts.ts';
export * from './api/dataDictionary.ts';
export * from './api/documents.ts';
export * from './api/enrollment.ts';
export * from './api/enrollmentPipeline.ts';
export * from './api/enrollmentPrograms.ts';
export * from './api/exports.ts';
export * from './api/gridPreferences.ts';
export * from './api/history.ts';
export * from './api/jobs.ts';
export * from './api/libraryDocuments.ts';
export * from './api/locations.ts';
export * from './api/lottery.ts';
export * from './api/placement.ts';
export * from './api/lookups.ts';
export * from './api/notes.ts';
export * from './api/onlineApplication.ts';
export * from './api/organizations.ts';
export * from './api/payrollCycle.ts';
export * from './api/payrollIntegrity.ts';
export * from './api/programs.ts';
export * from './api/records.ts';
export * from './api/reports.ts';
export * from './api/security.ts';
export * from './api/students.ts';
export * from './api/system.ts';
export * from './api/timesheets.ts';
export * from './api/users.ts';

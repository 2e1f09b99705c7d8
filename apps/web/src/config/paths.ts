import { fixed, guestPaths } from './guestPaths.ts';

/** A route with one parameter: its pattern and a link to one record. */
function withId<const P extends string>(path: P) {
  return {
    path,
    href: (id: string | number) => `/${path.replace(/:[A-Za-z]+/, encodeURIComponent(String(id)))}`,
  };
}

/**
 * Every route of the app in one typed object: `path` is the route pattern without a leading slash
 * (as react-router's route config wants it), `href` builds a link (hash routing adds the `#`). The
 * routes a signed-out visitor's first page uses come from ./guestPaths.ts.
 */
export const paths = {
  ...guestPaths,
  /** Activation from the e-mailed link: `#/user-activation?code=...`. */
  userActivation: {
    path: 'user-activation',
    href: (code?: string) =>
      code === undefined ? '/user-activation' : `/user-activation?${new URLSearchParams({ code }).toString()}`,
  },
  contractCodeValidation: fixed('contract-code-validation'),
  restrictedContent: fixed('restricted-content'),
  profile: fixed('profile'),
  /** `required: true` adds `?required=true`: the forced change after a password expiry. */
  changePassword: {
    path: 'change-password',
    href: (options: { required?: boolean } = {}) =>
      options.required ? '/change-password?required=true' : '/change-password',
  },
  /** An older route name that still reaches the same screen (as securityLogin does). */
  securityChangePassword: fixed('security/change-password'),
  qualityReviewPrint: withId('quality-review/:applicantId/print'),

  enrollment: fixed('enrollment'),
  maintainApplicants: fixed('enrollment/maintain-applicants'),
  enrollApplicants: fixed('enrollment/enroll-applicants'),
  qualityReview: fixed('enrollment/quality-review'),
  applicantReview: withId('enrollment/quality-review/:id'),
  providerScreening: fixed('enrollment/provider-screening'),
  applicantScreening: withId('enrollment/provider-screening/:id'),
  enrollmentEnrollmentPrograms: fixed('enrollment/enrollment-programs'),
  recruitRelease: fixed('enrollment/recruit'),
  lottery: fixed('enrollment/lottery'),
  placement: fixed('enrollment/placement'),

  participants: fixed('participants'),
  scheduleInterviews: fixed('participants/schedule-interviews'),
  updateInterview: fixed('participants/update-interview'),
  participantSearch: fixed('participants/search'),
  participantDetails: withId('participants/:id'),
  participantRecruit: fixed('participants/recruit'),
  participantRelease: fixed('participants/release'),
  addParticipant: fixed('participants/add-participant'),

  contract: fixed('contract'),
  contracts: fixed('contract/contract-code'),
  jobs: fixed('contract/jobs'),
  worksites: fixed('contract/worksites'),
  contractedWorksites: fixed('contract/contracted-worksites'),
  worksiteJobApprovals: fixed('contract/worksite-job-approvals'),
  contractors: fixed('contract/contractors'),

  payroll: fixed('payroll'),
  availableTimesheets: fixed('payroll/available-timesheets'),
  payrollProcessing: fixed('payroll/payroll-processing'),
  payrollReconciliation: fixed('payroll/payroll-reconciliation'),
  payrollIntegrity: fixed('payroll/integrity'),
  cardProviderFiles: fixed('payroll/card-provider-files'),
  cardProviderCredentials: fixed('payroll/fsv-credentials'),
  payrollCalendars: fixed('payroll/payroll-calendars'),
  payrollFileTypes: fixed('payroll/payroll-file-types'),

  reports: fixed('reports'),
  reportList: fixed('reports/reports'),
  reportDefinitions: fixed('reports/reports-definitions'),
  dataExtracts: fixed('reports/data-extracts'),
  businessViews: fixed('reports/business-views'),

  maintenance: fixed('maintenance'),
  dataDictionary: fixed('maintenance/data-dictionary'),
  findContractor: fixed('maintenance/find-contractor'),
  lookupOptions: fixed('maintenance/lookup-options'),
  maintainOrganizations: fixed('maintenance/maintain-organizations'),
  organizations: fixed('maintenance/maintain-organizations/organizations'),
  programs: fixed('maintenance/maintain-organizations/programs'),
  enrollmentPrograms: fixed('maintenance/maintain-organizations/enrollment-programs'),
  onlineAppConfigurations: fixed('maintenance/maintain-organizations/summer-app-configs'),
  schools: fixed('maintenance/schools'),
  taxCodes: fixed('maintenance/tax-codes'),
  security: fixed('maintenance/security'),
  roles: fixed('maintenance/security/roles'),
  permissions: fixed('maintenance/security/permissions'),
  // Security > Groups and Resources: not in the spec's menu, added as Security items (ADR 075).
  groups: fixed('maintenance/security/groups'),
  resources: fixed('maintenance/security/resources'),
  sessionTimeLimit: fixed('maintenance/security/session-time-limit'),
  users: fixed('maintenance/security/users'),
  incomeRanges: fixed('maintenance/income-ranges'),
  locations: fixed('maintenance/locations'),
  emailTemplates: fixed('maintenance/email-templates'),
  documents: fixed('maintenance/documents'),
} as const;

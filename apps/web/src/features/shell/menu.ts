import { paths } from '../../config/paths.ts';
import { hasClaim, type Claims } from '../../lib/jwt.ts';

/** One node of the menu tree of spec section 2; every node is also a route. */
export interface MenuNode {
  /** Text in the menu and the breadcrumb. */
  label: string;
  /** The full route path without a leading slash; links are built as path/subpath/subsubpath. */
  path: string;
  /** The claim that must be "true" to see the item and open the route; none means a login is enough. */
  claim?: string;
  /** Items reached from a record (`:id`): routes, never menu entries. */
  dynamic?: boolean;
  /** The child the parent path redirects to. */
  isDefault?: boolean;
  /** A route of its own at the top level (spec section 2): guarded by its own claim only, not its parents'. */
  standalone?: boolean;
  children?: readonly MenuNode[];
}

const leaf = (label: string, path: string, claim?: string, extra: Partial<MenuNode> = {}): MenuNode => ({
  label,
  path,
  ...(claim ? { claim } : {}),
  ...extra,
});

/**
 * The whole menu tree. Section claims follow the route table; child claims follow the menu tree
 * (ADR 040: where both name a claim, both are required).
 */
export const menuTree: readonly MenuNode[] = [
  {
    label: 'Enrollment',
    path: paths.enrollment.path,
    claim: 'MAINTAIN_ENROLLEES',
    children: [
      leaf('Maintain Applicants', paths.maintainApplicants.path, 'MAINTAIN_ENROLLEES', { isDefault: true }),
      leaf('Enroll Applicants', paths.enrollApplicants.path, 'ENROLL_APPLICANTS'),
      leaf('Quality Review', paths.qualityReview.path, 'QUALITY_REVIEW'),
      leaf('Applicant Review', paths.applicantReview.path, undefined, { dynamic: true }),
      leaf('Provider Screening', paths.providerScreening.path, 'PROVIDER_SCREENING'),
      leaf('Applicant Screening', paths.applicantScreening.path, undefined, { dynamic: true }),
      leaf('Enrollment Programs', paths.enrollmentEnrollmentPrograms.path),
      leaf('Recruit/Release', paths.recruitRelease.path, 'RECRUIT_ENROLLEES'),
    ],
  },
  {
    label: 'Participants',
    path: paths.participants.path,
    claim: 'MAINTAIN_STUDENTS',
    children: [
      leaf('Schedule Interviews', paths.scheduleInterviews.path),
      leaf('Update Interview', paths.updateInterview.path),
      leaf('Search', paths.participantSearch.path, 'VIEW_STUDENT', { isDefault: true }),
      leaf('Recruit', paths.participantRecruit.path),
      leaf('Release', paths.participantRelease.path),
      leaf('Add Participant', paths.addParticipant.path),
      leaf('Details', paths.participantDetails.path, 'VIEW_STUDENT', { dynamic: true }),
    ],
  },
  {
    label: 'Contract',
    path: paths.contract.path,
    claim: 'LOGIN',
    children: [
      leaf('Contracts', paths.contracts.path),
      leaf('Jobs', paths.jobs.path),
      leaf('Worksites', paths.worksites.path),
      leaf('Contracted Worksites', paths.contractedWorksites.path),
      leaf('Worksite/Job Approvals', paths.worksiteJobApprovals.path),
      leaf('Contractors', paths.contractors.path, 'VIEW_CONTRACTOR'),
    ],
  },
  {
    label: 'Payroll',
    path: paths.payroll.path,
    claim: 'MAINTAIN_STUDENTS',
    children: [
      leaf('Available Timesheets', paths.availableTimesheets.path, 'PAYROLL'),
      leaf('Payroll Processing', paths.payrollProcessing.path, 'PAYROLL_PROCESSING'),
      leaf('Payroll Reconciliation', paths.payrollReconciliation.path),
      leaf('Card Provider Files', paths.cardProviderFiles.path, 'FSV_FILES'),
      leaf('Card Provider Credentials', paths.cardProviderCredentials.path, 'FSV_FILES'),
      leaf('Payroll Calendars', paths.payrollCalendars.path, 'PAYROLL_CALENDAR'),
      leaf('Payroll File Types', paths.payrollFileTypes.path, 'MAINTAIN_PAYROLL_FILE_TYPES'),
    ],
  },
  {
    label: 'Reports',
    path: paths.reports.path,
    children: [
      leaf('Reports', paths.reportList.path),
      leaf('Reports Definitions', paths.reportDefinitions.path),
      leaf('Data Extracts', paths.dataExtracts.path),
      leaf('Business Views', paths.businessViews.path),
    ],
  },
  {
    label: 'Maintenance',
    path: paths.maintenance.path,
    claim: 'SCHEDULE_SCREENING',
    children: [
      leaf('Data Dictionary', paths.dataDictionary.path),
      leaf('Find Contractor', paths.findContractor.path),
      leaf('Lookup Options', paths.lookupOptions.path, 'LOOKUP_OPTIONS'),
      {
        label: 'Maintain Organizations',
        path: paths.maintainOrganizations.path,
        claim: 'PROGRAMS',
        children: [
          leaf('Organizations', paths.organizations.path),
          leaf('Programs', paths.programs.path),
          leaf('Enrollment Programs', paths.enrollmentPrograms.path),
          leaf('Online App Configurations', paths.onlineAppConfigurations.path),
        ],
      },
      leaf('Schools', paths.schools.path, 'SCHOOLS'),
      leaf('Tax Codes', paths.taxCodes.path),
      {
        label: 'Security',
        path: paths.security.path,
        claim: 'SECURITY',
        children: [
          leaf('Roles', paths.roles.path),
          leaf('Permissions', paths.permissions.path),
          leaf('Session Time Limit', paths.sessionTimeLimit.path, 'MAINTAIN_SESSION_TIME_LIMIT', { standalone: true }),
          leaf('Users', paths.users.path),
        ],
      },
      leaf('Income Ranges', paths.incomeRanges.path, 'MAINTAIN_INCOME_RANGES'),
      leaf('Locations', paths.locations.path),
      leaf('Email Templates', paths.emailTemplates.path, 'MAINTAIN_EMAIL_TEMPLATES'),
      leaf('Documents', paths.documents.path, 'MAINTAIN_DOCUMENTS'),
    ],
  },
];

/** Whether the claims allow one node (its own claim only; ancestors are checked on the way down). */
function allows(node: Pick<MenuNode, 'claim'>, claims: Claims): boolean {
  return node.claim === undefined || hasClaim(claims, node.claim);
}

/**
 * The menu a user sees: dynamic items never, items without their claim hidden, and a group hidden
 * when nothing under it is left to open.
 */
export function filterMenu(nodes: readonly MenuNode[], claims: Claims): MenuNode[] {
  const visible: MenuNode[] = [];
  for (const node of nodes) {
    if (node.dynamic === true || !allows(node, claims)) continue;
    if (node.children) {
      const children = filterMenu(node.children, claims);
      if (children.length === 0) continue;
      visible.push({ ...node, children });
    } else {
      visible.push(node);
    }
  }
  return visible;
}

/** Every claim the tree names, once each: what a user needs to see the whole menu. */
export function claimsNamedBy(nodes: readonly MenuNode[] = menuTree): string[] {
  const names = new Set<string>();
  const visit = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.claim !== undefined) names.add(node.claim);
      if (node.children) visit(node.children);
    }
  };
  visit(nodes);
  return [...names];
}

import { paths } from '../../config/paths.ts';
import type { ScreenName, ScreenRef, SectionName } from '../../app/sectionModules.ts';
import type { Claim } from '../../kit/claims.ts';
import { hasClaim, type Claims } from '../../lib/jwt.ts';

/** Any signed-in user may open the node: the one access rule that names no claim. */
export const SIGNED_IN = 'signed-in';

/** Who may open a node: a claim of the spec, or any signed-in user. Every node says (deny by default). */
export type MenuAccess = Claim | typeof SIGNED_IN;

/** One node of the menu tree of spec section 2; every node is also a route. */
export interface MenuNode {
  /** Text in the menu and the breadcrumb. */
  label: string;
  /** The full route path without a leading slash; links are built as path/subpath/subsubpath. */
  path: string;
  /** The claim that must be "true" to see the item and open the route, or SIGNED_IN. Required. */
  access: MenuAccess;
  /** The screen a leaf opens: a named screen of its section's module (type-checked). */
  screen?: ScreenRef;
  /** Items reached from a record (`:id`): routes, never menu entries. */
  dynamic?: boolean;
  /** The child the parent path redirects to. */
  isDefault?: boolean;
  /** A route of its own at the top level (spec section 2): guarded by its own access only, not its parents'. */
  standalone?: boolean;
  children?: readonly MenuNode[];
}

type LeafOptions = Pick<MenuNode, 'dynamic' | 'isDefault' | 'standalone'>;

/**
 * The leaf builder of one section: its leaves can only name screens of that section's module, so a
 * route never falls back to another section's screens.
 */
function leavesOf<S extends SectionName>(section: S) {
  return (label: string, path: string, screen: ScreenName<S>, access: MenuAccess, extra: LeafOptions = {}): MenuNode =>
    // TypeScript cannot see that one S picks one member of the ScreenRef union; `screen` was checked above.
    ({ label, path, access, screen: { section, name: screen } as ScreenRef, ...extra });
}

const group = (label: string, path: string, access: MenuAccess, children: readonly MenuNode[]): MenuNode => ({
  label,
  path,
  access,
  children,
});

const enrollment = leavesOf('enrollment');
const participants = leavesOf('participants');
const contract = leavesOf('contract');
const payroll = leavesOf('payroll');
const reports = leavesOf('reports');
const maintenance = leavesOf('maintenance');

/**
 * The whole menu tree. Section claims follow the route table; child claims follow the menu tree
 * (ADR 040: where both name a claim, both are required). Items the spec lists without a claim are
 * open to any signed-in user who may open their section, and say so.
 */
export const menuTree: readonly MenuNode[] = [
  group('Enrollment', paths.enrollment.path, 'MAINTAIN_ENROLLEES', [
    enrollment('Maintain Applicants', paths.maintainApplicants.path, 'maintainApplicants', 'MAINTAIN_ENROLLEES', {
      isDefault: true,
    }),
    enrollment('Enroll Applicants', paths.enrollApplicants.path, 'enrollApplicants', 'ENROLL_APPLICANTS'),
    enrollment('Quality Review', paths.qualityReview.path, 'qualityReview', 'QUALITY_REVIEW'),
    enrollment('Applicant Review', paths.applicantReview.path, 'applicantReview', SIGNED_IN, { dynamic: true }),
    enrollment('Provider Screening', paths.providerScreening.path, 'providerScreening', 'PROVIDER_SCREENING'),
    enrollment('Applicant Screening', paths.applicantScreening.path, 'applicantScreening', SIGNED_IN, {
      dynamic: true,
    }),
    enrollment('Enrollment Programs', paths.enrollmentEnrollmentPrograms.path, 'enrollmentPrograms', SIGNED_IN),
    enrollment('Recruit/Release', paths.recruitRelease.path, 'recruitRelease', 'RECRUIT_ENROLLEES'),
    // Issue 30: not in the spec's menu; beside the screens it feeds (enroll, then recruit).
    enrollment('Lottery', paths.lottery.path, 'lottery', 'ENROLL_APPLICANTS'),
    enrollment('Placement', paths.placement.path, 'placement', 'WORKER_JOB_ASSIGNMENT'),
  ]),
  group('Participants', paths.participants.path, 'MAINTAIN_STUDENTS', [
    participants('Schedule Interviews', paths.scheduleInterviews.path, 'scheduleInterviews', SIGNED_IN),
    participants('Update Interview', paths.updateInterview.path, 'updateInterview', SIGNED_IN),
    participants('Search', paths.participantSearch.path, 'search', 'VIEW_STUDENT', { isDefault: true }),
    participants('Recruit', paths.participantRecruit.path, 'recruit', SIGNED_IN),
    participants('Release', paths.participantRelease.path, 'release', SIGNED_IN),
    participants('Add Participant', paths.addParticipant.path, 'addParticipant', SIGNED_IN),
    participants('Details', paths.participantDetails.path, 'details', 'VIEW_STUDENT', { dynamic: true }),
  ]),
  group('Contract', paths.contract.path, 'LOGIN', [
    contract('Contracts', paths.contracts.path, 'contracts', SIGNED_IN),
    contract('Jobs', paths.jobs.path, 'jobs', SIGNED_IN),
    contract('Worksites', paths.worksites.path, 'worksites', SIGNED_IN),
    contract('Contracted Worksites', paths.contractedWorksites.path, 'contractedWorksites', SIGNED_IN),
    contract('Worksite/Job Approvals', paths.worksiteJobApprovals.path, 'worksiteJobApprovals', SIGNED_IN),
    contract('Contractors', paths.contractors.path, 'contractors', 'VIEW_CONTRACTOR'),
  ]),
  group('Payroll', paths.payroll.path, 'MAINTAIN_STUDENTS', [
    payroll('Available Timesheets', paths.availableTimesheets.path, 'availableTimesheets', 'PAYROLL'),
    payroll('Payroll Processing', paths.payrollProcessing.path, 'payrollProcessing', 'PAYROLL_PROCESSING'),
    payroll('Payroll Reconciliation', paths.payrollReconciliation.path, 'payrollReconciliation', SIGNED_IN),
    payroll('Payroll Integrity', paths.payrollIntegrity.path, 'payrollIntegrity', 'PAYROLL_PROCESSING'),
    payroll('Card Provider Files', paths.cardProviderFiles.path, 'cardProviderFiles', 'FSV_FILES'),
    payroll('Card Provider Credentials', paths.cardProviderCredentials.path, 'cardProviderCredentials', 'FSV_FILES'),
    payroll('Payroll Calendars', paths.payrollCalendars.path, 'payrollCalendars', 'PAYROLL_CALENDAR'),
    payroll('Payroll File Types', paths.payrollFileTypes.path, 'payrollFileTypes', 'MAINTAIN_PAYROLL_FILE_TYPES'),
  ]),
  group('Reports', paths.reports.path, SIGNED_IN, [
    reports('Reports', paths.reportList.path, 'reports', SIGNED_IN),
    reports('Reports Definitions', paths.reportDefinitions.path, 'reportDefinitions', SIGNED_IN),
    reports('Data Extracts', paths.dataExtracts.path, 'dataExtracts', SIGNED_IN),
    reports('Business Views', paths.businessViews.path, 'businessViews', SIGNED_IN),
  ]),
  group('Maintenance', paths.maintenance.path, 'SCHEDULE_SCREENING', [
    maintenance('Data Dictionary', paths.dataDictionary.path, 'dataDictionary', SIGNED_IN),
    maintenance('Find Contractor', paths.findContractor.path, 'findContractor', SIGNED_IN),
    maintenance('Lookup Options', paths.lookupOptions.path, 'lookupOptions', 'LOOKUP_OPTIONS'),
    group('Maintain Organizations', paths.maintainOrganizations.path, 'PROGRAMS', [
      maintenance('Organizations', paths.organizations.path, 'organizations', SIGNED_IN),
      maintenance('Programs', paths.programs.path, 'programs', SIGNED_IN),
      maintenance('Enrollment Programs', paths.enrollmentPrograms.path, 'enrollmentPrograms', SIGNED_IN),
      maintenance(
        'Online App Configurations',
        paths.onlineAppConfigurations.path,
        'onlineAppConfigurations',
        SIGNED_IN,
      ),
    ]),
    maintenance('Schools', paths.schools.path, 'schools', 'SCHOOLS'),
    maintenance('Tax Codes', paths.taxCodes.path, 'taxCodes', SIGNED_IN),
    group('Security', paths.security.path, 'SECURITY', [
      maintenance('Roles', paths.roles.path, 'roles', SIGNED_IN),
      maintenance('Permissions', paths.permissions.path, 'permissions', SIGNED_IN),
      // Not in the spec's menu: Security items of our own, each behind its maintenance claim (ADR 075).
      maintenance('Groups', paths.groups.path, 'groups', 'MAINTAIN_GROUPS'),
      maintenance('Resources', paths.resources.path, 'resources', 'MAINTAIN_RESOURCES'),
      maintenance(
        'Session Time Limit',
        paths.sessionTimeLimit.path,
        'sessionTimeLimit',
        'MAINTAIN_SESSION_TIME_LIMIT',
        {
          standalone: true,
        },
      ),
      maintenance('Users', paths.users.path, 'users', SIGNED_IN),
    ]),
    maintenance('Income Ranges', paths.incomeRanges.path, 'incomeRanges', 'MAINTAIN_INCOME_RANGES'),
    maintenance('Locations', paths.locations.path, 'locations', SIGNED_IN),
    maintenance('Email Templates', paths.emailTemplates.path, 'emailTemplates', 'MAINTAIN_EMAIL_TEMPLATES'),
    maintenance('Documents', paths.documents.path, 'documents', 'MAINTAIN_DOCUMENTS'),
  ]),
];

/** Whether the claims allow one node (its own claim only; ancestors are checked on the way down). */
function allows(node: Pick<MenuNode, 'access'>, claims: Claims): boolean {
  return node.access === SIGNED_IN || hasClaim(claims, node.access);
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
export function claimsNamedBy(nodes: readonly MenuNode[] = menuTree): Claim[] {
  const names = new Set<Claim>();
  const visit = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.access !== SIGNED_IN) names.add(node.access);
      if (node.children) visit(node.children);
    }
  };
  visit(nodes);
  return [...names];
}

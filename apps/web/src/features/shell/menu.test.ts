import { describe, expect, it } from 'vitest';
import { claimsNamedBy, filterMenu, menuTree, type MenuNode } from './menu.ts';

const labels = (nodes: readonly MenuNode[]): unknown[] =>
  nodes.map((node) => (node.children ? { [node.label]: labels(node.children) } : node.label));

const allClaims = (): Record<string, string> => Object.fromEntries(claimsNamedBy().map((claim) => [claim, 'true']));

describe('filterMenu', () => {
  it('shows the whole tree to a user with every claim, without the dynamic items', () => {
    const menu = labels(filterMenu(menuTree, allClaims()));
    expect(menu).toEqual([
      {
        Enrollment: [
          'Maintain Applicants',
          'Enroll Applicants',
          'Quality Review',
          'Provider Screening',
          'Enrollment Programs',
          'Recruit/Release',
          'Lottery',
          'Placement',
        ],
      },
      { Participants: ['Schedule Interviews', 'Update Interview', 'Search', 'Recruit', 'Release', 'Add Participant'] },
      {
        Contract: ['Contracts', 'Jobs', 'Worksites', 'Contracted Worksites', 'Worksite/Job Approvals', 'Contractors'],
      },
      {
        Payroll: [
          'Available Timesheets',
          'Payroll Processing',
          'Payroll Reconciliation',
          'Payroll Integrity',
          'Card Provider Files',
          'Card Provider Credentials',
          'Payroll Calendars',
          'Payroll File Types',
        ],
      },
      { Reports: ['Reports', 'Reports Definitions', 'Data Extracts', 'Business Views'] },
      {
        Maintenance: [
          'Data Dictionary',
          'Find Contractor',
          'Lookup Options',
          {
            'Maintain Organizations': ['Organizations', 'Programs', 'Enrollment Programs', 'Online App Configurations'],
          },
          'Schools',
          'Tax Codes',
          { Security: ['Roles', 'Permissions', 'Groups', 'Resources', 'Session Time Limit', 'Users'] },
          'Income Ranges',
          'Locations',
          'Email Templates',
          'Documents',
        ],
      },
    ]);
  });

  it('hides items whose claim is missing or not the text "true", and sections the user cannot open', () => {
    const claims = {
      LOGIN: 'true',
      VIEW_CONTRACTOR: 'false',
      MAINTAIN_STUDENTS: 'true',
      PAYROLL: 'true',
      FSV_FILES: 'TRUE',
    };
    expect(labels(filterMenu(menuTree, claims))).toEqual([
      { Participants: ['Schedule Interviews', 'Update Interview', 'Recruit', 'Release', 'Add Participant'] },
      { Contract: ['Contracts', 'Jobs', 'Worksites', 'Contracted Worksites', 'Worksite/Job Approvals'] },
      { Payroll: ['Available Timesheets', 'Payroll Reconciliation'] },
      { Reports: ['Reports', 'Reports Definitions', 'Data Extracts', 'Business Views'] },
    ]);
  });

  it('hides a sub-group without its claim even when its children are allowed', () => {
    const claims = { SCHEDULE_SCREENING: 'true', MAINTAIN_SESSION_TIME_LIMIT: 'true', PROGRAMS: 'true' };
    const maintenance = filterMenu(menuTree, claims).find((node) => node.label === 'Maintenance');
    expect(maintenance?.children?.map((node) => node.label)).toEqual([
      'Data Dictionary',
      'Find Contractor',
      'Maintain Organizations',
      'Tax Codes',
      'Locations',
    ]);
  });

  it('builds links as path/subpath/subsubpath', () => {
    const maintenance = filterMenu(menuTree, allClaims()).find((node) => node.label === 'Maintenance');
    const security = maintenance?.children?.find((node) => node.label === 'Security');
    expect(security?.children?.map((node) => node.path)).toEqual([
      'maintenance/security/roles',
      'maintenance/security/permissions',
      'maintenance/security/groups',
      'maintenance/security/resources',
      'maintenance/security/session-time-limit',
      'maintenance/security/users',
    ]);
  });
});

describe('claimsNamedBy', () => {
  it('names each claim of the tree once, so granting them all shows every menu item', () => {
    const claims = claimsNamedBy();
    expect(new Set(claims).size).toBe(claims.length);
    expect(claims).toEqual(expect.arrayContaining(['MAINTAIN_ENROLLEES', 'FSV_FILES', 'MAINTAIN_DOCUMENTS']));
    const countItems = (nodes: readonly MenuNode[]): number =>
      nodes.reduce((sum, node) => sum + 1 + countItems(node.children ?? []), 0);
    const nonDynamic = (nodes: readonly MenuNode[]): MenuNode[] =>
      nodes
        .filter((node) => node.dynamic !== true)
        .map((node) => (node.children ? { ...node, children: nonDynamic(node.children) } : node));
    expect(countItems(filterMenu(menuTree, allClaims()))).toBe(countItems(nonDynamic(menuTree)));
  });
});

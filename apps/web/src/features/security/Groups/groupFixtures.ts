import type { RowOf } from '@pathway/api-client';

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

export const groups: RowOf<'/groups'>[] = [
  {
    id: 9,
    name: 'Payroll Clerks',
    description: 'Staff who prepare and submit timesheets for payroll.',
    organizationId: 3,
    userCount: 1,
    resourceCount: 1,
    version: 3,
    ...audit,
  },
];

export const resources: RowOf<'/resources'>[] = [
  {
    id: 31,
    name: 'Available Timesheets',
    description: 'Payroll > Available Timesheets screen.',
    resourceType: 'Screen',
    path: 'payroll/available-timesheets',
    groupCount: 1,
    version: 1,
    ...audit,
  },
  {
    id: 32,
    name: 'Worksite Roster',
    description: null,
    resourceType: 'Report',
    path: '/reports/worksite-roster',
    groupCount: 0,
    version: 1,
    ...audit,
  },
];

export const filledGroups = {
  'POST /groups/search': { body: { items: groups, total: groups.length } },
  'POST /resources/search': { body: { items: resources, total: resources.length } },
  'GET /groups/9/resources': { body: [{ resourceId: 31, name: 'Available Timesheets', resourceType: 'Screen' }] },
  'GET /organizations': { body: [{ id: 3, name: 'Partner4Work' }] },
};

import type { RowOf } from '@pathway/api-client';

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

export const roles: RowOf<'/roles'>[] = [
  {
    id: 5,
    name: 'Payroll Manager',
    description: 'Approves timesheets and processes payroll.',
    scope: 'ORGANIZATION',
    userCount: 3,
    permissionCount: 2,
    version: 4,
    ...audit,
  },
  {
    id: 6,
    name: 'Case Worker',
    description: 'Follows participants.',
    scope: 'ORGANIZATION',
    userCount: 0,
    permissionCount: 0,
    version: 1,
    ...audit,
  },
];

export const permissions: RowOf<'/permissions'>[] = [
  { id: 41, name: 'PAYROLL_PROCESSING', description: null, scope: 'ORGANIZATION', roleCount: 1, version: 1, ...audit },
  { id: 42, name: 'PAYROLL', description: null, scope: 'ORGANIZATION', roleCount: 1, version: 1, ...audit },
  { id: 57, name: 'REPORTS', description: null, scope: 'GLOBAL', roleCount: 0, version: 1, ...audit },
];

export const rolePermissions = [
  { permissionId: 41, name: 'PAYROLL_PROCESSING', scope: 'ORGANIZATION' as const },
  { permissionId: 42, name: 'PAYROLL', scope: 'ORGANIZATION' as const },
];

export const roleUsers = [
  {
    userId: 211,
    userName: 'kwashington',
    firstName: 'Keisha',
    lastName: 'Washington',
    email: 'kwashington@example.org',
    userType: 'organization' as const,
  },
];

export const filledRoles = {
  'POST /roles/search': { body: { items: roles, total: roles.length } },
  'POST /permissions/search': { body: { items: permissions, total: permissions.length } },
  'GET /roles/5/permissions': { body: rolePermissions },
  'GET /roles/5/users': { body: roleUsers },
};

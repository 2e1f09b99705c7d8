import type { RowOf } from '@pathway/api-client';

type User = RowOf<'/users'>;

const audit = {
  createDate: '2026-03-02T15:20:00Z',
  createUser: 'mthompson',
  lastUpdateDate: '2026-05-18T11:45:00Z',
  lastUpdateUser: 'mthompson',
};

/** Users as Security > Users lists them: one the caller may not change, one in groups, one inactive. */
export const users: User[] = [
  {
    id: 1187,
    userName: 'dwilliams',
    firstName: 'Darnell',
    lastName: 'Williams',
    email: 'dwilliams@example.org',
    userType: 'organization',
    organizations: [{ id: 3, name: 'Partner4Work' }],
    roles: [{ id: 12, name: 'Case Worker' }],
    isActive: true,
    canEdit: true,
    canRemove: true,
    groupCount: 2,
    version: 2,
    ...audit,
  },
  {
    id: 1,
    userName: 'admin',
    firstName: 'Avery',
    lastName: 'Admin',
    email: 'admin@example.org',
    userType: 'global',
    organizations: [],
    roles: [{ id: 1, name: 'Administrator' }],
    isActive: true,
    canEdit: false,
    canRemove: false,
    groupCount: 0,
    version: 5,
    ...audit,
  },
  {
    id: 1190,
    userName: 'mlopez',
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'mlopez@example.org',
    userType: 'organization',
    organizations: [{ id: 3, name: 'Partner4Work' }],
    roles: [{ id: 12, name: 'Case Worker' }],
    isActive: false,
    canEdit: true,
    canRemove: true,
    groupCount: 0,
    version: 1,
    ...audit,
  },
];

export const organizations = [
  { id: 3, name: 'Partner4Work' },
  { id: 4, name: 'Urban League' },
];

const roleAudit = { ...audit, userCount: 1, permissionCount: 3 };

export const roleRows = [
  {
    id: 1,
    name: 'Administrator',
    description: 'Every permission.',
    scope: 'GLOBAL' as const,
    version: 1,
    ...roleAudit,
  },
  { id: 12, name: 'Case Worker', description: 'Case work.', scope: 'ORGANIZATION' as const, version: 2, ...roleAudit },
  {
    id: 14,
    name: 'Enrollment Specialist',
    description: null,
    scope: 'ORGANIZATION' as const,
    version: 1,
    ...roleAudit,
  },
  { id: 20, name: 'Contractor Staff', description: null, scope: 'CONTRACTOR' as const, version: 1, ...roleAudit },
];

export const userRoles = {
  userId: 1187,
  version: 2,
  roles: [
    { id: 12, name: 'Case Worker', scope: 'ORGANIZATION' as const, isAssigned: true },
    { id: 14, name: 'Enrollment Specialist', scope: 'ORGANIZATION' as const, isAssigned: false },
  ],
};

/** The answers the Users screen asks for, filled. */
export const filledUsers = {
  'POST /users/search': { body: { items: users, total: users.length } },
  'GET /organizations': { body: organizations },
  'POST /roles/search': { body: { items: roleRows, total: roleRows.length } },
};

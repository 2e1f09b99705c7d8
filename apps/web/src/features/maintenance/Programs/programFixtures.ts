import type { Organization, RowOf } from '@pathway/api-client';

type Program = RowOf<'/programs'>;

const audit = {
  createDate: '2025-11-03T15:00:00Z',
  createUser: 'mthompson',
  lastUpdateDate: '2026-04-01T12:30:00Z',
  lastUpdateUser: 'mthompson',
};

/** Programs of two organizations as the search answers them. */
export const programs: Program[] = [
  {
    id: 7,
    name: 'Summer Youth Employment Program',
    code: 'SYEP',
    description: 'Six-week paid summer work experience for Pittsburgh youth aged 14 to 21.',
    organizationId: 3,
    organizationName: 'Partner4Work',
    startDate: '2026-06-29',
    endDate: '2026-08-28',
    isActive: true,
    ...audit,
    version: 5,
  },
  {
    id: 8,
    name: 'Year-Round Youth Program',
    code: 'YRYP',
    organizationId: 3,
    organizationName: 'Partner4Work',
    isActive: true,
    ...audit,
    version: 1,
  },
  {
    id: 9,
    name: 'Hill District Learn & Earn',
    code: 'HDLE',
    organizationId: 4,
    organizationName: 'Hill District Consensus Group',
    startDate: '2025-06-30',
    endDate: '2025-08-29',
    isActive: false,
    ...audit,
    version: 2,
  },
];

export const organizations: Organization[] = [
  { id: 3, name: 'Partner4Work' },
  { id: 4, name: 'Hill District Consensus Group' },
];

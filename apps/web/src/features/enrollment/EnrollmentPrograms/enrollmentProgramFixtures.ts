import type { RowOf } from '@pathway/api-client';
import type { Handler } from '../../../kit/testing/kitHarness.tsx';

const audit = {
  createDate: '2025-12-01T14:00:00Z',
  createUser: 'mthompson',
  lastUpdateDate: '2026-01-20T10:30:00Z',
  lastUpdateUser: 'mthompson',
};

/** Enrollment programs of two organizations as the search answers them. */
export const enrollmentPrograms: RowOf<'/enrollment-programs'>[] = [
  {
    id: 21,
    name: 'SYEP 2026 Summer Cohort',
    code: 'SYEP-26',
    programId: 7,
    programName: 'Summer Youth Employment Program',
    organizationId: 3,
    organizationName: 'Partner4Work',
    fundingSourceId: 5,
    startDate: '2026-06-29',
    endDate: '2026-08-28',
    applicationStartDate: '2026-02-01',
    applicationEndDate: '2026-05-15',
    minAge: 14,
    maxAge: 21,
    hourlyRate: 12.5,
    maxHoursPerStudent: 240,
    maxIncentiveAmount: 400,
    paymentMethod: 'Debit',
    isActive: true,
    ...audit,
    version: 3,
  },
  {
    id: 22,
    name: 'Year-Round Youth 2026',
    code: 'YR-26',
    programId: 8,
    programName: 'Year-Round Youth Program',
    organizationId: 5,
    organizationName: 'Three Rivers Youth Works',
    startDate: '2026-01-05',
    endDate: '2026-12-18',
    minAge: 16,
    maxAge: 24,
    isActive: false,
    ...audit,
    version: 1,
  },
];

export const filledApi: Record<string, Handler> = {
  'POST /enrollment-programs/search': { body: { items: enrollmentPrograms, total: enrollmentPrograms.length } },
  'GET /organizations': {
    body: [
      { id: 3, name: 'Partner4Work' },
      { id: 5, name: 'Three Rivers Youth Works' },
    ],
  },
  'GET /programs/options': {
    body: [
      { id: 7, text: 'Summer Youth Employment Program', code: 'SYEP', organizationId: 3 },
      { id: 8, text: 'Year-Round Youth Program', code: 'YRYP', organizationId: 5 },
    ],
  },
  'GET /lookups/funding-sources': { body: [{ id: 5, text: 'WIOA Youth', code: 'WIOA' }] },
};

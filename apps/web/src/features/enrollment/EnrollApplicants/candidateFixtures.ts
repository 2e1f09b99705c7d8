import type { EnrollCandidate } from '@pathway/api-client';
import type { Handler } from '../../../kit/testing/kitHarness.tsx';

/** Eligible applications as the enroll search answers them (SSNs masked by the server). */
export const candidates: EnrollCandidate[] = [
  {
    enrollmentId: 60219,
    firstName: 'Marcus',
    lastName: 'Bell',
    ssn: '*****4410',
    birthDate: '2008-10-02',
    enrollmentProgramName: 'SYEP 2026 Summer Cohort',
    status: 'Eligible',
    qualityReviewCompletedOn: '2026-04-01T13:10:00Z',
    isProviderScreeningComplete: true,
    version: 6,
  },
  {
    enrollmentId: 60231,
    firstName: 'Aaliyah',
    lastName: 'Greene',
    ssn: '*****0923',
    birthDate: '2009-07-21',
    enrollmentProgramName: 'SYEP 2026 Summer Cohort',
    status: 'Eligible',
    qualityReviewCompletedOn: '2026-04-03T16:45:00Z',
    isProviderScreeningComplete: true,
    version: 3,
  },
];

export const incomeRanges = [
  { id: 31, familySize: 3, fundingType: 'WIOA', from: 0, to: 31200, summary: 'Family of 3', organizationId: 3 },
  { id: 32, familySize: 4, fundingType: 'WIOA', from: 0, to: 39000, summary: 'Family of 4', organizationId: 3 },
];

export const filledApi: Record<string, Handler> = {
  'POST /enrollment/enroll-applicants/search': { body: { items: candidates, total: candidates.length } },
  'GET /enrollment-programs/select-list-with-org': {
    body: [
      { id: 21, text: 'SYEP 2026 Summer Cohort', code: 'SYEP-26', organizationId: 3, organizationName: 'Partner4Work' },
      { id: 22, text: 'Year-Round Youth 2026', code: 'YR-26', organizationId: 5, organizationName: 'Three Rivers' },
    ],
  },
  'GET /enrollment/income-ranges': { body: incomeRanges },
};

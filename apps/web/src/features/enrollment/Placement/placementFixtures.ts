import type { PlacementProposal, PlacementSettings, ProposedPlacement } from '@pathway/api-client';
import type { Handler } from '../../../kit/testing/kitHarness.tsx';

const programs = [
  { id: 21, text: 'SYEP 2026 Summer Cohort', code: 'SYEP-26', organizationId: 3, organizationName: 'Partner4Work' },
  { id: 22, text: 'Year-Round Youth 2026', code: 'YR-26', organizationId: 5, organizationName: 'Three Rivers' },
];

export const settings: PlacementSettings = {
  weights: { interest: 30, perMile: 2, returning: 40, balance: 10 },
  version: 2,
};

const pair = (over: Partial<ProposedPlacement>): ProposedPlacement => ({
  studentId: 48213,
  firstName: 'Jasmine',
  lastName: 'Carter',
  studentStatus: 'Recruited',
  studentVersion: 4,
  jobId: 9071,
  jobTitle: 'Library Aide',
  worksiteId: 1204,
  worksiteName: 'Carnegie Library - Hill District',
  contractCode: 'SYEP-2026-014',
  startDate: '2026-06-29',
  endDate: '2026-08-07',
  score: 27.8,
  distanceMiles: 1.1,
  interestMatch: true,
  returning: false,
  pinned: false,
  reasons: [
    'meets every hard rule (age, permit, clearances, organization, program, contract, dates)',
    'the job’s sector is one of their interests',
    '1.1 miles from home',
  ],
  ...over,
});

/** Three youths for two open slots: two placed, one left with the reason. */
export const proposal: PlacementProposal = {
  enrollmentProgramId: 21,
  youthCount: 3,
  openSlots: 2,
  weights: settings.weights,
  pairs: [
    pair({}),
    pair({
      studentId: 48231,
      firstName: 'Marcus',
      lastName: 'Nguyen',
      studentVersion: 3,
      jobId: 9088,
      jobTitle: 'Park Crew Member',
      worksiteId: 1210,
      worksiteName: 'Frick Park Conservancy',
      score: -4.6,
      distanceMiles: 2.3,
      interestMatch: false,
      reasons: [
        'meets every hard rule (age, permit, clearances, organization, program, contract, dates)',
        '2.3 miles from home',
      ],
    }),
  ],
  unplaced: [
    {
      studentId: 48240,
      firstName: 'Aaliyah',
      lastName: 'Brooks',
      reason: 'No open job meets every hard rule (under the minimum age of 16 on 2026-06-29).',
    },
  ],
  summary: { placed: 2, unplaced: 1, meanDistanceMiles: 1.7, interestMatches: 1, returning: 0 },
  baseline: { placed: 1, unplaced: 2, meanDistanceMiles: 6.4, interestMatches: 0, returning: 0 },
  solver: { name: 'HiGHS', rounds: 1, columns: 4, integral: true, milliseconds: 38 },
};

export const placementApi = (): Record<string, Handler> => ({
  'GET /enrollment-programs/select-list-with-org': { body: programs },
  'GET /enrollment-programs/21/placement/settings': { body: settings },
  'POST /enrollment-programs/21/placement/proposal': { body: proposal },
});

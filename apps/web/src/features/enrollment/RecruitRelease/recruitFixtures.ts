import type { RecruitCandidate } from '@pathway/api-client';
import type { Handler } from '../../../kit/testing/kitHarness.tsx';

/** Participants as the recruit search answers them (SSNs masked by the server). */
export const participants: RecruitCandidate[] = [
  {
    studentId: 48213,
    firstName: 'Jasmine',
    lastName: 'Whitfield',
    ssn: '*****6781',
    age: 17,
    zipCode: '15219',
    status: 'Enrolled',
    enrollmentProgramName: 'SYEP 2026 Summer Cohort',
    interests: ['Health Care', 'Education'],
    recruitedWorksiteId: null,
    recruitedWorksiteName: null,
    version: 1,
  },
  {
    studentId: 48240,
    firstName: 'Tyrell',
    lastName: 'Jackson',
    ssn: '*****2204',
    age: 19,
    zipCode: '15206',
    status: 'Recruited',
    enrollmentProgramName: 'SYEP 2026 Summer Cohort',
    interests: ['Construction'],
    recruitedWorksiteId: 1204,
    recruitedWorksiteName: 'Carnegie Library – Hill District',
    version: 2,
  },
];

export const filledApi: Record<string, Handler> = {
  'POST /enrollment/recruit/search': { body: { items: participants, total: participants.length } },
  'POST /worksites/contracted/search': {
    body: {
      items: [
        {
          contractId: 311,
          contractCode: 'SYEP-2026-014',
          worksiteId: 1204,
          worksiteName: 'Carnegie Library – Hill District',
          contractorName: 'Hill House Association',
          status: 'Approved',
          linkedOn: '2026-03-02T14:05:11Z',
          linkedBy: 'mthompson',
        },
      ],
      total: 1,
    },
  },
  'GET /lookups/release-reasons': {
    body: [
      { id: 2, lookupName: 'release-reasons', text: 'Worksite reduced positions', version: 0 },
      { id: 3, lookupName: 'release-reasons', text: 'Participant declined', version: 0 },
    ],
  },
};

import type { QualityReviewQueueItem } from '@pathway/api-client';

/** The quality-review queue as its search answers it (SSNs masked by the server). */
export const queue: QualityReviewQueueItem[] = [
  {
    enrollmentId: 60214,
    firstName: 'Jasmine',
    lastName: 'Carter',
    ssn: '*****6789',
    birthDate: '2009-02-11',
    enrollmentProgramName: 'SYEP 2026 Summer Cohort',
    submittedOn: '2026-03-14T18:22:40Z',
    reviewStatus: 'Incomplete',
    incompleteItemCount: 2,
    reviewer: 'kwashington',
    lastUpdateDate: '2026-03-20T15:02:11Z',
  },
  {
    enrollmentId: 60220,
    firstName: 'Darius',
    lastName: 'Hill',
    ssn: '*****3302',
    birthDate: '2008-12-19',
    enrollmentProgramName: 'SYEP 2026 Summer Cohort',
    submittedOn: '2026-03-16T09:30:00Z',
    reviewStatus: 'Not Started',
    incompleteItemCount: 0,
    reviewer: null,
    lastUpdateDate: '2026-03-16T09:30:00Z',
  },
];

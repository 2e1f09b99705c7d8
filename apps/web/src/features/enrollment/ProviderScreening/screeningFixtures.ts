import type { EnrollmentSummary, ProviderScreening } from '@pathway/api-client';

const base = {
  organizationId: 3,
  organizationName: 'Partner4Work',
  enrollmentProgramId: 21,
  enrollmentProgramName: 'SYEP 2026 Summer Cohort',
  status: 'Provider Screening' as const,
  isLocked: false,
  lockedBy: null,
  lastUpdateDate: '2026-04-02T15:02:11Z',
  emailAddress: null,
  referralCode: null,
};

/** Applications in Provider Screening as the search answers them (SSNs masked by the server). */
export const inScreening: EnrollmentSummary[] = [
  {
    ...base,
    id: 60214,
    firstName: 'Jasmine',
    lastName: 'Carter',
    ssn: '*****6789',
    birthDate: '2009-02-11',
    submittedOn: '2026-03-14T18:22:40Z',
    version: 4,
  },
  {
    ...base,
    id: 60220,
    firstName: 'Darius',
    lastName: 'Hill',
    ssn: '*****3302',
    birthDate: '2008-12-19',
    submittedOn: '2026-03-16T09:30:00Z',
    isLocked: true,
    lockedBy: 'kwashington',
    version: 2,
  },
];

const statuses = [
  { id: 1, text: 'Complete' as const },
  { id: 2, text: 'Incomplete' as const },
  { id: 3, text: 'Not Present' as const },
];
const summaryStatuses = [
  { id: 1, text: 'Complete' as const },
  { id: 2, text: 'Incomplete' as const },
];

/** The provider-screening items of Jasmine Carter. */
export const screening: ProviderScreening = {
  applicantId: 60214,
  isProviderScreeningComplete: false,
  isFosterCare: false,
  hasDisability: false,
  items: [
    {
      id: 44,
      name: 'Proof of Residency',
      statusId: 2,
      applicantReviewStatuses: statuses,
      qualityReviewSummaryStatuses: summaryStatuses,
    },
    { id: 45, name: 'Work Permit', applicantReviewStatuses: statuses, qualityReviewSummaryStatuses: summaryStatuses },
  ],
  version: 4,
};

/** The applicant header of Jasmine Carter (the call sends the SSN in full). */
export const header = {
  applicantId: 60214,
  firstName: 'Jasmine',
  lastName: 'Carter',
  birthDate: '2009-02-11',
  enrollmentStatus: 'Provider Screening',
  enrollmentProgramId: 21,
  organizationId: 3,
  ssn: '123-45-6789',
};

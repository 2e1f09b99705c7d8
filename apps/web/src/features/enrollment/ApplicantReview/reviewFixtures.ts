import type { Handler } from '../../../kit/testing/kitHarness.tsx';
import type { ApplicantDocument, ApplicantHeader, ApplicantReviewSection, QualityReview } from '@pathway/api-client';

/** Demo data of one applicant in quality review whose items cover every page kind of spec section 3. */
export const APPLICANT_ID = 60214;

const statuses = [
  { id: 1, text: 'Complete' },
  { id: 2, text: 'Incomplete' },
  { id: 3, text: 'Not Present' },
  { id: 4, text: 'Incomplete - Requires Clearances' },
] as const;
const summaryStatuses = [
  { id: 1, text: 'Complete' },
  { id: 2, text: 'Incomplete' },
] as const;

const base = { fieldType: 'buttons', isRequiredFlag: true } as const;

export const header: ApplicantHeader = {
  applicantId: APPLICANT_ID,
  emailAddress: 'jasmine.carter@example.org',
  firstName: 'Jasmine',
  middleName: 'Renee',
  lastName: 'Carter',
  birthDate: '2009-04-17',
  minAge: 14,
  maxAge: 21,
  ssn: '123-45-6789',
  enrollmentStatus: 'Quality Review',
  referralCode: 'CL-EAST-2026',
  familyIncome: 32500,
  familySize: 4,
  enrollmentProgramId: 21,
  organizationId: 3,
  addressLine1: '412 N Negley Ave',
  city: 'Pittsburgh',
  stateName: 'Pennsylvania',
  zipCode: '15206',
  lastUpdatedBy: 'kcoleman',
  lastUpdatedOn: '2026-06-02T16:20:00Z',
  requestedDocuments: [
    { ...base, id: 901, type: 'Document', name: 'Age/ID', statusId: 1, documentId: 7001 },
    { ...base, id: 902, type: 'Standard', name: 'SSN', fieldType: 'text', statusId: 1 },
    {
      ...base,
      id: 903,
      type: 'Citizenship',
      name: 'Citizenship or work authorization',
      statusId: 1,
      firstDocumentId: 7001,
      secondDocumentId: 7002,
    },
    {
      ...base,
      id: 904,
      type: 'IncomeProved',
      name: 'Household income',
      statusId: 2,
      incomeEligibilityProofId: 301,
      comment: 'Only one pay stub.',
    },
    { ...base, id: 905, type: 'SingleDocument', name: 'School status', other: 'Letter from school counselor' },
    { ...base, id: 906, type: 'NonStandard', name: 'Barrier to employment', statusId: 1 },
    {
      ...base,
      id: 907,
      type: 'WorkPermit',
      name: 'Work permit',
      statusId: 3,
      isWorkPermit: true,
      number: 'WP-2026-44817',
    },
    { ...base, id: 908, type: 'W-4', name: 'W-4', statusId: 1, deductions: 1 },
    {
      ...base,
      id: 909,
      type: 'DebitCardFeedBack',
      name: 'Payment method verification',
      statusId: 1,
      paymentMethodId: 401,
      verificationTypeId: 501,
    },
    {
      ...base,
      id: 910,
      type: 'ClearanceOrder',
      name: 'PA child abuse clearance',
      statusId: 4,
      clearanceCompanyId: 601,
      clearanceOrderNumber: 'CO-448120',
    },
    { ...base, id: 911, type: 'MediaUsage', name: 'Media usage consent', statusId: 1, mediaUsageId: 701 },
    {
      ...base,
      id: 912,
      type: 'signature page',
      name: 'Signature page',
      fieldType: 'boolean',
      statusId: 1,
      waiverReleaseId: 801,
      buckleyAmendmentId: 901,
    },
    {
      ...base,
      id: 913,
      type: 'Summary',
      name: 'Provider screening summary',
      fieldType: 'boolean',
      isProviderScreeningComplete: false,
    },
  ],
};

export const sections: ApplicantReviewSection[] = [
  {
    id: 11,
    title: 'Applicant Information',
    number: 1,
    incompleteItems: [],
    items: [
      { id: 901, name: 'Age/ID' },
      { id: 902, name: 'SSN' },
    ],
  },
  {
    id: 12,
    title: 'Eligibility Documents',
    number: 2,
    incompleteItems: [
      { id: 904, name: 'Household income' },
      { id: 905, name: 'School status' },
    ],
    items: [
      { id: 903, name: 'Citizenship or work authorization' },
      { id: 904, name: 'Household income' },
      { id: 905, name: 'School status' },
      { id: 906, name: 'Barrier to employment' },
    ],
  },
  {
    id: 13,
    title: 'Employment Forms',
    number: 3,
    incompleteItems: [{ id: 907, name: 'Work permit' }],
    items: [
      { id: 907, name: 'Work permit' },
      { id: 908, name: 'W-4' },
      { id: 909, name: 'Payment method verification' },
    ],
  },
  {
    id: 14,
    title: 'Clearances and Consents',
    number: 4,
    incompleteItems: [
      { id: 910, name: 'PA child abuse clearance' },
      { id: 913, name: 'Provider screening summary' },
    ],
    items: [
      { id: 910, name: 'PA child abuse clearance' },
      { id: 911, name: 'Media usage consent' },
      { id: 912, name: 'Signature page' },
      { id: 913, name: 'Provider screening summary' },
    ],
  },
];

// Every item is a quality-review item here, so every page kind's fields are editable.
const qualityIds = [901, 902, 903, 904, 905, 906, 907, 908, 909, 910, 911, 912, 913];

export const review: QualityReview = {
  applicantId: APPLICANT_ID,
  reviewStatus: 'In Progress',
  items: qualityIds.map((id) => {
    const document = header.requestedDocuments?.find((item) => item.id === id);
    return {
      id,
      name: document?.name ?? '',
      ...(document?.statusId === undefined ? {} : { statusId: document.statusId }),
      applicantReviewStatuses: [...statuses],
      qualityReviewSummaryStatuses: [...summaryStatuses],
    };
  }),
  summaryStatus: null,
  summaryComment: null,
  minAge: 14,
  maxAge: 24,
  version: 4,
};

export const documents: ApplicantDocument[] = [
  {
    id: 7002,
    name: 'Birth Certificate – Jasmine Carter',
    fileName: 'birth-certificate.pdf',
    documentTypeName: 'Birth Certificate',
    contentType: 'application/pdf',
    size: 184320,
    verificationStatus: 'Uploaded',
    comment: null,
    reviewedBy: null,
    reviewedOn: null,
    createDate: '2026-03-14T18:22:40Z',
    version: 0,
  },
  {
    id: 7001,
    name: 'Work Permit – Jasmine Carter',
    fileName: 'work-permit.pdf',
    documentTypeName: 'Work Permit',
    contentType: 'application/pdf',
    size: 92160,
    verificationStatus: 'Verified',
    comment: null,
    reviewedBy: 'kcoleman',
    reviewedOn: '2026-03-20T15:02:11Z',
    createDate: '2026-03-12T10:00:00Z',
    version: 1,
  },
];

const option = (id: number, text: string) => [{ id, text }];

/** The API as the review reads it; `overrides` replace single answers. */
export function reviewApi(overrides: Record<string, Handler> = {}): Record<string, Handler> {
  const at = `/applicant-review/${String(APPLICANT_ID)}`;
  return {
    [`GET ${at}/info`]: { body: header },
    [`GET ${at}/sections`]: { body: sections },
    [`GET ${at}/quality-review-items`]: { body: review },
    [`GET ${at}/documents`]: { body: documents },
    'GET /lookups/clearance-companies': { body: option(601, 'PA Child Abuse (ChildLine)') },
    'GET /lookups/payment-methods': { body: option(401, 'Debit') },
    'GET /lookups/verification-types': { body: option(501, 'I-9') },
    'GET /lookups/media-usages': { body: option(701, 'Photos and video allowed') },
    'GET /lookups/income-eligibility-proofs': { body: option(301, 'Pay stubs') },
    'GET /lookups/waiver-releases': { body: option(801, 'Signed waiver') },
    'GET /lookups/buckley-amendments': { body: option(901, 'Records release signed') },
    ...overrides,
  };
}

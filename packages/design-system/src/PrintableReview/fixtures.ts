import type { ReviewItem } from './items.ts';

/** A realistic review of one applicant, one item of every kind (used by stories and tests). */
export const sampleReviewItems: ReviewItem[] = [
  { id: 'cit', kind: 'citizenship', citizen: true, documentType: 'US Passport', status: 'Complete' },
  {
    id: 'clr',
    kind: 'clearanceOrder',
    clearanceType: 'SCR Clearance',
    orderedOn: '05/12/2025',
    status: 'Incomplete - Requires Clearances',
    comment: 'Waiting for the State Central Register response.',
  },
  {
    id: 'dcf',
    kind: 'debitCardFeedback',
    cardLastFour: '4821',
    feedback: 'Card activated at orientation',
    status: 'Complete',
  },
  {
    id: 'doc',
    kind: 'document',
    documentName: 'Proof of address (Con Ed bill)',
    uploadedOn: '05/03/2025',
    uploadedBy: 'jrivera',
    status: 'Complete',
  },
  { id: 'sdoc', kind: 'singleDocument', documentName: 'Working papers', received: false, status: 'Not Present' },
  { id: 'inc', kind: 'incomeProved', familySize: 4, annualIncome: 38250, proved: true, status: 'Complete' },
  { id: 'nstd', kind: 'nonStandard', question: 'Preferred worksite borough', answer: 'Bronx', status: 'Complete' },
  { id: 'sig', kind: 'signature', signedBy: 'Maria Lopez', signedOn: '05/01/2025', status: 'Complete' },
  {
    id: 'std',
    kind: 'standard',
    question: 'Is the applicant registered for Selective Service?',
    answer: null,
    status: 'Incomplete',
  },
  { id: 'w4', kind: 'w4', filingStatus: 'Single', allowances: 0, extraWithholding: 0, status: 'Complete' },
  {
    id: 'wp',
    kind: 'workPermit',
    permitNumber: 'WP-2025-118734',
    issuedOn: '04/28/2025',
    expiresOn: '04/28/2026',
    status: 'Complete',
  },
  {
    id: 'sum',
    kind: 'summary',
    reviewer: 'Janet Rivera',
    reviewedOn: '05/14/2025',
    status: 'Incomplete',
    comment: 'Working papers and Selective Service answer still missing.',
  },
];

import type {
  CardProviderFile,
  CardProviderFilePreflight,
  InboundLoadResult,
  PayrollProcessSummary,
  RowOf,
} from '@pathway/api-client';

const audit = {
  createDate: '2026-07-27T14:05:11Z',
  createUser: 'kcoleman',
  lastUpdateDate: '2026-07-27T14:05:11Z',
  lastUpdateUser: 'kcoleman',
};

const outbound = {
  direction: 'Outbound',
  payrollFileTypeId: 1,
  fileTypeCode: '3171',
  cardProviderId: 1,
  cardProviderName: 'FSV Payments',
  parentFileId: null,
} as const;

/** A Pending funding file, a Completed one with its answer, as the search answers them. */
export const files: CardProviderFile[] = [
  {
    ...outbound,
    id: 414,
    fileName: 'FSV3171_20260727_001.csv',
    status: 'Pending',
    payrollProcessIds: [2207],
    recordCount: 38,
    totalAmount: 16055.63,
    sentOn: null,
    sentBy: null,
    ...audit,
    version: 0,
  },
  {
    ...outbound,
    id: 412,
    fileName: 'FSV3171_20260715_001.csv',
    status: 'Completed',
    payrollProcessIds: [2190, 2191],
    recordCount: 2,
    totalAmount: 781.25,
    sentOn: '2026-07-15T16:00:00Z',
    sentBy: 'kcoleman',
    ...audit,
    createDate: '2026-07-15T14:00:00Z',
    version: 2,
  },
  {
    id: 413,
    fileName: 'FSV3172_20260716_001.csv',
    direction: 'Inbound',
    status: 'Completed',
    payrollFileTypeId: 2,
    fileTypeCode: '3172',
    cardProviderId: 1,
    cardProviderName: 'FSV Payments',
    payrollProcessIds: [2190, 2191],
    recordCount: 2,
    totalAmount: 425,
    sentOn: null,
    sentBy: null,
    parentFileId: 412,
    ...audit,
    createDate: '2026-07-16T09:00:00Z',
    version: 0,
  },
];

export const cardProviderOptions = [
  { id: 1, text: 'FSV Payments' },
  { id: 2, text: 'Keystone Prepaid Cards' },
  { id: 3, text: 'Allegheny Community Bank (ACH)' },
];

export const fileTypes: RowOf<'/payroll/file-types'>[] = [
  {
    id: 1,
    code: '3171',
    name: 'FSV Outbound Funding File',
    direction: 'Outbound',
    cardProviderId: 1,
    cardProviderName: 'FSV Payments',
    fileNamePattern: 'FSV3171_{yyyyMMdd}_{seq}.csv',
    description: null,
    isActive: true,
    ...audit,
    version: 1,
  },
  {
    id: 2,
    code: '3172',
    name: 'FSV Funding Result',
    direction: 'Inbound',
    cardProviderId: 1,
    cardProviderName: 'FSV Payments',
    fileNamePattern: 'FSV3172_{yyyyMMdd}_{seq}.csv',
    description: null,
    isActive: true,
    ...audit,
    version: 1,
  },
  {
    id: 5,
    code: 'NACHA',
    name: 'ACH Payroll Credits (NACHA PPD)',
    direction: 'Outbound',
    cardProviderId: 3,
    cardProviderName: 'Allegheny Community Bank (ACH)',
    fileNamePattern: 'ACH_PAYROLL_{yyyyMMdd}_{seq}.ach',
    description: 'Pays participants paid by direct deposit.',
    isActive: true,
    ...audit,
    version: 0,
  },
  {
    id: 6,
    code: 'ACHR',
    name: 'ACH Payment Results',
    direction: 'Inbound',
    cardProviderId: 3,
    cardProviderName: 'Allegheny Community Bank (ACH)',
    fileNamePattern: 'ACH_RESULT_{yyyyMMdd}_{seq}.csv',
    description: null,
    isActive: true,
    ...audit,
    version: 0,
  },
];

const summary = {
  status: 'Approved for Payroll',
  totalHours: 1210.25,
  totalIncentiveAmount: 925.5,
  studentsNumber: 38,
} as const;

export const approvedProcesses: PayrollProcessSummary[] = [
  {
    ...summary,
    organizationId: 3,
    organizationName: 'Partner4Work',
    periodStartDate: '2026-07-13',
    periodEndDate: '2026-07-26',
    totalPayrollAmount: 16055.63,
    entryProcessId: 2207,
    payrollProcessId: 2207,
    version: 6,
    paidByCard: 33,
    paidByDeposit: 3,
    paidByCheck: 2,
  },
  {
    ...summary,
    organizationId: 5,
    organizationName: 'Three Rivers Youth',
    periodStartDate: '2026-07-13',
    periodEndDate: '2026-07-26',
    totalPayrollAmount: 5025.2,
    entryProcessId: 2210,
    payrollProcessId: 2210,
    version: 2,
    paidByCard: 38,
    paidByDeposit: 0,
    paidByCheck: 0,
  },
];

export const cleanReport: CardProviderFilePreflight = {
  errors: [],
  warnings: [],
  recordCount: 38,
  totalAmount: 16055.63,
  fileTotalLimit: 50000,
  overLimit: false,
  approvedBy: [],
  secondApproverRequired: false,
  canGenerate: true,
};

/** Nothing to acknowledge; the processes' participants paid by check are noted. */
export const notedReport: CardProviderFilePreflight = {
  ...cleanReport,
  notes: [
    "3 participant(s) of these processes, $612.50 in all, are paid by check, not by a file: they are listed in Payroll Reconciliation's Manual Check Run.",
  ],
};

export const warningReport: CardProviderFilePreflight = {
  ...cleanReport,
  warnings: ['Carter, Jasmine: 75 hours, more than 2 times their median of 30.'],
};

export const overLimitReport: CardProviderFilePreflight = {
  ...cleanReport,
  fileTotalLimit: 10000,
  overLimit: true,
  secondApproverRequired: true,
  canGenerate: false,
};

export const secondApproverReport: CardProviderFilePreflight = {
  ...overLimitReport,
  approvedBy: ['kcoleman'],
  secondApproverRequired: false,
  canGenerate: true,
};

export const stoppedReport: CardProviderFilePreflight = {
  ...cleanReport,
  errors: ['Duplicate SSN *****6789: Carter, Jasmine (3051); Carter, Jasmin (3198).'],
  canGenerate: false,
};

export const ACTIVE_FILE_MESSAGE =
  'A Pending or Sent FSV Outbound File 3171 process already exists. Please complete the active process before attempting to create a new one.';

/** A file that re-pays Jasmine Carter's $25.00 short load beside its processes' payments (ADR 182). */
export const repayReport: CardProviderFilePreflight = {
  ...cleanReport,
  recordCount: 39,
  totalAmount: 16080.63,
  repayCount: 1,
  repayAmount: 25,
  warnings: [
    'Carter, Jasmine has an open payroll exception (Short, $25.00 owed, FSV3171_20260715_001.csv line 17): re-pay or close it in Payroll Reconciliation.',
  ],
};

/** The provider's answer: every payment matched. */
export const cleanLoad: InboundLoadResult = {
  filesLoaded: 1,
  recordsMatched: 37,
  recordsRejected: 0,
  exceptions: [],
  summary: '37 matched',
  files: files.slice(2, 3),
};

/** The answer loaded one card $25.00 short and left one payment unanswered. */
export const loadWithExceptions: InboundLoadResult = {
  ...cleanLoad,
  recordsMatched: 36,
  recordsRejected: 2,
  exceptions: [
    { kind: 'Short', count: 1, amount: 25 },
    { kind: 'Missing', count: 1, amount: 412.5 },
  ],
  summary: '36 matched, 1 short by $25.00, 1 missing',
};

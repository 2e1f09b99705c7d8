import type { CardProviderFile, ReconciliationRow } from '@pathway/api-client';

const period = {
  organizationId: 3,
  payrollProcessId: 2190,
  cardProviderFileId: 412,
  fileName: 'FSV3171_20260715_001.csv',
  periodStartDate: '2026-06-29',
  periodEndDate: '2026-07-12',
} as const;

/** One card paid in full, one loaded $25.00 short, one rejected by the provider. */
export const rows: ReconciliationRow[] = [
  {
    ...period,
    studentId: 3051,
    name: 'Carter, Jasmine',
    ssn: '*****6789',
    approvedHours: 34,
    approvedAmount: 425,
    paidAmount: 425,
    difference: 0,
    isMismatch: false,
    paidOn: '2026-07-16',
  },
  {
    ...period,
    studentId: 3077,
    name: "O'Neil, Marcus",
    ssn: '*****4321',
    approvedHours: 28.5,
    approvedAmount: 356.25,
    paidAmount: 331.25,
    difference: -25,
    isMismatch: true,
    paidOn: '2026-07-16',
  },
  {
    ...period,
    studentId: 3102,
    name: 'Nguyen, Linh',
    ssn: '*****1148',
    approvedHours: 96,
    approvedAmount: 1200.1,
    paidAmount: 0,
    difference: -1200.1,
    isMismatch: true,
    paidOn: null,
  },
];

export const outboundFiles: CardProviderFile[] = [
  {
    id: 412,
    fileName: 'FSV3171_20260715_001.csv',
    direction: 'Outbound',
    status: 'Failed',
    payrollFileTypeId: 1,
    fileTypeCode: '3171',
    cardProviderId: 1,
    cardProviderName: 'FSV Payments',
    payrollProcessIds: [2190],
    recordCount: 3,
    totalAmount: 1981.35,
    sentOn: '2026-07-15T16:00:00Z',
    sentBy: 'kcoleman',
    parentFileId: null,
    createDate: '2026-07-15T14:00:00Z',
    createUser: 'kcoleman',
    lastUpdateDate: '2026-07-16T09:00:00Z',
    lastUpdateUser: 'kcoleman',
    version: 2,
  },
];

import type { RowOf } from '@pathway/api-client';

const audit = {
  createDate: '2026-02-02T15:00:00Z',
  createUser: 'system',
  lastUpdateDate: '2026-02-02T15:00:00Z',
  lastUpdateUser: 'system',
};

/** The FSV funding file and its answer, as the search answers them. */
export const payrollFileTypes: RowOf<'/payroll/file-types'>[] = [
  {
    id: 1,
    code: '3171',
    name: 'FSV Outbound Funding File',
    direction: 'Outbound',
    cardProviderId: 1,
    cardProviderName: 'FSV Payments',
    fileNamePattern: 'FSV3171_{yyyyMMdd}_{seq}.csv',
    description: 'Loads payroll amounts onto participant debit cards.',
    isActive: true,
    ...audit,
    version: 2,
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
    isActive: false,
    ...audit,
    version: 1,
  },
];

export const cardProviderOptions = [
  { id: 1, text: 'FSV Payments' },
  { id: 2, text: 'Keystone Prepaid Cards' },
];

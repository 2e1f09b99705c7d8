import type { RowOf } from '@pathway/api-client';

const audit = {
  createDate: '2026-01-05T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-01-05T14:05:11Z',
  lastUpdateUser: 'jmorales',
};

/** Payroll taxes of a Pittsburgh participant as the search answers them. */
export const taxCodes: RowOf<'/tax-codes'>[] = [
  {
    id: 11,
    code: 'FED',
    name: 'Federal Income Tax',
    taxType: 'Federal',
    psdCode: null,
    ratePercent: 10,
    effectiveDate: '2026-01-01',
    endDate: null,
    isActive: true,
    ...audit,
    version: 1,
  },
  {
    id: 12,
    code: 'PIT-EIT',
    name: 'Pittsburgh Earned Income Tax',
    taxType: 'Local Earned Income',
    psdCode: '700102',
    ratePercent: 3,
    effectiveDate: '2026-01-01',
    endDate: '2026-12-31',
    isActive: true,
    ...audit,
    version: 4,
  },
];

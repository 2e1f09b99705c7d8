import type { RowOf } from '@pathway/api-client';

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

/** Income ranges of Partner4Work's summer programme as the search answers them. */
export const incomeRanges: RowOf<'/income-ranges'>[] = [
  {
    id: 51,
    familySize: 3,
    fundingType: 'WIOA Youth',
    from: 0,
    to: 32_580,
    organizationId: 3,
    summary: 'Family of 3: $0.00 to $32,580.00 (WIOA Youth)',
    ...audit,
    version: 2,
  },
  {
    id: 52,
    familySize: 4,
    fundingType: 'WIOA Youth',
    from: 0,
    to: 39_300,
    organizationId: 3,
    summary: 'Family of 4: $0.00 to $39,300.00 (WIOA Youth)',
    ...audit,
    version: 5,
  },
];

export const organizations = [
  { id: 3, name: 'Partner4Work' },
  { id: 4, name: 'Allegheny Youth Alliance' },
];

export const fundingSources = [
  { id: 1, text: 'WIOA Youth' },
  { id: 2, text: 'City Summer Jobs' },
];

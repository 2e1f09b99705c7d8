import type { CardDeliverySetup, ContractDetail, Option } from '@pathway/api-client';

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-05-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

const base = {
  organizationId: 3,
  organizationName: 'Three Rivers Youth Works',
  contractTypeId: 61,
  fundingSourceId: 71,
  payrollFrequencyId: 81,
  budgetAmount: 480000,
  defaultHourlyRate: 12.5,
  maxHoursPerStudent: 150,
  maxIncentiveAmount: 250,
  ...audit,
};

/** Contracts as the search answers them, one in each status of the state machine. */
export const contracts: ContractDetail[] = [
  {
    ...base,
    id: 311,
    contractCode: 'SYEP-2026-014',
    name: 'Summer Youth Employment - Hill District',
    startDate: '2026-06-01',
    endDate: '2026-08-31',
    status: 'Active',
    worksiteCount: 18,
    version: 5,
  },
  {
    ...base,
    id: 342,
    contractCode: 'SYEP-2027-003',
    name: 'Summer Youth Employment - Hill District 2027',
    startDate: '2027-06-01',
    endDate: '2027-08-31',
    status: 'Draft',
    budgetAmount: null,
    worksiteCount: 0,
    version: 0,
  },
  {
    ...base,
    id: 280,
    contractCode: 'SYEP-2025-009',
    name: 'Summer Youth Employment 2025',
    startDate: '2025-06-02',
    endDate: '2025-08-29',
    status: 'Closed',
    maxHoursPerStudent: 120,
    maxIncentiveAmount: 200,
    worksiteCount: 12,
    version: 9,
  },
];

export const cardDelivery: CardDeliverySetup = {
  id: 54,
  contractId: 311,
  cardProviderId: 2,
  cardProviderName: 'FSV Payment Systems',
  deliveryMethod: 'Pickup at Worksite',
  deliveryLocationId: 8,
  attentionTo: 'Angela Brooks',
  firstPayDate: '2026-07-17',
  ...audit,
  version: 1,
};

const options = (entries: [number, string][]): Option[] => entries.map(([id, text]) => ({ id, text }));

/** The API answers of the filled screen and its forms. */
export const contractHandlers = {
  'POST /contracts/search': { body: { items: contracts, total: contracts.length } },
  'GET /organizations': { body: [{ id: 3, name: 'Three Rivers Youth Works' }] },
  'GET /lookups/contract-types': { body: options([[61, 'Summer Youth Employment']]) },
  'GET /lookups/funding-sources': { body: options([[71, 'WIOA Youth']]) },
  'GET /lookups/payroll-frequencies': { body: options([[81, 'Biweekly']]) },
  'GET /card-providers/options': { body: options([[2, 'FSV Payment Systems']]) },
  'GET /locations/list': { body: [{ id: 8, name: 'East Liberty CareerLink' }] },
  'GET /contracts/311/card-delivery': { body: cardDelivery },
  'GET /contracts/342/card-delivery': { status: 404, body: { message: 'The card delivery setup was not found.' } },
};

import type { RowOf } from '@pathway/api-client';

const audit = {
  createDate: '2026-03-02T14:00:00Z',
  createUser: 'system',
  lastUpdateDate: '2026-05-11T16:20:00Z',
  lastUpdateUser: 'kwashington',
};

/** Partner4Work's credentials at FSV: production with a password, test with none yet. */
export const credentials: RowOf<'/fsv-credentials'>[] = [
  {
    id: 7,
    cardProviderId: 1,
    organizationId: 3,
    environment: 'Production',
    companyId: 'PGH0003',
    userName: 'org3-payroll',
    expiresOn: '2027-06-30',
    isActive: true,
    cardProviderName: 'FSV Payments',
    organizationName: 'Partner4Work',
    hasPassword: true,
    hasApiKey: false,
    secretsUpdatedOn: '2026-05-11T16:20:00Z',
    ...audit,
    version: 3,
  },
  {
    id: 8,
    cardProviderId: 1,
    organizationId: 3,
    environment: 'Test',
    companyId: 'PGHTEST',
    userName: 'org3-test',
    expiresOn: null,
    isActive: false,
    cardProviderName: 'FSV Payments',
    organizationName: 'Partner4Work',
    hasPassword: false,
    hasApiKey: false,
    secretsUpdatedOn: null,
    ...audit,
    version: 1,
  },
];

export const cardProviderOptions = [
  { id: 1, text: 'FSV Payments' },
  { id: 2, text: 'Keystone Prepaid Cards' },
];

export const organizations = [
  { id: 3, name: 'Partner4Work' },
  { id: 4, name: 'Allegheny Youth Works' },
];

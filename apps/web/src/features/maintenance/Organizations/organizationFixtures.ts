import type { RowOf } from '@pathway/api-client';

type Organization = RowOf<'/organizations'>;

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

/** Provider organizations as the search answers them. */
export const organizations: Organization[] = [
  {
    id: 3,
    name: 'Partner4Work',
    abbreviation: 'P4W',
    addressLine1: '650 Smithfield Street, Suite 2600',
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15222',
    mainPhone: '(412) 555-0100',
    mainEmail: 'info@partner4work.example.org',
    federalTaxId: '25-1234567',
    isActive: true,
    ...audit,
    version: 4,
  },
  {
    id: 5,
    name: 'Three Rivers Youth Works',
    abbreviation: 'TRYW',
    addressLine1: '600 Grant Street, Suite 410',
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15219',
    mainPhone: '(412) 555-0163',
    mainEmail: null,
    federalTaxId: null,
    isActive: true,
    ...audit,
    version: 1,
  },
  {
    id: 8,
    name: 'Mon Valley Youth Initiative',
    abbreviation: null,
    addressLine1: null,
    city: 'McKeesport',
    stateCode: 'PA',
    zipCode: null,
    mainPhone: null,
    mainEmail: null,
    federalTaxId: null,
    isActive: false,
    ...audit,
    version: 2,
  },
];

export const usStates = [
  { id: 38, text: 'Pennsylvania', code: 'PA' },
  { id: 35, text: 'Ohio', code: 'OH' },
];

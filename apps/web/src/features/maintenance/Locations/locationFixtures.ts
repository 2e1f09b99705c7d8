import type { RowOf } from '@pathway/api-client';

type Location = RowOf<'/locations'>;

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

/** Pittsburgh interview locations as the search answers them. */
export const locations: Location[] = [
  {
    id: 1,
    name: 'East Liberty CareerLink',
    apartment: 'Suite 200',
    street: '6055 Penn Ave',
    city: 'Pittsburgh',
    state: 'PA',
    zipCode: '15206',
    isActive: true,
    ...audit,
    version: 2,
  },
  {
    id: 2,
    name: 'Hill District Community Center',
    apartment: null,
    street: '2201 Centre Ave',
    city: 'Pittsburgh',
    state: 'PA',
    zipCode: '15219',
    isActive: true,
    ...audit,
    version: 1,
  },
  {
    id: 3,
    name: 'Homewood Library',
    apartment: null,
    street: '7101 Hamilton Ave',
    city: 'Pittsburgh',
    state: 'PA',
    zipCode: '15208',
    isActive: false,
    ...audit,
    version: 5,
  },
];

export const usStates = [
  { id: 38, text: 'Pennsylvania', code: 'PA' },
  { id: 35, text: 'Ohio', code: 'OH' },
];

import type { RowOf } from '@pathway/api-client';

type School = RowOf<'/schools'>;

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

/** Pittsburgh schools as the search answers them. */
export const schools: School[] = [
  {
    id: 305,
    name: 'Pittsburgh Science & Technology Academy',
    schoolCode: '0431',
    schoolDistrict: 'Pittsburgh Public Schools',
    addressLine1: '107 Thackeray Avenue',
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15213',
    mainPhone: '(412) 555-0110',
    isActive: true,
    ...audit,
    version: 3,
  },
  {
    id: 306,
    name: 'Taylor Allderdice High School',
    schoolCode: '0308',
    schoolDistrict: 'Pittsburgh Public Schools',
    addressLine1: '2409 Shady Avenue',
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15217',
    mainPhone: '(412) 555-0143',
    isActive: true,
    ...audit,
    version: 1,
  },
  {
    id: 307,
    name: 'Westinghouse Academy',
    schoolCode: '0420',
    schoolDistrict: 'Pittsburgh Public Schools',
    addressLine1: '1101 N Murtland Street',
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15208',
    mainPhone: null,
    isActive: false,
    ...audit,
    version: 7,
  },
];

export const usStates = [
  { id: 38, text: 'Pennsylvania', code: 'PA' },
  { id: 35, text: 'Ohio', code: 'OH' },
];

import type { Option, RowOf } from '@pathway/api-client';
import { contactHandlers } from '../../../shared/Contacts/contactFixtures.ts';

type Worksite = RowOf<'/worksites'>;

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-05-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

/** Worksites as the search answers them, one in each approval state that matters. */
export const worksites: Worksite[] = [
  {
    id: 208,
    name: 'Hillcrest Community Center',
    contractorId: 11,
    contractorName: 'Hill District Youth Partners',
    jobSectorId: 41,
    jobSectorName: 'Community Services',
    description: 'After-school and summer programs.',
    addressLine1: '2101 Centre Avenue',
    addressLine2: null,
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15219',
    mainPhone: '(412) 555-0134',
    isPublicSector: false,
    welcomesReturning: true,
    isActive: true,
    status: 'Approved',
    activeJobCount: 3,
    ...audit,
    version: 5,
  },
  {
    id: 215,
    name: 'Frick Park Conservancy Crew',
    contractorId: 12,
    contractorName: 'Parks Conservancy',
    jobSectorId: 42,
    jobSectorName: 'Environment',
    description: null,
    addressLine1: '1981 Beechwood Boulevard',
    addressLine2: null,
    city: 'Pittsburgh',
    stateCode: 'PA',
    zipCode: '15217',
    mainPhone: null,
    isPublicSector: true,
    welcomesReturning: true,
    isActive: true,
    status: 'Pending Approval',
    activeJobCount: 0,
    ...audit,
    version: 1,
  },
];

export const jobSectors: Option[] = [
  { id: 41, text: 'Community Services' },
  { id: 42, text: 'Environment' },
];

export const usStates: Option[] = [
  { id: 1, text: 'Pennsylvania', code: 'PA' },
  { id: 2, text: 'Ohio', code: 'OH' },
];

const contractors = [
  { id: 11, name: 'Hill District Youth Partners' },
  { id: 12, name: 'Parks Conservancy' },
];

/** The API answers of the filled screen. */
export const worksiteHandlers = {
  'POST /worksites/search': { body: { items: worksites, total: worksites.length } },
  'GET /lookups/job-sectors': { body: jobSectors },
  'GET /lookups/us-states': { body: usStates },
  'POST /contractors/search': { body: { items: contractors, total: contractors.length } },
  'GET /notes/worksites/208': { body: [] },
  ...contactHandlers,
};

import type { LookupNames, LookupOption } from '@pathway/api-client';

/** The maintainable lists as GET /lookups/names answers them. */
export const lookupNames: LookupNames = [
  { name: 'job-sectors', text: 'Job Sectors', isOrganizationSpecific: true, hasDateRange: true },
  { name: 'genders', text: 'Genders', isOrganizationSpecific: false, hasDateRange: false },
];

const audit = { createDate: '2026-01-05T10:00:00Z', createUser: 'mthompson' };

export const jobSectors: LookupOption[] = [
  { id: 301, text: 'Healthcare', organizationId: 3, startDate: '2026-01-01', version: 0, ...audit },
  {
    id: 302,
    text: 'Hospitality',
    organizationId: 3,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    version: 2,
    ...audit,
    lastUpdateDate: '2026-03-11T09:15:00Z',
    lastUpdateUser: 'jcarter',
  },
  { id: 303, text: 'Parks & Recreation', organizationId: 5, startDate: '2026-05-01', version: 1, ...audit },
];

export const genders: LookupOption[] = [
  { id: 11, text: 'Female', version: 0, ...audit },
  { id: 12, text: 'Male', version: 0, ...audit },
  { id: 13, text: 'Non-binary', version: 0, ...audit },
];

export const organizationList = [
  { id: 3, name: 'Partner4Work' },
  { id: 5, name: 'Three Rivers Youth Works' },
];

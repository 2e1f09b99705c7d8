import type { Handler } from '../../../kit/testing/kitHarness.tsx';

/** A fixed "today" for the age bounds: participants 14 to 24 years old on 06/01/2026. */
export const TODAY = new Date(2026, 5, 1);

const option = (id: number, text: string) => ({ id, text });

/** The select lists the wizard reads, as the server answers them. */
export const wizardLists: Record<string, Handler> = {
  'GET /organizations': {
    body: [
      { id: 12, name: 'Three Rivers Youth Works' },
      { id: 14, name: 'Hill House' },
    ],
  },
  'GET /enrollment-programs/select-list-with-org': {
    body: [
      { id: 7, text: 'Summer Youth Employment 2026', organizationId: 12, organizationName: 'Three Rivers Youth Works' },
      { id: 9, text: 'Hill House Summer 2026', organizationId: 14, organizationName: 'Hill House' },
    ],
  },
  'GET /lookups/suffixes': { body: [option(1, 'Jr.'), option(2, 'III')] },
  'GET /lookups/genders': { body: [option(2, 'Female'), option(3, 'Male')] },
  'GET /lookups/ethnic-groups': { body: [option(3, 'Black or African American')] },
  'GET /lookups/us-states': { body: [{ id: 39, text: 'Pennsylvania', code: 'PA' }] },
  'GET /lookups/grade-levels': { body: [option(11, '11th Grade')] },
  'GET /schools/options': { body: [option(305, 'Allderdice High School')] },
};

/** The participant the wizard creates, as `POST /students` answers it. */
export const createdStudent = {
  id: 48214,
  firstName: 'Jasmine',
  middleName: null,
  lastName: 'Whitfield',
  suffixName: null,
  birthDate: '2009-04-17',
  ssn: '219-44-6781',
  genderId: null,
  ethnicGroupId: null,
  emailAddress: null,
  mainPhone: '(412) 555-0142',
  cellPhone: null,
  addressLine1: '2214 Centre Avenue',
  addressLine2: null,
  city: 'Pittsburgh',
  stateCode: 'PA',
  zipCode: '15219',
  zipPlus4: '3412',
  organizationId: 12,
  enrollmentProgramId: 7,
  gradeLevelId: null,
  schoolId: null,
  paymentMethod: 'Debit',
  status: 'Enrolled',
  paperCheck: false,
  childAbuseClearanceExpires: null,
  fbiClearanceExpires: null,
  paStateCriminalClearanceExpires: null,
  workPermitExpires: '2027-04-16',
  organizationName: 'Three Rivers Youth Works',
  enrollmentProgramName: 'Summer Youth Employment 2026',
  createDate: '2026-06-01T13:00:00Z',
  createUser: 'kcoleman',
  lastUpdateDate: null,
  lastUpdateUser: null,
  version: 0,
};

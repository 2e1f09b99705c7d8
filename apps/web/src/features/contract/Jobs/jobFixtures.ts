import type { Job, JobWorker, Option, StudentListItem } from '@pathway/api-client';
import { notes } from '../../../shared/Notes/noteFixtures.ts';

const audit = {
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-05-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

const common = {
  jobSectorId: 41,
  incentiveOnly: false,
  maxHoursPerStudent: 150,
  maxIncentiveAmount: 250,
  minAge: 14,
  maxAge: 18,
  requiresClearances: false,
  supervisorName: 'Angela Brooks',
  supervisorPhone: '(412) 555-0124',
  supervisorEmail: 'abrooks@hillcrestcenter.org',
  workSchedule: 'Mon-Thu 9:00-14:00',
  renewedFromJobId: null,
  ...audit,
};

/** Jobs as the search answers them: an approved one with one opening left, one pending approval. */
export const jobs: Job[] = [
  {
    id: 512,
    name: 'Youth Program Aide',
    worksiteId: 208,
    worksiteName: 'Hillcrest Community Center',
    contractId: 14,
    contractCode: 'SYEP-2026-014',
    description: 'Help run the after-school and summer programs.',
    startDate: '2026-06-29',
    endDate: '2026-08-07',
    hoursPerWeek: 20,
    hourlyRate: 12.5,
    positions: 3,
    filledPositions: 2,
    status: 'Approved',
    ...common,
    version: 4,
  },
  {
    id: 519,
    name: 'Trail Crew Member',
    worksiteId: 215,
    worksiteName: 'Frick Park Conservancy Crew',
    contractId: 14,
    contractCode: 'SYEP-2026-014',
    description: null,
    startDate: '2026-07-06',
    endDate: '2026-08-14',
    hoursPerWeek: null,
    hourlyRate: 13,
    positions: 6,
    filledPositions: 0,
    status: 'Pending Approval',
    ...common,
    version: 1,
  },
];

/** The participants holding job 512's positions, SSNs masked. */
export const workers: JobWorker[] = [
  {
    studentJobId: 7710,
    studentId: 48213,
    firstName: 'Jasmine',
    lastName: 'Whitfield',
    ssn: '*****6781',
    startDate: '2026-06-29',
    endDate: '2026-08-07',
    status: 'Active',
    hoursWorked: 64.5,
  },
  {
    studentJobId: 7714,
    studentId: 48219,
    firstName: 'Marcus',
    lastName: 'Reed',
    ssn: '*****2290',
    startDate: '2026-06-29',
    endDate: '2026-08-07',
    status: 'Assigned',
    hoursWorked: 0,
  },
];

const candidate = (id: number, firstName: string, lastName: string, ssn: string): StudentListItem => ({
  id,
  firstName,
  lastName,
  ssn,
  birthDate: '2009-04-12',
  status: 'Recruited',
  paperCheck: false,
  organizationName: 'Partner4Work',
  enrollmentProgramName: 'Summer Youth Employment 2026',
  jobName: null,
  worksiteName: null,
  city: 'Pittsburgh',
  zipCode: '15219',
  lastUpdateDate: '2026-05-20T12:00:00Z',
});

/** Participants waiting for an assignment. */
export const candidates: StudentListItem[] = [
  candidate(48240, 'Dante', 'Alvarez', '*****4412'),
  candidate(48244, 'Keisha', 'Booker', '*****9021'),
];

export const jobSectors: Option[] = [
  { id: 41, text: 'Community Services' },
  { id: 42, text: 'Environment' },
];

const contracts = [
  { id: 14, contractCode: 'SYEP-2026-014', organizationId: 3, startDate: '2026-06-29', endDate: '2026-08-28' },
  { id: 27, contractCode: 'SYEP-2027-003', organizationId: 3, startDate: '2027-06-28', endDate: '2027-08-27' },
];

const worksiteOptions = [
  { id: 208, name: 'Hillcrest Community Center' },
  { id: 215, name: 'Frick Park Conservancy Crew' },
];

/** The API answers of the filled screen. */
export const jobHandlers = {
  'POST /jobs/search': { body: { items: jobs, total: jobs.length } },
  'GET /jobs/512/workers': { body: workers },
  'GET /jobs/519/workers': { body: [] },
  'GET /lookups/job-sectors': { body: jobSectors },
  'GET /organizations/contract-codes': { body: contracts },
  'POST /worksites/search': { body: { items: worksiteOptions, total: worksiteOptions.length } },
  'POST /students/search': { body: { items: candidates, total: candidates.length } },
  'GET /students/48240': { body: { id: 48240, version: 3 } },
  'GET /students/48244': { body: { id: 48244, version: 1 } },
  'GET /notes/jobs/512': { body: notes },
};

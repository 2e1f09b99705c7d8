import type { ApprovalQueueItem, Option, RowOf } from '@pathway/api-client';

/** The queue as the server answers it: a new worksite, a job changed since its approval, a renewed one. */
export const queue: ApprovalQueueItem[] = [
  {
    kind: 'Worksite',
    id: 215,
    name: 'Frick Park Conservancy Crew',
    worksiteId: 215,
    worksiteName: 'Frick Park Conservancy Crew',
    contractorName: 'Parks Conservancy',
    contractCode: null,
    status: 'Pending Approval',
    submittedOn: '2026-05-18T09:41:27Z',
    submittedBy: 'rdelgado',
    lastApprovedOn: null,
    lastApprovedBy: null,
    changesSinceApproval: null,
    version: 1,
  },
  {
    kind: 'Job',
    id: 9071,
    name: 'Library Aide',
    worksiteId: 208,
    worksiteName: 'Hillcrest Community Center',
    contractorName: 'Hill District Youth Partners',
    contractCode: 'SYEP-2026-014',
    status: 'Pending Approval',
    submittedOn: '2026-06-18T09:41:27Z',
    submittedBy: 'kwashington',
    lastApprovedOn: '2026-04-02T10:00:00Z',
    lastApprovedBy: 'jmorales',
    changesSinceApproval: [
      { field: 'positions', before: '3', after: '4' },
      { field: 'workSchedule', before: null, after: 'Mon-Thu 9:00-14:00' },
    ],
    version: 4,
  },
];

/** The changed job as it stands now (what the dialog lists). */
export const job: RowOf<'/jobs'> = {
  id: 9071,
  name: 'Library Aide',
  worksiteId: 208,
  contractId: 311,
  jobSectorId: 4,
  description: 'Shelve books and help run the children’s reading hour.',
  startDate: '2026-06-29',
  endDate: '2026-08-07',
  hoursPerWeek: 20,
  positions: 4,
  hourlyRate: 12.5,
  incentiveOnly: false,
  maxHoursPerStudent: 150,
  maxIncentiveAmount: 250,
  minAge: 14,
  maxAge: 18,
  requiresClearances: false,
  supervisorName: 'Angela Brooks',
  supervisorPhone: '(412) 555-0124',
  supervisorEmail: 'abrooks@hillcrest.example.org',
  workSchedule: 'Mon-Thu 9:00-14:00',
  status: 'Pending Approval',
  worksiteName: 'Hillcrest Community Center',
  contractCode: 'SYEP-2026-014',
  filledPositions: 3,
  renewedFromJobId: null,
  createDate: '2026-03-02T14:05:11Z',
  createUser: 'jmorales',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
  version: 4,
};

/** The new worksite as submitted. */
export const worksite: RowOf<'/worksites'> = {
  id: 215,
  name: 'Frick Park Conservancy Crew',
  contractorId: 12,
  jobSectorId: 3,
  description: 'Trail upkeep and invasive plant removal in Frick Park.',
  addressLine1: '6750 Forbes Avenue',
  addressLine2: null,
  city: 'Pittsburgh',
  stateCode: 'PA',
  zipCode: '15217',
  mainPhone: '(412) 555-0188',
  isPublicSector: false,
  welcomesReturning: true,
  isActive: true,
  status: 'Pending Approval',
  contractorName: 'Parks Conservancy',
  jobSectorName: 'Environment & Parks',
  activeJobCount: 0,
  createDate: '2026-05-18T09:41:27Z',
  createUser: 'rdelgado',
  lastUpdateDate: '2026-05-18T09:41:27Z',
  lastUpdateUser: 'rdelgado',
  version: 1,
};

/** The job-sectors lookup: a job's read model carries only the sector's id. */
export const jobSectors: Option[] = [
  { id: 3, text: 'Environment & Parks' },
  { id: 4, text: 'Education & Libraries' },
];

/** The API answers of the filled screen. */
export const approvalHandlers = {
  'POST /worksites/approvals/search': { body: { items: queue, total: queue.length } },
  'GET /jobs/9071': { body: job },
  'GET /worksites/215': { body: worksite },
  'GET /lookups/job-sectors': { body: jobSectors },
};

import type { StudentInfo, StudentRecordOf } from '@pathway/api-client';

const audit = {
  createDate: '2026-05-02T13:00:00Z',
  createUser: 'kcoleman',
  lastUpdateDate: '2026-06-01T09:30:00Z',
  lastUpdateUser: 'kcoleman',
};

/** Jasmine Whitfield's header as `GET /students/48213/info` answers it (full SSN: the screen masks it). */
export const participantInfo: StudentInfo = {
  id: 48213,
  firstName: 'Jasmine',
  middleName: 'R',
  lastName: 'Whitfield',
  suffixName: null,
  birthDate: '2009-04-17',
  age: 17,
  ssn: '219-44-6781',
  emailAddress: 'jasmine.whitfield@example.org',
  mainPhone: '(412) 555-0142',
  status: 'Assigned',
  paperCheck: false,
  paymentMethod: 'Debit',
  organizationId: 12,
  organizationName: 'Three Rivers Youth Works',
  enrollmentProgramId: 7,
  enrollmentProgramName: 'Summer Youth Employment 2026',
  currentJob: {
    jobId: 901,
    jobName: 'Library Aide',
    jobStartDate: '2026-06-29',
    jobEndDate: '2026-08-07',
    contractId: 44,
    contractCode: 'SYEP-26-TRYW',
    worksiteId: 310,
    worksiteName: 'Carnegie Library - Hill District',
    incentiveOnly: false,
  },
  clearanceAlerts: [],
  lastUpdatedBy: 'kcoleman',
  lastUpdatedOn: '2026-06-18T09:41:27Z',
  version: 3,
};

/** The same header with a work permit already expired and an FBI clearance due soon (ADR 176). */
export const participantWithAlerts: StudentInfo = {
  ...participantInfo,
  clearanceAlerts: [
    { paper: 'Work Permit', expires: '2026-06-12', expired: true },
    { paper: 'FBI Clearance', expires: '2026-07-10', expired: false },
  ],
};

export const contracts: StudentRecordOf<'contracts'>[] = [
  {
    id: 7001,
    contractId: 44,
    startDate: '2026-06-29',
    endDate: '2026-08-07',
    maxHours: 120,
    maxIncentiveAmount: 300,
    studentId: 48213,
    contractCode: 'SYEP-26-TRYW',
    version: 0,
    ...audit,
  },
];

export const barriers: StudentRecordOf<'barriers'>[] = [
  {
    id: 8101,
    barrierTypeId: 5,
    identifiedDate: '2026-05-02',
    resolvedDate: null,
    comments: 'Needs a bus pass for the first two weeks.',
    studentId: 48213,
    barrierTypeName: 'Transportation',
    version: 2,
    ...audit,
  },
];

export const jobs: StudentRecordOf<'jobs'>[] = [
  {
    id: 2210,
    jobId: 901,
    worksiteId: 310,
    contractId: 44,
    startDate: '2026-06-29',
    endDate: '2026-08-07',
    hourlyRate: 12.5,
    incentiveOnly: false,
    studentId: 48213,
    jobName: 'Library Aide',
    worksiteName: 'Carnegie Library - Hill District',
    contractCode: 'SYEP-26-TRYW',
    status: 'Active',
    version: 1,
    ...audit,
  },
];

/** `GET /lookups/barrier-types`: the options the barrier form offers. */
export const barrierTypes = [
  { id: 5, text: 'Transportation', organizationId: null, startDate: null, endDate: null },
  { id: 6, text: 'Childcare', organizationId: null, startDate: null, endDate: null },
];

/** `GET /students/48213/available-jobs`. */
export const availableJobs = [
  {
    jobId: 905,
    jobName: 'Park Greeter',
    jobStartDate: '2026-07-06',
    jobEndDate: '2026-08-14',
    contractId: 44,
    contractCode: 'SYEP-26-TRYW',
    worksiteId: 312,
    worksiteName: 'Frick Park',
    incentiveOnly: false,
    openings: 4,
  },
];

/** `GET /lookups/unassign-reasons`. */
export const unassignReasons = [{ id: 31, text: 'Attendance', organizationId: null, startDate: null, endDate: null }];

const timesheet = {
  studentJobId: 2210,
  hourlyRate: 12.5,
  incentiveAmount: 0,
  comments: null,
  manualCheck: false,
  studentId: 48213,
  jobName: 'Library Aide',
  adjustsTimesheetId: null,
  ...audit,
} as const;

/** `GET /students/48213/timesheets`: a paid week, a Pending adjustment of it (ADR 182), and a Pending week. */
export const timesheets: StudentRecordOf<'timesheets'>[] = [
  {
    ...timesheet,
    id: 130442,
    periodStartDate: '2026-07-06',
    periodEndDate: '2026-07-12',
    workedHours: 34,
    incentiveAmount: 25,
    entryProcessId: 2207,
    status: 'Payrolled',
    version: 3,
  },
  {
    ...timesheet,
    id: 130519,
    periodStartDate: '2026-07-06',
    periodEndDate: '2026-07-12',
    workedHours: 4.5,
    comments: 'Saturday event hours were left off.',
    entryProcessId: null,
    status: 'Pending',
    adjustsTimesheetId: 130442,
    version: 0,
  },
  {
    ...timesheet,
    id: 130601,
    periodStartDate: '2026-07-13',
    periodEndDate: '2026-07-19',
    workedHours: 30,
    entryProcessId: null,
    status: 'Pending',
    version: 1,
  },
];

/** The header while one payroll exception leaves $25.00 owed to her (ADR 182). */
export const participantOwedPay: StudentInfo = {
  ...participantInfo,
  openPayrollExceptions: { count: 1, outstanding: 25 },
};

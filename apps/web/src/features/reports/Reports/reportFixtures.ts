import type { ReportParameter, ReportResult, ReportSummary } from '@pathway/api-client';

const dates = (isRequired: boolean): ReportParameter[] => [
  { name: 'startDate', label: 'Start date', fieldType: 'date', isRequired, lookupName: null },
  { name: 'endDate', label: 'End date', fieldType: 'date', isRequired, lookupName: null },
];
const organizationAndProgram: ReportParameter[] = [
  {
    name: 'organizationId',
    label: 'Organization',
    fieldType: 'buttons',
    isRequired: false,
    lookupName: 'organizations',
  },
  { name: 'programId', label: 'Program', fieldType: 'buttons', isRequired: false, lookupName: 'programs' },
];

export const hoursAndPay: ReportSummary = {
  id: 4,
  name: 'Hours and Pay by Period, Worksite and Contract',
  description: 'Timesheets, worked hours, gross pay and incentives per pay period, worksite and contract.',
  category: 'Payroll',
  formats: ['Excel', 'CSV', 'PDF'],
  parameterDefinitions: [...dates(true), ...organizationAndProgram],
};

export const funnel: ReportSummary = {
  id: 2,
  name: 'Enrollment Funnel by State and Week',
  description: 'Participants by the week they were enrolled and the state they are in now.',
  category: 'Management',
  formats: ['Excel', 'CSV', 'PDF'],
  parameterDefinitions: [...dates(false), ...organizationAndProgram],
};

export const reportPage = { items: [funnel, hoursAndPay], total: 2 };

export const hoursAndPayResult: ReportResult = {
  title: 'Hours and pay by period, worksite and contract',
  columns: [
    { key: 'periodStartDate', label: 'Period start', type: 'date' },
    { key: 'worksite', label: 'Worksite', type: 'text' },
    { key: 'contractCode', label: 'Contract', type: 'text' },
    { key: 'timesheets', label: 'Timesheets', type: 'int' },
    { key: 'workedHours', label: 'Worked hours', type: 'hours' },
    { key: 'totalPay', label: 'Total pay', type: 'money' },
  ],
  rows: [
    {
      periodStartDate: '2026-07-06',
      worksite: 'Frick Park Conservancy',
      contractCode: 'SYEP-2026-014',
      timesheets: 12,
      workedHours: '288.00',
      totalPay: '3120.50',
    },
    {
      periodStartDate: '2026-07-20',
      worksite: 'Carnegie Library Hill District',
      contractCode: 'SYEP-2026-021',
      timesheets: 9,
      workedHours: '204.50',
      totalPay: '2147.25',
    },
  ],
  totals: { timesheets: 21, workedHours: '492.50', totalPay: '5267.75' },
  series: [
    {
      name: 'Total pay',
      points: [
        { label: '2026-07-06', value: 3120.5 },
        { label: '2026-07-20', value: 2147.25 },
      ],
    },
  ],
};

export const funnelResult: ReportResult = {
  title: 'Enrollment funnel by state and week',
  columns: [
    { key: 'week', label: 'Week', type: 'date' },
    { key: 'status', label: 'State', type: 'text' },
    { key: 'applicants', label: 'Participants', type: 'int' },
  ],
  rows: [
    { week: '2026-03-02', status: 'Enrolled', applicants: 14 },
    { week: '2026-03-02', status: 'Assigned', applicants: 6 },
    { week: '2026-03-09', status: 'Enrolled', applicants: 11 },
    { week: '2026-03-09', status: 'Assigned', applicants: 9 },
  ],
  totals: { applicants: 40 },
  series: [
    {
      name: 'Enrolled',
      points: [
        { label: '2026-03-02', value: 14 },
        { label: '2026-03-09', value: 11 },
      ],
    },
    {
      name: 'Assigned',
      points: [
        { label: '2026-03-02', value: 6 },
        { label: '2026-03-09', value: 9 },
      ],
    },
  ],
};

export const organizations = [
  { id: 3, name: 'Partner4Work' },
  { id: 5, name: 'Hill District Consensus Group' },
];
export const programOptions = [{ id: 7, text: 'Summer Youth Employment Program', code: 'SYEP', organizationId: 3 }];

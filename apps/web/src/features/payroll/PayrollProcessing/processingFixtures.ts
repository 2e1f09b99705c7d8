import type { PayrollProcessSummary } from '@pathway/api-client';

/** Three Partner4Work processes of summer 2026, as the processing search answers them. */
export const processes: PayrollProcessSummary[] = [
  {
    status: 'Submitted for Payroll',
    organizationId: 3,
    organizationName: 'Partner4Work',
    periodStartDate: '2026-07-27',
    periodEndDate: '2026-08-09',
    totalHours: 1184.5,
    totalIncentiveAmount: 1850,
    totalPayrollAmount: 16656.25,
    studentsNumber: 37,
    entryProcessId: 2208,
    payrollProcessId: 2208,
    version: 4,
    paidByCard: 35,
    paidByDeposit: 0,
    paidByCheck: 2,
  },
  {
    status: 'Approved for Payroll',
    organizationId: 3,
    organizationName: 'Partner4Work',
    periodStartDate: '2026-07-13',
    periodEndDate: '2026-07-26',
    totalHours: 1210.25,
    totalIncentiveAmount: 925.5,
    totalPayrollAmount: 16055.63,
    studentsNumber: 38,
    entryProcessId: 2207,
    payrollProcessId: 2207,
    version: 6,
    paidByCard: 33,
    paidByDeposit: 3,
    paidByCheck: 2,
  },
  {
    status: 'Payrolled',
    organizationId: 5,
    organizationName: 'Three Rivers Youth',
    periodStartDate: '2026-06-29',
    periodEndDate: '2026-07-12',
    totalHours: 402,
    totalIncentiveAmount: 0.1,
    totalPayrollAmount: 5025.2,
    studentsNumber: 14,
    entryProcessId: 2190,
    payrollProcessId: 2190,
    version: 9,
    paidByCard: 14,
    paidByDeposit: 0,
    paidByCheck: 0,
  },
];

/** The server's cap refusal (ADR 066), one line per breach, spec wording first. */
export const capMessage =
  'Participant Hours cannot exceed 150 hours under contract SYEP-2026-001: Carter, Jasmine would have 162.5.';
export const incentiveCapMessage =
  'Participant Incentive Amount cannout exceed $400.00 under contract SYEP-2026-001: Carter, Jasmine would have $450.00.';

import type { RowOf } from '@pathway/api-client';

const audit = {
  createDate: '2026-03-02T14:00:00Z',
  createUser: 'system',
  lastUpdateDate: '2026-03-02T14:00:00Z',
  lastUpdateUser: 'system',
};

/** Partner4Work's biweekly summer calendar, as the search answers it. */
export const payrollCalendars: RowOf<'/payroll/calendars'>[] = [
  {
    id: 5,
    name: 'Summer 2026 Biweekly',
    organizationId: 3,
    organizationName: 'Partner4Work',
    payrollFrequencyId: 402,
    year: 2026,
    periods: [
      {
        periodNumber: 2,
        periodStartDate: '2026-06-21',
        periodEndDate: '2026-07-04',
        timesheetDueDate: '2026-07-06',
        payDate: '2026-07-09',
      },
      {
        periodNumber: 1,
        periodStartDate: '2026-06-07',
        periodEndDate: '2026-06-20',
        timesheetDueDate: '2026-06-22',
        payDate: '2026-06-25',
      },
    ],
    ...audit,
    version: 2,
  },
  {
    id: 6,
    name: 'Fall 2026 (draft)',
    organizationId: 4,
    organizationName: 'Allegheny Youth Works',
    payrollFrequencyId: 401,
    year: 2026,
    periods: [],
    ...audit,
    version: 1,
  },
];

export const frequencies = [
  { id: 401, text: 'Weekly' },
  { id: 402, text: 'Biweekly' },
];

export const organizations = [
  { id: 3, name: 'Partner4Work' },
  { id: 4, name: 'Allegheny Youth Works' },
];

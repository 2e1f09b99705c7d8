import type { BusinessView } from './BusinessViewsScreen.tsx';

const audit = {
  createDate: '2026-03-02T14:00:00Z',
  createUser: 'system',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

export const businessViews: BusinessView[] = [
  {
    id: 21,
    name: 'Assigned participants',
    description: 'Participants at work this summer.',
    viewName: 'students',
    columns: [
      { name: 'lastName', label: 'Last name', dataType: 'text' },
      { name: 'status', label: 'Status', dataType: 'text' },
      { name: 'paperCheck', label: 'Paper check', dataType: 'boolean' },
    ],
    filters: [{ field: 'status', operator: 'eq', value: 'Assigned' }],
    sort: [{ field: 'lastName', direction: 'asc' }],
    isActive: true,
    ...audit,
    version: 4,
  },
  {
    id: 22,
    name: 'Timesheets',
    description: null,
    viewName: 'timesheets',
    columns: [{ name: 'workedHours', label: 'Worked hours', dataType: 'number' }],
    filters: [],
    sort: [],
    isActive: false,
    ...audit,
    version: 0,
  },
];

export const assignedRows = {
  columns: businessViews[0]?.columns ?? [],
  items: [
    { lastName: 'Whitfield', status: 'Assigned', paperCheck: false },
    { lastName: 'Youngblood', status: 'Assigned', paperCheck: true },
  ],
  total: 2,
};

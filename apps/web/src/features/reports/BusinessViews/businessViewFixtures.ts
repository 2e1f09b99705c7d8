import type { BusinessViewEntity } from '@pathway/api-client';
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

/** What GET /business-views/entities answers: two entities with a few columns each. */
export const entities: BusinessViewEntity[] = [
  {
    name: 'jobs',
    label: 'Jobs',
    columns: [
      { name: 'title', label: 'Job', dataType: 'text', quickSearch: true },
      { name: 'startDate', label: 'Start date', dataType: 'date', quickSearch: false },
      { name: 'hourlyRate', label: 'Hourly rate', dataType: 'money', quickSearch: false },
    ],
  },
  {
    name: 'students',
    label: 'Participants',
    columns: [
      { name: 'lastName', label: 'Last name', dataType: 'text', quickSearch: true },
      { name: 'status', label: 'Status', dataType: 'text', quickSearch: true },
      { name: 'birthDate', label: 'Birth date', dataType: 'date', quickSearch: false },
      { name: 'paperCheck', label: 'Paper check', dataType: 'boolean', quickSearch: false },
    ],
  },
];

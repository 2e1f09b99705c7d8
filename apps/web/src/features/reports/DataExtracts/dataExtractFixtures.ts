import type { RowOf } from '@pathway/api-client';
import type { DataExtract } from './DataExtractsScreen.tsx';

const audit = {
  createDate: '2026-03-02T14:00:00Z',
  createUser: 'system',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

export const participantsView: RowOf<'/business-views'> = {
  id: 21,
  name: 'Participants',
  description: 'Every participants row the user may see.',
  viewName: 'students',
  columns: [
    { name: 'lastName', label: 'Last name', dataType: 'text' },
    { name: 'firstName', label: 'First name', dataType: 'text' },
    { name: 'status', label: 'Status', dataType: 'text' },
    { name: 'birthDate', label: 'Birth date', dataType: 'date' },
  ],
  filters: [],
  sort: [],
  isActive: true,
  ...audit,
  version: 0,
};

export const businessViewPage = { items: [participantsView], total: 1 };

export const dataExtracts: DataExtract[] = [
  {
    id: 9,
    name: 'Assigned participants',
    description: 'Names of every assigned participant.',
    businessViewId: 21,
    columns: ['lastName', 'firstName', 'status'],
    filters: [{ field: 'status', operator: 'eq', value: 'Assigned' }],
    format: 'Excel',
    businessViewName: 'Participants',
    lastRunOn: '2026-07-01T13:20:00Z',
    ...audit,
    version: 2,
  },
  {
    id: 10,
    name: 'Participants - all',
    description: null,
    businessViewId: 21,
    columns: ['lastName', 'firstName'],
    filters: [],
    format: 'CSV',
    businessViewName: 'Participants',
    lastRunOn: null,
    ...audit,
    version: 0,
  },
];

import { toParameters, type ReportDefinition } from './reportDefinitionModel.ts';

const audit = {
  createDate: '2026-03-02T14:00:00Z',
  createUser: 'system',
  lastUpdateDate: '2026-06-18T09:41:27Z',
  lastUpdateUser: 'kwashington',
};

export const reportDefinitions: ReportDefinition[] = [
  {
    id: 1,
    name: 'Applications by Week and State',
    description: 'Online applications by the week they were submitted and the state they are in now.',
    category: 'General',
    reportPath: '/Pathway/Management/EnrollmentFunnel',
    formats: ['Excel', 'CSV', 'PDF'],
    parameterDefinitions: toParameters('optional', true, true),
    isActive: true,
    ...audit,
    version: 0,
  },
  {
    id: 4,
    name: 'Hours and Pay by Period, Worksite and Contract',
    description: 'Timesheets, worked hours, gross pay and incentives per pay period, worksite and contract.',
    category: 'Payroll',
    reportPath: '/Pathway/Payroll/HoursAndPay',
    formats: ['Excel', 'CSV'],
    parameterDefinitions: toParameters('required', true, false),
    isActive: true,
    ...audit,
    version: 3,
  },
  {
    id: 6,
    name: 'Clearance and Work-Permit Expiries',
    description: null,
    category: 'Admin',
    reportPath: '/Pathway/Admin/ClearanceExpiries',
    formats: ['PDF'],
    parameterDefinitions: [],
    isActive: false,
    ...audit,
    version: 1,
  },
];

/**
 * Deterministic programme data for stories, tests and the grid benchmark: participants placed at
 * worksites, with timesheet figures. No randomness and no current dates, so screenshots and
 * benchmark runs see the same rows every time.
 */
import type { GridColumn } from './DataGrid.types.ts';

export interface TimesheetRow {
  id: string;
  lastName: string;
  firstName: string;
  ssn: string;
  worksite: string;
  weekEnding: string;
  hourlyRate: number;
  hours: number;
  grossPay: number;
  status: string;
  supervisor: string;
  notes: string;
}

const LAST_NAMES = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Delgado',
  'Evans',
  'Fofana',
  'Garcia',
  'Harris',
  'Ibrahim',
  'Johnson',
  'Kowalski',
  'Lopez',
  'Mensah',
  'Nguyen',
  'Okafor',
  'Patel',
  'Quinn',
  'Robinson',
  'Santos',
  'Thompson',
  'Usman',
  'Vasquez',
  'Washington',
  'Xu',
  'Young',
  'Zamora',
];
const FIRST_NAMES = [
  'Aaliyah',
  'Brandon',
  'Camila',
  'Darius',
  'Elena',
  'Faith',
  'Gabriel',
  'Hannah',
  'Isaiah',
  'Jasmine',
  'Kevin',
  'Layla',
  'Marcus',
  'Nia',
  'Omar',
  'Priya',
  'Rosa',
  'Samuel',
  'Tiana',
  'Victor',
];
const WORKSITES = [
  'Eastside Community Library',
  'Harbor Parks Department',
  'Northgate Senior Center',
  'Riverside Food Bank',
  'City Hall Records Office',
  'Lincoln Recreation Center',
  'Westview Public Works',
  'Metro Animal Shelter',
];
const STATUSES = ['Submitted', 'Approved', 'Processed', 'Rejected', 'Draft'];
const SUPERVISORS = ['M. Okonkwo', 'L. Brennan', 'D. Ramirez', 'S. Whitfield', 'K. Tanaka'];
const NOTES = [
  'Arrived on time all week; supervisor reports strong teamwork and asked to extend the placement.',
  'Missed Tuesday for a school exam (excused). Make-up hours approved by the worksite supervisor.',
  'Completed forklift safety orientation. Transportation stipend requested for the remaining weeks.',
  'Timesheet corrected after the worksite reported a duplicate Friday entry; payroll notified.',
  '',
];

function pick<T>(list: readonly T[], index: number): T {
  const value = list[index % list.length];
  if (value === undefined) throw new Error('Fixture lists are never empty');
  return value;
}

/** Week-ending Fridays from 06/07/2024 on, 12 weeks around. */
function weekEnding(index: number): string {
  const base = Date.UTC(2024, 5, 7);
  const date = new Date(base + (index % 12) * 7 * 86_400_000);
  return date.toISOString().slice(0, 10);
}

/** Builds `count` timesheet rows; row i is always the same. */
export function makeTimesheets(count: number): TimesheetRow[] {
  const rows: TimesheetRow[] = [];
  for (let i = 0; i < count; i++) {
    // Co-prime strides spread names and sites without randomness.
    const hourlyRate = 15 + ((i * 7) % 9) * 0.5;
    const hours = 10 + ((i * 13) % 31);
    const serial = String(1000 + ((i * 7919) % 9000)).padStart(4, '0');
    rows.push({
      id: `TS-${String(i + 1).padStart(6, '0')}`,
      lastName: pick(LAST_NAMES, i * 5 + Math.floor(i / 26)),
      firstName: pick(FIRST_NAMES, i * 3 + Math.floor(i / 20)),
      ssn: `${String(100 + (i % 800)).padStart(3, '0')}-${String(10 + (i % 89)).padStart(2, '0')}-${serial}`,
      worksite: pick(WORKSITES, i * 3),
      weekEnding: weekEnding(i),
      hourlyRate,
      hours,
      grossPay: Math.round(hourlyRate * hours * 100) / 100,
      status: pick(STATUSES, i),
      supervisor: pick(SUPERVISORS, i * 2),
      notes: pick(NOTES, i * 7),
    });
  }
  return rows;
}

/** Eight columns: the benchmark's shape. */
export const timesheetColumns: GridColumn<TimesheetRow>[] = [
  { id: 'id', header: 'Timesheet', value: (row) => row.id, width: 120 },
  { id: 'lastName', header: 'Last Name', value: (row) => row.lastName, width: 140 },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName, width: 130 },
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, format: 'ssn', width: 120 },
  { id: 'worksite', header: 'Worksite', value: (row) => row.worksite, width: 230 },
  {
    id: 'weekEnding',
    header: 'Week Ending',
    value: (row) => row.weekEnding,
    format: 'date',
    width: 130,
    dateFilter: true,
  },
  { id: 'hours', header: 'Hours', value: (row) => row.hours, format: 'number', width: 90 },
  { id: 'grossPay', header: 'Gross Pay', value: (row) => row.grossPay, format: 'currency', width: 120 },
];

/** The eight columns plus additional ones revealed by Show Additional Columns, and notes at width 1000. */
export const timesheetColumnsWithAdditional: GridColumn<TimesheetRow>[] = [
  ...timesheetColumns,
  {
    id: 'hourlyRate',
    header: 'Hourly Rate',
    value: (row) => row.hourlyRate,
    format: 'currency',
    width: 120,
    additional: true,
  },
  { id: 'status', header: 'Status', value: (row) => row.status, width: 120, additional: true },
  { id: 'supervisor', header: 'Supervisor', value: (row) => row.supervisor, width: 140, additional: true },
  { id: 'notes', header: 'Notes', value: (row) => row.notes, width: 1000, sortable: false },
];

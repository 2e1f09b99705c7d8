import type { RowOf } from '@pathway/api-client';
import { formatDate, type GridColumn } from '@pathway/design-system';
import { ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type PayrollCalendar = RowOf<'/payroll/calendars'>;

/** The calendar's span, first period's start to last period's end (periods may come unsorted). */
export function periodSpan(row: PayrollCalendar): string {
  if (row.periods.length === 0) return 'No periods';
  const starts = row.periods.map((period) => period.periodStartDate).sort();
  const ends = row.periods.map((period) => period.periodEndDate).sort();
  const count = `${String(row.periods.length)} period${row.periods.length === 1 ? '' : 's'}`;
  return `${count}: ${formatDate(starts[0] ?? null)} – ${formatDate(ends.at(-1) ?? null)}`;
}

export const payrollCalendarColumns: GridColumn<PayrollCalendar>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 220 },
  { id: 'year', header: 'Year', value: (row) => row.year, format: 'number', width: 90 },
  { id: 'periods', header: 'Periods', value: periodSpan, sortable: false, width: 280 },
];

const loadForm = () => import('./payrollCalendarForm.tsx').then((module) => module.payrollCalendarForm);

/** Payroll > Payroll Calendars (PAYROLL_CALENDAR): an organization's pay periods for a season. */
export function PayrollCalendarsScreen() {
  return (
    <ResourceScreen
      title="Payroll Calendars"
      noun="payroll calendar"
      resource={api.payrollCalendars}
      columns={payrollCalendarColumns}
      rowName={(row) => row.name}
      claims={{ create: 'PAYROLL_CALENDAR', update: 'PAYROLL_CALENDAR', remove: 'PAYROLL_CALENDAR' }}
      form={loadForm}
    />
  );
}

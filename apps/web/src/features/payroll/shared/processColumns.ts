import type { TimesheetStatus } from '@pathway/api-client';
import type { GridBadgeTone, GridCellValue, GridColumn } from '@pathway/design-system';

/**
 * The badge tone of a payroll process's status, the same on every payroll grid that shows one; a
 * process holding a payroll exception is red (ADR 182).
 */
export const processStatusTones: Record<TimesheetStatus, GridBadgeTone> = {
  Pending: 'neutral',
  'Submitted for Payroll': 'warning',
  'Approved for Payroll': 'info',
  'Payroll in Process': 'info',
  'Payroll Exception': 'danger',
  Payrolled: 'success',
};

/** The first day of a row's pay period, with the date filter that finds a period. */
export function periodStartColumn<Row extends { periodStartDate: GridCellValue }>(): GridColumn<Row> {
  return {
    id: 'periodStartDate',
    header: 'Period Start',
    value: (row) => row.periodStartDate,
    format: 'date',
    dateFilter: true,
    width: 140,
  };
}

/** The last day of a row's pay period. */
export function periodEndColumn<Row extends { periodEndDate: GridCellValue }>(): GridColumn<Row> {
  return { id: 'periodEndDate', header: 'Period End', value: (row) => row.periodEndDate, format: 'date', width: 130 };
}

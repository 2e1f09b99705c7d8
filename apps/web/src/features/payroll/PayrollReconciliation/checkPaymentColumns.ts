import type { CheckPayment, CheckPaymentReason } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { periodEndColumn, periodStartColumn, processStatusTones } from '../shared/processColumns.ts';

/** The statuses a check payment can have: those of the approved pay it sums (the server's counted ones). */
export const CHECK_PAYMENT_STATUSES: readonly CheckPayment['status'][] = [
  'Approved for Payroll',
  'Payroll in Process',
  'Payroll Exception',
  'Payrolled',
];

export const CHECK_PAYMENT_REASONS: readonly CheckPaymentReason[] = [
  'Manual check request',
  'Paper check',
  'Paid by check',
];

/** Only the contract's sort fields sort (name, periodStartDate, amount). */
export const checkPaymentColumns: GridColumn<CheckPayment>[] = [
  { id: 'name', header: 'Participant', value: (row) => row.name, width: 190 },
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, format: 'ssn', sortable: false, width: 120 },
  { id: 'address', header: 'Mailing Address', value: (row) => row.address, sortable: false, width: 300 },
  periodStartColumn(),
  { ...periodEndColumn(), sortable: false, width: 120 },
  {
    id: 'payrollProcessId',
    header: 'Process',
    value: (row) => row.payrollProcessId,
    format: 'number',
    sortable: false,
    width: 100,
  },
  { id: 'reason', header: 'Reason', value: (row) => row.reason, sortable: false, width: 190 },
  { id: 'amount', header: 'Amount', value: (row) => row.amount, format: 'currency', width: 120 },
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    // The tones of Payroll Processing's process statuses, so a status reads the same on both screens.
    kind: { type: 'badge', tone: (row) => processStatusTones[row.status] },
    sortable: false,
    width: 180,
  },
  {
    id: 'hours',
    header: 'Hours',
    value: (row) => row.hours,
    format: 'number',
    sortable: false,
    additional: true,
    width: 90,
  },
];

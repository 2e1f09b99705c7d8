import type { CheckPayment } from '@pathway/api-client';

const approved = {
  organizationId: 3,
  payrollProcessId: 2207,
  periodStartDate: '2026-06-29',
  periodEndDate: '2026-07-12',
  status: 'Approved for Payroll',
} as const;

/** Deja Washington asked for a manual check for her two weeks at the library. */
export const manualCheckPayment: CheckPayment = {
  ...approved,
  studentId: 3120,
  name: 'Washington, Deja',
  ssn: '*****5512',
  address: '1200 Centre Ave, Apt 4, Pittsburgh, PA 15219',
  hours: 25,
  amount: 312.5,
  reason: 'Manual check request',
};

/** Luis Ramirez is paid by paper check. */
export const paperCheckPayment: CheckPayment = {
  ...approved,
  studentId: 3133,
  name: 'Ramirez, Luis',
  ssn: '*****7048',
  address: '415 Brownsville Rd, Pittsburgh, PA 15210',
  hours: 21.6,
  amount: 270,
  reason: 'Paper check',
};

/** Chinedu Okafor's payment method is Check; his hours fall in the next period's process. */
export const checkMethodPayment: CheckPayment = {
  ...approved,
  studentId: 3141,
  name: 'Okafor, Chinedu',
  ssn: '*****2231',
  address: '2901 Penn Ave, Pittsburgh, PA 15201',
  payrollProcessId: 2208,
  periodStartDate: '2026-07-13',
  periodEndDate: '2026-07-26',
  hours: 96.5,
  amount: 1206.25,
  reason: 'Paid by check',
};

export const checkPayments: CheckPayment[] = [manualCheckPayment, paperCheckPayment, checkMethodPayment];

export const checkPaymentPage = (rows: readonly CheckPayment[]) => ({ items: rows, total: rows.length });

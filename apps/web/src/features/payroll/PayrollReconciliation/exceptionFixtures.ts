import type { PayrollException } from '@pathway/api-client';

const file = {
  organizationId: 3,
  cardProviderFileId: 412,
  fileName: 'FSV3171_20260715_001.csv',
  payrollProcessId: 2190,
  providerReason: null,
  resolution: null,
  resolvedBy: null,
  resolvedOn: null,
  createDate: '2026-07-16T09:30:00Z',
} as const;

/** Jasmine Carter's card loaded $25.00 short: Open, owed. */
export const shortException: PayrollException = {
  ...file,
  id: 31,
  lineNumber: 17,
  studentId: 3051,
  name: 'Carter, Jasmine',
  participantRef: 'P000003051',
  kind: 'Short',
  expectedAmount: 364.25,
  paidAmount: 339.25,
  outstanding: 25,
  status: 'Open',
  version: 0,
};

/** Marcus O'Neil's payment rejected (card closed), already set to be re-paid. */
export const rejectedException: PayrollException = {
  ...file,
  id: 32,
  lineNumber: 22,
  studentId: 3077,
  name: "O'Neil, Marcus",
  participantRef: 'P000003077',
  kind: 'Rejected',
  expectedAmount: 356.25,
  paidAmount: 0,
  outstanding: 356.25,
  status: 'Repay Requested',
  providerReason: 'Card closed by cardholder',
  resolution: 'New card issued 07/17; re-paying in the next file.',
  version: 1,
};

/** An answer line for no line sent: $40.00 paid to a reference the file does not hold. */
export const unknownException: PayrollException = {
  ...file,
  id: 33,
  lineNumber: null,
  studentId: null,
  name: null,
  payrollProcessId: null,
  participantRef: 'P000099871',
  kind: 'Unknown',
  expectedAmount: 0,
  paidAmount: 40,
  outstanding: -40,
  status: 'Open',
  version: 0,
};

/** Linh Nguyen's card loaded $10.00 over, closed after the provider recovered it. */
export const closedException: PayrollException = {
  ...file,
  id: 30,
  lineNumber: 9,
  studentId: 3102,
  name: 'Nguyen, Linh',
  participantRef: 'P000003102',
  kind: 'Over',
  expectedAmount: 1200.1,
  paidAmount: 1210.1,
  outstanding: -10,
  status: 'Closed',
  resolution: 'FSV recovered the $10.00 from the card on 07/20.',
  resolvedBy: 'kwashington',
  resolvedOn: '2026-07-20T15:12:00Z',
  version: 1,
};

/** The exceptions that still ask someone to act (the section's default filter). */
export const openExceptions: PayrollException[] = [shortException, rejectedException, unknownException];
export const everyException: PayrollException[] = [...openExceptions, closedException];

export const exceptionPage = (rows: readonly PayrollException[]) => ({ items: rows, total: rows.length });

import type { StudentPaymentMethod } from '@pathway/api-client';

/** Jasmine Whitfield's payment method as `GET /students/48213/payment-method` answers it: a Debit card on file. */
export const debitOnFile: StudentPaymentMethod = {
  studentId: 48213,
  paymentMethod: 'Debit',
  paperCheck: false,
  cardProxyLast4: '4821',
  routingNumberLast4: null,
  accountNumberLast4: null,
  accountType: null,
  updatedBy: 'kcoleman',
  updatedOn: '2026-06-18T09:41:27Z',
  version: 3,
};

/** Paid by Deposit to a checking account (the card stays on file). */
export const depositOnFile: StudentPaymentMethod = {
  ...debitOnFile,
  paymentMethod: 'Deposit',
  routingNumberLast4: '0096',
  accountNumberLast4: '7890',
  accountType: 'Checking',
};

/** Debit chosen at enrollment, before the provider issued the card. */
export const debitWithoutCard: StudentPaymentMethod = { ...debitOnFile, cardProxyLast4: null };

/** The read the screens need, for stubApi and storySetup. */
export const paymentMethodHandlers = {
  'GET /students/48213/payment-method': { body: debitOnFile },
};

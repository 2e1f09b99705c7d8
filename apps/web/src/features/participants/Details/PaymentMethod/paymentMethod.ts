import type { StudentPaymentMethod } from '@pathway/api-client';
import { queryOptions } from '@tanstack/react-query';
import * as api from '../../../../lib/api.ts';

/** A participant's payment method, masked (ADR 181); its key reads like its path. */
export const paymentMethodQuery = (studentId: number) =>
  queryOptions({
    queryKey: ['/students', studentId, 'payment-method'] as const,
    queryFn: () => api.students.paymentMethod(studentId),
  });

const masked = (lastFour: string) => `****${lastFour}`;

/** The method in words with the last four digits on file: "Debit card ****1234", "Checking ****6789 at routing ****0021". */
export function describePaymentMethod(method: StudentPaymentMethod): string {
  switch (method.paymentMethod) {
    case 'Debit':
      return method.cardProxyLast4 === null
        ? 'Debit card, none on file'
        : `Debit card ${masked(method.cardProxyLast4)}`;
    case 'Deposit':
      return method.accountNumberLast4 === null || method.routingNumberLast4 === null || method.accountType === null
        ? 'Deposit, no bank account on file'
        : `${method.accountType} ${masked(method.accountNumberLast4)} at routing ${masked(method.routingNumberLast4)}`;
    case 'Check':
      return 'Check';
  }
}

import { messages } from '@pathway/validation';
import type { InboundLoadResult, PayrollProcessSummary } from '@pathway/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { resourceMessages } from '../../../kit/index.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

const text = resourceMessages('card provider file');

/** The screen's questions and toasts; the no-inbound sentence is spec section 8's, verbatim. */
export const fileMessages = {
  confirmRemove: text.confirmRemove,
  removed: text.removed,
  confirmSend: 'Are you sure you want to send this card provider file?',
  sent: 'Card provider file successfully sent',
  generated: 'Card provider file successfully generated',
  /** "Inbound files loaded: 1. 134 matched, 1 short by $25.00" (the server's summary, ADR 182). */
  loaded: (result: InboundLoadResult) => `Inbound files loaded: ${String(result.filesLoaded)}. ${result.summary}`,
  /** "1 exception to re-pay or close in" … Payroll Reconciliation (a link). */
  exceptionsToResolve: (count: number) =>
    `${String(count)} ${count === 1 ? 'exception' : 'exceptions'} to re-pay or close in`,
  /** "Re-pays 1 exception: $25.00" (the pre-flight's re-pay lines). */
  repays: (count: number, amount: string) =>
    `Re-pays ${String(count)} ${count === 1 ? 'exception' : 'exceptions'}: ${amount}`,
  noInbound: messages.noInboundFiles,
} as const;

/** Which payments a file type's files carry (Debit when the type does not say). */
export type FilePaymentMethod = 'Debit' | 'Deposit';

const METHOD_WORDS: Record<FilePaymentMethod, string> = { Debit: 'card', Deposit: 'direct deposit' };

const participants = (count: number) => `${String(count)} ${count === 1 ? 'participant' : 'participants'}`;

/**
 * Why a process has no timesheet a file of this payment method pays, by the server's counts (ADR 219):
 * "no timesheet to pay by card: 2 participants paid by check, 1 by direct deposit"; null when it has
 * someone to pay.
 */
export function nothingToPay(process: PayrollProcessSummary, method: FilePaymentMethod): string | null {
  const payable = method === 'Deposit' ? process.paidByDeposit : process.paidByCard;
  if (payable > 0) return null;
  const otherMethod: FilePaymentMethod = method === 'Deposit' ? 'Debit' : 'Deposit';
  const other = method === 'Deposit' ? process.paidByCard : process.paidByDeposit;
  const elsewhere = [
    ...(process.paidByCheck > 0 ? [`${participants(process.paidByCheck)} paid by check`] : []),
    ...(other > 0 ? [`${participants(other)} paid by ${METHOD_WORDS[otherMethod]}`] : []),
  ];
  return `no timesheet to pay by ${METHOD_WORDS[method]}${elsewhere.length > 0 ? `: ${elsewhere.join(', ')}` : ''}`;
}

/** A file action changes files, processes, timesheets and the reconciliation: all are read again. */
export function invalidatePayrollCycle(client: QueryClient) {
  return Promise.all(
    [
      '/payroll/card-provider-files',
      '/payroll/processing',
      '/payroll/reconciliation',
      '/payroll/exceptions',
      '/timesheets',
      '/payroll/available-timesheets',
    ].map((path) => client.invalidateQueries({ queryKey: queryKeys.resource(path) })),
  );
}

/** How many exceptions a load found, every kind together. */
export const exceptionCount = (result: InboundLoadResult) =>
  result.exceptions.reduce((sum, kind) => sum + kind.count, 0);

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
  loaded: (files: number, matched: number, rejected: number) =>
    `Inbound files loaded: ${String(files)} (${String(matched)} payments matched, ${String(rejected)} rejected)`,
  noInbound: "There aren't any inbound files yet.",
} as const;

/** A file action changes files, processes, timesheets and the reconciliation: all are read again. */
export function invalidatePayrollCycle(client: QueryClient) {
  return Promise.all(
    [
      '/payroll/card-provider-files',
      '/payroll/processing',
      '/payroll/reconciliation',
      '/timesheets',
      '/payroll/available-timesheets',
    ].map((path) => client.invalidateQueries({ queryKey: queryKeys.resource(path) })),
  );
}

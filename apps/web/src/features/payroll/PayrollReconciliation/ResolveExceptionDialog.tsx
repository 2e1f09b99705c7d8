import { toApiError, type PayrollException, type PayrollExceptionResolveRequest } from '@pathway/api-client';
import { Button, Modal, TextArea, formatCurrency, toast } from '@pathway/design-system';
import { messages } from '@pathway/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import * as api from '../../../lib/api.ts';
import { exceptionParticipant } from './exceptionColumns.ts';

export type ResolveAction = PayrollExceptionResolveRequest['action'];

const REASON_MAX = 2000;

/** The dialog's words per action: its title, its button, what it does, and the success toast. */
export const resolveTexts: Record<
  ResolveAction,
  { title: string; button: string; explains: (row: PayrollException) => string; done: string }
> = {
  Repay: {
    title: 'Re-pay in Next File',
    button: 'Re-pay',
    explains: (row) =>
      `${formatCurrency(row.outstanding)} goes into the next file of this organization and card provider, on a line of its own.`,
    done: 'Payroll exception set to be re-paid in the next file',
  },
  Close: {
    title: 'Close Exception',
    button: 'Close Exception',
    explains: () =>
      'Closing ends the exception and its timesheets become Payrolled. Say how it was settled: paid another way, recovered or written off.',
    done: 'Payroll exception successfully closed',
  },
};

/** "Carter, Jasmine: FSV3171_20260715_001.csv line 17, Short; expected $364.25, paid $339.25, $25.00 owed." */
export function describeException(row: PayrollException): string {
  const where = row.lineNumber === null ? row.fileName : `${row.fileName} line ${String(row.lineNumber)}`;
  const balance =
    row.outstanding > 0
      ? `${formatCurrency(row.outstanding)} owed`
      : row.outstanding < 0
        ? `${formatCurrency(-row.outstanding)} overpaid`
        : 'nothing owed';
  return `${exceptionParticipant(row)}: ${where}, ${row.kind}; expected ${formatCurrency(row.expectedAmount)}, paid ${formatCurrency(row.paidAmount)}, ${balance}.`;
}

/** What a resolve changes: the exceptions, the ledger views, the timesheets' statuses and the participant's badge. */
const CHANGED = [['payroll'], ['timesheets'], ['/students']] as const;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);

  p {
    margin: 0;
  }
`;

export interface ResolveExceptionDialogProps {
  action: ResolveAction;
  exception: PayrollException;
  onClose: () => void;
}

/**
 * Re-pay an exception in the next file, or close it (PAYROLL_PROCESSING, ADR 182): a required reason,
 * sent with the version read, then the success toast. A second press while the first is on its way
 * sends nothing. A refusal is the generic error toast (spec section 8); a stale version (409) also
 * closes the dialog, and the grid is read again to show where the exception stands now.
 */
export function ResolveExceptionDialog({ action, exception, onClose }: ResolveExceptionDialogProps) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  // Set before the first render after a press: a double click sends one request.
  const sending = useRef(false);
  const text = resolveTexts[action];
  const resolve = useMutation({
    mutationFn: (body: PayrollExceptionResolveRequest) => api.payrollCycle.resolveException(exception.id, body),
    onSuccess: async () => {
      toast.success(text.done);
      onClose();
      await Promise.all(CHANGED.map((queryKey) => client.invalidateQueries({ queryKey })));
    },
    onError: async (error) => {
      if (toApiError(error).status === 409) onClose();
      await client.invalidateQueries({ queryKey: ['payroll', 'exceptions'] });
    },
    onSettled: () => {
      sending.current = false;
    },
  });
  const trimmed = reason.trim();
  const error = trimmed === '' ? messages.required : reason.length > REASON_MAX ? messages.max(REASON_MAX) : undefined;
  const submit = () => {
    setTouched(true);
    if (error !== undefined || sending.current) return;
    sending.current = true;
    resolve.mutate({ action, reason: trimmed, version: exception.version });
  };
  return (
    <Modal
      open
      size="medium"
      title={text.title}
      dirty={reason !== ''}
      onClose={onClose}
      footer={
        <>
          <Button busy={resolve.isPending} disabled={error !== undefined} onClick={submit}>
            {text.button}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      <Body>
        <p>{describeException(exception)}</p>
        <p>{text.explains(exception)}</p>
        <TextArea
          label="Reason"
          required
          rows={4}
          value={reason}
          error={touched ? error : undefined}
          onValueChange={({ value }) => setReason(value)}
          onBlur={() => setTouched(true)}
        />
      </Body>
    </Modal>
  );
}

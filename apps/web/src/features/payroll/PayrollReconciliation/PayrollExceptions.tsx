import type { PayrollException, PayrollExceptionStatus, SearchFilter } from '@pathway/api-client';
import { DataGrid, SingleSelect, type GridRowAction, type SelectItem } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useCan, useResourceList } from '../../../kit/index.ts';
import { ScreenSection } from '../../../kit/views/ScreenSection.tsx';
import * as api from '../../../lib/api.ts';
import { EXCEPTION_STATUSES, exceptionColumns, exceptionName } from './exceptionColumns.ts';
import { ResolveExceptionDialog, type ResolveAction } from './ResolveExceptionDialog.tsx';

/** The status filter: the exceptions still asking someone to act (the default), one status, or every one. */
type StatusChoice = 'open' | 'every' | PayrollExceptionStatus;

const statusItems: SelectItem<StatusChoice>[] = [
  { value: 'open', label: 'Needs action (Open, Repay Requested, Repaying)' },
  ...EXCEPTION_STATUSES.map((status) => ({ value: status, label: status })),
  { value: 'every', label: 'Every status' },
];

const filtersOf = (choice: StatusChoice): SearchFilter[] =>
  choice === 'every'
    ? []
    : choice === 'open'
      ? [{ field: 'open', operator: 'eq', value: true }]
      : [{ field: 'status', operator: 'eq', value: choice }];

const StatusFilter = styled.div`
  min-width: 22rem;
`;

/** Re-pay: still Open and something owed to a participant of the file. Close: Open or waiting for its re-pay. */
const mayRepay = (row: PayrollException) => row.status === 'Open' && row.outstanding > 0 && row.studentId !== null;
const mayClose = (row: PayrollException) => row.status === 'Open' || row.status === 'Repay Requested';

/**
 * The payroll exceptions of Payroll Reconciliation (ADR 182): every line a card provider did not pay
 * as sent (short, over, rejected, missing, unknown, duplicate), the open ones first by default. With
 * PAYROLL_PROCESSING, an Open one owed to its participant is re-paid in the next file, and an Open or
 * Repay Requested one is closed, each with a reason.
 */
export function PayrollExceptions() {
  const mayResolve = useCan('PAYROLL_PROCESSING');
  const [status, setStatus] = useState<StatusChoice>('open');
  const filters = useMemo(() => filtersOf(status), [status]);
  const list = useResourceList(api.payrollExceptions, { filters });
  const [chosen, setChosen] = useState<{ action: ResolveAction; exception: PayrollException } | null>(null);
  const actions = useMemo<GridRowAction<PayrollException>[]>(
    () =>
      mayResolve
        ? [
            {
              id: 'repay',
              label: 'Re-pay in next file',
              visible: mayRepay,
              onAction: (exception) => setChosen({ action: 'Repay', exception }),
            },
            {
              id: 'close',
              label: 'Close',
              visible: mayClose,
              onAction: (exception) => setChosen({ action: 'Close', exception }),
            },
          ]
        : [],
    [mayResolve],
  );
  return (
    <ScreenSection title="Exceptions">
      <DataGrid<PayrollException>
        label="Payroll Exceptions"
        columns={exceptionColumns}
        getRowId={(row) => String(row.id)}
        searchPanel={{
          toolbar: (
            <StatusFilter>
              <SingleSelect<StatusChoice>
                label="Exception Status"
                items={statusItems}
                value={status}
                onValueChange={({ value }) => setStatus(value ?? 'open')}
              />
            </StatusFilter>
          ),
        }}
        rowActions={actions.length > 0 ? { actions, name: exceptionName } : undefined}
        {...list.grid}
      />
      {chosen ? (
        <ResolveExceptionDialog action={chosen.action} exception={chosen.exception} onClose={() => setChosen(null)} />
      ) : null}
    </ScreenSection>
  );
}

import type { PayrollProcessSummary } from '@pathway/api-client';
import { Checkbox, ConfirmDialog, DataGrid, toast, type GridColumn, type GridRowAction } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { useCan, useResourceList, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { periodEndColumn, periodStartColumn, processStatusTones } from '../shared/processColumns.ts';
import { sumCents, formatHoursTotal } from './totals.ts';

const Totals = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

type Action = 'approve' | 'reject' | 'moveToPending';

export const processingMessages = {
  approve: {
    question: 'Are you sure you want to approve this payroll process?',
    done: 'Payroll process successfully approved',
  },
  reject: {
    question: 'Are you sure you want to reject this payroll process?',
    done: 'Payroll process successfully rejected',
  },
  moveToPending: {
    question: 'Are you sure you want to move this payroll process to pending?',
    done: 'Payroll process successfully moved to pending',
  },
} as const;

export const processingColumns: GridColumn<PayrollProcessSummary>[] = [
  { id: 'payrollProcessId', header: 'Process', value: (row) => row.entryProcessId, format: 'number', width: 100 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 200 },
  periodStartColumn(),
  periodEndColumn(),
  {
    id: 'status',
    header: 'Status',
    value: (row) => row.status,
    kind: { type: 'badge', tone: (row) => processStatusTones[row.status] },
    width: 190,
  },
  { id: 'totalHours', header: 'Total Hours', value: (row) => row.totalHours, format: 'number', width: 120 },
  {
    id: 'totalIncentiveAmount',
    header: 'Incentive Amount',
    value: (row) => row.totalIncentiveAmount,
    format: 'currency',
    width: 150,
  },
  {
    id: 'totalPayrollAmount',
    header: 'Payroll Amount',
    value: (row) => row.totalPayrollAmount,
    format: 'currency',
    width: 150,
  },
  { id: 'studentsNumber', header: 'Participants', value: (row) => row.studentsNumber, format: 'number', width: 120 },
];

const NEEDS_ATTENTION = [{ field: 'status', operator: 'eq' as const, value: 'Submitted for Payroll' }];
const EVERY_STATUS: never[] = [];

/** One action on one process, after its question; the server's refusal (a cap, 409) is the toast. */
function ProcessAction({
  action,
  process,
  onClose,
}: {
  action: Action;
  process: PayrollProcessSummary;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: async () => {
      const body = { organizationId: process.organizationId, companyEntryProcessIds: [process.entryProcessId] };
      if (action === 'approve') await api.timesheets.approve(body);
      else if (action === 'reject') await api.payrollCycle.reject(body);
      else await api.payrollCycle.moveToPending(body);
    },
    onSuccess: async () => {
      toast.success(processingMessages[action].done);
      onClose();
      await Promise.all(
        ['/payroll/processing', '/timesheets', '/payroll/available-timesheets'].map((path) =>
          client.invalidateQueries({ queryKey: queryKeys.resource(path) }),
        ),
      );
    },
    onError: onClose,
  });
  return (
    <ConfirmDialog
      open
      message={processingMessages[action].question}
      busy={run.isPending}
      onConfirm={() => run.mutate()}
      onCancel={onClose}
    />
  );
}

/**
 * Payroll > Payroll Processing (PAYROLL_PROCESSING): one summary per company entry process (period,
 * hours, incentive and payroll amounts to the cent, participants). A submitted process is approved
 * (APPROVE_TIMESHEETS_FOR_PAYROLL; the server checks the participant caps and answers "Participant
 * Hours cannot exceed …" or "Participant Incentive Amount cannout exceed …") or rejected; an approved
 * one not yet in a card-provider file moves back to pending (ADR 066).
 */
export function PayrollProcessingScreen() {
  const mayProcess = useCan('PAYROLL_PROCESSING');
  const mayApprove = useCan('APPROVE_TIMESHEETS_FOR_PAYROLL');
  const [submittedOnly, setSubmittedOnly] = useState(false);
  const list = useResourceList(api.payrollProcesses, { filters: submittedOnly ? NEEDS_ATTENTION : EVERY_STATUS });
  const [open, setOpen] = useState<{ action: Action; process: PayrollProcessSummary } | null>(null);

  const actions = useMemo<GridRowAction<PayrollProcessSummary>[]>(() => {
    const result: GridRowAction<PayrollProcessSummary>[] = [];
    const start = (action: Action) => (process: PayrollProcessSummary) => setOpen({ action, process });
    const submitted = (row: PayrollProcessSummary) => row.status === 'Submitted for Payroll';
    if (mayApprove) result.push({ id: 'approve', label: 'Approve', visible: submitted, onAction: start('approve') });
    if (mayProcess) {
      result.push({ id: 'reject', label: 'Reject', visible: submitted, onAction: start('reject') });
      result.push({
        id: 'moveToPending',
        label: 'Move to Pending',
        visible: (row) => row.status === 'Approved for Payroll',
        onAction: start('moveToPending'),
      });
    }
    return result;
  }, [mayApprove, mayProcess]);

  const rows = list.rows;
  return (
    <ScreenPage title="Payroll Processing">
      <DataGrid<PayrollProcessSummary>
        label="Payroll Processing"
        columns={processingColumns}
        getRowId={(row) => String(row.entryProcessId)}
        searchPanel={{
          toolbar: (
            <Checkbox
              label="Submitted for Payroll only"
              checked={submittedOnly}
              onCheckedChange={({ checked }) => setSubmittedOnly(checked)}
            />
          ),
        }}
        rowActions={
          actions.length > 0
            ? { actions, name: (row) => `process ${String(row.entryProcessId)} ${row.organizationName}` }
            : undefined
        }
        {...list.grid}
      />
      {rows.length > 0 ? (
        <Totals>
          {`Totals of the ${String(rows.length)} processes shown: ${formatHoursTotal(rows.map((row) => row.totalHours))} hours, incentives ${sumCents(rows.map((row) => row.totalIncentiveAmount))}, payroll ${sumCents(rows.map((row) => row.totalPayrollAmount))}, ${String(rows.reduce((sum, row) => sum + row.studentsNumber, 0))} participants.`}
        </Totals>
      ) : null}
      {open ? <ProcessAction action={open.action} process={open.process} onClose={() => setOpen(null)} /> : null}
    </ScreenPage>
  );
}

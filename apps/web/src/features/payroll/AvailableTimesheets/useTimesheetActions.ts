import type { AvailableTimesheetRow, TimesheetApproveRequest, TimesheetStatus } from '@pathway/api-client';
import { toast } from '@pathway/design-system';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resourceMessages } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type Row = AvailableTimesheetRow;

/** Spec section 8, verbatim: asked before a manual check request is sent. */
export const MANUAL_CHECK_WARNING =
  'You have made a manual check request. This timesheet will not be submitted to paycheck. Press "Yes" to continue or "No" to do nothing.';

export type BulkAction = 'submit' | 'manualCheck' | 'approve' | 'moveToPending';

/** The statuses each action takes a timesheet from (the contract's x-transition, ADR 061). */
const FROM: Record<BulkAction, readonly TimesheetStatus[]> = {
  submit: ['Pending'],
  manualCheck: ['Pending'],
  approve: ['Submitted for Payroll'],
  moveToPending: ['Submitted for Payroll', 'Approved for Payroll'],
};

/** The chosen rows each action would take: the others are left alone, not refused. */
export function eligibleRows(rows: readonly Row[]): Record<BulkAction, Row[]> {
  const of = (action: BulkAction) => rows.filter((row) => FROM[action].includes(row.status));
  return {
    submit: of('submit'),
    manualCheck: of('manualCheck'),
    approve: of('approve'),
    moveToPending: of('moveToPending'),
  };
}

/**
 * The approval requests for chosen submitted timesheets: approval is per payroll process (ADR 062,
 * 066), so one request per organization with the processes the rows were submitted in.
 */
export function approvalBatches(rows: readonly Row[]): TimesheetApproveRequest[] {
  const byOrganization = new Map<number, Set<number>>();
  for (const row of rows) {
    if (row.entryProcessId === null) continue;
    const processes = byOrganization.get(row.organizationId) ?? new Set<number>();
    processes.add(row.entryProcessId);
    byOrganization.set(row.organizationId, processes);
  }
  return [...byOrganization].map(([organizationId, processes]) => ({
    organizationId,
    companyEntryProcessIds: [...processes].sort((a, b) => a - b),
  }));
}

const timesheets = (count: number) => `${String(count)} timesheet${count === 1 ? '' : 's'}`;

/** The question before an approval: it approves whole payroll processes, which may hold more rows. */
export function approvalQuestion(rows: readonly Row[]): string {
  const processes = approvalBatches(rows).reduce((sum, batch) => sum + batch.companyEntryProcessIds.length, 0);
  return `Approve for payroll every submitted timesheet of the ${String(processes)} payroll process${
    processes === 1 ? '' : 'es'
  } that the ${timesheets(rows.length)} you chose belong to?`;
}

const DONE: Record<BulkAction, (count: number) => string> = {
  submit: (count) => `${timesheets(count)} submitted for payroll`,
  manualCheck: (count) => `Manual check requested for ${timesheets(count)}`,
  approve: (count) => `${timesheets(count)} approved for payroll`,
  moveToPending: (count) => `${timesheets(count)} moved to pending`,
};

async function perform(action: BulkAction, rows: readonly Row[]): Promise<number> {
  const items = rows.map((row) => ({ id: row.id, version: row.version }));
  switch (action) {
    case 'submit':
    case 'manualCheck':
      return (await api.timesheets.submit({ items, manualCheck: action === 'manualCheck' })).updatedCount;
    case 'moveToPending':
      return (await api.availableTimesheets.moveToPending({ items })).updatedCount;
    case 'approve': {
      let count = 0;
      for (const batch of approvalBatches(rows)) count += (await api.timesheets.approve(batch)).updatedCount;
      return count;
    }
  }
}

/**
 * The actions of Available Timesheets. Each success shows its toast, clears the selection and
 * refreshes every payroll and participant view (a timesheet's status shows in both); a failure is
 * shown once by the query layer (a stale version's 409, a cap's 422) and changes nothing here.
 */
export function useTimesheetActions(onDone: () => void) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['payroll'] }),
      client.invalidateQueries({ queryKey: ['students'] }),
    ]);
  const bulk = useMutation({
    mutationFn: ({ action, rows }: { action: BulkAction; rows: readonly Row[] }) => perform(action, rows),
    onSuccess: async (count, { action }) => {
      toast.success(DONE[action](count));
      onDone();
      await refresh();
    },
  });
  const voiding = useMutation({
    mutationFn: (row: Row) => api.students.removeRecord(row.studentId, 'timesheets', row.id, row.version),
    onSuccess: async () => {
      toast.success(resourceMessages('timesheet').removed);
      onDone();
      await refresh();
    },
  });
  return {
    eligible: eligibleRows,
    approvalQuestion,
    /** The action running now, if any. */
    pending: bulk.isPending ? bulk.variables.action : undefined,
    run: (action: BulkAction, rows: readonly Row[]) =>
      bulk.mutateAsync({ action, rows }).then(
        () => undefined,
        // Shown by the query layer already.
        () => undefined,
      ),
    voiding: voiding.isPending,
    voidTimesheet: (row: Row) =>
      voiding.mutateAsync(row).then(
        () => undefined,
        () => undefined,
      ),
  };
}

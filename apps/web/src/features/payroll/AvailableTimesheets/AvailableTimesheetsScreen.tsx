import type { AvailableTimesheetRow, TimesheetStatus } from '@pathway/api-client';
import {
  Button,
  ConfirmDialog,
  DataGrid,
  SingleSelect,
  formatDate,
  type GridColumn,
  type GridRowActions,
  type SelectItem,
} from '@pathway/design-system';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { resourceMessages, useCan, useGridView, ScreenPage } from '../../../kit/index.ts';
import { TIMESHEET_STATUSES, timesheetStatusTones } from '../../../shared/Timesheets/statuses.ts';
import { describeTotals, formatHours, timesheetTotals } from './timesheetTotals.ts';
import { useAvailableTimesheets } from './useAvailableTimesheets.ts';
import { MANUAL_CHECK_WARNING, useTimesheetActions, type BulkAction } from './useTimesheetActions.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

type Row = AvailableTimesheetRow;

// Loaded when the user first enters a timesheet: the form, zod and the input widgets stay out of the section's chunk.
const TimesheetEntryPopup = onDemand(() => import('./TimesheetEntryPopup.tsx'));

const statusItems: SelectItem<TimesheetStatus>[] = TIMESHEET_STATUSES.map((value) => ({ value, label: value }));

const statusTone = (row: Row) => timesheetStatusTones[row.status];

/** A row's name in its buttons and its checkbox: the participant and the period. */
export const timesheetName = (row: Row) => `${row.name} ${formatDate(row.periodFrom)}`;

/** The timesheet row of spec section 3, then the pay and what the row is for. */
export const availableTimesheetColumns: GridColumn<Row>[] = [
  { id: 'status', header: 'Status', value: (row) => row.status, kind: { type: 'badge', tone: statusTone }, width: 170 },
  { id: 'name', header: 'Name', value: (row) => row.name, width: 180 },
  // The server sends the SSN masked already; the ssn format keeps it so in the grid and the export.
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, format: 'ssn', width: 120 },
  {
    id: 'periodFrom',
    header: 'Period From',
    value: (row) => row.periodFrom,
    format: 'date',
    dateFilter: true,
    width: 130,
  },
  { id: 'periodTo', header: 'Period To', value: (row) => row.periodTo, format: 'date', width: 120 },
  { id: 'hourlyRate', header: 'Hourly Rate', value: (row) => row.hourlyRate, format: 'currency', width: 110 },
  { id: 'workedHours', header: 'Worked Hours', value: (row) => formatHours(row.workedHours), width: 120 },
  {
    id: 'incentiveAmount',
    header: 'Incentive',
    value: (row) => row.incentiveAmount ?? 0,
    format: 'currency',
    width: 110,
  },
  { id: 'payAmount', header: 'Pay', value: (row) => row.payAmount, format: 'currency', width: 110 },
  {
    id: 'payrolledAmount',
    header: 'Payrolled Amount',
    value: (row) => row.payrolledAmount ?? 0,
    format: 'currency',
    width: 150,
  },
  { id: 'payrollType', header: 'Payroll Type', value: (row) => row.payrollType, width: 130 },
  { id: 'approvedBy', header: 'Approved By', value: (row) => row.approvedBy, width: 130 },
  { id: 'comments', header: 'Comments', value: (row) => row.comments, width: 240 },
  {
    id: 'remainingHours',
    header: 'Remaining Hours',
    value: (row) => (row.remainingHours === undefined ? '' : formatHours(row.remainingHours)),
    width: 140,
  },
  { id: 'jobName', header: 'Job', value: (row) => row.jobName, additional: true, width: 200 },
  { id: 'worksiteName', header: 'Worksite', value: (row) => row.worksiteName, additional: true, width: 220 },
];

/** The first column: one checkbox per row, named after it ("Select Carter, Jasmine 06/29/2026"). */
function selectionColumn(selected: ReadonlySet<number>, toggle: (row: Row) => void): GridColumn<Row> {
  return {
    id: 'select',
    header: 'Select',
    // The grid renders custom content only for a cell with text; this text is the cell's title.
    value: () => 'Select',
    sortable: false,
    width: 70,
    kind: {
      type: 'custom',
      render: (row) => (
        <input
          type="checkbox"
          aria-label={`Select ${timesheetName(row)}`}
          checked={selected.has(row.id)}
          onChange={() => toggle(row)}
        />
      ),
    },
  };
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--space-2);
`;

const StatusFilter = styled.div`
  min-width: 220px;
`;

const Totals = styled.p`
  margin: 0;
`;

const ACTION_LABELS: Record<BulkAction, string> = {
  submit: 'Submit for Payroll',
  manualCheck: 'Request Manual Check',
  approve: 'Approve for Payroll',
  moveToPending: 'Move to Pending',
};

/**
 * Payroll > Available Timesheets (PAYROLL): the timesheets of one status (or all), a participant's
 * timesheet entry, and the actions over the chosen rows with their versions: submit, a manual check
 * (asked first with the spec's warning), approve, move to pending; void a Pending one (ADR 160).
 */
export function AvailableTimesheetsScreen() {
  const view = useGridView();
  const [status, setStatus] = useState<TimesheetStatus | null>('Pending');
  const list = useAvailableTimesheets(status);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<number>>(new Set());
  const [asking, setAsking] = useState<'manualCheck' | 'approve' | null>(null);
  const [voiding, setVoiding] = useState<Row | null>(null);
  const [entering, setEntering] = useState(false);
  const clearSelection = () => setSelectedIds(new Set());
  const actions = useTimesheetActions(clearSelection);
  const may = {
    enter: useCan('MAINTAIN_STUDENT'),
    submit: useCan('SUBMIT_TIMESHEETS_FOR_PAYROLL'),
    manualCheck: useCan('MANUAL_CHECK'),
    approve: useCan('APPROVE_TIMESHEETS_FOR_PAYROLL'),
    void: useCan('VOID_STUDENT_TIMESHEET'),
  };

  // The chosen rows as this page shows them: their versions are the ones last read.
  const selected = list.rows.filter((row) => selectedIds.has(row.id));
  const eligible = actions.eligible(selected);
  const columns = useMemo(() => {
    const toggle = (row: Row) =>
      setSelectedIds((ids) => {
        const next = new Set(ids);
        if (next.has(row.id)) next.delete(row.id);
        else next.add(row.id);
        return next;
      });
    return [selectionColumn(selectedIds, toggle), ...availableTimesheetColumns];
  }, [selectedIds]);
  const rowActions = useMemo<GridRowActions<Row> | undefined>(
    () =>
      may.void
        ? {
            name: timesheetName,
            actions: [{ id: 'void', label: 'Void', visible: (row) => row.status === 'Pending', onAction: setVoiding }],
          }
        : undefined,
    [may.void],
  );

  const allOnPage = list.rows.length > 0 && list.rows.every((row) => selectedIds.has(row.id));
  const bulkButton = (action: BulkAction, allowed: boolean, onClick: () => void) =>
    allowed ? (
      <Button
        size="small"
        variant="secondary"
        disabled={eligible[action].length === 0}
        busy={actions.pending === action}
        onClick={onClick}
      >
        {ACTION_LABELS[action]}
      </Button>
    ) : null;

  const totalsOf = selected.length > 0 ? selected : list.rows;
  return (
    <ScreenPage title="Available Timesheets">
      <Toolbar role="toolbar" aria-label="Timesheet actions">
        <StatusFilter>
          <SingleSelect<TimesheetStatus>
            label="Status"
            items={statusItems}
            value={status}
            defaultText="All statuses"
            onValueChange={({ value }) => {
              setStatus(value);
              list.toFirstPage();
              clearSelection();
            }}
          />
        </StatusFilter>
        {may.enter ? (
          <Button size="small" onClick={() => setEntering(true)}>
            Enter Timesheet
          </Button>
        ) : null}
        <Button
          size="small"
          variant="secondary"
          disabled={list.rows.length === 0}
          onClick={() => setSelectedIds(allOnPage ? new Set() : new Set(list.rows.map((row) => row.id)))}
        >
          {allOnPage ? 'Clear Selection' : 'Select All on Page'}
        </Button>
        {bulkButton('submit', may.submit, () => {
          void actions.run('submit', eligible.submit);
        })}
        {bulkButton('manualCheck', may.manualCheck, () => setAsking('manualCheck'))}
        {bulkButton('approve', may.approve, () => setAsking('approve'))}
        {bulkButton('moveToPending', may.submit || may.approve, () => {
          void actions.run('moveToPending', eligible.moveToPending);
        })}
      </Toolbar>
      <Totals role="status" aria-label="Totals">
        {`${selected.length > 0 ? 'Selected' : 'This page'}: ${describeTotals(timesheetTotals(totalsOf))}`}
      </Totals>
      <DataGrid<Row>
        label="Available Timesheets"
        columns={columns}
        {...list.grid}
        searchPanel={{ quickSearch: true }}
        rowActions={rowActions}
        view={view}
        // The status stays the screen's own (Pending first, ADR 223); a change starts from page 1.
        firstPageOn={status}
      />
      {entering ? <TimesheetEntryPopup onClose={() => setEntering(false)} /> : null}
      <ConfirmDialog
        open={asking === 'manualCheck'}
        title="Warning"
        message={MANUAL_CHECK_WARNING}
        cancelLabel="No"
        busy={actions.pending === 'manualCheck'}
        onConfirm={() => void actions.run('manualCheck', eligible.manualCheck).finally(() => setAsking(null))}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === 'approve'}
        message={actions.approvalQuestion(eligible.approve)}
        busy={actions.pending === 'approve'}
        onConfirm={() => void actions.run('approve', eligible.approve).finally(() => setAsking(null))}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={voiding !== null}
        message={resourceMessages('timesheet').confirmRemove}
        busy={actions.voiding}
        onConfirm={() => {
          if (voiding !== null) void actions.voidTimesheet(voiding).finally(() => setVoiding(null));
        }}
        onCancel={() => setVoiding(null)}
      />
    </ScreenPage>
  );
}

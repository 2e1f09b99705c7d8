import { describeFailure, type StudentRecordKind, type StudentRecordOf } from '@pathway/api-client';
import {
  Button,
  DataGrid,
  toast,
  type GridColumn,
  type GridRowAction,
  type GridRowActions,
} from '@pathway/design-system';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { resourceMessages, type Claim, useConfirmedRemove } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { hasClaim } from '../../../lib/jwt.ts';
import { claimsAtom } from '../../../lib/session.ts';
import { HistoryDialogOnDemand } from '../../../shared/History/onDemand.tsx';
import { ADJUSTABLE_STATUSES } from '../../../shared/Timesheets/statuses.ts';
import type { RecordFormPopup as RecordFormPopupComponent } from './RecordFormPopup.tsx';
import { onDemand } from '../../../lib/onDemand.tsx';

// The forms, react-hook-form and zod load with the first popup, not with the Details screen (ADR 140).
// Cast back to the generic component: `lazy` keeps the props but drops the type parameter.
const RecordFormPopup = onDemand(() =>
  import('./RecordFormPopup.tsx').then((module) => ({ default: module.RecordFormPopup })),
) as unknown as typeof RecordFormPopupComponent;
const UnassignPopup = onDemand(() => import('./UnassignJob/UnassignJobPopup.tsx'));
// Its form loads with the first adjustment, not with the tab.
const AdjustTimesheetPopup = onDemand(() => import('./AdjustTimesheet/AdjustTimesheetPopup.tsx'));

/** What every sub-record row carries besides its own fields. */
interface RecordRow {
  id: number;
  version: number;
}

/** One tab of the participant's record: which kind, how its rows read and which claim removes one. */
export interface RecordTabConfig<K extends StudentRecordKind> {
  kind: K;
  /** The tab's label and the grid's accessible name, e.g. "Contracts". */
  title: string;
  /** The record's noun in messages, lower case: "contract". */
  noun: string;
  columns: readonly GridColumn<StudentRecordOf<K>>[];
  /** The row's name in its action buttons, e.g. the contract code. */
  rowName: (row: StudentRecordOf<K>) => string;
  /** The DELETE_STUDENT_* claim of the kind; absent when the kind cannot be removed here. */
  removeClaim?: Claim;
  /** Claims that each allow adding (MAINTAIN_STUDENT when absent; a job: ASSIGN_STUDENT or WORKER_JOB_ASSIGNMENT). */
  addClaims?: readonly Claim[];
  /** Claims that each allow editing (MAINTAIN_STUDENT when absent). */
  editClaims?: readonly Claim[];
  /** The Add button's text when not "Add <Noun>", e.g. "Assign Job". */
  addLabel?: string;
  /** The success toast of an add when not "<Noun> successfully created", e.g. "Job successfully assigned". */
  createdText?: string;
  /**
   * Why nothing can be added to this participant now, in a caseworker's words (a job: the
   * participant is not Recruited or Awaiting Assignment); the Add button is then disabled with it.
   */
  addRefusal?: (participant: { status: string }) => string | undefined;
  /** Whether a row may still be edited (a timesheet: a Pending one that adjusts no other); every row when absent. */
  editable?: (row: StudentRecordOf<K>) => boolean;
  /** Whether a row may still be removed (a timesheet: a Pending one); every row when absent. */
  removable?: (row: StudentRecordOf<K>) => boolean;
}

const MAINTAIN: readonly Claim[] = ['MAINTAIN_STUDENT'];

const AddBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--font-size-sm);
  color: var(--color-text-muted);
`;
/** Assignments that can still be ended (the contract's unassign transition). */
const UNASSIGNABLE = new Set(['Assigned', 'Active']);

type Editing<Row> =
  { kind: 'create' } | { kind: 'update'; row: Row } | { kind: 'unassign'; row: Row } | { kind: 'adjust'; row: Row };

type TimesheetRow = StudentRecordOf<'timesheets'>;
/** A processed timesheet of its own (not itself an adjustment) takes a signed adjustment (ADR 182). */
const adjustable = (row: TimesheetRow) =>
  ADJUSTABLE_STATUSES.has(row.status) && (row.adjustsTimesheetId === null || row.adjustsTimesheetId === undefined);

/** The cache key of a participant's records of one kind: reads like the path. */
export const recordsKey = (studentId: number, kind: StudentRecordKind) => ['/students', studentId, kind] as const;

/**
 * The read of a participant's records of one kind. ParticipantDetails starts it beside the header's
 * read, so the first tab's rows do not wait for the header to arrive (ADR 112: a waterfall).
 */
export const recordsQuery = <K extends StudentRecordKind>(studentId: number, kind: K) =>
  queryOptions({
    queryKey: recordsKey(studentId, kind),
    queryFn: () => api.students.listRecords(studentId, kind),
    // Fresh for the tab that mounts once the header has arrived, so the rows just read are not read
    // again; every change invalidates them anyway.
    staleTime: 5_000,
    // The tab's grid shows a failure in place (and a missing participant's header says it already).
    meta: { failureShownInline: true },
  });

/**
 * One sub-record tab, the same for every kind (ADRs 111, 140): the kind's rows in a client-mode grid
 * (a participant has tens of records, not thousands); Add and Edit through the kind's lazily loaded
 * form (MAINTAIN_STUDENT, or the kind's own claims), Unassign on a current job (UNASSIGN_STUDENT),
 * Adjust on a processed timesheet (MAINTAIN_STUDENT, ADR 182), and Delete per row with the kind's own
 * claim, confirmed with "Are you sure you want to remove this X?", then the success toast.
 */
export function RecordTab<K extends StudentRecordKind>({
  studentId,
  config,
  participant,
}: {
  studentId: number;
  config: RecordTabConfig<K>;
  /** The participant the tab belongs to: its status decides whether Add is offered now. */
  participant?: { status: string };
}) {
  type Row = StudentRecordOf<K>;
  const {
    kind,
    title,
    noun,
    columns,
    rowName,
    removeClaim,
    addClaims = MAINTAIN,
    editClaims = MAINTAIN,
    editable,
    removable,
  } = config;
  const text = resourceMessages(noun);
  const client = useQueryClient();
  const claims = useAtomValue(claimsAtom);
  const mayRemove = removeClaim !== undefined && hasClaim(claims, removeClaim);
  const mayAdd = addClaims.some((claim) => hasClaim(claims, claim));
  const mayEdit = editClaims.some((claim) => hasClaim(claims, claim));
  const mayUnassign = kind === 'jobs' && hasClaim(claims, 'UNASSIGN_STUDENT');
  const mayAdjust = kind === 'timesheets' && hasClaim(claims, 'MAINTAIN_STUDENT');
  // A timesheet is a record of its own with a History (ADR 196); the other rows are parts of the participant's.
  const mayReadHistory = kind === 'timesheets' && hasClaim(claims, 'VIEW_RECORD_HISTORY');
  const [historyOf, setHistoryOf] = useState<Row | null>(null);
  const [editing, setEditing] = useState<Editing<Row> | null>(null);
  const refusal = participant === undefined ? undefined : config.addRefusal?.(participant);
  const refusalId = useId();
  const list = useQuery(recordsQuery(studentId, kind));
  const remove = useMutation({
    mutationFn: (row: Row) => {
      const { id, version } = row as unknown as RecordRow;
      return api.students.removeRecord(studentId, kind, id, version);
    },
    onSuccess: async () => {
      toast.success(text.removed);
      // The whole participant: a removed job changes the header's status and job.
      await client.invalidateQueries({ queryKey: ['/students', studentId] });
    },
  });
  const { ask: askRemove, dialog: removeDialog } = useConfirmedRemove(remove, text.confirmRemove, (row: Row) => row);
  const rowActions = useMemo<GridRowActions<Row> | undefined>(() => {
    const actions: GridRowAction<Row>[] = [];
    if (mayEdit) {
      actions.push({
        id: 'edit',
        label: 'Edit',
        ...(editable ? { visible: editable } : {}),
        onAction: (row) => setEditing({ kind: 'update', row }),
      });
    }
    if (mayAdjust) {
      actions.push({
        id: 'adjust',
        label: 'Adjust',
        visible: (row) => adjustable(row as unknown as TimesheetRow),
        onAction: (row) => setEditing({ kind: 'adjust', row }),
      });
    }
    if (mayUnassign) {
      actions.push({
        id: 'unassign',
        label: 'Unassign',
        visible: (row) => UNASSIGNABLE.has((row as { status?: string }).status ?? ''),
        onAction: (row) => setEditing({ kind: 'unassign', row }),
      });
    }
    if (mayReadHistory) actions.push({ id: 'history', label: 'History', onAction: setHistoryOf });
    if (mayRemove) {
      actions.push({
        id: 'delete',
        label: 'Delete',
        ...(removable ? { visible: removable } : {}),
        onAction: askRemove,
      });
    }
    return actions.length > 0 ? { name: rowName, actions } : undefined;
  }, [mayEdit, mayAdjust, mayUnassign, mayReadHistory, mayRemove, rowName, editable, removable, askRemove]);
  return (
    <>
      {mayAdd ? (
        <AddBar>
          <Button
            size="small"
            disabled={refusal !== undefined}
            aria-describedby={refusal === undefined ? undefined : refusalId}
            onClick={() => setEditing({ kind: 'create' })}
          >
            {config.addLabel ?? text.addTitle}
          </Button>
          {refusal === undefined ? null : <span id={refusalId}>{refusal}</span>}
        </AddBar>
      ) : null}
      <DataGrid<Row>
        label={title}
        columns={columns}
        rows={list.data ?? []}
        loading={list.isPending}
        error={list.error ? describeFailure(list.error) : undefined}
        rowActions={rowActions}
      />
      {removeDialog}
      {historyOf !== null ? (
        <HistoryDialogOnDemand
          type="timesheet"
          recordId={(historyOf as unknown as RecordRow).id}
          name={rowName(historyOf)}
          onClose={() => setHistoryOf(null)}
        />
      ) : null}
      {editing === null ? null : (
        <>
          {editing.kind === 'adjust' ? (
            <AdjustTimesheetPopup
              studentId={studentId}
              original={editing.row as unknown as TimesheetRow}
              timesheets={(list.data ?? []) as unknown as readonly TimesheetRow[]}
              onClose={() => setEditing(null)}
            />
          ) : editing.kind === 'unassign' ? (
            <UnassignPopup
              studentId={studentId}
              job={editing.row as unknown as StudentRecordOf<'jobs'>}
              onClose={() => setEditing(null)}
            />
          ) : (
            <RecordFormPopup<K>
              studentId={studentId}
              kind={kind}
              noun={noun}
              title={editing.kind === 'create' ? (config.addLabel ?? text.addTitle) : text.editTitle}
              createdText={config.createdText}
              row={editing.kind === 'create' ? null : editing.row}
              onClose={() => setEditing(null)}
            />
          )}
        </>
      )}
    </>
  );
}

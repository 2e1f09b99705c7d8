import { describeFailure, type StudentRecordKind, type StudentRecordOf } from '@pathway/api-client';
import { ConfirmDialog, DataGrid, toast, type GridColumn, type GridRowActions } from '@pathway/design-system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { resourceMessages, type Claim } from '../../../kit/index.ts';
import { api } from '../../../lib/api.ts';
import { showFailure } from '../../../lib/failure.ts';
import { hasClaim } from '../../../lib/jwt.ts';
import { claimsAtom } from '../../../lib/session.ts';

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
  /** The DELETE_STUDENT_* claim of the kind; absent for a read-only list (timesheets). */
  removeClaim?: Claim;
}

/** The cache key of a participant's records of one kind: reads like the path. */
export const recordsKey = (studentId: number, kind: StudentRecordKind) => ['/students', studentId, kind] as const;

/**
 * One sub-record tab, the same for all thirteen kinds (ADR 111): the kind's rows in a client-mode
 * grid (a participant has tens of records, not thousands), and Delete per row with the kind's own
 * claim, confirmed with "Are you sure you want to remove this X?", then the success toast.
 */
export function RecordTab<K extends StudentRecordKind>({
  studentId,
  config,
}: {
  studentId: number;
  config: RecordTabConfig<K>;
}) {
  type Row = StudentRecordOf<K>;
  const { kind, title, noun, columns, rowName, removeClaim } = config;
  const text = resourceMessages(noun);
  const client = useQueryClient();
  const claims = useAtomValue(claimsAtom);
  const mayRemove = removeClaim !== undefined && hasClaim(claims, removeClaim);
  const list = useQuery({
    queryKey: recordsKey(studentId, kind),
    queryFn: () => api.students.listRecords(studentId, kind),
  });
  const [removing, setRemoving] = useState<Row | null>(null);
  const remove = useMutation({
    mutationFn: (row: Row) => {
      const { id, version } = row as unknown as RecordRow;
      return api.students.removeRecord(studentId, kind, id, version);
    },
    onSuccess: async () => {
      toast.success(text.removed);
      await client.invalidateQueries({ queryKey: recordsKey(studentId, kind) });
    },
    onError: showFailure,
  });
  const rowActions = useMemo<GridRowActions<Row> | undefined>(
    () =>
      mayRemove ? { name: rowName, actions: [{ id: 'delete', label: 'Delete', onAction: setRemoving }] } : undefined,
    [mayRemove, rowName],
  );
  return (
    <>
      <DataGrid<Row>
        label={title}
        columns={columns}
        rows={list.data ?? []}
        loading={list.isPending}
        error={list.error ? describeFailure(list.error) : undefined}
        rowActions={rowActions}
      />
      <ConfirmDialog
        open={removing !== null}
        message={text.confirmRemove}
        busy={remove.isPending}
        onConfirm={() => {
          if (removing !== null) remove.mutate(removing, { onSettled: () => setRemoving(null) });
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

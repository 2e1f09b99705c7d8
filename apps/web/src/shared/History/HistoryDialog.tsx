import { describeFailure, type HistoryRecordType, type RecordHistoryEntry } from '@pathway/api-client';
import { RecordHistory, spellField, type RecordHistoryItem } from '@pathway/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import * as api from '../../lib/api.ts';
import { ViewDialog } from '../../kit/index.ts';

/** Entries per page: a dialog's height of writes, each with its few changed fields. */
export const HISTORY_PAGE_SIZE = 10;

/** The cache path of one page of a record's history. */
export const historyKey = (type: HistoryRecordType, id: number, page: number) => ['history', type, id, page] as const;

/** "update" → "Update", "payment-method" → "Payment method", "moveToPending" → "Move To Pending". */
export function historyActionLabel(entry: Pick<RecordHistoryEntry, 'actionName'>): string {
  const words = entry.actionName.replace(/[-_]+/g, ' ').trim();
  return spellField(words === '' ? 'change' : words);
}

export const toHistoryItem = (entry: RecordHistoryEntry): RecordHistoryItem => ({
  id: entry.id,
  occurredAt: entry.occurredAt,
  userName: entry.userName,
  // A write to a part of the record (a participant's guardian) says which: "Update Guardian".
  label: entry.part === undefined ? historyActionLabel(entry) : `${historyActionLabel(entry)} ${entry.part}`,
  changes: entry.changes,
});

export interface HistoryDialogProps {
  /** Whose history: the record kind and its id. */
  type: HistoryRecordType;
  recordId: number;
  /** The record as its screen names it, for the dialog's title ("History of Jasmine Whitfield"). */
  name: string;
  onClose: () => void;
}

/**
 * The History of one record (issue 26, ADR 196): who changed what and when, before and after, from
 * the server's audit log, newest first, a page at a time. The server labels each field and names
 * what its ids point to (issue 45), so every client shows the same words.
 */
export default function HistoryDialog({ type, recordId, name, onClose }: HistoryDialogProps) {
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: historyKey(type, recordId, page),
    queryFn: () => api.history.list(type, recordId, page, HISTORY_PAGE_SIZE),
    // The pager keeps the page it shows until the next one arrives.
    placeholderData: keepPreviousData,
  });
  return (
    <ViewDialog size="large" title={`History of ${name}`} onClose={onClose}>
      <RecordHistory
        items={(history.data?.items ?? []).map(toHistoryItem)}
        total={history.data?.total ?? 0}
        page={page}
        pageSize={HISTORY_PAGE_SIZE}
        loading={history.isFetching}
        error={history.isError ? describeFailure(history.error) : undefined}
        onPageChange={(change) => setPage(change.page)}
      />
    </ViewDialog>
  );
}

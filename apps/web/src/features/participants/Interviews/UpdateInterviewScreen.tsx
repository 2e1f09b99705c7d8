import { describeFailure, toSearchRequest, type Interview, type SearchRequest } from '@pathway/api-client';
import { DataGrid, type GridColumn, type GridQuery, type GridRowActions } from '@pathway/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useCan, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

const UpdateInterviewPopup = onDemand(() =>
  import('./interviewForms.tsx').then((module) => ({ default: module.UpdateInterviewPopup })),
);

const instant = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
/** The interview's day and time where the coordinator is: 06/22/2026, 2:30 PM. */
const scheduledText = (value: string) => instant.format(new Date(value));

const columns: GridColumn<Interview>[] = [
  { id: 'studentName', header: 'Participant', value: (row) => row.studentName, width: 200 },
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, format: 'ssn', width: 120 },
  { id: 'scheduledAt', header: 'Scheduled', value: (row) => scheduledText(row.scheduledAt), width: 190 },
  { id: 'locationName', header: 'Location', value: (row) => row.locationName, width: 220 },
  { id: 'outcome', header: 'Outcome', value: (row) => row.outcome, width: 130 },
  { id: 'note', header: 'Note', value: (row) => row.note, width: 320 },
];

const NO_ROWS: never[] = [];

/** The interviews for a server-mode grid: the grid's query as the contract's search, keyed like its path. */
function useInterviewSearch() {
  const [request, setRequest] = useState<SearchRequest>();
  const query = useQuery({
    queryKey: queryKeys.search('/interviews', request),
    queryFn: ({ signal }) => api.students.searchInterviews(request ?? { page: 1, pageSize: 50 }, { signal }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
  const onQueryChange = useCallback((gridQuery: GridQuery) => setRequest(toSearchRequest(gridQuery)), []);
  const page = query.data;
  return {
    mode: 'server' as const,
    rows: page?.items ?? NO_ROWS,
    rowCount: page?.total ?? 0,
    loading: page === undefined && (request === undefined || query.isFetching),
    error: page === undefined && query.error ? describeFailure(query.error) : undefined,
    onQueryChange,
  };
}

/**
 * Participants > Update Interview (UPDATE_INTERVIEW): the interviews searched on the server; a
 * Scheduled one gets its outcome (Attended, No Show, Cancelled) and a note.
 */
export function UpdateInterviewScreen() {
  const mayUpdate = useCan('UPDATE_INTERVIEW');
  const grid = useInterviewSearch();
  const [editing, setEditing] = useState<Interview | null>(null);
  const rowActions = useMemo<GridRowActions<Interview> | undefined>(
    () =>
      mayUpdate
        ? {
            name: (row) => row.studentName,
            actions: [
              { id: 'update', label: 'Update', visible: (row) => row.outcome === 'Scheduled', onAction: setEditing },
            ],
          }
        : undefined,
    [mayUpdate],
  );
  return (
    <ScreenPage title="Update Interview">
      <DataGrid<Interview> label="Interviews" columns={columns} {...grid} searchPanel rowActions={rowActions} />
      {editing ? <UpdateInterviewPopup interview={editing} onClose={() => setEditing(null)} /> : null}
    </ScreenPage>
  );
}

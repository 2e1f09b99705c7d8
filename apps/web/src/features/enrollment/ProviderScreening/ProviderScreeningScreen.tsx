import { describeFailure, toSearchRequest, type EnrollmentSummary, type SearchRequest } from '@pathway/api-client';
import { DataGrid, type GridColumn, type GridQuery } from '@pathway/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';
import { useGridView, ScreenPage } from '../../../kit/index.ts';

export const screeningColumns: GridColumn<EnrollmentSummary>[] = [
  {
    id: 'lastName',
    header: 'Last Name',
    value: (row) => row.lastName,
    // Opens the applicant's screening (a real link: a new tab works).
    kind: { type: 'link', href: (row) => `#/enrollment/provider-screening/${String(row.id)}` },
    width: 160,
  },
  { id: 'firstName', header: 'First Name', value: (row) => row.firstName, width: 150 },
  { id: 'ssn', header: 'SSN', value: (row) => row.ssn, width: 120 },
  {
    id: 'birthDate',
    header: 'Birth Date',
    value: (row) => row.birthDate,
    format: 'date',
    dateFilter: true,
    width: 150,
  },
  { id: 'enrollmentProgramName', header: 'Enrollment Program', value: (row) => row.enrollmentProgramName, width: 240 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 200 },
  {
    id: 'submittedOn',
    header: 'Submitted On',
    value: (row) => row.submittedOn,
    format: 'date',
    dateFilter: true,
    width: 150,
  },
  {
    id: 'isLocked',
    header: 'Locked',
    value: (row) => (row.isLocked ? `Locked by ${row.lockedBy ?? ''}`.trim() : 'No'),
    sortable: false,
    width: 160,
  },
];

const NO_ROWS: never[] = [];

/** The grid's query, narrowed to the applications waiting for provider screening. */
const inScreening = (request: SearchRequest): SearchRequest => ({
  ...request,
  filters: [...(request.filters ?? []), { field: 'status', operator: 'eq', value: 'Provider Screening' }],
});

/**
 * Enrollment > Provider Screening (PROVIDER_SCREENING): the applications in Provider Screening,
 * searched on the server; the last name opens the Applicant Screening at
 * `enrollment/provider-screening/:id`.
 */
export function ProviderScreeningScreen() {
  const view = useGridView();
  const [gridRequest, setGridRequest] = useState<SearchRequest>();
  const request = gridRequest && inScreening(gridRequest);
  const list = useQuery({
    queryKey: queryKeys.search(api.applications.path, request),
    queryFn: ({ signal }) => api.applications.search(request ?? { page: 1, pageSize: 50 }, { signal }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
  const onQueryChange = useCallback((query: GridQuery) => setGridRequest(toSearchRequest(query)), []);
  const page = list.data;
  return (
    <ScreenPage title="Provider Screening">
      <DataGrid<EnrollmentSummary>
        label="Provider Screening"
        columns={screeningColumns}
        mode="server"
        rows={page?.items ?? NO_ROWS}
        rowCount={page?.total ?? 0}
        loading={page === undefined && (request === undefined || list.isFetching)}
        error={page === undefined && list.error ? describeFailure(list.error) : undefined}
        onQueryChange={onQueryChange}
        searchPanel={{ quickSearch: true }}
        view={view}
      />
    </ScreenPage>
  );
}

import {
  describeFailure,
  toSearchRequest,
  type AvailableTimesheetRow,
  type SearchRequest,
  type TimesheetStatus,
} from '@pathway/api-client';
import type { GridQuery } from '@pathway/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

/** The cache path of every Available Timesheets search; an action invalidates it whole. */
export const AVAILABLE_TIMESHEETS_PATH = '/payroll/available-timesheets';

/** The grid's request narrowed to one status (null: every status). */
export function withStatus(request: SearchRequest, status: TimesheetStatus | null): SearchRequest {
  if (status === null) return request;
  return { ...request, filters: [...(request.filters ?? []), { field: 'status', operator: 'eq', value: status }] };
}

const NO_ROWS: AvailableTimesheetRow[] = [];

/**
 * The Available Timesheets search for a server-mode grid plus the status the grid's own query cannot
 * carry. The whole request is the cache key, so a change of status or page searches again.
 */
export function useAvailableTimesheets(status: TimesheetStatus | null) {
  const [gridRequest, setGridRequest] = useState<SearchRequest>();
  const request = gridRequest === undefined ? undefined : withStatus(gridRequest, status);
  const query = useQuery({
    queryKey: queryKeys.search(AVAILABLE_TIMESHEETS_PATH, request),
    queryFn: ({ signal }) => api.availableTimesheets.search(request ?? { page: 1, pageSize: 50 }, { signal }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
  const onQueryChange = useCallback((gridQuery: GridQuery) => setGridRequest(toSearchRequest(gridQuery)), []);
  // With the status change, in one render: no search of the old page number under the new status.
  const toFirstPage = useCallback(() => setGridRequest((current) => current && { ...current, page: 1 }), []);
  const page = query.data;
  const rows = page?.items ?? NO_ROWS;
  const loading = page === undefined && (request === undefined || query.isFetching);
  const error = page === undefined && query.error ? describeFailure(query.error) : undefined;
  return {
    rows,
    request,
    toFirstPage,
    grid: { mode: 'server' as const, rows, rowCount: page?.total ?? 0, loading, error, onQueryChange },
  };
}

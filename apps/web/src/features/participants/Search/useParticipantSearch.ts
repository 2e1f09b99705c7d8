import { describeFailure, toSearchRequest, type SearchRequest } from '@pathway/api-client';
import type { GridQuery } from '@pathway/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

/** The search's pseudo-filter of participants whose next clearance or work permit expires within N days (ADR 065). */
export const EXPIRING_FILTER = 'clearanceExpiringWithinDays';

/** The grid's request plus the expiry filter when one is chosen. */
export function withExpiry(request: SearchRequest, withinDays: number | null): SearchRequest {
  if (withinDays === null) return request;
  return {
    ...request,
    filters: [...(request.filters ?? []), { field: EXPIRING_FILTER, operator: 'lte', value: withinDays }],
  };
}

const NO_ROWS: never[] = [];

/**
 * The participants search for a server-mode grid, as the kit's useResourceList does it, plus the
 * expiry filter that the grid's own query cannot carry (the kit maps only date filters). The whole
 * request, expiry included, is the cache key, so a change of either searches again.
 */
export function useParticipantSearch(withinDays: number | null) {
  const [gridRequest, setGridRequest] = useState<SearchRequest>();
  const request = gridRequest === undefined ? undefined : withExpiry(gridRequest, withinDays);
  const query = useQuery({
    queryKey: queryKeys.search('/students', request),
    queryFn: ({ signal }) => api.students.search(request ?? { page: 1, pageSize: 50 }, { signal }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
  const onQueryChange = useCallback((gridQuery: GridQuery) => setGridRequest(toSearchRequest(gridQuery)), []);
  const page = query.data;
  const rows = page?.items ?? NO_ROWS;
  const loading = page === undefined && (request === undefined || query.isFetching);
  const error = page === undefined && query.error ? describeFailure(query.error) : undefined;
  return {
    request,
    grid: { mode: 'server' as const, rows, rowCount: page?.total ?? 0, loading, error, onQueryChange },
  };
}

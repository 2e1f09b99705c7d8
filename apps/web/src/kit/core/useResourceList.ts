import {
  describeFailure,
  toSearchRequest,
  type ChoiceOperators,
  type Page,
  type Resource,
  type ResourcePath,
  type RowOf,
  type SearchFilter,
  type SearchRequest,
} from '@pathway/api-client';
import type { GridQuery } from '@pathway/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { queryKeys } from '../../lib/queryClient.ts';

/** What a server-mode DataGrid needs from its data source; spread it into the grid. */
export interface ResourceGridProps<Row> {
  mode: 'server';
  rows: readonly Row[];
  rowCount: number;
  loading: boolean;
  error: string | undefined;
  onQueryChange: (query: GridQuery) => void;
}

export interface ResourceList<Row> {
  /** The rows of the page on screen (the previous page's while the next one loads). */
  rows: readonly Row[];
  /** How many rows match the search before paging. */
  total: number;
  /** Nothing to show yet: the first page is loading. */
  isLoading: boolean;
  /** A search is in flight (the first or a later one). */
  isFetching: boolean;
  /** The failure text when the search failed and there is nothing to show. */
  error: string | undefined;
  /** The request of the page on screen; undefined until the grid has reported its first query. */
  request: SearchRequest | undefined;
  /** The props of a server-mode DataGrid. */
  grid: ResourceGridProps<Row>;
  /** Searches again from the first page (a screen's own filter changed). */
  toFirstPage: () => void;
}

const NO_ROWS: never[] = [];
const NO_FILTERS: readonly SearchFilter[] = [];

export interface ResourceListOptions {
  /**
   * Filters of the screen's own controls (a status toggle, a chosen file), sent with every search
   * beside the grid's; they are part of the request, so of the cache key.
   */
  filters?: readonly SearchFilter[];
  /**
   * How the grid's choice filters (its search panel's `choices`) compare, by filter id: `eq` when
   * not named. Keep the object stable (declare it outside the component).
   */
  choiceOperators?: ChoiceOperators;
}

const EQUAL_CHOICES: ChoiceOperators = {};

/**
 * A resource's rows for a server-mode grid: the grid reports its query (page, page size, sort, quick
 * search, date filters, choices), this maps it to the contract's SearchRequest and searches. Each request is
 * its own cache entry (the whole request is the key), so a slow answer to an older query can never
 * replace a newer one on screen; the previous page stays visible while the next loads.
 */
export function useResourceList<B extends ResourcePath>(
  resource: Pick<Resource<B>, 'path' | 'search'>,
  { filters = NO_FILTERS, choiceOperators = EQUAL_CHOICES }: ResourceListOptions = {},
): ResourceList<RowOf<B>> {
  const [gridRequest, setRequest] = useState<SearchRequest>();
  const request = useMemo(
    () =>
      gridRequest && filters.length > 0
        ? { ...gridRequest, filters: [...(gridRequest.filters ?? []), ...filters] }
        : gridRequest,
    [gridRequest, filters],
  );
  const query = useQuery({
    queryKey: queryKeys.search(resource.path, request),
    queryFn: ({ signal }) => resource.search(request ?? { page: 1, pageSize: 50 }, { signal }),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
  });
  const onQueryChange = useCallback(
    (gridQuery: GridQuery) => {
      setRequest(toSearchRequest(gridQuery, choiceOperators));
    },
    [choiceOperators],
  );

  const toFirstPage = useCallback(() => setRequest((current) => current && { ...current, page: 1 }), []);

  const page: Page<RowOf<B>> | undefined = query.data;
  const rows = page?.items ?? NO_ROWS;
  const total = page?.total ?? 0;
  const isLoading = page === undefined && (request === undefined || query.isFetching);
  const error = page === undefined && query.error ? describeFailure(query.error) : undefined;
  return {
    rows,
    total,
    isLoading,
    isFetching: query.isFetching,
    error,
    request,
    grid: { mode: 'server', rows, rowCount: total, loading: isLoading, error, onQueryChange },
    toFirstPage,
  };
}

import { toSearchRequest, type RowOf, type SearchRequest } from '@pathway/api-client';
import { DataGrid, type GridColumn, type GridColumnFormat, type GridQuery } from '@pathway/design-system';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import * as api from '../../../lib/api.ts';
import { queryKeys } from '../../../lib/queryClient.ts';

type BusinessView = RowOf<'/business-views'>;
type Row = Record<string, string | number | boolean | null>;

const FORMATS: Record<BusinessView['columns'][number]['dataType'], GridColumnFormat> = {
  text: 'text',
  number: 'number',
  money: 'currency',
  date: 'date',
  boolean: 'text',
};

function columnsOf(columns: BusinessView['columns']): GridColumn<Row>[] {
  return columns.map((column) => ({
    id: column.name,
    header: column.label,
    value: (row) => {
      const value = row[column.name] ?? null;
      return typeof value === 'boolean' ? (value ? 'Yes' : 'No') : value;
    },
    format: FORMATS[column.dataType],
  }));
}

/**
 * A business view opened as a grid: pages, quick search and sort on the server (POST
 * /business-views/{id}/rows), on top of the view's saved filters and sort.
 */
export function BusinessViewGrid({ view }: { view: BusinessView }) {
  const [request, setRequest] = useState<SearchRequest>({ page: 1, pageSize: 50 });
  const rows = useQuery({
    queryKey: [...queryKeys.resource(`/business-views/${String(view.id)}/rows`), request],
    queryFn: ({ signal }) => api.businessViews.rows(view.id, request, { signal }),
    placeholderData: keepPreviousData,
  });
  // The columns the server answers with the rows: a view edited while open shows its new columns.
  const viewColumns = rows.data?.columns ?? view.columns;
  const columns = useMemo(() => columnsOf(viewColumns), [viewColumns]);
  return (
    <DataGrid<Row>
      mode="server"
      label={view.name}
      columns={columns}
      rows={rows.data?.items ?? []}
      rowCount={rows.data?.total ?? 0}
      loading={rows.isLoading}
      onQueryChange={(query: GridQuery) => setRequest(toSearchRequest(query))}
    />
  );
}

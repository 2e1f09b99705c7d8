import type { SearchExportColumn, SearchExportRequest, SearchRequest } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';

/**
 * What the server writes for each visible column (in the grid's order; without the grid's list, the
 * columns shown before Show Additional Columns): the row field (the column's id unless `exportAs`
 * names another), its title, its format and the text of its values.
 */
export function searchExportColumns<Row>(
  columns: readonly GridColumn<Row>[],
  visible?: readonly string[],
): SearchExportColumn[] {
  const shown = visible
    ? visible.flatMap((id) => columns.filter((column) => column.id === id))
    : columns.filter((column) => !column.additional);
  return shown.map((column) => ({
    field: column.exportAs?.field ?? column.id,
    title: column.header,
    // The server masks an ssn column again; its formats are the grid's.
    format: column.format ?? 'text',
    ...(column.exportAs?.labels ? { labels: { ...column.exportAs.labels } } : {}),
  }));
}

/** The request of a server-mode grid's export: its search without paging, and its visible columns. */
export function searchExportRequest<Row>(
  searchPath: string,
  request: SearchRequest,
  columns: readonly GridColumn<Row>[],
  { fileName, sheetName, visible }: { fileName: string; sheetName: string; visible?: readonly string[] },
): SearchExportRequest {
  const { quickSearch, filters, sort } = request;
  return {
    search: searchPath,
    request: {
      ...(quickSearch === undefined ? {} : { quickSearch }),
      ...(filters === undefined || filters.length === 0 ? {} : { filters }),
      ...(sort === undefined || sort.length === 0 ? {} : { sort }),
    },
    columns: searchExportColumns(columns, visible),
    fileName,
    sheetName,
  };
}

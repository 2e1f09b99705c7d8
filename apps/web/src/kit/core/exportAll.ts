import type { DownloadableFile, Resource, ResourcePath, RowOf, SearchRequest } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import * as api from '../../lib/api.ts';
import { searchExportRequest } from './searchExport.ts';

/**
 * Export To Excel of a server-mode grid (ADR 096): the server runs the grid's search (filters, quick
 * search and sort) over every matching row in the caller's scope and streams the workbook of the
 * visible columns; the grid saves it.
 */
export async function exportAll<B extends ResourcePath>(
  resource: Resource<B>,
  request: SearchRequest,
  columns: readonly GridColumn<RowOf<B>>[],
  options: { fileName: string; sheetName: string; visible?: readonly string[] },
): Promise<DownloadableFile> {
  return api.exports.search(searchExportRequest(`${resource.path}/search`, request, columns, options));
}

import type { RowOf, SearchFilter } from '@pathway/api-client';
import type { GridColumn, GridRowAction } from '@pathway/design-system';
import { useMemo } from 'react';
import { ResourceScreen, useDownload } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

export type DataExtract = RowOf<'/data-extracts'>;

/** A saved filter in a line: "status eq Assigned". */
export function filterText(filter: SearchFilter): string {
  const value = Array.isArray(filter.value) ? filter.value.join(' | ') : (filter.value ?? '');
  return `${filter.field} ${filter.operator} ${String(value)}`.trim();
}

export const dataExtractColumns: GridColumn<DataExtract>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 260 },
  { id: 'businessViewName', header: 'Entity', value: (row) => row.businessViewName, sortable: false, width: 180 },
  {
    id: 'columns',
    header: 'Columns',
    value: (row) => row.columns.join(', '),
    sortable: false,
    width: 280,
  },
  {
    id: 'filters',
    header: 'Filters',
    value: (row) => row.filters.map(filterText).join('; '),
    sortable: false,
    width: 220,
  },
  { id: 'format', header: 'Format', value: (row) => row.format, width: 100 },
  { id: 'lastRunOn', header: 'Last Run', value: (row) => row.lastRunOn, format: 'date', width: 130 },
];

const extractName = (row: DataExtract) => row.name;
const loadForm = () => import('./dataExtractForm.tsx').then((module) => module.dataExtractForm);

/**
 * Reports > Data Extracts (REPORTS): saved choices of an entity (a business view), its columns and
 * filters, downloaded as the server's Excel or CSV file. Defining one (add, edit, delete) is a report
 * author's work and needs REPORT_DEFINITIONS (ADR 200).
 */
export function DataExtractsScreen() {
  // Download: the server streams the extract's rows (its scope applied) as xlsx or CSV.
  const download = useDownload((row: DataExtract) => api.dataExtracts.run(row.id));
  const rowActions = useMemo<GridRowAction<DataExtract>[]>(
    () => [{ id: 'download', label: 'Download', onAction: download }],
    [download],
  );
  return (
    <ResourceScreen
      title="Data Extracts"
      noun="data extract"
      resource={api.dataExtracts}
      columns={dataExtractColumns}
      rowName={extractName}
      claims={{ create: 'REPORT_DEFINITIONS', update: 'REPORT_DEFINITIONS', remove: 'REPORT_DEFINITIONS' }}
      form={loadForm}
      rowActions={rowActions}
    />
  );
}

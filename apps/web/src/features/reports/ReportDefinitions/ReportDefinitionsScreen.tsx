import type { GridColumn } from '@pathway/design-system';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { CATEGORY_CLAIMS, parameterSummary, type ReportDefinition } from './reportDefinitionModel.ts';

export const reportDefinitionColumns: GridColumn<ReportDefinition>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 320 },
  { id: 'category', header: 'Category', value: (row) => row.category, width: 130 },
  {
    id: 'claim',
    header: 'Seen With',
    value: (row) => CATEGORY_CLAIMS[row.category],
    exportAs: { field: 'category', labels: CATEGORY_CLAIMS },
    sortable: false,
    width: 170,
  },
  {
    id: 'parameters',
    header: 'Parameters',
    value: (row) => parameterSummary(row.parameterDefinitions),
    exportAs: { field: 'parameterDefinitions' },
    sortable: false,
    width: 300,
  },
  { id: 'formats', header: 'Formats', value: (row) => row.formats.join(', '), sortable: false, width: 150 },
  { id: 'reportPath', header: 'Report Path', value: (row) => row.reportPath, additional: true, width: 300 },
  activeColumn(),
];

const definitionName = (row: ReportDefinition) => row.name;
const loadForm = () => import('./reportDefinitionForm.tsx').then((module) => module.reportDefinitionForm);

/**
 * Reports > Reports Definitions (REPORT_DEFINITIONS): the reports the Reports screen offers, each
 * with its category (and so the claim that sees it), parameters and formats; an inactive one is
 * not offered.
 */
export function ReportDefinitionsScreen() {
  return (
    <ResourceScreen
      title="Reports Definitions"
      noun="report definition"
      resource={api.reportDefinitions}
      columns={reportDefinitionColumns}
      rowName={definitionName}
      claims={{ create: 'REPORT_DEFINITIONS', update: 'REPORT_DEFINITIONS', remove: 'REPORT_DEFINITIONS' }}
      form={loadForm}
    />
  );
}

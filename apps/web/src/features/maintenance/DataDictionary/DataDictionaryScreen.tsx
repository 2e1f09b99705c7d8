import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type Entry = RowOf<'/data-dictionary'>;

export const dataDictionaryColumns: GridColumn<Entry>[] = [
  { id: 'tableName', header: 'Table', value: (row) => row.tableName, width: 180 },
  { id: 'columnName', header: 'Column', value: (row) => row.columnName, width: 180 },
  { id: 'label', header: 'Label', value: (row) => row.label, width: 240 },
  { id: 'description', header: 'Description', value: (row) => row.description, width: 320, sortable: false },
  { id: 'dataType', header: 'Data Type', value: (row) => row.dataType, width: 110 },
  {
    id: 'isSensitive',
    header: 'Sensitive',
    value: (row) => (row.isSensitive ? 'Sensitive' : 'No'),
    exportAs: { labels: { true: 'Sensitive', false: 'No' } },
    kind: { type: 'badge', tone: (row) => (row.isSensitive ? 'warning' : 'neutral') },
    width: 120,
  },
];

const loadForm = () => import('./dataDictionaryForm.tsx').then((module) => module.dataDictionaryForm);

/**
 * Maintenance > Data Dictionary: what each stored column means. Entries come from the database, so
 * there is no add or remove; MAINTAIN_DATA_DICTIONARY edits the texts.
 */
export function DataDictionaryScreen() {
  return (
    <ResourceScreen
      title="Data Dictionary"
      noun="data dictionary entry"
      resource={api.dataDictionary}
      columns={dataDictionaryColumns}
      rowName={(row) => `${row.tableName}.${row.columnName}`}
      claims={{ update: 'MAINTAIN_DATA_DICTIONARY' }}
      form={loadForm}
    />
  );
}

import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { startEndDateColumns } from '../../../kit/core/dateColumns.ts';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type Program = RowOf<'/programs'>;

export const programColumns: GridColumn<Program>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 280 },
  { id: 'code', header: 'Code', value: (row) => row.code, width: 110 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 220 },
  ...startEndDateColumns(),
  activeColumn(),
];

const loadForm = () => import('./programForm.tsx').then((module) => module.programForm);

/** Maintenance > Maintain Organizations > Programs: the programmes organizations run (PROGRAMS). */
export function ProgramsScreen() {
  return (
    <ResourceScreen
      title="Programs"
      noun="program"
      resource={api.programRecords}
      columns={programColumns}
      rowName={(row) => row.name}
      claims={{ create: 'PROGRAMS', update: 'PROGRAMS', remove: 'PROGRAMS' }}
      form={loadForm}
    />
  );
}

import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type School = RowOf<'/schools'>;

export const schoolColumns: GridColumn<School>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 280 },
  { id: 'schoolCode', header: 'Code', value: (row) => row.schoolCode, width: 100 },
  { id: 'schoolDistrict', header: 'District', value: (row) => row.schoolDistrict, width: 240 },
  { id: 'city', header: 'City', value: (row) => row.city },
  { id: 'zipCode', header: 'Zip Code', value: (row) => row.zipCode, width: 100 },
  { id: 'mainPhone', header: 'Phone', value: (row) => row.mainPhone, sortable: false },
  activeColumn(),
];

const schoolName = (row: School) => row.name;
const loadForm = () => import('./schoolForm.tsx').then((module) => module.schoolForm);

/** Maintenance > Schools (SCHOOLS): search, add, edit, remove and export schools. */
export function SchoolsScreen() {
  return (
    <ResourceScreen
      title="Schools"
      noun="school"
      resource={api.schools}
      columns={schoolColumns}
      rowName={schoolName}
      claims={{ create: 'SCHOOLS', update: 'SCHOOLS', remove: 'SCHOOLS' }}
      form={loadForm}
    />
  );
}

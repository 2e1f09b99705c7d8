import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type Location = RowOf<'/locations'>;

export const locationColumns: GridColumn<Location>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 260 },
  { id: 'apartment', header: 'Apartment', value: (row) => row.apartment, width: 120 },
  { id: 'street', header: 'Street', value: (row) => row.street, width: 220 },
  { id: 'city', header: 'City', value: (row) => row.city },
  { id: 'state', header: 'State', value: (row) => row.state, width: 90 },
  { id: 'zipCode', header: 'Zip Code', value: (row) => row.zipCode, width: 100 },
  activeColumn(),
];

const loadForm = () => import('./locationForm.tsx').then((module) => module.locationForm);

/** Maintenance > Locations: where interviews and screenings take place (MAINTAIN_LOCATIONS to change). */
export function LocationsScreen() {
  return (
    <ResourceScreen
      title="Locations"
      noun="location"
      resource={api.locationRecords}
      columns={locationColumns}
      rowName={(row) => row.name}
      claims={{ create: 'MAINTAIN_LOCATIONS', update: 'MAINTAIN_LOCATIONS', remove: 'MAINTAIN_LOCATIONS' }}
      form={loadForm}
    />
  );
}

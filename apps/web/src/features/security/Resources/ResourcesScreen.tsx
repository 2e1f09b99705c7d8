import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type ProtectedResource = RowOf<'/resources'>;

export const resourceColumns: GridColumn<ProtectedResource>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'resourceType', header: 'Type', value: (row) => row.resourceType, width: 110 },
  { id: 'path', header: 'Path', value: (row) => row.path, width: 260 },
  { id: 'description', header: 'Description', value: (row) => row.description, width: 300, sortable: false },
  { id: 'groupCount', header: 'Groups', value: (row) => row.groupCount, width: 90, sortable: false },
];

const loadForm = () => import('./resourceForm.tsx').then((module) => module.resourceForm);

/** Security > Resources (MAINTAIN_RESOURCES): the screens, reports and actions groups grant. */
export function ResourcesScreen() {
  return (
    <ResourceScreen
      title="Resources"
      noun="resource"
      resource={api.resources}
      columns={resourceColumns}
      rowName={(row) => row.name}
      claims={{ create: 'MAINTAIN_RESOURCES', update: 'MAINTAIN_RESOURCES', remove: 'MAINTAIN_RESOURCES' }}
      form={loadForm}
    />
  );
}

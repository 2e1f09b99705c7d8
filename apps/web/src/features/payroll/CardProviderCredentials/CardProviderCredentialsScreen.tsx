import type { RowOf } from '@pathway/api-client';
import { formatDate, type GridColumn } from '@pathway/design-system';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type Credential = RowOf<'/fsv-credentials'>;

/** What the read model says of a secret: set (and when the secrets last changed) or not; never the value. */
export function secretState(isSet: boolean, row: Credential): string {
  if (!isSet) return 'Not set';
  return row.secretsUpdatedOn === null ? 'Set' : `Set on ${formatDate(row.secretsUpdatedOn)}`;
}

export const credentialColumns: GridColumn<Credential>[] = [
  { id: 'cardProviderName', header: 'Card Provider', value: (row) => row.cardProviderName, width: 200 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 200 },
  { id: 'environment', header: 'Environment', value: (row) => row.environment, width: 120 },
  { id: 'companyId', header: 'Company ID', value: (row) => row.companyId, width: 130 },
  { id: 'userName', header: 'User Name', value: (row) => row.userName, width: 160 },
  {
    id: 'hasPassword',
    header: 'Password',
    value: (row) => secretState(row.hasPassword, row),
    sortable: false,
    width: 150,
  },
  { id: 'hasApiKey', header: 'API Key', value: (row) => secretState(row.hasApiKey, row), sortable: false, width: 150 },
  { id: 'expiresOn', header: 'Expires On', value: (row) => row.expiresOn, format: 'date', width: 120 },
  activeColumn(),
];

const rowName = (row: Credential) => `${row.cardProviderName} ${row.organizationName} ${row.environment}`;
const loadForm = () => import('./credentialForm.tsx').then((module) => module.credentialForm);

/** Payroll > Card Provider Credentials (FSV_FILES): secrets are write-only, the grid says only whether they are set. */
export function CardProviderCredentialsScreen() {
  return (
    <ResourceScreen
      title="Card Provider Credentials"
      noun="card provider credential"
      resource={api.fsvCredentials}
      columns={credentialColumns}
      rowName={rowName}
      claims={{ create: 'FSV_FILES', update: 'FSV_FILES', remove: 'FSV_FILES' }}
      form={loadForm}
    />
  );
}

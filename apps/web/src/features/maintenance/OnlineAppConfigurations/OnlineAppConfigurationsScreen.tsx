import { describeFailure, type OnlineAppPageSetupSummary } from '@pathway/api-client';
import {
  Alert,
  Button,
  DataGrid,
  formatDate,
  toast,
  type GridColumn,
  type GridRowActions,
} from '@pathway/design-system';
import { messages } from '@pathway/validation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { resourceMessages, useCan, ScreenPage } from '../../../kit/index.ts';
import { FactList } from '../../../kit/views/FactList.tsx';
import * as api from '../../../lib/api.ts';
import type { EnvironmentPopupProps, PageSetupPopupProps } from './onlineAppForms.tsx';
import { environmentKey, pageSetupsKey } from './onlineAppKeys.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

const Heading = styled.h2`
  margin: var(--space-2) 0 0;
  font-size: var(--font-size-lg);
`;

// The popups, their schemas and input widgets load with the first Edit.
const PageSetupPopup: ComponentType<PageSetupPopupProps> = onDemand(() =>
  import('./onlineAppForms.tsx').then((module) => ({ default: module.PageSetupPopup })),
);
const EnvironmentPopup: ComponentType<EnvironmentPopupProps> = onDemand(() =>
  import('./onlineAppForms.tsx').then((module) => ({ default: module.EnvironmentPopup })),
);

const pageSetupText = resourceMessages('page setup');
const environmentText = resourceMessages('environment configuration');
const programName = (row: OnlineAppPageSetupSummary) => row.enrollmentProgramName;

const columns: readonly GridColumn<OnlineAppPageSetupSummary>[] = [
  { id: 'enrollmentProgramName', header: 'Enrollment Program', value: programName, width: 260 },
  { id: 'organizationName', header: 'Organization', value: (row) => row.organizationName, width: 220 },
  {
    id: 'pages',
    header: 'Enabled Pages',
    value: (row) => `${String(row.enabledPageCount)} of ${String(row.pageCount)}`,
    width: 140,
  },
  { id: 'lastUpdateDate', header: 'Last Updated', value: (row) => row.lastUpdateDate, format: 'date', width: 140 },
  { id: 'lastUpdateUser', header: 'Last Updated By', value: (row) => row.lastUpdateUser },
];

/** Every enrollment program's page setup; Edit only with SYSTEM_CONFIGURATION_USER or MAINTAIN_HELP. */
function PageSetups() {
  const client = useQueryClient();
  const mayConfigure = useCan('SYSTEM_CONFIGURATION_USER');
  const mayMaintainHelp = useCan('MAINTAIN_HELP');
  const maySave = mayConfigure || mayMaintainHelp;
  const list = useQuery({ queryKey: pageSetupsKey, queryFn: () => api.onlineApplication.pageSetups() });
  const [editing, setEditing] = useState<OnlineAppPageSetupSummary | null>(null);
  const rowActions = useMemo<GridRowActions<OnlineAppPageSetupSummary> | undefined>(
    () => (maySave ? { name: programName, actions: [{ id: 'edit', label: 'Edit', onAction: setEditing }] } : undefined),
    [maySave],
  );
  return (
    <>
      <DataGrid<OnlineAppPageSetupSummary>
        label="Page Setups"
        columns={columns}
        rows={list.data ?? []}
        loading={list.isPending}
        error={list.error ? describeFailure(list.error) : undefined}
        rowActions={rowActions}
        searchPanel
      />
      {editing ? (
        <PageSetupPopup
          enrollmentProgramId={editing.enrollmentProgramId}
          onSaved={async () => {
            toast.success(pageSetupText.updated);
            await client.invalidateQueries({ queryKey: pageSetupsKey });
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/** The public site's settings (SYSTEM_CONFIGURATION_USER reads and saves them). */
function Environment() {
  const client = useQueryClient();
  const config = useQuery({ queryKey: environmentKey, queryFn: () => api.onlineApplication.environment() });
  const [editing, setEditing] = useState(false);
  if (config.isPending) return <p>Loading…</p>;
  if (config.error) return <Alert variant="danger">{describeFailure(config.error)}</Alert>;
  const value = config.data;
  return (
    <>
      <FactList aria-label="Environment Configuration">
        <dt>Application</dt>
        <dd>{value.isApplicationOpen ? 'Open' : 'Closed'}</dd>
        <dt>Open Date</dt>
        <dd>{formatDate(value.applicationOpenDate)}</dd>
        <dt>Close Date</dt>
        <dd>{formatDate(value.applicationCloseDate)}</dd>
        <dt>Ages</dt>
        <dd>{`${String(value.minAge)} to ${String(value.maxAge)}`}</dd>
        <dt>Support</dt>
        <dd>{`${value.supportEmail}, ${value.supportPhone}`}</dd>
        <dt>Uploads</dt>
        <dd>{`Up to ${String(value.maxUploadSizeMb)} MB: ${value.allowedUploadExtensions.join(', ')}`}</dd>
        <dt>Time Zone</dt>
        <dd>{value.timeZone}</dd>
      </FactList>
      <div>
        <Button size="small" onClick={() => setEditing(true)}>
          Edit Environment Configuration
        </Button>
      </div>
      {editing ? (
        <EnvironmentPopup
          config={value}
          onSaved={async () => {
            toast.success(environmentText.updated);
            await client.invalidateQueries({ queryKey: environmentKey });
          }}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </>
  );
}

/**
 * Maintenance > Maintain Organizations > Online App Configurations (summer-app-configs): the page
 * setup of each enrollment program's online application (PROGRAMS or SYSTEM_CONFIGURATION_USER to
 * see) and the environment configuration of the public site (SYSTEM_CONFIGURATION_USER). The menu
 * offers it to every signed-in user, so each part shows only with the claims of its calls.
 */
export function OnlineAppConfigurationsScreen() {
  const mayConfigure = useCan('SYSTEM_CONFIGURATION_USER');
  const mayMaintainPrograms = useCan('PROGRAMS');
  const maySeePages = mayMaintainPrograms || mayConfigure;
  return (
    <ScreenPage title="Online App Configurations">
      {maySeePages ? (
        <>
          <Heading>Page Setups</Heading>
          <PageSetups />
        </>
      ) : (
        <Alert variant="warning">{messages.restrictedContent}</Alert>
      )}
      {mayConfigure ? (
        <>
          <Heading>Environment Configuration</Heading>
          <Environment />
        </>
      ) : null}
    </ScreenPage>
  );
}

import type { RowOf } from '@pathway/api-client';
import { Alert, DataGrid, type GridColumn, type GridRowActions } from '@pathway/design-system';
import { messages } from '@pathway/validation';
import { useMemo, useState } from 'react';
import { useCan, useGridView, useOrganizationOptions, useResourceList, ScreenPage } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { onDemand } from '../../../lib/onDemand.tsx';

type Contractor = RowOf<'/contractors'>;

// The details popup (its two grids and their reads) loads with the first View.
const ContractorDetails = onDemand(() =>
  import('./ContractorDetails.tsx').then((module) => ({ default: module.ContractorDetails })),
);

const contractorName = (row: Contractor) => row.name;

function columnsFor(organizationName: (id: number) => string): GridColumn<Contractor>[] {
  return [
    { id: 'name', header: 'Name', value: contractorName, width: 280 },
    { id: 'federalTaxId', header: 'Federal Tax ID', value: (row) => row.federalTaxId, width: 150 },
    { id: 'city', header: 'City', value: (row) => row.city },
    {
      id: 'organizationId',
      header: 'Organization',
      value: (row) => organizationName(row.organizationId),
      width: 240,
    },
    { id: 'worksiteCount', header: 'Worksites', value: (row) => row.worksiteCount, sortable: false, width: 110 },
  ];
}

/** The finder itself: mounted only for a user who may search contractors, so nothing fails. */
function ContractorFinder() {
  const view = useGridView();
  const list = useResourceList(api.contractors);
  const organizations = useOrganizationOptions();
  const organizationName = useMemo(() => {
    const byId = new Map(organizations.items.map((item) => [item.value, item.label]));
    return (id: number) => byId.get(id) ?? `#${String(id)}`;
  }, [organizations.items]);
  const columns = useMemo(() => columnsFor(organizationName), [organizationName]);
  const [viewing, setViewing] = useState<Contractor | null>(null);
  const rowActions = useMemo<GridRowActions<Contractor>>(
    () => ({ name: contractorName, actions: [{ id: 'view', label: 'View', onAction: setViewing }] }),
    [],
  );
  return (
    <>
      <DataGrid<Contractor>
        label="Contractors"
        columns={columns}
        {...list.grid}
        searchPanel
        rowActions={rowActions}
        view={view}
      />
      {viewing ? (
        <ContractorDetails
          contractor={viewing}
          organizationName={organizationName(viewing.organizationId)}
          onClose={() => setViewing(null)}
        />
      ) : null}
    </>
  );
}

/**
 * Maintenance > Find Contractor: a read-only finder of contractors (VIEW_CONTRACTOR,
 * MAINTAIN_CONTRACTOR or CONTRACTOR, the claims of the contractor search); View shows a contractor's
 * address, contacts and worksites. The menu offers it to every signed-in user, so a user without
 * those claims sees the restricted-content text instead of a refused search.
 */
export function FindContractorScreen() {
  const mayView = useCan('VIEW_CONTRACTOR');
  const mayMaintain = useCan('MAINTAIN_CONTRACTOR');
  const isContractor = useCan('CONTRACTOR');
  return (
    <ScreenPage title="Find Contractor">
      {mayView || mayMaintain || isContractor ? (
        <ContractorFinder />
      ) : (
        <Alert variant="warning">{messages.restrictedContent}</Alert>
      )}
    </ScreenPage>
  );
}

import type { RowOf, SearchFilter } from '@pathway/api-client';
import { Button, type GridColumn, type GridRowAction } from '@pathway/design-system';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { activeColumn, ResourceScreen } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';
import { BusinessViewGrid } from './BusinessViewGrid.tsx';

export type BusinessView = RowOf<'/business-views'>;

const filterText = (filter: SearchFilter) =>
  `${filter.field} ${filter.operator} ${Array.isArray(filter.value) ? filter.value.join(' | ') : String(filter.value ?? '')}`.trim();

export const businessViewColumns: GridColumn<BusinessView>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, width: 240 },
  { id: 'viewName', header: 'Entity', value: (row) => row.viewName, width: 140 },
  {
    id: 'columns',
    header: 'Columns',
    value: (row) => row.columns.map((column) => column.label).join(', '),
    sortable: false,
    width: 300,
  },
  { id: 'filters', header: 'Filters', value: (row) => row.filters.map(filterText).join('; '), sortable: false },
  {
    id: 'sort',
    header: 'Sort',
    value: (row) => row.sort.map((item) => `${item.field} ${item.direction}`).join(', '),
    sortable: false,
  },
  activeColumn(),
];

const viewName = (row: BusinessView) => row.name;
const loadForm = () => import('./businessViewForm.tsx').then((module) => module.businessViewForm);

const Opened = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--space-3);
  margin-top: var(--space-5);

  header {
    display: flex;
    align-items: center;
    justify-content: space-between;
  }

  h2 {
    margin: 0;
    font-size: var(--font-size-lg);
  }
`;

/**
 * Reports > Business Views (BUSINESS_VIEW_MAINTENANCE): saved views of an entity (its columns,
 * filters and sort), added, edited and removed here; Open shows a view as a grid of the rows the
 * user may see, its saved filters applied.
 */
export function BusinessViewsScreen() {
  const [opened, setOpened] = useState<BusinessView | null>(null);
  const rowActions = useMemo<GridRowAction<BusinessView>[]>(
    () => [{ id: 'open', label: 'Open', visible: (row) => row.isActive, onAction: setOpened }],
    [],
  );
  return (
    <>
      <ResourceScreen
        title="Business Views"
        noun="business view"
        resource={api.businessViews}
        columns={businessViewColumns}
        rowName={viewName}
        claims={{
          create: 'BUSINESS_VIEW_MAINTENANCE',
          update: 'BUSINESS_VIEW_MAINTENANCE',
          remove: 'BUSINESS_VIEW_MAINTENANCE',
        }}
        form={loadForm}
        rowActions={rowActions}
      />
      {opened !== null && (
        <Opened aria-label={`${opened.name} rows`}>
          <header>
            <h2>{opened.name}</h2>
            <Button variant="secondary" onClick={() => setOpened(null)}>
              Close View
            </Button>
          </header>
          <BusinessViewGrid key={opened.id} view={opened} />
        </Opened>
      )}
    </>
  );
}

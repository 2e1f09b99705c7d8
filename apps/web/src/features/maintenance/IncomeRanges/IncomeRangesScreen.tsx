import type { RowOf } from '@pathway/api-client';
import type { GridColumn } from '@pathway/design-system';
import { useMemo } from 'react';
import { ResourceScreen, useOrganizationOptions } from '../../../kit/index.ts';
import * as api from '../../../lib/api.ts';

type IncomeRange = RowOf<'/income-ranges'>;

/**
 * The columns; the organization shows by name once the (cached) organization list is in, and the
 * server's export writes the same names (`organizationNames`: id as text → name).
 */
export function incomeRangeColumns(organizationNames: ReadonlyMap<number, string>): GridColumn<IncomeRange>[] {
  return [
    {
      id: 'organizationId',
      header: 'Organization',
      value: (row) => organizationNames.get(row.organizationId) ?? String(row.organizationId),
      exportAs: { labels: Object.fromEntries([...organizationNames].map(([id, name]) => [String(id), name])) },
      width: 220,
    },
    { id: 'fundingType', header: 'Funding Type', value: (row) => row.fundingType, width: 200 },
    { id: 'familySize', header: 'Family Size', value: (row) => row.familySize, format: 'number', width: 120 },
    { id: 'from', header: 'From', value: (row) => row.from, format: 'currency', width: 140 },
    { id: 'to', header: 'To', value: (row) => row.to, format: 'currency', width: 140 },
    { id: 'summary', header: 'Summary', value: (row) => row.summary, width: 320, sortable: false },
  ];
}

const incomeRangeName = (row: IncomeRange) => row.summary;
const loadForm = () => import('./incomeRangeForm.tsx').then((module) => module.incomeRangeForm);

/** Maintenance > Income Ranges (MAINTAIN_INCOME_RANGES): family income bounds per funding type. */
export function IncomeRangesScreen() {
  const organizations = useOrganizationOptions();
  const columns = useMemo(() => {
    return incomeRangeColumns(new Map(organizations.items.map((item) => [item.value, item.label])));
  }, [organizations.items]);
  return (
    <ResourceScreen
      title="Income Ranges"
      noun="income range"
      resource={api.incomeRanges}
      columns={columns}
      rowName={incomeRangeName}
      claims={{ create: 'MAINTAIN_INCOME_RANGES', update: 'MAINTAIN_INCOME_RANGES', remove: 'MAINTAIN_INCOME_RANGES' }}
      form={loadForm}
    />
  );
}
